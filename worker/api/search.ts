import { Hono } from "hono";
import { completions } from "../services/search/search-suggest";
import { ok } from "./envelope";
import type { ApiEnv } from "./types";

/** The longest text the header's suggestions read; anything longer is cut, never refused. */
export const SUGGESTION_INPUT_LIMIT = 100;

/** Search helpers (docs/api.md, "Search"): the header's completions as a buyer types. */
export const searchApi = new Hono<ApiEnv>().get("/suggestions", async (c) => {
  const typed = (c.req.query("q") ?? "").slice(0, SUGGESTION_INPUT_LIMIT);
  const suggestions = await completions(c.var.ctx.db, typed);
  // The same few letters are typed by many buyers: a browser may keep the answer for a minute.
  c.header("Cache-Control", "public, max-age=60");
  return ok(c, { suggestions });
});
