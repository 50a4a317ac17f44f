import { WorkerEntrypoint } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { routePartykitRequest } from "partyserver";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { HTML_LANG, langCookie, negotiateLang } from "../app/i18n";
import { api } from "./api";
import type { AuthEnv } from "./auth";
import { inReadersWords } from "./auth-messages";
import { answerError, fail } from "./api/envelope";
import type { ApiEnv } from "./api/types";
import { buildRequestContext, requestContextKey } from "./context";
import { crawlers } from "./crawlers";
import { isSharedRequest, markShared, pageCacheMode, purgeHere, sharedPageOf, sharedRequest } from "./edge-cache";
import { localPages } from "./local-page-cache";
import { pinInlineScripts } from "./pinned-scripts";
import { countSharedVisit } from "./shared-visits";
import { createDb } from "./db/client";
import { user as userTable } from "./db/schema";
import { inLanguage } from "./i18n";
import { admitToRoom, roomAt } from "./rooms";
import { comesFromAnotherSite, foreignOriginMessage, siteOrigin } from "./same-site";
import { runAlerts } from "./services/alerts";
import { mailUnreadMessages, UNREAD_MAIL_CRON } from "./services/chat-mail";
import { CHAT_PREFIX, serveChatPhoto } from "./services/chat-photos";
import { serveUpload } from "./services/images";
import { prunePhoneCodes } from "./services/phones";
import { hashUnhashedUploads } from "./services/photo-hashes";
import { prunePostingLog } from "./services/posting-limits";
import { refreshAllPriceGroups } from "./services/price-medians";
import { pruneRateLimits } from "./services/rate-limit";
import { COMMON_MESSAGES } from "./services/refusal";
import { cleanUpStorage } from "./services/uploads";
import { runListingLife } from "./services/listing-life";
import { checkPendingPayments } from "./services/payments";
import { pruneListingDays } from "./services/listing-figures";
import { announceChanges } from "./services/live";
import type { S3Env } from "./services/upload-slots";
import { FORM_FETCH_HEADER, FORM_REDIRECT_HEADER } from "../app/lib/form-fetch";

export { Categories } from "../party/categories";
export { Conversation } from "../party/conversation";
export { Dashboard } from "../party/dashboard";
export { Inbox } from "../party/inbox";

const handlePage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/** The Worker: one request context, then /api, /uploads, /parties, and the pages. */
// Images may be shown by link previews and other sites; everything else stays same-origin.
const securityHeaders = secureHeaders({ referrerPolicy: "strict-origin-when-cross-origin", crossOriginResourcePolicy: false });

const app = new Hono<ApiEnv>()
  // Issue 19: the whole answer in the reader's language (`?lang=`, the `lang` cookie, then the
  // browser's Accept-Language); a language asked for by the address is remembered.
  .use("*", async (c, next) => {
    const url = new URL(c.req.url);
    const choice = negotiateLang(url, c.req.header("cookie"), c.req.header("accept-language"));
    await inLanguage(choice.lang, next);
    if (c.req.path.startsWith("/parties/")) return;
    // Pages and API answers are in a language: said, so the service worker and any cache know which
    // (images and files are the same in every language and keep their caching).
    if (/^(text\/html|application\/json)/.test(c.res.headers.get("content-type") ?? "")) {
      c.res.headers.set("Content-Language", HTML_LANG[choice.lang]);
      // Save-Data: a page may offer low-data mode (issue 19, docs/decisions/087-low-data-mode.md).
      appendVary(c.res.headers, "Cookie, Accept-Language, Save-Data");
    }
    if (!choice.remember || c.req.path.startsWith("/parties/")) return;
    c.res.headers.append("Set-Cookie", langCookie(choice.lang, url.protocol === "https:"));
    // A member's mail and notifications follow the language they chose.
    const ctx = c.get("ctx");
    const me = ctx ? await ctx.currentUser().catch(() => null) : null;
    if (me) {
      c.executionCtx.waitUntil(
        ctx.db
          .update(userTable)
          .set({ lang: choice.lang })
          .where(eq(userTable.id, me.id))
          .then(
            () => undefined,
            (error) => console.error("remembering a member's language", error),
          ),
      );
    }
  })
  // A WebSocket upgrade's headers cannot be changed, and a socket is no document to protect.
  .use("*", (c, next) => (c.req.path.startsWith("/parties/") ? next() : securityHeaders(c, next)))
  .use("*", async (c, next) => {
    const ctx = buildRequestContext(c.req.raw, c.env, c.executionCtx);
    c.set("ctx", ctx);
    // One check for both faces (docs/decisions/044-writes-only-from-our-pages.md): the API answers in its
    // envelope here; a page's action never runs, its error screen says why (app/root.tsx).
    if (comesFromAnotherSite(c.req.raw, siteOrigin(ctx.url, ctx.env.BETTER_AUTH_URL))) {
      if (!isPage(c.req.path)) return fail(c, 403, foreignOriginMessage());
      ctx.foreignWrite = true;
    }
    // Everything after this runs on the request's D1 session (docs/decisions/092-d1-sessions.md).
    await ctx.d1.run(next);
    // A room's answer (a WebSocket upgrade) comes from the Durable Object with headers fixed.
    if (c.req.path.startsWith("/parties/")) return;
    // After a write, the bookmark cookie (the writer reads their write); with SOKONI_TIMING=on, the D1 figures.
    ctx.d1.finishResponse(c.res.headers);
    const type = c.res.headers.get("content-type") ?? "";
    // A visitor's page made for the shared cache (edge-cache.ts): its scripts named by hash, kept a minute.
    const shared = isSharedRequest(c.req.raw.headers) ? sharedPageOf(c.req.raw) : null;
    if (shared && markShared(c.res.headers, c.res.status, shared.tags) && type.startsWith("text/html")) {
      const pinned = await pinInlineScripts(await c.res.text(), ctx.nonce);
      c.res = new Response(pinned.html, c.res);
      c.res.headers.set("Content-Security-Policy", contentSecurityPolicy(pinned.hashes, ctx.url, c.env as S3Env));
    } else if (type.startsWith("text/html"))
      c.res.headers.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${ctx.nonce}'`], ctx.url, c.env as S3Env));
    // What a signed-in caller is shown is theirs alone: no shared cache or back-forward copy may
    // keep it. Images, robots.txt and the sitemaps say the same to everyone and keep their caching.
    // Uploaded images say for themselves: public ones for a year, chat photos `private` (their two members' browsers only).
    const keepsCaching =
      c.req.path.startsWith("/uploads/") || (!c.req.path.startsWith("/api/") && (c.res.headers.get("cache-control") ?? "").includes("public"));
    if (carriesCredentials(c.req.raw.headers) && !keepsCaching) c.res.headers.set("Cache-Control", "private, no-store");
  })
  .on(["GET", "POST"], "/api/auth/*", async (c) => inReadersWords(await c.var.ctx.auth().handler(c.req.raw)))
  // The local stand-in of the edge cache forgets every page (the end-to-end fixtures that write
  // straight into D1 ask for it); production has no such door (decision 093).
  .post("/__local/purge-pages", (c) => {
    if (pageCacheMode(c.env) !== "local") return fail(c, 404, COMMON_MESSAGES.notFound);
    localPages.clear();
    return c.body(null, 204);
  })
  .route("/", api)
  .route("/", crawlers)
  .on(["GET", "HEAD"], "/uploads/:key{.+}", (c) => {
    const width = Number(c.req.query("w"));
    const wanted = Number.isFinite(width) && width > 0 ? width : null;
    const key = c.req.param("key");
    // Chat photos are the two members' alone (services/chat-photos.ts); everything else is public.
    if (key.startsWith(CHAT_PREFIX)) return serveChatPhoto(c.var.ctx, key, wanted, c.req.raw);
    return serveUpload(c.env.IMAGES, key, wanted, c.req.raw);
  })
  .all("/parties/*", async (c) => {
    // Only the rooms the product has are reached, each checked from the session first (rooms.ts).
    const room = roomAt(c.req.path);
    if (!room) return fail(c, 404, COMMON_MESSAGES.notFound);
    const admit = (request: Request) => admitToRoom(c.var.ctx, room, request);
    return (await routePartykitRequest(c.req.raw, c.env, { onBeforeConnect: admit, onBeforeRequest: admit })) ?? fail(c, 404, COMMON_MESSAGES.notFound);
  })
  .all("*", async (c) => {
    const context = new RouterContextProvider();
    context.set(requestContextKey, c.var.ctx);
    // A refused write reaches React Router as a read of the same address, so that no action can
    // run whatever the routes do; the root middleware answers it with the 403 error screen.
    if (!c.var.ctx.foreignWrite) return toldRedirect(c.req.raw, await handlePage(c.req.raw, context));
    const refused = await handlePage(new Request(c.req.url, { method: "GET", headers: c.req.raw.headers }), context);
    // A resource route (POST /sign-out) has no screen to show: its refusal reads as the API's.
    return refused.headers.get("content-type")?.startsWith("text/html") ? refused : fail(c, 403, foreignOriginMessage());
  })
  .onError(answerError);

/**
 * A page's form sent by its script (app/lib/form-fetch.ts) is told where a redirect goes instead
 * of following it, so the script opens that page itself; cookies (the session, the flash) come
 * with the answer as they would with the redirect.
 */
function toldRedirect(request: Request, response: Response): Response {
  const location = response.headers.get("location");
  if (request.method !== "POST" || !request.headers.has(FORM_FETCH_HEADER) || response.status < 300 || response.status > 399 || !location) return response;
  const headers = new Headers(response.headers);
  headers.delete("location");
  headers.set(FORM_REDIRECT_HEADER, location);
  return new Response(null, { status: 204, headers });
}

/** Adds to a Vary header without repeating what it already names. */
function appendVary(headers: Headers, names: string): void {
  const have = (headers.get("vary") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (have.includes("*")) return;
  for (const name of names.split(",").map((each) => each.trim())) if (!have.some((each) => each.toLowerCase() === name.toLowerCase())) have.push(name);
  headers.set("Vary", have.join(", "));
}

/** Paths React Router answers: everything but the API, the images, the rooms and the crawler files. */
function isPage(path: string): boolean {
  return !/^\/(api|uploads|parties)(\/|$)/.test(path);
}

/** A session cookie or a bearer token: the answer may be about this caller alone. */
function carriesCredentials(headers: Headers): boolean {
  return Boolean(headers.get("cookie")?.includes("sokoni.session_token") || headers.get("authorization"));
}

/**
 * Every page's policy (docs/decisions/045-csp-with-nonces.md). Scripts run only with this
 * request's nonce (a shared page: by their hashes, decision 093), and what those load
 * ('strict-dynamic': the route modules React Router imports).
 * Styles allow inline because the toasts' library inserts its own <style> at run time. The rooms'
 * WebSockets are named as well as 'self', which older Safari does not stretch to ws: and wss:.
 * Google sign-in posts to our own route, which redirects the form to Google's consent page.
 * Photos go straight to R2's S3 endpoint where the deployment signs uploads (issue 21; locally
 * it is the page's own server).
 */
function contentSecurityPolicy(scripts: string[], url: URL, env: S3Env): string {
  const storage = env.R2_S3_ENDPOINT?.startsWith("https://") ? ` ${new URL(env.R2_S3_ENDPOINT).origin}` : "";
  return [
    "default-src 'self'",
    // The service worker (issue 19, decision 086): our own /sw.js only.
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

/**
 * The entrypoint the shared cache sits in front of (wrangler.jsonc `exports`): it answers the
 * gateway's rebuilt requests for visitors' pages, and purges its own cache (a purge reaches only
 * the entrypoint that makes it).
 */
export class SharedPages extends WorkerEntrypoint<Env> {
  override fetch(request: Request): Promise<Response> {
    return Promise.resolve(app.fetch(request, this.env, this.ctx));
  }

  async purgePages(tags: string[]): Promise<void> {
    if (pageCacheMode(this.env) === "local") localPages.purge(tags);
    else await purgeHere(this.ctx.cache, tags);
  }
}

/**
 * The gateway (docs/decisions/093-edge-cache-for-visitors.md): a visitor's page goes through the
 * shared cache (Cloudflare's in front of SharedPages in production, the local stand-in otherwise),
 * its view or search counted here because a cached answer runs no loader; everything else is
 * answered at once.
 */
async function gateway(request: Request, env: Env, executionCtx: ExecutionContext): Promise<Response> {
  const mode = pageCacheMode(env);
  const page = mode === "off" ? null : sharedPageOf(request);
  if (!page) return app.fetch(request, env, executionCtx);
  countSharedVisit(request, page, env, executionCtx);
  const rebuilt = sharedRequest(request, page);
  const entrypoint = executionCtx.exports?.SharedPages;
  if (mode === "workers" && entrypoint) return entrypoint.fetch(rebuilt, { cf: { cacheKey: page.key } } as RequestInit);
  return localPages.serve(page.key, request.method, async () => (entrypoint ? entrypoint.fetch(rebuilt) : app.fetch(rebuilt, env, executionCtx)));
}

export default {
  fetch: gateway,
  /**
   * Two crons (wrangler.jsonc `triggers.crons`): every five minutes, mail about chat messages
   * unread for 15 minutes (issue 15); hourly (any other cron), forget uploaded images nothing
   * uses, hash stored images that have no hashes yet, and forget counters whose windows are long over.
   */
  async scheduled(controller, env, executionCtx) {
    if (controller.cron === UNREAD_MAIL_CRON) {
      executionCtx.waitUntil(
        // Secrets (BETTER_AUTH_URL, MAIL_*) are not in the generated Env type; the request context casts the same way.
        mailUnreadMessages(createDb(env.DB), env as Env & AuthEnv).then(
          (sent) => {
            if (sent > 0) console.log(`[chat-mail] mailed ${sent} members about unread messages`);
          },
          (error) => console.error("[chat-mail] stopped; the next run starts over", error),
        ),
      );
      // Issue 17: saved-search alerts and price drops on favourites (worker/services/alerts.ts).
      executionCtx.waitUntil(
        runAlerts(createDb(env.DB), env as Env & AuthEnv).then(
          (run) => {
            if (run.searchMails + run.priceDropMails > 0)
              console.log(`[alerts] matched ${run.listings} listings; mailed ${run.searchMails} searches, ${run.priceDropMails} price drops`);
          },
          (error) => console.error("[alerts] stopped; the next run goes on from the mark", error),
        ),
      );
      // Issue 18: listings whose time is up expire, sellers are reminded 3 days before, boosts that
      // ran out end, and M-Pesa payments without an answer for two minutes are asked about.
      executionCtx.waitUntil(
        runListingLife(createDb(env.DB), env as Env & AuthEnv).then(
          (run) => {
            if (run.expired + run.reminded + run.boostsEnded > 0) {
              console.log(`[listing-life] expired ${run.expired}, reminded ${run.reminded} sellers, ended ${run.boostsEnded} boosts`);
              announceChanges({ env: env as Env & AuthEnv, executionCtx });
            }
          },
          (error) => console.error("[listing-life] stopped; the next run goes on", error),
        ),
      );
      executionCtx.waitUntil(
        checkPendingPayments(createDb(env.DB), env as Env & AuthEnv).catch((error) => console.error("[payments] status checks stopped", error)),
      );
      return;
    }
    // Uploads no listing took, uploads detached by a delete that failed, then objects nothing refers to.
    executionCtx.waitUntil(
      cleanUpStorage(createDb(env.DB), env.IMAGES).then(
        (removed) => {
          if (removed.uploads > 0) console.log(`[cleanup] removed ${removed.uploads} unused uploads`);
          if (removed.orphans > 0) console.log(`[cleanup] removed ${removed.orphans} objects nothing referred to`);
        },
        (error) => console.error("[cleanup] stopped; the next run starts over", error),
      ),
    );
    // Stored images without hashes yet (issue 16): a hash that failed at upload, rows from before it.
    executionCtx.waitUntil(
      hashUnhashedUploads(createDb(env.DB), env.IMAGES).then(
        (hashed) => {
          if (hashed > 0) console.log(`[photo-hashes] hashed ${hashed} stored images`);
        },
        (error) => console.error("[photo-hashes] stopped; the next run goes on", error),
      ),
    );
    // Rate-limit counters and once-a-day markers whose windows ended long ago.
    executionCtx.waitUntil(pruneRateLimits(createDb(env.DB)).catch((error) => console.error("[cleanup] counters not pruned", error)));
    // SMS codes two days old: they stopped working long before (10 minutes), and a day's limit is over.
    executionCtx.waitUntil(prunePhoneCodes(createDb(env.DB)).catch((error) => console.error("[cleanup] phone codes not pruned", error)));
    // Issue 16: posts two days old no longer count towards a posting limit; every price group's
    // median afresh (so hides, restores and anything else that changed a group count within the hour).
    executionCtx.waitUntil(prunePostingLog(createDb(env.DB)).catch((error) => console.error("[cleanup] posting log not pruned", error)));
    // Issue 18: the day rows behind the sellers' last-30-days figures, kept 90 days.
    executionCtx.waitUntil(pruneListingDays(createDb(env.DB)).catch((error) => console.error("[cleanup] listing days not pruned", error)));
    executionCtx.waitUntil(refreshAllPriceGroups(createDb(env.DB)).catch((error) => console.error("[price-medians] hourly refresh stopped", error)));
  },
} satisfies ExportedHandler<Env>;
