import { Hono } from "hono";
import { addFavourite, favouritesOf, removeFavourite } from "../services/favourites";
import { Refusal } from "../services/refusal";
import { ok } from "./envelope";
import { listingIdParam, type SignedInEnv, signedIn } from "./guards";

/** The caller's favourites (docs/api.md); add and remove are idempotent. */
export const favouritesApi = new Hono<SignedInEnv>()
  .use("*", signedIn("Please log in to add to favourites!"))
  .get("/", async (c) => ok(c, await favouritesOf(c.var.ctx.db, c.var.me.id)))
  .post("/:listingId", async (c) => {
    const id = listingIdParam(c, "listingId");
    if (!(await addFavourite(c.var.ctx.db, c.var.me.id, id))) throw new Refusal(404, "Listing not found");
    return ok(c, { listingId: String(id), favourite: true }, 200, "Added to favourites");
  })
  .delete("/:listingId", async (c) => {
    const id = listingIdParam(c, "listingId");
    await removeFavourite(c.var.ctx.db, c.var.me.id, id);
    return ok(c, { listingId: String(id), favourite: false }, 200, "Removed from favourites");
  });
