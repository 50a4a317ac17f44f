import { RECENTLY_VIEWED } from "./limits";

/** The reduced listing kept in the browser (spec section 3, Recently viewed). */
export interface RecentlyViewedEntry {
  _id: string;
  name: string;
  imageUrl: string;
  price: number;
  regularPrice: number;
  offer: boolean;
  type: "sale" | "rent";
  location: string;
  viewedAt: number;
}

export const RECENTLY_VIEWED_KEY = "recentlyViewed";

/** Newest first, no duplicates, at most 5. */
export function addRecentlyViewed(list: readonly RecentlyViewedEntry[], entry: RecentlyViewedEntry): RecentlyViewedEntry[] {
  return [entry, ...list.filter((item) => item._id !== entry._id)].slice(0, RECENTLY_VIEWED);
}

/** Whatever is stored, a non-array (or broken JSON) means empty; malformed entries are dropped. */
export function parseRecentlyViewed(stored: string | null): RecentlyViewedEntry[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(isEntry).slice(0, RECENTLY_VIEWED);
}

function isEntry(value: unknown): value is RecentlyViewedEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry._id === "string" && typeof entry.name === "string";
}

/** When storage is full, keep only one minimal entry: the listing just viewed. */
export function minimalRecentlyViewed(entry: RecentlyViewedEntry): RecentlyViewedEntry[] {
  return [{ ...entry, name: entry.name.slice(0, 62) }];
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Record a view in storage; on a quota error fall back to the one minimal entry. */
export function recordRecentlyViewed(storage: StorageLike, entry: RecentlyViewedEntry): RecentlyViewedEntry[] {
  const next = addRecentlyViewed(parseRecentlyViewed(storage.getItem(RECENTLY_VIEWED_KEY)), entry);
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
    return next;
  } catch {
    const minimal = minimalRecentlyViewed(entry);
    try {
      storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(minimal));
    } catch {
      // Storage is unusable (private mode, full): the list lives for this page only.
    }
    return minimal;
  }
}
