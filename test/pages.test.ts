import { beforeEach, describe, expect, it } from "vitest";
import { call, createHomepageImage, createListing, createSeller, db, emptyCounters, newUser, pageScript, testPhone, writeCounts } from "./fixtures";
import { listings } from "../worker/db/schema";
import { eq } from "drizzle-orm";

// This file reads counts: each test starts from empty counter shards (their gathered counts and once-a-day markers).
beforeEach(emptyCounters);

const BROWSER = { "user-agent": "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36" };

async function viewsOf(id: number): Promise<number> {
  await writeCounts();
  const row = await db.select({ views: listings.views }).from(listings).where(eq(listings.id, id)).get();
  return row?.views ?? -1;
}

describe("the home page", () => {
  it("renders rows, banner and categories on the server, with no framework scripts", async () => {
    const seller = await createSeller();
    await createListing(seller.id, { name: "Toyota Fielder 2014 for sale" });
    await createListing(seller.id, {
      name: "Bedsitter to let in Ruaka",
      type: "rent",
      category: "Property",
      subcategory: "Apartments",
      offer: true,
      discountPrice: 8_000,
      regularPrice: 9_500,
    });
    await createHomepageImage({ companyName: "Jenga Hardware" });
    const response = await call("/", { headers: BROWSER });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Popular Listings");
    expect(html).toContain("Toyota Fielder 2014 for sale");
    expect(html).toContain("Bedsitter to let in Ruaka");
    expect(html.replace(/<[^>]+>/g, "")).toContain("KSh 8,000 / month");
    expect(html).toContain("Discover more about Jenga Hardware");
    expect(html).toContain("Repair &amp; Construction");
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`data-behaviour="eat-clock"`);
    // Everything is in the first HTML: a page without scripts never waits on a loading text.
    expect(html).not.toContain("Loading categories...");
    expect(html).not.toContain("Loading homepage images...");
    expect(html).toContain('aria-label="Shop by category"');
    // The banner is the largest element: no card's photo is preloaded or fetched ahead of it.
    expect(html).not.toMatch(/<link rel="preload" as="image"/);
    expect(html.match(/fetchPriority="high"/g) ?? []).toHaveLength(1);
  });

  it("leaves listings their sellers marked unavailable out of the rows", async () => {
    const seller = await createSeller();
    await createListing(seller.id, { name: "Mazda Demio still for sale", offer: true, discountPrice: 500_000, regularPrice: 550_000 });
    await createListing(seller.id, { name: "Mazda Axela already sold", offer: true, discountPrice: 900_000, regularPrice: 950_000, isAvailable: false });
    const html = await (await call("/", { headers: BROWSER })).text();
    expect(html).toContain("Mazda Demio still for sale");
    expect(html).not.toContain("Mazda Axela already sold");
  });

  it("shows each row's empty text when there are no listings", async () => {
    const html = await (await call("/", { headers: BROWSER })).text();
    for (const text of [
      "No popular listings available",
      "No recent offers available",
      "No recent products or services available",
      "No recent places or rentals available",
      "No homepage images available",
    ]) {
      expect(html).toContain(text);
    }
  });
});

describe("the listing page", () => {
  it("counts one view per page load, none for bots, prefetches or API reads", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    const first = await call(`/listing/${listing.id}`, { headers: BROWSER });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Toyota Fielder 2014 1500cc");
    await call(`/listing/${listing.id}`, { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } }).then((r) => r.text());
    await call(`/listing/${listing.id}`, { headers: { ...BROWSER, "sec-purpose": "prefetch" } }).then((r) => r.text());
    await call(`/api/listings/${listing.id}`).then((r) => r.text());
    // waitUntil work finishes after the answer; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await viewsOf(listing.id)).toBe(1);
  });

  it("takes a report posted without scripts, keeps the typed text on a refusal, and counts no view for it", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    const post = (reason: string) =>
      call(`/listing/${listing.id}`, {
        method: "POST",
        headers: { ...BROWSER, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "report", reason }).toString(),
      });
    const refused = await post("   ");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Please provide a reason for reporting.");
    const sent = await post("Same car listed twice");
    expect(sent.status).toBe(201);
    expect(await sent.text()).toContain("Report sent successfully!");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await viewsOf(listing.id)).toBe(0);
  });

  it("answers 404 with the spec's empty text for a missing or hidden listing", async () => {
    const seller = await createSeller();
    const hidden = await createListing(seller.id, { isHidden: true });
    for (const path of ["/listing/424242", "/listing/not-a-number", `/listing/${hidden.id}`]) {
      const response = await call(path, { headers: BROWSER });
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("No listing data available");
    }
  });

  it("escapes what sellers write", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id, { description: '<img src=x onerror="alert(1)"> cheap' });
    const html = await (await call(`/listing/${listing.id}`, { headers: BROWSER })).text();
    expect(html).not.toContain('<img src=x onerror="alert(1)">');
    expect(html).toContain("&lt;img src=x");
  });
});

describe("browse and unknown pages", () => {
  it("pages a category with an exact count", async () => {
    const seller = await createSeller();
    for (let i = 0; i < 10; i++) await createListing(seller.id, { name: `Used Toyota number ${i} for sale` });
    const html = await (await call("/browse?category=Vehicles&subcategory=Cars&page=2", { headers: BROWSER })).text();
    expect(html).toContain("Browse Listings");
    expect(html).toContain("Page 2 of 2");
  });

  it("ignores a subcategory that is not the category's own, and shows the empty text", async () => {
    const seller = await createSeller();
    await createListing(seller.id);
    const html = await (await call("/browse?category=Vehicles&subcategory=Shoes", { headers: BROWSER })).text();
    expect(html).toContain("Page 1 of 1");
    expect(html).toContain("Toyota Fielder 2014 1500cc");
    const empty = await (await call("/browse?category=Jobs", { headers: BROWSER })).text();
    expect(empty).toContain("No listings found for this category.");
  });

  it("answers 404 for an unknown page", async () => {
    const response = await call("/no-such-page", { headers: BROWSER });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });
});

describe("no page hydrates (docs/decisions/122)", () => {
  /** What only a page React Router hydrates would carry: its scripts, their preloads, its data, its links' route discovery. */
  function expectNoFramework(html: string): void {
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("__reactRouter");
    expect(html).not.toContain("data-discover");
  }

  it.each([["/"], ["/search?searchTerm=fielder"], ["/about"], ["/sign-in"], ["/no-such-page"]])("%s carries no framework", async (address) => {
    expectNoFramework(await (await call(address, { headers: BROWSER })).text());
  });

  it("nor does the root's error screen, which ends with the text pages' script", async () => {
    // A sign-in posted from another site: the root refuses it before the action runs (decision 044).
    const response = await call("/sign-in", {
      method: "POST",
      headers: { ...BROWSER, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(response.status).toBe(403);
    const html = await response.text();
    expectNoFramework(html);
    expect(html).toMatch(pageScript("plain"));
  });
});

describe("pages served without hydration (docs/decisions/096)", () => {
  it.each([
    ["search", "/search?category=Vehicles", "/search"],
    ["browse", "/browse?category=Vehicles", "/browse"],
  ])("%s: server HTML and its inlined enhancer, no framework scripts, a panel that works as a plain form", async (_, address, action) => {
    const seller = await createSeller();
    await createListing(seller.id, { name: "Toyota Fielder 2014 for sale" });
    const html = await (await call(address, { headers: BROWSER })).text();
    expect(html).toContain("Toyota Fielder 2014 for sale");
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    // The enhancer is inlined with the request's nonce, and finds what it needs by data attributes.
    expect(html).toMatch(pageScript("results"));
    expect(html).toMatch(new RegExp(`<form id="search-filters"[^>]*action="${action}" method="get"`));
    expect(html).toContain("data-apply-now");
    expect(html).toContain('data-failed-text="Unable to load listings. Please try again later."');
    // The hearts' words for the script, in the page's language.
    expect(html).toContain('data-favourite-log-in="Please log in to add to favourites!"');
  });
});

describe("the text pages without hydration (docs/decisions/098)", () => {
  it.each([["/about"], ["/contact-us"], ["/privacy"], ["/terms-of-service"], ["/faqs"], ["/safety-guide"], ["/no-such-page"]])(
    "%s: server HTML with the text pages' inlined script, no framework scripts",
    async (path) => {
      const html = await (await call(path, { headers: BROWSER })).text();
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toMatch(/<script[^>]+type="module"/);
      expect(html).not.toContain("window.__reactRouterContext");
      // The shared parts (the header's suggestions) and the accordion's question kept in sight.
      expect(html).toMatch(pageScript("plain"));
    },
  );
});

describe("the storefront without hydration (docs/decisions/098)", () => {
  it("sends the seller's page with its inlined script and the hearts' words, no framework", async () => {
    const seller = await createSeller();
    await createListing(seller.id, { name: "Storefront sofa set" });
    const html = await (await call(`/seller/${seller.id}`, { headers: BROWSER })).text();
    expect(html).toContain("Storefront sofa set");
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).toMatch(pageScript("storefront"));
    expect(html).toContain('data-favourite-log-in="Please log in to add to favourites!"');
    // A seller who is not there: the 404 screen, with the text pages' script for the header.
    const gone = await call("/seller/no-such-seller", { headers: BROWSER });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toMatch(pageScript("plain"));
  });
});

describe("the account forms without hydration (docs/decisions/099)", () => {
  it.each([["/sign-in"], ["/sign-up"], ["/forgot-password"], ["/reset-password/no-such-token"], ["/confirm-email/no-such-token"], ["/thank-you"]])(
    "%s: server HTML with the account forms' inlined script, no framework scripts",
    async (path) => {
      const html = await (await call(path, { headers: BROWSER })).text();
      expect(html).toContain("<main");
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toMatch(/<script[^>]+type="module"/);
      expect(html).not.toContain("window.__reactRouterContext");
      expect(html).toMatch(pageScript("forms"));
    },
  );

  it("writes the password's show/hide button hidden, with its two words, for the script to show", async () => {
    const html = await (await call("/sign-up", { headers: BROWSER })).text();
    expect(html).toMatch(
      /<button type="button" hidden="" aria-pressed="false" aria-controls="sign-up-password" data-password-toggle="" data-show-text="Show password" data-hide-text="Hide password">Show password<\/button>/,
    );
    const swahili = await (await call("/sign-in?lang=sw", { headers: BROWSER })).text();
    expect(swahili).toMatch(/data-password-toggle="" data-show-text="[^"]+" data-hide-text="[^"]+"/);
    expect(swahili).not.toContain('data-show-text="Show password"');
  });
});

describe("the one-form pages without hydration (docs/decisions/099)", () => {
  const FORMS_SCRIPT = pageScript("forms");

  it("sends a boost and its payment with the forms' script; a waiting payment asks for polling", async () => {
    const seller = await newUser("formspageseller", "a-good-password-1", { phone: testPhone(901) });
    const listing = await createListing(seller.id, { name: "Boosted pages sofa" });
    const boost = await (await seller.as(`/boost/${listing.id}`, { headers: BROWSER })).text();
    expect(boost).toContain("Pay with M-Pesa");
    expect(boost).not.toMatch(/<script[^>]+type="module"/);
    expect(boost).toMatch(FORMS_SCRIPT);
    const started = await seller.as(`/api/listings/${listing.id}/boosts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ packageId: "top-7" }),
    });
    const { data: payment } = (await started.json()) as { data: { id: number } };
    const page = await (await seller.as(`/payments/${payment.id}`, { headers: BROWSER })).text();
    expect(page).not.toMatch(/<script[^>]+type="module"/);
    expect(page).toMatch(FORMS_SCRIPT);
    expect(page).toContain('id="payment-state"');
    // While it waits the page says so, and how often to ask again; once settled it does not.
    expect(page.includes('data-refresh-every="3000"')).toBe(page.includes("enter your M-Pesa PIN"));
  });

  it("answers a mail's spent or forged link with the error screen and the text pages' script, no framework", async () => {
    for (const path of ["/renew/not-a-token", "/unsubscribe/not-a-token"]) {
      const response = await call(path, { headers: BROWSER });
      expect(response.status).toBeGreaterThanOrEqual(400);
      const html = await response.text();
      expect(html).not.toMatch(/<script[^>]+type="module"/);
      expect(html).toMatch(pageScript("plain"));
    }
  });
});

describe("the inbox without hydration (docs/decisions/099)", () => {
  it("sends the conversations with the inbox's script, which follows the room, and no framework", async () => {
    const reader = await newUser("inboxpagereader");
    const response = await reader.as("/messages", { headers: BROWSER });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('class="page chat-inbox"');
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).toMatch(pageScript("inbox"));
    // The header's badge, which the script's room connection starts from.
    expect(html).toMatch(/<a[^>]+data-inbox-user="[^"]+"/);
  });
});

describe("the listing page without hydration (docs/decisions/096)", () => {
  it("sends a buyer its forms as dialogs-to-be and an owner in-place forms, with the enhancer inlined and no framework", async () => {
    const owner = await newUser("pageowner");
    const listing = await createListing(owner.id, { imageUrls: ["/uploads/listings/a.webp", "/uploads/listings/b.webp", "/uploads/listings/c.webp"] });
    const buyer = await newUser("pagebuyer");
    const html = await (await buyer.as(`/listing/${listing.id}`, { headers: BROWSER })).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).toMatch(pageScript("listing"));
    // Report and Message seller: disclosures the dialog behaviour makes dialogs of, each with its
    // title, their forms posted in place into their own part of the page (docs/decisions/128).
    expect(html).toMatch(/<details[^>]*data-behaviour="dialog" data-dialog-title="Report this listing"/);
    expect(html).toMatch(/<details[^>]*data-behaviour="dialog" data-dialog-title="Message seller"/);
    expect(html).toMatch(/<form[^>]* data-behaviour="swap" data-swap="report" data-swap-into="report"/);
    // The later photos wait in <noscript>; the viewer is a closed dialog; Share is hidden without scripts.
    expect(html.match(/<noscript><img/g)?.length).toBe(2);
    expect(html).toMatch(/<section[^>]*data-behaviour="image-carousel photo-viewer"/);
    expect(html).toContain("data-photo-viewer");
    expect(html).toContain("<noscript><style>.share{display:none}</style></noscript>");
    // The view is recorded for Recently Viewed by the script.
    expect(html).toContain(`data-viewed="{&quot;_id&quot;:&quot;${listing.id}&quot;`);

    const mine = await (await owner.as(`/listing/${listing.id}`, { headers: BROWSER })).text();
    expect(mine).toMatch(/<form[^>]* data-behaviour="swap" data-swap-into="summary"[^>]*><input type="hidden" name="intent" value="unavailable"/);
    expect(mine).not.toContain("data-dialog-title");
  });
});

describe("security headers", () => {
  it("are set on pages and API answers", async () => {
    for (const path of ["/", "/api/listings"]) {
      const response = await call(path, { headers: BROWSER });
      await response.arrayBuffer();
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });
});
