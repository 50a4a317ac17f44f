import { kshAmount } from "../domain/ksh";
import { parseRecentlyViewed, RECENTLY_VIEWED_KEY, type RecentlyViewedEntry, recordRecentlyViewed } from "../domain/recently-viewed";

/**
 * Fills the home page's Recently Viewed from the browser's storage, for both of the home page's
 * scripts (the usual enhancer and low-data mode's): each entry is a copy of the section's
 * `<template>`, its photo put in place by `showPhoto` (an image, or low-data mode's placeholder).
 * The words around a price come from the section's `data-` attributes, in the page's language.
 */
export function fillRecentlyViewed(showPhoto: (item: HTMLElement, entry: RecentlyViewedEntry) => void): void {
  const section = document.querySelector<HTMLElement>("[data-recently-viewed]");
  if (section) whenNear(section.previousElementSibling, () => fillSection(section, showPhoto));
}

/**
 * Runs `then` once the reader scrolls within two screens of `landmark`. A page's first read of the
 * browser's storage waits for the browser's copy of it: about 25 ms of a phone's main thread, well
 * spent on a section six screens down only when the reader heads there.
 */
function whenNear(landmark: Element | null, then: () => void): void {
  if (!landmark || typeof IntersectionObserver === "undefined") {
    then();
    return;
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
}

function fillSection(section: HTMLElement, showPhoto: (item: HTMLElement, entry: RecentlyViewedEntry) => void): void {
  const list = section.querySelector("ul");
  const template = section.querySelector("template");
  if (!list || !template) return;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    return;
  }
  const entries = parseRecentlyViewed(stored);
  if (entries.length === 0) return;
  // A rent's price ("{price} / month") and a missing price, in the page's language.
  const rentPrice = section.dataset.rentPrice ?? "{price}";
  const noPrice = section.dataset.noPrice ?? "";
  for (const entry of entries) {
    const item = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!item) continue;
    item.querySelector("a")?.setAttribute("href", `/listing/${encodeURIComponent(entry._id)}`);
    showPhoto(item, entry);
    const name = item.querySelector(".recent-name");
    const price = item.querySelector(".recent-price");
    if (name) name.textContent = entry.name;
    const amount = kshAmount(entry.price);
    if (price) price.textContent = amount === null ? noPrice : entry.type === "rent" ? rentPrice.replace("{price}", amount) : amount;
    list.appendChild(item);
  }
  section.hidden = false;
}

/** Local storage, or null where the browser refuses it (private mode, disabled storage). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A listing page's view, for Recently Viewed: the page writes the entry (`[data-viewed]`). It is
 * stored as the reader leaves the page (hidden, closed or navigated away from), the moment the
 * browser stops drawing it, rather than while it first paints: see `whenNear` for the cost.
 */
export function rememberViewedListing(): void {
  const raw = document.querySelector<HTMLElement>("[data-viewed]")?.dataset.viewed;
  if (!raw) return;
  const viewedAt = Date.now();
  const remember = () => {
    const store = browserStorage();
    if (!store) return;
    try {
      recordRecentlyViewed(store, { ...(JSON.parse(raw) as Omit<RecentlyViewedEntry, "viewedAt">), viewedAt });
    } catch {
      // A broken entry is no reason to stop the page.
    }
  };
  document.addEventListener("visibilitychange", () => (document.visibilityState === "hidden" ? remember() : undefined));
  addEventListener("pagehide", remember);
}
