/**
 * A listing page's view stored for Recently Viewed, for its behaviour and for low-data mode's
 * script (app/enhance/low-data.ts).
 */
import { type RecentlyViewedEntry, recordRecentlyViewed } from "../../domain/recently-viewed";
import { browserStorage } from "./browser-storage";
import { viewedListingContract } from "./viewed-listing.contract";

/**
 * Stores the view `holder` carries as the reader leaves the page (hidden, closed or navigated
 * away from), the moment the browser stops drawing it, rather than while it first paints (reading the
 * browser's storage costs a phone some 25 ms of its main thread at first). Gives back how to stop.
 */
export function rememberViewed(holder: Element): () => void {
  const raw = viewedListingContract.read(holder, "entry");
  if (!raw) return () => {};
  const viewedAt = Date.now();
  const remember = () => {
    const store = browserStorage();
    try {
      if (store) recordRecentlyViewed(store, { ...(JSON.parse(raw) as Omit<RecentlyViewedEntry, "viewedAt">), viewedAt });
    } catch {
      // A broken entry is no reason to stop the page.
    }
  };
  const hidden = () => (document.visibilityState === "hidden" ? remember() : undefined);
  document.addEventListener("visibilitychange", hidden);
  addEventListener("pagehide", remember);
  return () => {
    document.removeEventListener("visibilitychange", hidden);
    removeEventListener("pagehide", remember);
  };
}
