/*
 * The listings a phone keeps to read offline: what the service worker reads from a
 * listing page, and the least-recently-opened list, trimmed to KEEP_LISTINGS. Pure, so it is
 * tested in Node (kept.test.ts); app/sw/keeping.ts does the caching.
 */

/** How many listing pages (each with its first photo) a phone keeps. */
export const KEEP_LISTINGS = 20;

export interface KeptListing {
  /** The page's address without its query: `/listing/42`. */
  path: string;
  /** What the page's `og:title` says: the name, the price and the place. */
  title: string;
  /** The first photo's same-origin address (`/uploads/listings/...`), or null (no photo, or one elsewhere). */
  photo: string | null;
  /** The page's stylesheets (`/assets/root-....css`), kept with it so an old copy keeps its look after a deploy. */
  styles: string[];
  /** When the reader last opened it (ms). */
  at: number;
}

/** `/listing/42` for a listing page's address, else null. */
export function listingPath(pathname: string): string | null {
  const match = /^\/listing\/(\d+)\/?$/.exec(pathname);
  return match ? `/listing/${match[1]}` : null;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The attributes of one tag (`<meta property="og:title" content="...">`), names in lower case. */
function attributesOf(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const name = match[1]?.toLowerCase();
    if (name) found[name] = decodeHtml(match[2] ?? match[3] ?? "");
  }
  return found;
}

/** A same-origin address as path and query, or null for another site's. */
function sameOrigin(address: string, origin: string): string | null {
  try {
    const url = new URL(address, origin);
    return url.origin === origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * What a listing page says about itself, or null when the page is not a listing's (the "under
 * review" notice, an error screen): only a page that calls itself a product (`og:type`) is kept.
 */
export function readListingPage(html: string, origin: string): Omit<KeptListing, "path" | "at"> | null {
  const end = html.search(/<\/head>/i);
  const head = end >= 0 ? html.slice(0, end) : html;
  const meta: Record<string, string> = {};
  const styles: string[] = [];
  for (const [tag] of head.matchAll(/<(?:meta|link)\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    if (tag.toLowerCase().startsWith("<meta") && attributes.property && attributes.content !== undefined) meta[attributes.property] = attributes.content;
    if (attributes.rel === "stylesheet" && attributes.href) {
      const style = sameOrigin(attributes.href, origin);
      if (style?.startsWith("/assets/")) styles.push(style);
    }
  }
  if (meta["og:type"] !== "product" || !meta["og:title"]) return null;
  const photo = meta["og:image"] ? sameOrigin(meta["og:image"], origin) : null;
  return { title: meta["og:title"], photo: photo?.startsWith("/uploads/") ? photo : null, styles };
}

/** The list with `entry` opened now (first), trimmed to `keep`; and the ones that fell off. */
export function remember(list: readonly KeptListing[], entry: KeptListing, keep = KEEP_LISTINGS): { list: KeptListing[]; dropped: KeptListing[] } {
  const rest = list.filter((each) => each.path !== entry.path);
  const next = [entry, ...rest].sort((a, b) => b.at - a.at);
  return { list: next.slice(0, keep), dropped: next.slice(keep) };
}

/** The list with `path` opened again at `at` (read offline counts as opening). */
export function touch(list: readonly KeptListing[], path: string, at: number): KeptListing[] {
  return list.map((each) => (each.path === path ? { ...each, at } : each)).sort((a, b) => b.at - a.at);
}

/** The list without `path` (the listing is gone: its page answered 404). */
export function forget(list: readonly KeptListing[], path: string): { list: KeptListing[]; dropped: KeptListing[] } {
  return { list: list.filter((each) => each.path !== path), dropped: list.filter((each) => each.path === path) };
}

/**
 * What may go now that `dropped` left the list: their pages, and their photos and stylesheets
 * unless a listing still kept uses the same ones.
 */
export function leftovers(kept: readonly KeptListing[], dropped: readonly KeptListing[]): { pages: string[]; photos: string[]; styles: string[] } {
  const photoPath = (photo: string) => photo.split("?")[0] ?? photo;
  const photosInUse = new Set(kept.flatMap((each) => (each.photo ? [photoPath(each.photo)] : [])));
  const stylesInUse = new Set(kept.flatMap((each) => each.styles));
  return {
    pages: dropped.map((each) => each.path),
    photos: [...new Set(dropped.flatMap((each) => (each.photo && !photosInUse.has(photoPath(each.photo)) ? [photoPath(each.photo)] : [])))],
    styles: [...new Set(dropped.flatMap((each) => each.styles.filter((style) => !stylesInUse.has(style))))],
  };
}
