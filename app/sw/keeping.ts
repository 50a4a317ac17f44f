/*
 * Keeping listings to read offline (docs/decisions/086-service-worker.md): the cache work
 * behind the kept list, for app/sw/service-worker.ts. The last KEEP_LISTINGS listing pages opened
 * are kept in the `sokoni-kept` cache with their stylesheets and first photo; the ones that fall off
 * the list, or answer 404 or 410, go with whatever only they used.
 *
 * Only a page anyone could be shown is kept: a signed-in reader's page (`no-store`) is fetched
 * again without cookies and that anonymous copy is kept, unless the reader saves data. The rules of the list itself (what a listing page says, which entries stay) are pure and
 * live in app/sw/kept.ts.
 */
import { HTML_LANG, isLang, type Lang } from "../i18n/langs";
import { forget, KEEP_LISTINGS, type KeptListing, leftovers, readListingPage, remember } from "./kept";
import { changeNotes, KEPT, ORIGIN, readNotes } from "./notes";

/** The few parts of the worker's global scope read here that the DOM library lacks. */
interface KeepingScope {
  readonly navigator: { connection?: { saveData?: boolean } };
  readonly cookieStore?: { get(name: string): Promise<{ value: string } | null | undefined> };
}

const scope = self as unknown as KeepingScope;

/** Listings whose pages are being read now: a photo that arrives first waits for its page's answer. */
const expected = new Map<string, Promise<KeptListing | null>>();

export function expectListing(path: string): { resolve: (entry: KeptListing | null) => void } {
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
export function storable(response: Response): boolean {
  return !/no-store|private/i.test(response.headers.get("cache-control") ?? "");
}

export function langOf(response: Response): Lang | null {
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

export async function noteLanguage(lang: Lang): Promise<void> {
  if ((await readNotes()).lang === lang) return;
  await changeNotes((current) => ({ next: { ...current, lang }, result: undefined }));
}

/**
 * Keeps a listing page the reader opened, with its stylesheets; its photo follows (`keepPhoto`).
 * A page that is the reader's alone (`private`, `no-store`: they are signed in) is not what to
 * keep: the page is fetched once more without cookies, and that copy is kept.
 */
export async function keepListing(path: string, response: Response, request: Request, lang: Lang | null): Promise<KeptListing | null> {
  if (response.status === 404 || response.status === 410) {
    await dropListing(path);
    return null;
  }
  const isPage = (answer: Response) => answer.ok && !answer.redirected && (answer.headers.get("content-type") ?? "").startsWith("text/html");
  if (!isPage(response)) return null;
  let page = response;
  if (!storable(response)) {
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

/** Keeps the photo of `listing` that just arrived, if it is that listing's first and the listing is still kept. */
export async function keepPhoto(listing: string, url: URL, response: Response): Promise<void> {
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
