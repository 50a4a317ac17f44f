import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../api/types";
import { isSharedRequest, markShared, sharedPageOf } from "../edge-cache";
import { pinInlineScripts } from "../pinned-scripts";
import { isRoomPath } from "../rooms";

/**
 * A visitor's page made for the shared cache (docs/decisions/093-edge-cache-for-visitors.md) is
 * marked for it, kept a minute; a page's inline scripts lose the nonce every visitor would share
 * and are named by hash instead, in the policy worker/middleware/security-headers.ts writes.
 */
export const sharedPages = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  if (isRoomPath(c.req.path)) return;
  const shared = isSharedRequest(c.req.raw.headers) ? sharedPageOf(c.req.raw) : null;
  if (!shared || !markShared(c.res.headers, c.res.status, shared.tags) || !(c.res.headers.get("content-type") ?? "").startsWith("text/html")) return;
  const pinned = await pinInlineScripts(await c.res.text(), c.var.ctx.nonce);
  c.res = new Response(pinned.html, c.res);
  c.set("pinnedScripts", pinned.hashes);
});
