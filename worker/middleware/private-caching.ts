import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../api/types";
import { isRoomPath } from "../rooms";

/**
 * A signed-in reader's page: kept by their own browser only, asked for again before each use
 * (`no-cache`), so the back-forward cache may keep it (docs/decisions/126); `private` keeps it out
 * of every shared cache and the service worker's (app/sw/keeping.ts).
 */
export const PRIVATE_PAGE = "private, no-cache";
/** Any other answer to a signed-in caller (the API's JSON, a write's answer): stored nowhere. */
export const PRIVATE_ANSWER = "private, no-store";

/**
 * What a signed-in caller is shown is theirs alone: no shared cache may keep it. Images, robots.txt
 * and the sitemaps say the same to everyone and keep their caching; uploaded images say for
 * themselves (public ones for a year, chat photos `private`: their two members' browsers only).
 */
export const privateCaching = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  if (isRoomPath(c.req.path)) return;
  const keepsCaching = c.req.path.startsWith("/uploads/") || (!c.req.path.startsWith("/api/") && (c.res.headers.get("cache-control") ?? "").includes("public"));
  if (!carriesCredentials(c.req.raw.headers) || keepsCaching) return;
  const page = c.req.method === "GET" && (c.res.headers.get("content-type") ?? "").startsWith("text/html");
  c.res.headers.set("Cache-Control", page ? PRIVATE_PAGE : PRIVATE_ANSWER);
});

/** A session cookie or a bearer token: the answer may be about this caller alone. */
function carriesCredentials(headers: Headers): boolean {
  return Boolean(headers.get("cookie")?.includes("sokoni.session_token") || headers.get("authorization"));
}
