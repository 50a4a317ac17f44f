import { describe, expect, it } from "vitest";
import { forget, KEEP_LISTINGS, type KeptListing, leftovers, listingPath, readListingPage, remember, touch } from "./kept";
import { escapeHtml, fillOfflinePage } from "./offline-page";

const ORIGIN = "https://sokoni.co.ke";

function listingHead(meta: string): string {
  return `<!DOCTYPE html><html lang="en-KE"><head><meta charSet="utf-8"/>${meta}<link rel="stylesheet" href="/assets/root-abc.css" nonce="x"/></head><body><meta property="og:title" content="not in the head"/></body></html>`;
}

function kept(n: number, extra: Partial<KeptListing> = {}): KeptListing {
  return { path: `/listing/${n}`, title: `Listing ${n}`, photo: `/uploads/listings/${n}.jpg`, styles: ["/assets/root-abc.css"], at: n, ...extra };
}

describe("a listing page's address", () => {
  it("is the page, without the query", () => {
    expect(listingPath("/listing/42")).toBe("/listing/42");
    expect(listingPath("/listing/42.data")).toBeNull();
    expect(listingPath("/listing/abc")).toBeNull();
    expect(listingPath("/update-listing/42")).toBeNull();
    expect(listingPath("/listing/42/photos")).toBeNull();
  });
});

describe("reading a listing page", () => {
  it("takes its title, its first photo (same site only) and its stylesheets from the head", () => {
    const html = listingHead(
      `<meta property="og:type" content="product"/><meta property="og:title" content="Toyota &amp; Sons&#x27; Fielder | KSh 1,150,000 in Nakuru"/><meta property="og:image" content="${ORIGIN}/uploads/listings/a.jpg"/>`,
    );
    expect(readListingPage(html, ORIGIN)).toEqual({
      title: "Toyota & Sons' Fielder | KSh 1,150,000 in Nakuru",
      photo: "/uploads/listings/a.jpg",
      styles: ["/assets/root-abc.css"],
    });
    const elsewhere = listingHead(
      '<meta property="og:type" content="product"/><meta property="og:title" content="Fielder"/><meta property="og:image" content="https://cdn.example/a.jpg"/>',
    );
    expect(readListingPage(elsewhere, ORIGIN)?.photo).toBeNull();
    const siteCard = listingHead(
      `<meta property="og:type" content="product"/><meta property="og:title" content="Fielder"/><meta property="og:image" content="${ORIGIN}/social-card.jpg"/>`,
    );
    expect(readListingPage(siteCard, ORIGIN)?.photo).toBeNull();
  });

  it("keeps nothing of a page that is not a listing's (under review, an error screen)", () => {
    expect(readListingPage(listingHead('<meta property="og:type" content="website"/><meta property="og:title" content="Sokoni"/>'), ORIGIN)).toBeNull();
    expect(readListingPage(listingHead('<meta name="robots" content="noindex"/>'), ORIGIN)).toBeNull();
  });
});

describe("the kept list", () => {
  it("puts the listing opened last first and keeps the last 20, saying which fell off", () => {
    let list: KeptListing[] = [];
    const dropped: KeptListing[] = [];
    for (let n = 1; n <= KEEP_LISTINGS + 2; n++) {
      const change = remember(list, kept(n));
      list = change.list;
      dropped.push(...change.dropped);
    }
    expect(list).toHaveLength(KEEP_LISTINGS);
    expect(list[0]?.path).toBe(`/listing/${KEEP_LISTINGS + 2}`);
    expect(dropped.map((each) => each.path)).toEqual(["/listing/1", "/listing/2"]);
  });

  it("opening a kept listing again moves it first instead of keeping it twice", () => {
    const list = remember([kept(1), kept(2)].reverse(), kept(1, { at: 10 })).list;
    expect(list.map((each) => each.path)).toEqual(["/listing/1", "/listing/2"]);
    expect(touch(list, "/listing/2", 20).map((each) => each.path)).toEqual(["/listing/2", "/listing/1"]);
  });

  it("lets a listing's photo and stylesheet go only when no kept listing still uses them", () => {
    const shared = kept(1, { photo: "/uploads/listings/same.jpg?w=480" });
    const other = kept(2, { photo: "/uploads/listings/same.jpg", styles: ["/assets/root-new.css"] });
    const gone = forget([shared, other], "/listing/1");
    expect(gone.list).toEqual([other]);
    expect(leftovers(gone.list, gone.dropped)).toEqual({ pages: ["/listing/1"], photos: [], styles: ["/assets/root-abc.css"] });
    expect(leftovers([], [other])).toEqual({ pages: ["/listing/2"], photos: ["/uploads/listings/same.jpg"], styles: ["/assets/root-new.css"] });
  });
});

describe("the offline page's blanks", () => {
  const page =
    '<main><a data-offline-retry="" class="button" href="/">Try again</a><p class="empty" data-offline-none="">None kept yet.</p><ul class="saved-search-list" data-offline-list=""></ul></main>';

  it("lists the kept listings, escaped, and sends Try again to the address that failed", () => {
    const html = fillOfflinePage(page, [{ path: "/listing/7", title: 'Sofa <b>"as new"</b> & more' }], '/search?searchTerm="sofa"');
    expect(html).toContain('href="/search?searchTerm=&#34;sofa&#34;"');
    expect(html).not.toContain("None kept yet.");
    expect(html).toContain(
      '<li class="saved-search-item"><a class="saved-search-name" href="/listing/7">Sofa &#60;b&#62;&#34;as new&#34;&#60;/b&#62; &#38; more</a></li>',
    );
  });

  it("puts an address holding `$` patterns into Try again as it is", () => {
    for (const retry of ["/search?searchTerm=$'", "/search?searchTerm=$&", "/search?searchTerm=$`x", "/search?searchTerm=$1$$"]) {
      const html = fillOfflinePage(page, [], retry);
      expect(html).toContain(`href="${escapeHtml(retry)}"`);
      expect(html.match(/Try again/g)).toHaveLength(1);
      expect(html.match(/<main>/g)).toHaveLength(1);
    }
  });

  it("keeps the 'none kept' text when nothing is kept", () => {
    const html = fillOfflinePage(page, [], "/");
    expect(html).toContain("None kept yet.");
    expect(html).toContain('<ul class="saved-search-list" data-offline-list=""></ul>');
  });
});
