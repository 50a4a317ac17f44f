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
  const list = section?.querySelector("ul");
  const template = section?.querySelector("template");
  if (!section || !list || !template) return;
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

/** A listing page's view, for Recently Viewed: the page writes the entry (`[data-viewed]`). */
export function rememberViewedListing(): void {
  const raw = document.querySelector<HTMLElement>("[data-viewed]")?.dataset.viewed;
  const store = browserStorage();
  if (!raw || !store) return;
  try {
    recordRecentlyViewed(store, { ...(JSON.parse(raw) as Omit<RecentlyViewedEntry, "viewedAt">), viewedAt: Date.now() });
  } catch {
    // A broken entry is no reason to stop the page.
  }
}
