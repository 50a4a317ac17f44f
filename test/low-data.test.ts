import { describe, expect, it } from "vitest";
import { lowDataCookie } from "../app/domain/low-data";
import { textsIn } from "../app/i18n";
import { call, createHomepageImage, createListing, createSeller, ORIGIN, pageScript } from "./fixtures";

/* Low-data mode (docs/decisions/087-low-data-mode.md). */

const BROWSER = { "user-agent": "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36" };
const LOW = { ...BROWSER, cookie: "lowData=1" };
const en = textsIn("en");
const sw = textsIn("sw");
const PHOTO = "/uploads/listings/low-data-photo.jpg";

async function page(path: string, headers: Record<string, string>): Promise<string> {
  const response = await call(path, { headers });
  expect(response.status).toBe(200);
  return response.text();
}

/** What a page in low-data mode must never carry: framework scripts, listing photos, the banner. */
function expectLowData(html: string): void {
  expect(html).not.toMatch(/<script[^>]+type="module"/);
  expect(html).not.toContain("modulepreload");
  expect(html).not.toMatch(/<link[^>]+rel="preload"[^>]+as="image"[^>]+\/uploads\//);
  expect(html).not.toMatch(/<img[^>]+\/uploads\//);
  expect(html).not.toMatch(/<(img|source)[^>]+srcSet=/i);
  expect(html).not.toContain("sponsor-banner");
  // One inline script, low-data mode's own, with the page's nonce; no service worker registered.
  const scripts = [...html.matchAll(/<script(?![^>]*application\/ld\+json)([^>]*)>/g)];
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.[1]).toMatch(/nonce="[^"]+"/);
  expect(html).not.toContain("serviceWorker");
  // The placeholders keep the photo's box, and the copies it would have chosen from (decision 091).
  expect(html).toMatch(
    /class="photo-placeholder"[^>]*style="[^"]*aspect-ratio:640 \/ 480[^"]*"[^>]*data-photo="\/uploads\/listings\/low-data-photo.jpg\?w=480" data-srcset="[^"]*\?w=240 240w, [^"]*\?w=480 480w"/,
  );
}

/** A listing with a photo of its own, its page address, and its seller's second listing (for the rows). */
async function listingWithPhoto(name: string) {
  const seller = await createSeller();
  const listing = await createListing(seller.id, { name, imageUrls: [PHOTO, "/uploads/listings/second.jpg"], views: 50 });
  await createListing(seller.id, { name: `${name} (more)`, imageUrls: [PHOTO] });
  return listing;
}

describe("low-data mode on the home page", () => {
  it("drops the banner and the home script, and shows each card's photo as a placeholder", async () => {
    await listingWithPhoto("Samsung Galaxy A15 low-data");
    await createHomepageImage({ companyName: "Low Data Sponsor" });
    const normal = await page("/", BROWSER);
    expect(normal).toContain("Discover more about Low Data Sponsor");
    expect(normal).toMatch(/<img[^>]+\/uploads\/listings\/low-data-photo.jpg/);

    const html = await page("/", LOW);
    expectLowData(html);
    expect(html).toContain("Samsung Galaxy A15 low-data");
    expect(html).not.toContain("Low Data Sponsor");
    expect(html).toContain(en.components.lowData.tapToShow);
    // Without a script the placeholder is a link to the photo's thumbnail, not inside the card's link.
    expect(html).toMatch(/<div class="listing-card-image"><a class="photo-placeholder"[^>]*href="\/uploads\/listings\/low-data-photo.jpg\?w=480"/);
    expect(html).not.toMatch(/<a [^>]*class="listing-card-image"/);
    // The footer says the mode is on and offers to turn it off, back to this page.
    expect(html).toContain(en.components.lowData.isOn);
    expect(html).toMatch(
      /<form action="\/low-data" method="post"><input type="hidden" name="redirectTo" value="\/"\/><input type="hidden" name="lowData" value="0"\/>/,
    );
  });

  it("speaks Kiswahili as well", async () => {
    await listingWithPhoto("Tecno Spark 20 data kidogo");
    const html = await page("/", { ...BROWSER, cookie: "lowData=1; lang=sw" });
    expectLowData(html);
    expect(html).toContain('<html lang="sw-KE"');
    expect(html).toContain(sw.components.lowData.tapToShow);
    expect(html).toContain(sw.components.lowData.heading);
  });
});

describe("low-data mode on a listing page", () => {
  it("shows placeholders for the photos and the cards, and a link to the page with its photos", async () => {
    const listing = await listingWithPhoto("Toyota Vitz 2012 low-data");
    const html = await page(`/listing/${listing.id}`, LOW);
    expectLowData(html);
    expect(html).toContain("Toyota Vitz 2012 low-data");
    // The gallery: each photo's place inside its link to the full photo; the thumbnails are numbers.
    expect(html).toMatch(
      /<a class="photo-link" href="\/uploads\/listings\/low-data-photo.jpg"[^>]*><span class="photo-placeholder" style="[^"]*aspect-ratio:1024 \/ 768/,
    );
    expect(html).toContain('<span class="thumb-number">2</span>');
    expect(html).toContain(`href="/listing/${listing.id}?photos=1"`);
    // The view is remembered for Recently Viewed by the low-data script.
    expect(html).toMatch(/<div hidden="" data-viewed="[^"]*low-data-photo.jpg/);

    const withPhotos = await page(`/listing/${listing.id}?photos=1`, LOW);
    expect(withPhotos).toMatch(/<img[^>]+\/uploads\/listings\/low-data-photo.jpg/);
    expect(withPhotos).not.toMatch(/<script[^>]+type="module"/);
  });

  it("is a normal page again once the mode is off", async () => {
    const listing = await listingWithPhoto("Nissan Note 2015 low-data");
    const html = await page(`/listing/${listing.id}`, { ...BROWSER, cookie: "lowData=0" });
    // The page's own script (docs/decisions/096), not low-data mode's.
    expect(html).toMatch(pageScript("listing"));
    expect(html).toMatch(/<img[^>]+\/uploads\/listings\/low-data-photo.jpg/);
    expect(html).not.toContain("photo-placeholder");
    expect(html).toContain(en.components.lowData.isOff);
  });
});

describe("the switch, POST /low-data", () => {
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    call("/low-data", {
      method: "POST",
      redirect: "manual",
      headers: { ...BROWSER, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  it("turns the mode on and off for a year and goes back to the page", async () => {
    const on = await post({ lowData: "1", redirectTo: "/search?searchTerm=toyota" });
    expect(on.status).toBe(302);
    expect(on.headers.get("location")).toBe("/search?searchTerm=toyota");
    expect(on.headers.getSetCookie()).toContain("lowData=1; Path=/; Max-Age=31536000; SameSite=Lax");
    // Said on the next page (a flash: a toast where scripts run, written under the header in low-data mode).
    expect(on.headers.getSetCookie().some((cookie) => cookie.startsWith("sokoni_flash="))).toBe(true);

    const off = await post({ lowData: "0", redirectTo: "/listing/7?photos=1" }, { cookie: "lowData=1" });
    expect(off.status).toBe(302);
    expect(off.headers.get("location")).toBe("/listing/7");
    expect(off.headers.getSetCookie()).toContain("lowData=0; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("marks the cookie Secure on https", () => {
    expect(lowDataCookie(true, true)).toBe("lowData=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(lowDataCookie(false, true)).toBe("lowData=0; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });

  it("never sends anyone to another site", async () => {
    for (const outside of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await post({ lowData: "1", redirectTo: outside });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
    }
  });

  it("refuses a write from another site", async () => {
    const response = await post({ lowData: "1", redirectTo: "/" }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("lowData="))).toBe(false);
  });

  it("sends a visit by address home", async () => {
    const response = await call("/low-data", { headers: BROWSER, redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });
});

describe("the offer to a browser that saves data", () => {
  it("is made under the header while no choice was made, and not after one", async () => {
    const asked = await call("/about", { headers: { ...BROWSER, "save-data": "on" } });
    expect(asked.headers.get("vary")).toContain("Save-Data");
    const html = await asked.text();
    expect(html).toContain(en.components.lowData.offer);
    expect(html).toMatch(
      /<aside class="low-data-offer"[\s\S]*name="offer" value="1"[\s\S]*<button type="submit" value="1" [^>]*name="lowData">[\s\S]*<\/aside>/,
    );
    expect(html).toContain(en.components.lowData.noThanks);

    for (const cookie of ["lowData=0", "lowData=1"]) {
      expect(await page("/about", { ...BROWSER, "save-data": "on", cookie })).not.toContain(en.components.lowData.offer);
    }
    expect(await page("/about", BROWSER)).not.toContain(en.components.lowData.offer);
    expect(await page("/about", { ...BROWSER, "save-data": "on", cookie: "lang=sw" })).toContain(sw.components.lowData.offer);
  });

  it("says nothing when declined, and remembers it", async () => {
    const declined = await call("/low-data", {
      method: "POST",
      redirect: "manual",
      headers: { ...BROWSER, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ offer: "1", lowData: "0", redirectTo: "/about" }).toString(),
    });
    expect(declined.headers.get("location")).toBe("/about");
    expect(declined.headers.getSetCookie()).toEqual(["lowData=0; Path=/; Max-Age=31536000; SameSite=Lax"]);
  });
});
