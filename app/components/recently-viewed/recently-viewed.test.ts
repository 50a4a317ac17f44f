// @vitest-environment happy-dom
import { createElement, Fragment } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leavePage, startOnPage } from "../../behaviours/test-dom";
import { serverMarkup, showMarkup } from "../../behaviours/test-render";
import { RECENTLY_VIEWED_KEY } from "../../domain/recently-viewed";
import { attach } from "../../behaviours/contract";
import { RecentlyViewed } from "./recently-viewed";
import { recentlyViewed } from "./recently-viewed.behaviour";
import { viewedListing } from "./viewed-listing.behaviour";
import { viewedListingContract } from "./viewed-listing.contract";

const ENTRY = {
  _id: "7",
  name: "Toyota Vitz 2015",
  imageUrl: "/uploads/listings/7/a.webp",
  price: 650000,
  regularPrice: 650000,
  offer: false,
  type: "sale",
  location: "Nairobi",
};
const RENT = { ...ENTRY, _id: "8", name: "Bedsitter in Kilimani", type: "rent", price: 12000 };

/** Whatever is told to watch for the reader heading down: told at once that the reader is there. */
class NearAtOnce {
  constructor(private readonly seen: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    queueMicrotask(() => this.seen([{ isIntersecting: true }]));
  }
  disconnect() {}
}

async function homeWith(stored: string | null) {
  localStorage.clear();
  if (stored !== null) localStorage.setItem(RECENTLY_VIEWED_KEY, stored);
  showMarkup(`<section id="row"></section>${await serverMarkup(createElement(Fragment, null, createElement(RecentlyViewed)))}`);
  await startOnPage([recentlyViewed]);
}

const section = () => document.querySelector(".recently-viewed") as HTMLElement;

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", NearAtOnce);
});

afterEach(leavePage);

describe("Recently Viewed on the home page", () => {
  it("shows what this browser stored, each with its small photo and its price in the page's words", async () => {
    await homeWith(JSON.stringify([ENTRY, RENT]));
    await vi.waitFor(() => expect(section().hidden).toBe(false));
    const links = [...section().querySelectorAll("ul a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/listing/7", "/listing/8"]);
    expect(links[0]?.textContent).toContain("Toyota Vitz 2015");
    expect(links[0]?.textContent).toContain("KSh 650,000");
    expect(links[1]?.textContent).toContain("KSh 12,000 / month");
    expect(links[0]?.querySelector("img")?.getAttribute("src")).toBe("/uploads/listings/7/a.webp?w=240");
  });

  it("stays hidden with nothing stored, something broken stored, or storage refused", async () => {
    for (const stored of [null, "not json", JSON.stringify({ _id: "7" })]) {
      await homeWith(stored);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(section().hidden).toBe(true);
      leavePage();
      vi.stubGlobal("IntersectionObserver", NearAtOnce);
    }
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    showMarkup(`<section></section>${await serverMarkup(createElement(RecentlyViewed))}`);
    await startOnPage([recentlyViewed]);
    expect(section().hidden).toBe(true);
  });
});

describe("a listing's view", () => {
  const page = () => {
    const holder = document.createElement("div");
    for (const [name, value] of Object.entries({ ...viewedListingContract.values({ entry: JSON.stringify(ENTRY) }), ...attach(viewedListingContract) }))
      holder.setAttribute(name, value);
    document.body.appendChild(holder);
    return holder;
  };

  it("is stored as the reader leaves the page, newest first", async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([RENT]));
    const holder = page();
    await startOnPage([viewedListing]);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? "[]")).toHaveLength(1);
    window.dispatchEvent(new Event("pagehide"));
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? "[]");
    expect(stored.map((entry: { _id: string }) => entry._id)).toEqual(["7", "8"]);
    expect(typeof stored[0].viewedAt).toBe("number");
    // Let go of it: the next test's window hears no listener of this page.
    holder.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("is not stored from a page that left, nor from a broken entry", async () => {
    localStorage.clear();
    const holder = page();
    await startOnPage([viewedListing]);
    holder.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.dispatchEvent(new Event("pagehide"));
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    leavePage();
    viewedListingContract.write(page(), "entry", "{broken");
    await startOnPage([viewedListing]);
    expect(() => window.dispatchEvent(new Event("pagehide"))).not.toThrow();
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });
});
