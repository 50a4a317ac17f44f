/**
 * Recently Viewed filled from this browser's storage, for its behaviour and for low-data mode's
 * script, which has no runtime (app/enhance/low-data.ts). A listing's view is stored by
 * ./viewed-listing.ts.
 */
import { kshAmount } from "../../domain/ksh";
import { parseRecentlyViewed, RECENTLY_VIEWED_KEY, type RecentlyViewedEntry } from "../../domain/recently-viewed";
import { browserStorage } from "./browser-storage";
import { recentlyViewedContract as contract } from "./recently-viewed.contract";

/** Puts an entry's photo in its copy of the template: an image, or low-data mode's placeholder. */
export type ShowPhoto = (item: HTMLElement, entry: RecentlyViewedEntry) => void;

/**
 * Runs `then` once the reader scrolls within two screens of `landmark`. A page's first read of the
 * browser's storage waits for the browser's copy of it: about 25 ms of a phone's main thread, well
 * spent on a section six screens down only when the reader heads there. Gives back how to stop waiting.
 */
function whenNear(landmark: Element | null, then: () => void): () => void {
  if (!landmark) {
    then();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: "0px 0px 100% 0px" },
  );
  observer.observe(landmark);
  return () => observer.disconnect();
}

/** The stored entries in `section`'s list, shown once there is one; gives back how to stop waiting. */
export function fillRecentlyViewed(section: HTMLElement, showPhoto: ShowPhoto): () => void {
  return whenNear(section.previousElementSibling, () => {
    const list = section.querySelector("ul");
    const template = section.querySelector("template");
    const entries = parseRecentlyViewed(browserStorage()?.getItem(RECENTLY_VIEWED_KEY) ?? null);
    if (!list || !template || entries.length === 0) return;
    const rentPrice = contract.read(section, "rentPrice") ?? "{price}";
    const noPrice = contract.read(section, "noPrice") ?? "";
    for (const entry of entries) {
      const item = template.content.firstElementChild?.cloneNode(true);
      if (!(item instanceof HTMLElement)) continue;
      item.querySelector("a")?.setAttribute("href", `/listing/${encodeURIComponent(entry._id)}`);
      showPhoto(item, entry);
      const name = contract.find(item, "name");
      const price = contract.find(item, "price");
      const amount = kshAmount(entry.price);
      if (name) name.textContent = entry.name;
      if (price) price.textContent = amount === null ? noPrice : entry.type === "rent" ? rentPrice.replace("{price}", amount) : amount;
      list.appendChild(item);
    }
    section.hidden = false;
  });
}
