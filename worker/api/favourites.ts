import { Hono } from "hono";
import { addFavourite, favouritesOf, removeFavourite } from "../services/favourites";
import { parseListingId } from "../services/listings";
import { fail, ok } from "./envelope";
import type { ApiEnv } from "./types";

const LOG_IN = "Please log in to add to favourites!";

/** The caller's favourites (design/api.md); add and remove are idempotent. */
export const favouritesApi = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const me = await c.var.ctx.currentUser();
    if (!me) return fail(c, 401, LOG_IN);
    return ok(c, await favouritesOf(c.var.ctx.db, me.id));
  })
  .post("/:listingId", async (c) => {
    const me = await c.var.ctx.currentUser();
    if (!me) return fail(c, 401, LOG_IN);
    const id = parseListingId(c.req.param("listingId"));
    if (id === null || !(await addFavourite(c.var.ctx.db, me.id, id))) return fail(c, 404, "Listing not found");
    return ok(c, { listingId: String(id), favourite: true }, 200, "Added to favourites");
  })
  .delete("/:listingId", async (c) => {
    const me = await c.var.ctx.currentUser();
    if (!me) return fail(c, 401, LOG_IN);
    const id = parseListingId(c.req.param("listingId"));
    if (id === null) return fail(c, 404, "Listing not found");
    await removeFavourite(c.var.ctx.db, me.id, id);
    return ok(c, { listingId: String(id), favourite: false }, 200, "Removed from favourites");
  });
