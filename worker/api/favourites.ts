import { Hono } from "hono";
import { addFavourite, favouritesOf, removeFavourite } from "../services/listings/favourites";
import { STRINGS } from "../../app/i18n";
import { COMMON_MESSAGES, Refusal } from "../services/refusal";
import { ok } from "./envelope";
import { listingIdParam, type SignedInEnv, signedIn } from "./guards";

const T = STRINGS.server.listings;

/** The caller's favourites (docs/api.md); add and remove are idempotent. */
export const favouritesApi = new Hono<SignedInEnv>()
  .use(
    "*",
    signedIn(() => T.signIn),
  )
  .get("/", async (c) => ok(c, await favouritesOf(c.var.ctx.db, c.var.me.id)))
  .post("/:listingId", async (c) => {
    const id = listingIdParam(c, "listingId");
    if (!(await addFavourite(c.var.ctx.db, c.var.me.id, id))) throw new Refusal(404, COMMON_MESSAGES.listingNotFound);
    return ok(c, { listingId: String(id), favourite: true }, 200, T.added);
  })
  .delete("/:listingId", async (c) => {
    const id = listingIdParam(c, "listingId");
    await removeFavourite(c.var.ctx.db, c.var.me.id, id);
    return ok(c, { listingId: String(id), favourite: false }, 200, T.removed);
  });
