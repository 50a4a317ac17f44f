/*
 * Sokoni's service worker (docs/decisions/086-service-worker.md), built into
 * build/client/sw.js by scripts/vite-service-worker.ts, which fills in the build's version and the
 * few files to keep at install.
 *
 * - Install keeps the offline page in each language, the stylesheet and the logo (a few tens of
 *   KB, most of it already in the browser's cache), then takes over at once.
 * - Pages come from the network first. Offline, a listing page kept earlier is shown, else the
 *   offline page in the reader's language, listing what is kept.
 * - The last KEEP_LISTINGS listing pages opened stay readable offline with their first photo.
 *   Only a page anyone could be shown is kept: a signed-in reader's page (`no-store`) is fetched
 *   again without cookies and that anonymous copy is kept, unless the reader saves data. The
 *   keeping is app/sw/keeping.ts (the list's pure rules are app/sw/kept.ts); what the worker
 *   remembers between runs is app/sw/notes.ts.
 * - Hashed files under /assets/ come from the cache once a page has used them.
 * - Only same-origin GETs are looked at: the API, rooms, chat photos, sign-in flows and every
 *   write go straight to the network and are never kept.
 */
import { HTML_LANG, isLang, LANG_PARAM, type Lang } from "../i18n/langs";
import { listingPath, touch } from "./kept";
import { expectListing, keepListing, keepPhoto, langOf, noteLanguage, storable } from "./keeping";
import { changeNotes, KEPT, ORIGIN, readNotes } from "./notes";
import { fillOfflinePage } from "./offline-page";
// Push notifications (docs/decisions/088-web-push.md).
import "./push";

// Filled in by scripts/vite-service-worker.ts.
declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

/** The few service worker types the DOM library lacks. */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(answer: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;

const VERSION = __SW_VERSION__;
const PRECACHE_URLS = __SW_PRECACHE__;
const PRECACHED = new Set(PRECACHE_URLS);
/** This version's install-time files, and the hashed files its pages used. */
const PRECACHE = `sokoni-precache-${VERSION}`;
const ASSETS = `sokoni-assets-${VERSION}`;

const OFFLINE_PAGE = /^\/offline\/([a-z]{2})$/;
/** Never answered by this worker: the API (auth included), rooms, chat photos, the sign-in flows. */
const STRAIGHT_THROUGH = /^\/(api|parties|auth|uploads\/chat|sign-out)(\/|$)/;

// ---------------------------------------------------------------------------------------------
// Install and activate.

scope.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PRECACHE);
      await Promise.all(
        PRECACHE_URLS.map(async (path) => {
          const lang = OFFLINE_PAGE.exec(path)?.[1];
          // The offline pages: no cookies (so nobody's name is in them), the page's own language.
          // Hashed files may come from the browser's cache: the page that registered us just used them.
          const response = await fetch(path, {
            credentials: "omit",
            cache: path.startsWith("/assets/") ? "default" : "no-cache",
            headers: lang && isLang(lang) ? { "Accept-Language": HTML_LANG[lang] } : {},
          });
          if (!response.ok) throw new Error(`${path} answered ${response.status}`);
          await cache.put(path, response);
        }),
      );
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // This version and the one before it stay: a page opened before the deploy still finds its
      // own script and stylesheet. Older ones go.
      await changeNotes(async (current) => {
        const versions = [...current.versions.filter((version) => version !== VERSION), VERSION].slice(-2);
        for (const name of await caches.keys()) {
          const version = /^sokoni-(?:precache|assets)-(.+)$/.exec(name)?.[1];
          if (version && !versions.includes(version)) await caches.delete(name);
        }
        return { next: { ...current, versions }, result: undefined };
      });
      await scope.registration.navigationPreload?.enable().catch(() => undefined);
      await scope.clients.claim();
    })(),
  );
});

// ---------------------------------------------------------------------------------------------
// Requests.

scope.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== ORIGIN) return;
  if (STRAIGHT_THROUGH.test(url.pathname)) {
    // A page of these (Google's sign-in coming back) is the network's answer, never kept. It is
    // still answered here, with the request already under way (navigation preload): the browser
    // must not send it twice.
    if (request.mode === "navigate") event.respondWith(event.preloadResponse.then((preloaded) => preloaded ?? fetch(request)));
    return;
  }
  if (request.mode === "navigate") event.respondWith(navigation(event, url));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(hashedFile(event));
  else if (url.pathname.startsWith("/uploads/")) event.respondWith(photo(event, url));
  else if (PRECACHED.has(url.pathname)) event.respondWith(cacheFirst(request));
});

/** A page: the network first; offline, the kept listing or the offline page. */
async function navigation(event: FetchEvent, url: URL): Promise<Response> {
  const listing = listingPath(url.pathname);
  const keeping = listing ? expectListing(listing) : null;
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    const lang = langOf(response);
    if (lang) event.waitUntil(noteLanguage(lang));
    if (listing && keeping) event.waitUntil(keepListing(listing, response.clone(), event.request, lang).then(keeping.resolve, () => keeping.resolve(null)));
    return response;
  } catch {
    keeping?.resolve(null);
    return offline(event, url);
  }
}

/** A hashed file never changes: from whichever cache has it (an older version's too), else fetched and kept. */
async function hashedFile(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const hit = await caches.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && storable(response)) {
    const copy = response.clone();
    event.waitUntil(caches.open(ASSETS).then((cache) => cache.put(request, copy)));
  }
  return response;
}

async function cacheFirst(request: Request): Promise<Response> {
  return (await caches.match(request, { ignoreVary: true })) ?? fetch(request);
}

/**
 * A listing photo: the network (the browser's cache keeps them a year). The first photo of a
 * listing being kept is kept with it, in the size its page asked for; offline, any size kept of
 * that photo is shown.
 */
async function photo(event: FetchEvent, url: URL): Promise<Response> {
  const { request } = event;
  try {
    const response = await fetch(request);
    const from = request.referrer ? new URL(request.referrer) : null;
    const listing = from?.origin === ORIGIN ? listingPath(from.pathname) : null;
    if (listing && response.ok && storable(response)) event.waitUntil(keepPhoto(listing, url, response.clone()));
    return response;
  } catch (error) {
    const cache = await caches.open(KEPT);
    const kept = (await cache.match(request, { ignoreVary: true })) ?? (await cache.match(request, { ignoreSearch: true, ignoreVary: true }));
    if (kept) return kept;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Offline answers.

async function offline(event: FetchEvent, url: URL): Promise<Response> {
  const cache = await caches.open(KEPT);
  const listing = listingPath(url.pathname);
  const kept = listing ? await cache.match(listing, { ignoreVary: true }) : undefined;
  if (listing && kept) {
    event.waitUntil(changeNotes((current) => ({ next: { ...current, kept: touch(current.kept, listing, Date.now()) }, result: undefined })));
    return kept;
  }
  const current = await readNotes();
  const asked = url.searchParams.get(LANG_PARAM) ?? OFFLINE_PAGE.exec(url.pathname)?.[1];
  const lang: Lang = isLang(asked) ? asked : (current.lang ?? "en");
  const page =
    (await (await caches.open(PRECACHE)).match(`/offline/${lang}`, { ignoreVary: true })) ?? (await caches.match(`/offline/${lang}`, { ignoreVary: true }));
  if (!page) return Response.error();
  const headers = new Headers(page.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  const html = fillOfflinePage(await page.text(), current.kept, `${url.pathname}${url.search}`);
  return new Response(html, { status: 200, headers });
}
