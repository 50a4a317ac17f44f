import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { ApiEnv } from "../api/types";
import type { WorkerEnv } from "../env";
import { isRoomPath } from "../rooms";

// Images may be shown by link previews and other sites; everything else stays same-origin.
const honoHeaders = secureHeaders({ referrerPolicy: "strict-origin-when-cross-origin", crossOriginResourcePolicy: false });

/**
 * Hono's security headers on every answer but a room's (a WebSocket upgrade's headers cannot be
 * changed), and every page's Content-Security-Policy: its scripts by this request's nonce, or a
 * shared page's by their hashes (worker/middleware/shared-pages.ts).
 */
export const securityHeaders = createMiddleware<ApiEnv>(async (c, next) => {
  if (isRoomPath(c.req.path)) return next();
  await honoHeaders(c, next);
  const ctx = c.get("ctx");
  if (!ctx || !(c.res.headers.get("content-type") ?? "").startsWith("text/html")) return;
  const scripts = c.get("pinnedScripts") ?? [`'nonce-${ctx.nonce}'`];
  c.res.headers.set("Content-Security-Policy", contentSecurityPolicy(scripts, ctx.url, c.env));
});

/**
 * Every page's policy (docs/decisions/045-csp-with-nonces.md). Scripts run only with this
 * request's nonce (a shared page: by their hashes, decision 093), and what those load
 * ('strict-dynamic': the route modules React Router imports).
 * Styles allow inline for the server's own markup: `style` attributes (a listing photo's box and
 * fit from unpic, the banner's <picture>, a letter avatar's size) and the share button's one-rule
 * <style> inside <noscript>. No script writes a style sheet. The rooms'
 * WebSockets are named as well as 'self', which older Safari does not stretch to ws: and wss:.
 * Google sign-in posts to our own route, which redirects the form to Google's consent page.
 * Photos go straight to R2's S3 endpoint where the deployment signs uploads (decision 105;
 * locally it is the page's own server).
 */
function contentSecurityPolicy(scripts: string[], url: URL, env: Pick<WorkerEnv, "R2_S3_ENDPOINT">): string {
  const storage = env.R2_S3_ENDPOINT?.startsWith("https://") ? ` ${new URL(env.R2_S3_ENDPOINT).origin}` : "";
  return [
    "default-src 'self'",
    // The service worker (decision 086): our own /sw.js only.
    "worker-src 'self'",
    `script-src ${[...scripts, "'strict-dynamic'"].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self' ws://${url.host} wss://${url.host}${storage}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self' https://accounts.google.com",
    "object-src 'none'",
  ].join("; ");
}
