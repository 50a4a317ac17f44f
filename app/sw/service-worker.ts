/*
 * Sokoni's service worker (issue 19, docs/decisions/086-service-worker.md), built into
 * build/client/sw.js by scripts/vite-service-worker.ts, which fills in the build's version and the
 * few files to keep at install.
 *
 * - Install keeps the offline page in each language, the stylesheet and the logo (a few tens of
 *   KB, most of it already in the browser's cache), then takes over at once.
 * - Pages come from the network first. Offline, a listing page kept earlier is shown, else the
 *   offline page in the reader's language, listing what is kept.
 * - The last KEEP_LISTINGS listing pages opened stay readable offline with their first photo.
 *   Only a page anyone could be shown is kept: a signed-in reader's page (`no-store`) is fetched
 *   again without cookies and that anonymous copy is kept, unless the reader saves data.
 * - Hashed files under /assets/ come from the cache once a page has used them.
 * - Only same-origin GETs are looked at: the API, rooms, chat photos, sign-in flows and every
 *   write go straight to the network and are never kept.
 */
import { HTML_LANG, isLang, LANG_PARAM, type Lang } from "../i18n/langs";
import { forget, KEEP_LISTINGS, type KeptListing, leftovers, listingPath, readListingPage, remember, touch } from "./kept";
import { fillOfflinePage } from "./offline-page";
// Issue 19: push notifications (docs/decisions/088-web-push.md).
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
  readonly clientId: string;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(answer: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: { get(id: string): Promise<{ url: string } | undefined>; claim(): Promise<void> };
  readonly navigator: { connection?: { saveData?: boolean } };
  readonly cookieStore?: { get(name: string): Promise<{ value: string } | null | undefined> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const ORIGIN = scope.location.origin;

const VERSION = __SW_VERSION__;
const PRECACHE_URLS = __SW_PRECACHE__;
const PRECACHED = new Set(PRECACHE_URLS);
/** This version's install-time files, and the hashed files its pages used. */
const PRECACHE = `sokoni-precache-${VERSION}`;
const ASSETS = `sokoni-assets-${VERSION}`;
/** The kept listings, their photos and styles, and this worker's notes: not versioned, they outlive deploys. */
const KEPT = "sokoni-kept";
const NOTES_URL = `${ORIGIN}/__sokoni-sw/notes`;

const OFFLINE_PAGE = /^\/offline\/([a-z]{2})$/;
/** Never answered by this worker: the API (auth included), rooms, chat photos, the sign-in flows. */
const STRAIGHT_THROUGH = /^\/(api|parties|auth|uploads\/chat|sign-out)(\/|$)/;

/** What this worker remembers between its runs (a browser stops idle workers). */
interface Notes {
  kept: KeptListing[];
  /** The language of the last page the reader saw (its Content-Language). */
  lang: Lang | null;
  /** The versions that have run here, oldest first: caches of any but the last two are deleted. */
  versions: string[];
}

// ---------------------------------------------------------------------------------------------
// Notes: read once per run, written one change at a time.

let notes: Notes | null = null;
let writes: Promise<unknown> = Promise.resolve();

async function readNotes(): Promise<Notes> {
  if (notes) return notes;
  const empty: Notes = { kept: [], lang: null, versions: [] };
  try {
    const stored = await (await caches.open(KEPT)).match(NOTES_URL);
    notes = stored ? { ...empty, ...((await stored.json()) as Partial<Notes>) } : empty;
  } catch {
    notes = empty;
  }
  return notes;
}

/** Applies `change` to the notes after every change before it, and stores the result. */
function changeNotes<T>(change: (current: Notes) => { next: Notes; result: T } | Promise<{ next: Notes; result: T }>): Promise<T> {
  const run = writes.then(async () => {
    const { next, result } = await change(await readNotes());
    notes = next;
    await (await caches.open(KEPT)).put(NOTES_URL, new Response(JSON.stringify(next), { headers: { "Content-Type": "application/json" } }));
    return result;
  });
  writes = run.catch(() => undefined);
  return run;
}

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
      // own chunks and stylesheet. Older ones go.
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
  else if (url.pathname.endsWith(".data")) event.respondWith(routeData(event, url));
  else if (url.pathname === "/__manifest") event.respondWith(routeManifest(request));
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

/**
 * A hydrated page moving to another screen asks for its data (`/listing/42.data`). A listing's is
 * kept like a page opened directly (its document fetched once more, without cookies). Offline,
 * moving to another screen becomes a document load, which `navigation` answers.
 */
async function routeData(event: FetchEvent, url: URL): Promise<Response> {
  const listing = listingPath(url.pathname);
  const keeping = listing ? expectListing(listing) : null;
  try {
    const response = await fetch(event.request);
    if (listing && keeping) event.waitUntil(keepListing(listing, response, event.request, null).then(keeping.resolve, () => keeping.resolve(null)));
    return response;
  } catch (error) {
    keeping?.resolve(null);
    const target = new URL(url);
    target.pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
    target.searchParams.delete("_routes");
    const client = event.clientId ? await scope.clients.get(event.clientId) : undefined;
    const here = client ? new URL(client.url) : null;
    // The screen already showing (a revalidation) has nothing better to go to: the error stands.
    if (!here || `${here.pathname}${here.search}` === `${target.pathname}${target.search}`) throw error;
    return new Response(null, { status: 204, headers: { "X-Remix-Redirect": `${target.pathname}${target.search}`, "X-Remix-Reload-Document": "true" } });
  }
}

/**
 * React Router learns about screens it has not shown yet from `/__manifest`. Offline it is told
 * what it hears after a deploy ("reload"): moving to such a screen becomes a document load, which
 * `navigation` answers; links it was only looking ahead at stay as they are.
 */
async function routeManifest(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
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
// Keeping listings.

/** Listings whose pages are being read now: a photo that arrives first waits for its page's answer. */
const expected = new Map<string, Promise<KeptListing | null>>();

function expectListing(path: string): { resolve: (entry: KeptListing | null) => void } {
  let resolve: (entry: KeptListing | null) => void = () => undefined;
  const promise = new Promise<KeptListing | null>((done) => {
    resolve = done;
  });
  expected.set(path, promise);
  // Forgotten once settled, unless a newer read of the same page took its place.
  void promise.then(() => setTimeout(() => expected.get(path) === promise && expected.delete(path), 30_000));
  return { resolve };
}

/** A response only this reader may see, or one no cache may keep. */
function storable(response: Response): boolean {
  return !/no-store|private/i.test(response.headers.get("cache-control") ?? "");
}

function langOf(response: Response): Lang | null {
  const lang = response.headers.get("content-language")?.slice(0, 2);
  return isLang(lang) ? lang : null;
}

/** The reader saves data (Save-Data, the browser's data saver, Sokoni's low-data mode): no fetch of our own. */
async function savesData(request: Request): Promise<boolean> {
  if (request.headers.get("save-data") === "on" || scope.navigator.connection?.saveData) return true;
  // Without the cookie store the low-data choice cannot be read: spend nothing.
  if (!scope.cookieStore) return true;
  try {
    return (await scope.cookieStore.get("lowData"))?.value === "1";
  } catch {
    return true;
  }
}

async function noteLanguage(lang: Lang): Promise<void> {
  if ((await readNotes()).lang === lang) return;
  await changeNotes((current) => ({ next: { ...current, lang }, result: undefined }));
}

/**
 * Keeps a listing page the reader opened, with its stylesheets; its photo follows (`keepPhoto`).
 * A page that is the reader's alone (`private`, `no-store`: they are signed in) or a `.data` answer
 * is not what to keep: the page is fetched once more without cookies, and that copy is kept.
 */
async function keepListing(path: string, response: Response, request: Request, lang: Lang | null): Promise<KeptListing | null> {
  if (response.status === 404 || response.status === 410) {
    await dropListing(path);
    return null;
  }
  const isPage = (answer: Response) => answer.ok && !answer.redirected && (answer.headers.get("content-type") ?? "").startsWith("text/html");
  // A `.data` answer (its body is the screen's, never read here) says only that the listing is there.
  const fromData = request.mode !== "navigate";
  if (!response.ok || (!fromData && !isPage(response))) return null;
  let page = response;
  if (fromData || !storable(response)) {
    if (await savesData(request)) return null;
    const language = lang ?? (await readNotes()).lang;
    page = await fetch(path, {
      credentials: "omit",
      cache: "no-store",
      // In the reader's language; `Purpose` keeps this copy from counting as a view.
      headers: { ...(language ? { "Accept-Language": HTML_LANG[language] } : {}), Purpose: "prefetch" },
    });
    if (!isPage(page) || !storable(page)) return null;
  }
  const html = await page.text();
  const read = readListingPage(html, ORIGIN);
  if (!read) return null;
  const cache = await caches.open(KEPT);
  const headers = new Headers(page.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  await cache.put(path, new Response(html, { status: 200, headers }));
  for (const style of read.styles) {
    if (await cache.match(style)) continue;
    const copy = (await caches.match(style, { ignoreVary: true })) ?? (await fetch(style).catch(() => null));
    if (copy?.ok) await cache.put(style, copy);
  }
  const entry: KeptListing = { path, ...read, at: Date.now() };
  const dropped = await changeNotes((current) => {
    const { list, dropped } = remember(current.kept, entry, KEEP_LISTINGS);
    return { next: { ...current, kept: list }, result: { list, dropped } };
  });
  await deleteLeftovers(dropped.list, dropped.dropped);
  return entry;
}

async function keepPhoto(listing: string, url: URL, response: Response): Promise<void> {
  const entry = (await expected.get(listing)) ?? (await readNotes()).kept.find((each) => each.path === listing) ?? null;
  if (!entry?.photo || entry.photo.split("?")[0] !== url.pathname) return;
  // Still kept (not trimmed while the photo came)?
  if (!(await readNotes()).kept.some((each) => each.path === listing)) return;
  await (await caches.open(KEPT)).put(`${url.pathname}${url.search}`, response);
}

async function dropListing(path: string): Promise<void> {
  const { list, dropped } = await changeNotes((current) => {
    const change = forget(current.kept, path);
    return { next: { ...current, kept: change.list }, result: change };
  });
  await deleteLeftovers(list, dropped);
}

async function deleteLeftovers(kept: KeptListing[], dropped: KeptListing[]): Promise<void> {
  if (dropped.length === 0) return;
  const cache = await caches.open(KEPT);
  const gone = leftovers(kept, dropped);
  await Promise.all([
    ...gone.pages.map((page) => cache.delete(page)),
    ...gone.photos.map((photo) => cache.delete(photo, { ignoreSearch: true })),
    ...gone.styles.map((style) => cache.delete(style)),
  ]);
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
