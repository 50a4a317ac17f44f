import { Hono, type Context } from "hono";
import * as v from "valibot";
import { CONTACT_CHANNELS, MessageSchema, REPORT_MESSAGES, ReportSchema, type ContactChannel } from "../../app/domain/listing-actions";
import { ListingSchema } from "../../app/domain/listing-input";
import { parseListingQuery } from "../../app/domain/listing-query";
import { categorySummary } from "../services/categories";
import { countInteraction } from "../services/interactions";
import { deleteListing } from "../services/listing-removal";
import { createListing, editableListing, markUnavailable, updateListing } from "../services/listing-writes";
import { findListing, findListings, parseListingId } from "../services/listings";
import { messageSeller } from "../services/messages";
import { reportListing } from "../services/reports";
import { countSearchLater } from "../services/search-terms";
import { fail, failed, invalid, ok, SIGN_IN_FIRST } from "./envelope";
import type { ApiEnv } from "./types";

const NOT_FOUND = "Listing not found";

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => null);
  return body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export const listingsApi = new Hono<ApiEnv>()
  .get("/categories", async (c) => ok(c, await categorySummary(c.var.ctx.db)))
  .get("/", async (c) => {
    const parsed = parseListingQuery(new URL(c.req.url).searchParams);
    if (!parsed.success) return invalid(c, parsed.issues);
    const page = await findListings(c.var.ctx.db, parsed.output);
    countSearchLater(c.var.ctx, parsed.output);
    return ok(c, page);
  })
  .post("/", async (c) => {
    const me = await c.var.ctx.currentUser();
    if (!me) return fail(c, 401, SIGN_IN_FIRST);
    const parsed = v.safeParse(ListingSchema, await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.issues);
    try {
      const id = await createListing(c.var.ctx, me, parsed.output);
      return ok(c, await findListing(c.var.ctx.db, id), 201, "Listing created successfully!");
    } catch (error) {
      return failed(c, error);
    }
  })
  .get("/:id", async (c) => {
    const id = parseListingId(c.req.param("id"));
    const listing = id === null ? null : await findListing(c.var.ctx.db, id);
    if (!listing) return fail(c, 404, NOT_FOUND);
    return ok(c, listing);
  })
  .patch("/:id", async (c) => {
    const me = await c.var.ctx.currentUser();
    if (!me) return fail(c, 401, SIGN_IN_FIRST);
    const id = parseListingId(c.req.param("id"));
    if (id === null) return fail(c, 404, NOT_FOUND);
    try {
      // A partial body: the listing as it is, with the given fields replaced, meets the whole schema.
      const current = await editableListing(c.var.ctx, me, id);
      const parsed = v.safeParse(ListingSchema, { ...current, attributes: { ...current.attributes, condition: current.condition }, ...(await jsonBody(c)) });
      if (!parsed.success) return invalid(c, parsed.issues);
      await updateListing(c.var.ctx, me, id, parsed.output);
      return ok(c, await editableListing(c.var.ctx, me, id), 200, "Listing updated!");
    } catch (error) {
      return failed(c, error);
    }
  })
  .delete("/:id", async (c) => {
    const me = await c.var.ctx.currentUser();
    if (!me) return fail(c, 401, SIGN_IN_FIRST);
    const id = parseListingId(c.req.param("id"));
    if (id === null) return fail(c, 404, NOT_FOUND);
    try {
      await deleteListing(c.var.ctx, me, id);
    } catch (error) {
      return failed(c, error);
    }
    return ok(c, null, 200, "Listing deleted successfully!");
  })
  .put("/:id/availability", async (c) => {
    const me = await c.var.ctx.currentUser();
    if (!me) return fail(c, 401, SIGN_IN_FIRST);
    const id = parseListingId(c.req.param("id"));
    if (id === null) return fail(c, 404, NOT_FOUND);
    // Only the one transition the product has: available to unavailable.
    if ((await jsonBody(c)).isAvailable !== false) return fail(c, 400, "Only { isAvailable: false } is accepted.");
    try {
      return ok(c, await markUnavailable(c.var.ctx, me, id), 200, "Listing marked as unavailable!");
    } catch (error) {
      return failed(c, error);
    }
  })
  .post("/:id/reports", async (c) => {
    const id = parseListingId(c.req.param("id"));
    if (id === null) return fail(c, 404, NOT_FOUND);
    const parsed = v.safeParse(ReportSchema, await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.issues);
    try {
      await reportListing(c.var.ctx, c.req.raw.headers, id, parsed.output.reason);
    } catch (error) {
      return failed(c, error);
    }
    return ok(c, null, 201, REPORT_MESSAGES.sent);
  })
  .post("/:id/contact", async (c) => {
    const id = parseListingId(c.req.param("id"));
    if (id === null) return fail(c, 404, NOT_FOUND);
    // sendBeacon posts without a JSON body, so the channel may come in the query.
    const channel = c.req.query("channel") ?? (await jsonBody(c)).channel;
    if (!CONTACT_CHANNELS.includes(channel as ContactChannel)) return fail(c, 400, "Unknown contact channel");
    // Counted after the answer has gone: the buyer's call or chat is never kept waiting.
    c.var.ctx.executionCtx.waitUntil(countInteraction(c.var.ctx.db, id, channel as ContactChannel));
    return c.body(null, 204);
  })
  .post("/:id/messages", async (c) => {
    const me = await c.var.ctx.currentUser();
    if (!me) return fail(c, 401, SIGN_IN_FIRST);
    const id = parseListingId(c.req.param("id"));
    if (id === null) return fail(c, 404, NOT_FOUND);
    const parsed = v.safeParse(MessageSchema, await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.issues);
    try {
      await messageSeller(c.var.ctx, me, id, parsed.output.body);
    } catch (error) {
      return failed(c, error);
    }
    return ok(c, null, 201, "Message sent!");
  });
