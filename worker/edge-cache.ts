import { type Lang, LANG_COOKIE, LANG_PARAM, negotiateLang } from "../app/i18n/langs";
import { cookieNames, readCookie } from "./cookies";
import { LOW_DATA_COOKIE, readLowData } from "../app/domain/low-data";
import { exports as workerExports } from "cloudflare:workers";
import { localPages } from "./local-page-cache";

/*
 * Pages for visitors, shared at the edge (docs/decisions/093-edge-cache-for-visitors.md).
 *
 * The Worker's default entrypoint is a gateway that always runs. A visitor's GET of a public page
 * (no session, no bookmark, no cookie but the language and low-data choices) goes to the
 * `SharedPages` entrypoint with a request rebuilt from what the page depends on: its address, its
 * language, its low-data state. In production Cloudflare's cache for Workers sits in front of that
 * entrypoint (wrangler.jsonc `exports`); locally a stand-in in the Worker's memory takes its place
 * (worker/local-page-cache.ts), honouring the same headers, so both go through this module.
 */

/** How long a shared page may be served before it is made again, when no purge came first. */
export const SHARED_PAGE_SECONDS = 60;
/** What the browser is told: always ask again (a visitor who signs in must see their own header). */
export const SHARED_BROWSER_CACHE = "public, max-age=0, must-revalidate";
/** Marks the rebuilt request, so the loaders leave the counting of views and searches to the gateway. */
export const SHARED_REQUEST_HEADER = "sokoni-shared-page";

/** Every page that shows listings or counts; purged by every write that changes what they show. */
export const LISTINGS_TAG = "listings";
/** The home page alone (sponsor banners, its rows and sidebar counts). */
export const HOME_TAG = "home";
/** Every shared page: a purge of everything. */
export const PAGES_TAG = "pages";

/** `off` (tests), `local` (the stand-in: npm start, e2e, bench) or `workers` (production). */
export type PageCacheMode = "off" | "local" | "workers";

export function pageCacheMode(env: { PAGE_CACHE?: string }): PageCacheMode {
  return env.PAGE_CACHE === "workers" || env.PAGE_CACHE === "local" ? env.PAGE_CACHE : "off";
}

const STATIC_PAGES = ["about", "contact-us", "privacy", "terms-of-service", "faqs", "safety-guide"];
const SHARED_PATH = new RegExp(`^/(|search|browse|listing/\\d+|seller/[A-Za-z0-9_-]+|${STATIC_PAGES.join("|")})$`);
const STATIC_PATH = new RegExp(`^/(${STATIC_PAGES.join("|")})$`);
/** Cookies a shared page may depend on; any other (a session, a bookmark, a flash message) makes the page the caller's own. */
const SHAREABLE_COOKIES = new Set([LANG_COOKIE, LOW_DATA_COOKIE]);

/** What a visitor's page depends on, and the key it is kept under. */
export interface SharedPage {
  key: string;
  path: string;
  lang: Lang;
  /** Low-data mode on, offered (Save-Data, no choice yet), or neither. */
  lowData: "on" | "offer" | "off";
  tags: string[];
}

/** The shared page this request may be answered with, or null when the answer is the caller's own. */
export function sharedPageOf(request: Request): SharedPage | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const headers = request.headers;
  if (headers.has("authorization") || headers.get("upgrade")) return null;
  const url = new URL(request.url);
  // `?lang=` answers with a Set-Cookie that remembers the choice: the caller's own.
  if (!SHARED_PATH.test(url.pathname) || url.searchParams.has(LANG_PARAM)) return null;
  const cookie = headers.get("cookie");
  if (!cookieNames(cookie).every((name) => SHAREABLE_COOKIES.has(name))) return null;
  const { lang } = negotiateLang(url, readCookie(cookie, LANG_COOKIE), headers.get("accept-language"));
  const low = readLowData(headers);
  const lowData = low.on ? "on" : low.offer ? "offer" : "off";
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : "";
  return { key: `/${lang}/${lowData}${url.pathname}${query}`, path: url.pathname, lang, lowData, tags: tagsFor(url.pathname) };
}

function tagsFor(path: string): string[] {
  if (STATIC_PATH.test(path)) return [PAGES_TAG];
  if (path === "/") return [PAGES_TAG, LISTINGS_TAG, HOME_TAG];
  return [PAGES_TAG, LISTINGS_TAG];
}

/**
 * The request the shared page is made from: its address and method, the language and low-data
 * state as cookies and Save-Data, nothing of the caller's own (no other cookie, no address, no
 * Accept-Language: the language is already chosen). Every visitor with the same key sends the same.
 */
export function sharedRequest(request: Request, page: SharedPage): Request {
  const headers = new Headers({ cookie: `${LANG_COOKIE}=${page.lang}${page.lowData === "on" ? `; ${LOW_DATA_COOKIE}=1` : ""}` });
  if (page.lowData === "offer") headers.set("save-data", "on");
  headers.set(SHARED_REQUEST_HEADER, "1");
  // `manual`: a loader's redirect (a tidied address, a page past the last) goes back to the browser
  // as it is; a service binding's fetch would otherwise follow it and answer the old address.
  return new Request(request.url, { method: request.method, headers, redirect: "manual" });
}

/** The rebuilt request of a shared page (set only by the gateway; a caller's own copy changes nothing but their own counts). */
export function isSharedRequest(headers: Headers): boolean {
  return headers.get(SHARED_REQUEST_HEADER) === "1" && !readCookie(headers.get("cookie"), "sokoni.session_token");
}

/**
 * Marks a shared page's answer for the cache in front of SharedPages: kept SHARED_PAGE_SECONDS at
 * the edge (`Cloudflare-CDN-Cache-Control`, which Cloudflare takes off before the browser sees
 * it), asked again by the browser every time, tagged for purges. Only a whole, successful page
 * with no cookie of its own is kept.
 */
export function markShared(headers: Headers, status: number, tags: string[]): boolean {
  if (status !== 200 || headers.has("set-cookie")) return false;
  headers.set("Cache-Control", SHARED_BROWSER_CACHE);
  headers.set("Cloudflare-CDN-Cache-Control", `public, max-age=${SHARED_PAGE_SECONDS}`);
  headers.set("Cache-Tag", tags.join(","));
  return true;
}

/** What SharedPages offers for purges (a purge reaches only the cache of the entrypoint that makes it). */
export interface PagePurger {
  purgePages(tags: string[]): Promise<void>;
}

/**
 * Takes pages out of the shared cache after a write, once the answer has gone. A failed purge is
 * logged: the pages expire within SHARED_PAGE_SECONDS anyway.
 */
export function purgeSharedPages(ctx: { env: { PAGE_CACHE?: string }; executionCtx: Pick<ExecutionContext, "waitUntil"> }, tags: string[]): void {
  const mode = pageCacheMode(ctx.env);
  if (mode === "off") return;
  if (mode === "local") {
    localPages.purge(tags);
    return;
  }
  const target = (workerExports as unknown as { SharedPages?: PagePurger }).SharedPages;
  if (!target) return;
  ctx.executionCtx.waitUntil(target.purgePages(tags).catch((error: unknown) => console.error("[edge-cache] pages not purged", tags, error)));
}

/** After a write that changes what visitors' pages show (a listing, a review, a seller's name or badge). */
export function pagesChanged(ctx: { env: { PAGE_CACHE?: string }; executionCtx: Pick<ExecutionContext, "waitUntil"> }): void {
  purgeSharedPages(ctx, [LISTINGS_TAG]);
}

/** Runs inside SharedPages: Cloudflare's purge of this entrypoint's cache, by tag. */
export async function purgeHere(cache: CacheContext | undefined, tags: string[]): Promise<void> {
  if (!cache) return;
  const result = await cache.purge({ tags });
  if (!result.success) throw new Error(`purge refused: ${result.errors.map((error) => error.message).join("; ")}`);
}
