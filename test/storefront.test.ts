import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { phones, reviews, user } from "../worker/db/schema";
import { storefrontListingsQuery } from "../worker/services/listings/storefront";
import { storeMessages } from "./chat-fixtures";
import { call, createListing, createSeller, db, newUser, ORIGIN } from "./fixtures";
import { planOfQuery } from "./query-plan";

const BROWSER = { "user-agent": "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36" };
const MINUTE = 60_000;

async function page(path: string, init: RequestInit = {}) {
  const response = await call(path, { ...init, headers: { ...BROWSER, ...(init.headers as Record<string, string>) } });
  return { response, html: await response.text() };
}

/** The page's text without tags, for matching sentences split by markup. */
function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");
}

/** How many listing cards the page shows. */
function cards(html: string): number {
  return html.match(/<article class="listing-card"/g)?.length ?? 0;
}

async function converse(sellerId: string, listingId: number, buyerId: string, at: Date, replyAfterMinutes: number | null) {
  await storeMessages({ listingId, senderId: buyerId, recipientId: sellerId, body: "Is it still available?", createdAt: at });
  if (replyAfterMinutes !== null) {
    await storeMessages({
      listingId,
      senderId: sellerId,
      recipientId: buyerId,
      body: "Yes, come and see it.",
      createdAt: new Date(at.getTime() + replyAfterMinutes * MINUTE),
    });
  }
}

describe("the seller storefront", () => {
  it("is a real 404 for an unknown, a deleted or a malformed seller", async () => {
    const unknown = await page("/seller/no-such-seller-anywhere");
    expect(unknown.response.status).toBe(404);
    expect(unknown.html).toContain("Seller not found");
    const gone = await createSeller();
    await createListing(gone.id, { name: "Left behind" });
    await db.delete(user).where(eq(user.id, gone.id));
    const deleted = await page(`/seller/${gone.id}`);
    expect(deleted.response.status).toBe(404);
    expect(deleted.html).not.toContain("Left behind");
    for (const bad of ["/seller/%3Cscript%3E", "/seller/a.b", `/seller/${"x".repeat(65)}`]) {
      const answer = await page(bad);
      expect(answer.response.status, bad).toBe(404);
      expect(answer.html).toContain("Seller not found");
    }
  });

  it("shows the seller's header: name, business, since, badges, and no reply figures below 3 conversations", async () => {
    const seller = await createSeller({
      name: "Wanjiku Kamau",
      displayUsername: "Wanjiku_K",
      isSellerVerified: true,
      createdAt: new Date("2025-03-10T08:00:00Z"),
    });
    await db.insert(phones).values({ phoneNumber: "+254722000111", userId: seller.id, verifiedAt: new Date() });
    const listing = await createListing(seller.id, { businessName: "Kilimani Electronics" });
    const { response, html } = await page(`/seller/${seller.id}`);
    expect(response.status).toBe(200);
    const words = text(html);
    expect(words).toContain("Wanjiku Kamau");
    expect(words).toContain("Posts as Kilimani Electronics");
    expect(words).toContain("On Sokoni since March 2025");
    expect(words).toContain("Verified Seller");
    expect(words).toContain("Phone verified");
    expect(words).toContain("No reviews yet");
    // Two conversations: too few to say anything about the seller.
    const now = Date.now();
    for (const n of [1, 2]) {
      const buyer = await createSeller();
      await converse(seller.id, listing.id, buyer.id, new Date(now - n * 24 * 60 * MINUTE), 90);
    }
    expect(text((await page(`/seller/${seller.id}`)).html)).not.toContain("Replies to");
    // The third conversation, never answered: 2 of 3 answered, both after 90 minutes.
    const third = await createSeller();
    await converse(seller.id, listing.id, third.id, new Date(now - 3 * 24 * 60 * MINUTE), null);
    const shown = text((await page(`/seller/${seller.id}`)).html);
    expect(shown).toContain("Replies to 67% of messages");
    expect(shown).toContain("Usually replies within 2 hours");
  });

  it("never shows a hidden or an unavailable listing, to visitors or to other signed-in people", async () => {
    const seller = await createSeller();
    await createListing(seller.id, { name: "Samsung A15 on show" });
    await createListing(seller.id, { name: "Hidden Hisense TV", isHidden: true, businessName: "Secret Traders" });
    await createListing(seller.id, { name: "Sold Sofa Set", isAvailable: false });
    const other = await newUser("storefront_other");
    for (const answer of [await page(`/seller/${seller.id}`), await page(`/seller/${seller.id}`, { headers: { cookie: other.cookie } })]) {
      expect(answer.html).toContain("Samsung A15 on show");
      expect(answer.html).not.toContain("Hidden Hisense TV");
      expect(answer.html).not.toContain("Sold Sofa Set");
      expect(answer.html).not.toContain("Secret Traders");
      expect(text(answer.html)).toContain("1 listing");
    }
  });

  it("pages the listings 9 at a time with an exact Page X of Y, and sends a page past the last to the last", async () => {
    const seller = await createSeller();
    const start = Date.now() - 100 * MINUTE;
    for (let n = 1; n <= 20; n += 1) await createListing(seller.id, { name: `Listing number ${n} of the shop`, createdAt: new Date(start + n * MINUTE) });
    const first = await page(`/seller/${seller.id}`);
    expect(cards(first.html)).toBe(9);
    expect(text(first.html)).toContain("Page 1 of 3");
    expect(first.html).toContain("Listing number 20 of the shop");
    expect(first.html).toContain(`href="/seller/${seller.id}?page=2#listings"`);
    const last = await page(`/seller/${seller.id}?page=3`);
    expect(cards(last.html)).toBe(2);
    expect(text(last.html)).toContain("Page 3 of 3");
    expect(last.html).toContain("Listing number 1 of the shop");
    const past = await call(`/seller/${seller.id}?page=7`, { headers: BROWSER, redirect: "manual" });
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe(`/seller/${seller.id}?page=3`);
    // A page number that is no number is the first page.
    expect(text((await page(`/seller/${seller.id}?page=abc`)).html)).toContain("Page 1 of 3");
  });

  it("lists reviews newest first, 10 a page, with the author, the listing, the reply and the average", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id, { name: "Toyota Vitz 2015" });
    const start = Date.now() - 1000 * MINUTE;
    for (let n = 1; n <= 12; n += 1) {
      const author = await createSeller({ name: `Buyer ${n}`, displayUsername: `Buyer_${n}` });
      await db.insert(reviews).values({
        sellerId: seller.id,
        authorId: author.id,
        listingId: listing.id,
        listingName: listing.name,
        rating: n % 2 === 0 ? 5 : 4,
        comment: `Review number ${n}: honest seller, the car was as described.`,
        reply: n === 12 ? "Thank you for buying!" : null,
        repliedAt: n === 12 ? new Date() : null,
        createdAt: new Date(start + n * MINUTE),
        updatedAt: new Date(start + n * MINUTE),
      });
    }
    const first = text((await page(`/seller/${seller.id}`)).html);
    expect(first).toContain("4.5 out of 5 from 12 reviews");
    expect(first).toContain("Reviews page 1 of 2");
    expect(first.indexOf("Review number 12:")).toBeLessThan(first.indexOf("Review number 11:"));
    expect(first).toContain("Review number 3:");
    expect(first).not.toContain("Review number 2:");
    expect(first).toContain("Buyer 12");
    expect(first).toContain("About Toyota Vitz 2015");
    expect(first).toContain("Thank you for buying!");
    const second = text((await page(`/seller/${seller.id}?reviews=2`)).html);
    expect(second).toContain("Reviews page 2 of 2");
    expect(second).toContain("Review number 2:");
    expect(second).toContain("Review number 1:");
    expect(second).not.toContain("Review number 3:");
  });

  it("has a canonical address, preview tags and JSON-LD, all escaped", async () => {
    const name = `Mama "Njeri" </script><script>alert(1)</script>`;
    const seller = await createSeller({ displayUsername: name });
    await createListing(seller.id, { businessName: `Njeri's "Best" </script> Shop` });
    const { html } = await page(`/seller/${seller.id}`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/seller/${seller.id}"/>`);
    expect(html).toContain('property="og:title"');
    expect(html).toContain(`property="og:url" content="${ORIGIN}/seller/${seller.id}"`);
    expect(html).not.toContain("<script>alert(1)</script>");
    const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(ld).not.toContain("</script");
    const schema = JSON.parse(ld) as Record<string, unknown>;
    expect(schema).toMatchObject({ "@type": "Organization", name: `Njeri's "Best" </script> Shop`, alternateName: name, url: `${ORIGIN}/seller/${seller.id}` });
    expect(schema).not.toHaveProperty("aggregateRating");
  });

  it("reads a page of the seller's listings through their index, without sorting", async () => {
    const plan = await planOfQuery(storefrontListingsQuery(db, "seller-a", 3));
    expect(plan).toMatch(/SEARCH listings USING INDEX listings_user_recent_idx \(user_ref=\?\)/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it("is cacheable for visitors like the other public pages, and private with a session", async () => {
    const seller = await createSeller();
    const visitor = await call(`/seller/${seller.id}`, { headers: BROWSER });
    expect(visitor.headers.get("cache-control") ?? "").not.toContain("no-store");
    const someone = await newUser("storefront_cache");
    const signedIn = await call(`/seller/${seller.id}`, { headers: { ...BROWSER, cookie: someone.cookie } });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-cache");
  });
});

describe("the storefront's review forms", () => {
  async function talkedPair(tag: string) {
    const seller = await newUser(`sfseller_${tag}`);
    const buyer = await newUser(`sfbuyer_${tag}`);
    const listing = await createListing(seller.id, { name: `Fridge ${tag}` });
    await converse(seller.id, listing.id, buyer.id, new Date(Date.now() - 60 * MINUTE), 30);
    return { seller, buyer, listing };
  }

  function form(fields: Record<string, string>) {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    return { method: "POST", body, headers: BROWSER, redirect: "manual" as const };
  }

  it("offers the form only to a buyer who has talked with the seller, preselects ?review=, and keeps values by the field on a refusal", async () => {
    const { seller, buyer, listing } = await talkedPair("alpha");
    const path = `/seller/${seller.id}`;
    expect((await page(path)).html).not.toContain('id="write-review-heading"');
    expect(text((await page(path)).html)).toContain("Sign in to review this seller");
    expect(await seller.as(path, { headers: BROWSER }).then((r) => r.text())).not.toContain('id="write-review-heading"');
    const stranger = await newUser("sfstranger_alpha");
    expect(await stranger.as(path, { headers: BROWSER }).then((r) => r.text())).not.toContain('id="write-review-heading"');
    const own = await buyer.as(`${path}?review=${listing.id}`, { headers: BROWSER }).then((r) => r.text());
    expect(own).toContain('id="write-review-heading"');
    expect(own).toMatch(new RegExp(`<option value="${listing.id}" selected="">`));

    const refused = await buyer.as(path, form({ intent: "review", listingId: String(listing.id), rating: "4", comment: "Short" }));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Please write at least 10 characters about the seller.");
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>Short<\/textarea>/);
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="4"/);
    // No star chosen: the radio group sends nothing, and the answer is the form's own sentence.
    const unrated = await buyer.as(path, form({ intent: "review", listingId: String(listing.id), comment: "Answered quickly and kindly." }));
    expect(unrated.status).toBe(400);
    const unratedHtml = await unrated.text();
    expect(unratedHtml).toContain("Please choose a rating from 1 to 5 stars.");
    expect(unratedHtml).not.toContain("Invalid key");
    expect(await db.select().from(reviews).where(eq(reviews.sellerId, seller.id))).toHaveLength(0);
  });

  it("posts a review without scripts, shows it with the new average, then the author edits it and the seller replies once", async () => {
    const { seller, buyer, listing } = await talkedPair("beta");
    const path = `/seller/${seller.id}`;
    const posted = await buyer.as(
      path,
      form({ intent: "review", listingId: String(listing.id), rating: "4", comment: "Quick replies and the fridge works well." }),
    );
    expect(posted.status).toBe(302);
    const [review] = await db.select().from(reviews).where(eq(reviews.sellerId, seller.id));
    expect(posted.headers.get("location")).toBe(`${path}#review-${review?.id}`);
    expect(posted.headers.getSetCookie().join(";")).toContain("sokoni_flash=");
    const after = text(await buyer.as(path, { headers: BROWSER }).then((r) => r.text()));
    expect(after).toContain("Quick replies and the fridge works well.");
    expect(after).toContain("4.0 out of 5 from 1 review");
    // Nothing left to review: the form is gone.
    expect(after).not.toContain("Write a review");

    const edited = await buyer.as(
      path,
      form({ intent: "edit-review", reviewId: String(review?.id), rating: "5", comment: "Even better after a week of use." }),
    );
    expect(edited.status).toBe(302);
    expect(text(await call(path, { headers: BROWSER }).then((r) => r.text()))).toContain("5.0 out of 5 from 1 review");

    // Someone else cannot edit it; the seller cannot edit it either.
    const stranger = await newUser("sfstranger_beta");
    const forged = await stranger.as(
      path,
      form({ intent: "edit-review", reviewId: String(review?.id), rating: "1", comment: "Changed by someone else entirely." }),
    );
    expect(forged.status).toBe(403);

    const reply = await seller.as(path, form({ intent: "reply", reviewId: String(review?.id), text: "Thank you, enjoy it!" }));
    expect(reply.status).toBe(302);
    const again = await seller.as(path, form({ intent: "reply", reviewId: String(review?.id), text: "A second reply." }));
    expect(again.status).toBe(409);
    const shown = text(await call(path, { headers: BROWSER }).then((r) => r.text()));
    expect(shown).toContain("Thank you, enjoy it!");
    expect(shown).not.toContain("A second reply.");

    const reported = await stranger.as(path, form({ intent: "report-review", reviewId: String(review?.id), reason: "Looks fake" }));
    expect(reported.status).toBe(302);
    const twice = await stranger.as(path, form({ intent: "report-review", reviewId: String(review?.id), reason: "Looks fake" }));
    expect(twice.status).toBe(409);

    const removed = await buyer.as(path, form({ intent: "delete-review", reviewId: String(review?.id) }));
    expect(removed.status).toBe(302);
    expect(await db.select().from(reviews).where(eq(reviews.sellerId, seller.id))).toHaveLength(0);
  });

  it("refuses visitors and unknown reviews with one sentence, never a 500", async () => {
    const { seller } = await talkedPair("gamma");
    const path = `/seller/${seller.id}`;
    const visitor = await call(path, {
      ...form({ intent: "review", listingId: "1", rating: "5", comment: "Ten characters at least" }),
      headers: { ...BROWSER, origin: ORIGIN },
    });
    expect(visitor.status).toBe(401);
    const someone = await newUser("sfsomeone_gamma");
    for (const reviewId of ["999999", "abc", ""]) {
      const answer = await someone.as(path, form({ intent: "report-review", reviewId, reason: "Spam" }));
      expect(answer.status, reviewId).toBe(404);
    }
    expect((await someone.as(path, form({ intent: "nonsense" }))).status).toBe(400);
  });
});
