import { recordRecentlyViewed, type RecentlyViewedEntry } from "../domain/recently-viewed";

/** Local storage, or null where the browser refuses it (private mode, disabled storage). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Records a listing view in the browser (spec section 4). */
export function rememberListingView(entry: RecentlyViewedEntry): void {
  const store = browserStorage();
  if (store) recordRecentlyViewed(store, entry);
}
