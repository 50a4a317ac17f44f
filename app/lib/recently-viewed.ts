import { useEffect, useState } from "react";
import {
  parseRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  recordRecentlyViewed,
  type RecentlyViewedEntry,
} from "../domain/recently-viewed";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The visitor's recently viewed listings, read after hydration (the server cannot know them). */
export function useRecentlyViewed(): RecentlyViewedEntry[] {
  const [entries, setEntries] = useState<RecentlyViewedEntry[]>([]);
  useEffect(() => {
    setEntries(parseRecentlyViewed(storage()?.getItem(RECENTLY_VIEWED_KEY) ?? null));
  }, []);
  return entries;
}

/** Records a listing view in the browser (spec section 4). */
export function rememberListingView(entry: RecentlyViewedEntry): void {
  const store = storage();
  if (store) recordRecentlyViewed(store, entry);
}
