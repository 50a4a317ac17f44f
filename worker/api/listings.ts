import { Hono } from "hono";
import { parseListingQuery } from "../../app/domain/listing-query";
import { categorySummary } from "../services/categories";
import { deleteListing } from "../services/listing-removal";
import { findListing, findListings, parseListingId } from "../services/listings";
import { UserError } from "../services/users";
import { fail, invalid, ok } from "./envelope";
import type { ApiEnv } from "./types";

export const listingsApi = new Hono<ApiEnv>()
  .get("/categories", async (c) => ok(c, await categorySummary(c.var.ctx.db)))
  .get("/", async (c) => {
    const parsed = parseListingQuery(new URL(c.req.url).searchParams);
    if (!parsed.success) return invalid(c, parsed.issues);
    return ok(c, await findListings(c.var.ctx.db, parsed.output));
  })
  .get("/:id", async (c) => {
    const id = parseListingId(c.req.param("id"));
    const listing = id === null ? null : await findListing(c.var.ctx.db, id);
    if (!listing) return fail(c, 404, "Listing not found");
    return ok(c, listing);
  })
  .delete("/:id", async (c) => {
    const me = await c.var.ctx.currentUser();
    if (!me) return fail(c, 401, "Please sign in first.");
    const id = parseListingId(c.req.param("id"));
    if (id === null) return fail(c, 404, "Listing not found");
    try {
      await deleteListing(c.var.ctx, me, id);
    } catch (error) {
      if (error instanceof UserError) return fail(c, error.status, error.message);
      throw error;
    }
    return ok(c, null, 200, "Listing deleted successfully!");
  });
