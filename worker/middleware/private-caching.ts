import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../api/types";
import { isRoomPath } from "../rooms";

/**
 * What a signed-in caller is shown is theirs alone: no shared cache or back-forward copy may keep
 * it. Images, robots.txt and the sitemaps say the same to everyone and keep their caching; uploaded
 * images say for themselves (public ones for a year, chat photos `private`: their two members' browsers only).
 */
export const privateCaching = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  if (isRoomPath(c.req.path)) return;
  const keepsCaching = c.req.path.startsWith("/uploads/") || (!c.req.path.startsWith("/api/") && (c.res.headers.get("cache-control") ?? "").includes("public"));
  if (carriesCredentials(c.req.raw.headers) && !keepsCaching) c.res.headers.set("Cache-Control", "private, no-store");
});

/** A session cookie or a bearer token: the answer may be about this caller alone. */
function carriesCredentials(headers: Headers): boolean {
  return Boolean(headers.get("cookie")?.includes("sokoni.session_token") || headers.get("authorization"));
}
