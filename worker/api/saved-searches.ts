import { Hono } from "hono";
import {
  createSavedSearch,
  deleteSavedSearch,
  readSavedQuery,
  SavedSearchInput,
  SavedSearchUpdate,
  savedSearchesOf,
  setSavedSearchFrequency,
} from "../services/search/saved-searches";
import { STRINGS } from "../../app/i18n";
import { ok } from "./envelope";
import { jsonBody, parse, type SignedInEnv, signedIn } from "./guards";

const T = STRINGS.server.search;

/** The caller's saved searches (docs/api.md, Saved searches); every route needs a session. */
export const savedSearchesApi = new Hono<SignedInEnv>()
  .use(
    "*",
    signedIn(() => T.signIn),
  )
  .get("/", async (c) => ok(c, await savedSearchesOf(c.var.ctx.db, c.var.me.id)))
  .post("/", async (c) => {
    const input = parse(SavedSearchInput, await jsonBody(c));
    const saved = await createSavedSearch(c.var.ctx.db, c.var.me, { ...input, query: readSavedQuery(input.query) });
    return ok(c, saved, 201, T.saved);
  })
  .patch("/:id", async (c) => {
    const { frequency } = parse(SavedSearchUpdate, await jsonBody(c));
    return ok(c, await setSavedSearchFrequency(c.var.ctx.db, c.var.me, c.req.param("id"), frequency), 200, T.alertsUpdated);
  })
  .delete("/:id", async (c) => {
    await deleteSavedSearch(c.var.ctx.db, c.var.me, c.req.param("id"));
    return ok(c, { id: c.req.param("id"), deleted: true }, 200, T.deleted);
  });
