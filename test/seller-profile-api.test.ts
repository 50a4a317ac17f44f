import { describe, expect, it } from "vitest";
import { phones, reviews } from "../worker/db/schema";
import { storeMessages } from "./chat-fixtures";
import { call, createListing, createSeller, db, json } from "./fixtures";

interface Profile {
  _id: string;
  username: string;
  listingCount: number;
  phoneVerified: boolean;
  rating: { average: number | null; count: number };
  responseRate: number | null;
  responseMinutes: number | null;
}

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

async function profileOf(id: string): Promise<Profile> {
  const response = await call(`/api/users/${id}`);
  expect(response.status).toBe(200);
  return (await json<{ data: Profile }>(response)).data;
}

/** A buyer's message about a listing `ago` ms ago and, when `replyAfter` is given, the seller's answer that many ms later. */
async function conversation(listingId: number, sellerId: string, buyerId: string, ago: number, replyAfter?: number) {
  const now = Date.now();
  await storeMessages({ listingId, senderId: buyerId, recipientId: sellerId, body: "Hello, is this still available?", createdAt: new Date(now - ago) });
  if (replyAfter !== undefined) {
    await storeMessages({ listingId, senderId: sellerId, recipientId: buyerId, body: "Yes it is.", createdAt: new Date(now - ago + replyAfter) });
  }
}

describe("GET /api/users/:id: the seller's trust figures", () => {
  it("are empty for a new seller", async () => {
    const seller = await createSeller();
    expect(await profileOf(seller.id)).toMatchObject({
      _id: seller.id,
      listingCount: 0,
      phoneVerified: false,
      rating: { average: null, count: 0 },
      responseRate: null,
      responseMinutes: null,
    });
  });

  it("show the response rate and median reply time once three buyers wrote within 90 days", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    const [a, b, c, d, old] = await Promise.all([createSeller(), createSeller(), createSeller(), createSeller(), createSeller()]);
    await conversation(listing.id, seller.id, a.id, 5 * DAY, 10 * MINUTE);
    await conversation(listing.id, seller.id, b.id, 4 * DAY, 30 * MINUTE);
    // Two conversations are not enough.
    expect(await profileOf(seller.id)).toMatchObject({ responseRate: null, responseMinutes: null });
    await conversation(listing.id, seller.id, c.id, 3 * DAY, 90 * MINUTE);
    await conversation(listing.id, seller.id, d.id, 2 * DAY);
    // Older than the window: not counted at all.
    await conversation(listing.id, seller.id, old.id, 100 * DAY, MINUTE);
    expect(await profileOf(seller.id)).toMatchObject({ responseRate: 0.75, responseMinutes: 30 });
  });

  it("do not count conversations where the seller was the buyer", async () => {
    const seller = await createSeller();
    const other = await createSeller();
    const theirListing = await createListing(other.id);
    const [a, b] = await Promise.all([createSeller(), createSeller()]);
    const own = await createListing(seller.id);
    await conversation(own.id, seller.id, a.id, 2 * DAY, MINUTE);
    await conversation(own.id, seller.id, b.id, 2 * DAY, MINUTE);
    // The seller asked about someone else's listing long ago and got an answer recently.
    await storeMessages(
      { listingId: theirListing.id, senderId: seller.id, recipientId: other.id, body: "Still there?", createdAt: new Date(Date.now() - 120 * DAY) },
      { listingId: theirListing.id, senderId: other.id, recipientId: seller.id, body: "Yes.", createdAt: new Date(Date.now() - DAY) },
    );
    expect(await profileOf(seller.id)).toMatchObject({ responseRate: null, responseMinutes: null });
  });

  it("say phoneVerified once the seller has a confirmed number", async () => {
    const seller = await createSeller();
    expect((await profileOf(seller.id)).phoneVerified).toBe(false);
    await db.insert(phones).values({ phoneNumber: "+254722000111", userId: seller.id, verifiedAt: new Date() });
    expect((await profileOf(seller.id)).phoneVerified).toBe(true);
  });

  it("rate the seller without the reviews an admin removed", async () => {
    const seller = await createSeller();
    const admin = await createSeller();
    const [a, b, c] = await Promise.all([createSeller(), createSeller(), createSeller()]);
    const review = (authorId: string, rating: number, removed = false) => ({
      sellerId: seller.id,
      authorId,
      listingName: "Toyota Fielder 2014 1500cc",
      rating,
      comment: "Honest seller, the car was as described.",
      ...(removed ? { removedAt: new Date(), removedBy: admin.id } : {}),
    });
    await db.insert(reviews).values([review(a.id, 5), review(b.id, 4), review(c.id, 1, true)]);
    expect((await profileOf(seller.id)).rating).toEqual({ average: 4.5, count: 2 });
  });

  it("count only the listings others can see and buy", async () => {
    const seller = await createSeller();
    await createListing(seller.id);
    await createListing(seller.id, { name: "Hidden by a moderator", isHidden: true });
    await createListing(seller.id, { name: "Sold already", isAvailable: false });
    expect((await profileOf(seller.id)).listingCount).toBe(1);
  });

  it("never carry the email or the phone numbers", async () => {
    const seller = await createSeller();
    await db.insert(phones).values({ phoneNumber: "+254722000222", userId: seller.id, verifiedAt: new Date() });
    const text = await (await call(`/api/users/${seller.id}`)).text();
    expect(text).not.toContain(seller.email);
    expect(text).not.toContain("722000222");
  });
});

describe("the listing page's seller", () => {
  it("links the seller's name to their storefront and shows their badges and rating", async () => {
    const seller = await createSeller({ isSellerVerified: true });
    const listing = await createListing(seller.id, { sellerName: "Otieno <Ouma>" });
    const buyer = await createSeller();
    await db.insert(phones).values({ phoneNumber: "+254722000333", userId: seller.id, verifiedAt: new Date() });
    const [other, admin] = await Promise.all([createSeller(), createSeller()]);
    await db.insert(reviews).values([
      { sellerId: seller.id, authorId: buyer.id, listingId: listing.id, listingName: listing.name, rating: 4, comment: "Good seller, fair price." },
      // Removed by an admin: it counts neither on the page nor in the API.
      {
        sellerId: seller.id,
        authorId: other.id,
        listingId: listing.id,
        listingName: listing.name,
        rating: 1,
        comment: "Abusive words here.",
        removedAt: new Date(),
        removedBy: admin.id,
      },
    ]);
    const html = await (await call(`/listing/${listing.id}`)).text();
    expect(html).toContain(`href="/seller/${encodeURIComponent(seller.id)}"`);
    expect(html).toContain("Otieno &lt;Ouma&gt;");
    expect(html).toContain("Phone verified");
    expect(html).toContain("Rated 4.0 out of 5 from 1 review<");
    expect((await profileOf(seller.id)).rating).toEqual({ average: 4, count: 1 });
  });

  it("shows up to four of the seller's other visible, available listings, never the current one", async () => {
    const seller = await createSeller();
    const other = await createSeller();
    const current = await createListing(seller.id, { name: "The listing being viewed" });
    await createListing(seller.id, { name: "Hidden one of theirs", isHidden: true });
    await createListing(seller.id, { name: "Sold one of theirs", isAvailable: false });
    await createListing(other.id, { name: "Someone else's listing" });
    for (let n = 1; n <= 5; n++) await createListing(seller.id, { name: `Other listing number ${n}`, createdAt: new Date(Date.now() - n * DAY) });
    const html = await (await call(`/listing/${current.id}`)).text();
    const row = sellerRowOf(html);
    expect(row).toContain("More from this seller");
    for (const n of [1, 2, 3, 4]) expect(row).toContain(`Other listing number ${n}`);
    // The page's other row (Similar listings) may show others; the seller's row may not.
    for (const absent of ["Other listing number 5", "Someone else's listing"]) expect(row).not.toContain(absent);
    for (const absent of ["Hidden one of theirs", "Sold one of theirs"]) expect(html).not.toContain(absent);
    expect(row).not.toContain(`href="/listing/${current.id}"`);
  });

  it("has no row and no badges when the seller has nothing else", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    const html = await (await call(`/listing/${listing.id}`)).text();
    expect(html).not.toContain("More from this seller");
    expect(html).not.toContain("Phone verified");
    expect(html).not.toContain("out of 5");
  });
});

/** The listing page's "More from this seller" row, up to the row after it (Similar listings). */
function sellerRowOf(html: string): string {
  const row = html.slice(html.indexOf('id="more-from-seller"'));
  const next = row.indexOf('class="listing-row similar-listings"');
  return next === -1 ? row : row.slice(0, next);
}

describe("the seller's name on cards", () => {
  it("links to the storefront on list pages, and is left out where every card is the same seller's", async () => {
    const seller = await createSeller();
    await createListing(seller.id, { sellerName: "Wanjiru & <Sons>", name: "Toyota Axio 2016 for the card test" });
    const other = await createListing(seller.id, { name: "Second listing of the same seller" });
    const storefront = `href="/seller/${encodeURIComponent(seller.id)}"`;
    const browse = await (await call("/browse?category=Vehicles")).text();
    const card = browse.slice(browse.indexOf("Toyota Axio 2016 for the card test"));
    expect(card.slice(0, card.indexOf("</article>"))).toMatch(
      new RegExp(
        `class="listing-card-seller"><span class="visually-hidden">Seller: </span><a [^>]*${storefront.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^>]*>Wanjiru &amp; &lt;Sons&gt;</a>`,
      ),
    );
    expect(await (await call(`/seller/${encodeURIComponent(seller.id)}`)).text()).not.toContain("listing-card-seller");
    const listingPage = await (await call(`/listing/${other.id}`)).text();
    expect(sellerRowOf(listingPage)).not.toContain("listing-card-seller");
  });
});
