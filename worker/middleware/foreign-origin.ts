import { createMiddleware } from "hono/factory";
import { fail } from "../api/envelope";
import type { ApiEnv } from "../api/types";
import { comesFromAnotherSite, foreignOriginMessage, siteOrigin } from "../same-site";

/**
 * Writes from other sites are refused, one check for both faces
 * (docs/decisions/044-writes-only-from-our-pages.md): the API answers 403 in its envelope here; a
 * page's action never runs, and its error screen says why (worker/pages.ts, app/root.tsx).
 */
export const foreignOrigin = createMiddleware<ApiEnv>(async (c, next) => {
  const ctx = c.var.ctx;
  if (comesFromAnotherSite(c.req.raw, siteOrigin(ctx.url, ctx.env.BETTER_AUTH_URL))) {
    if (!isPage(c.req.path)) return fail(c, 403, foreignOriginMessage());
    ctx.foreignWrite = true;
  }
  await next();
});

/** Paths React Router answers: everything but the API, the images, the rooms and the crawler files. */
function isPage(path: string): boolean {
  return !/^\/(api|uploads|parties)(\/|$)/.test(path);
}
