import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "../app/domain/reviews";
import { buildRequestContext } from "../worker/context";
import type { SessionUser } from "../worker/context";
import { ratingOf, ratingsOf, reviewableListings, reviewSellerFor } from "../worker/services/safety/reviews";
import { storeMessages } from "./chat-fixtures";
import { call, createListing, createSeller, json, newUser, ORIGIN, workerEnv } from "./fixtures";

type User = Awaited<ReturnType<typeof newUser>>;
type Envelope<T = unknown> = { success: boolean; data: T; message?: string };
interface Review {
  _id: string;
  sellerId: string;
  author: { _id: string; username: string };
  listingId: string | null;
  listingName: string;
  rating: number;
  comment: string;
  reply: { text: string; createdAt: string } | null;
  editableUntil: string;
}
interface Rating {
  average: number | null;
  count: number;
}

const COMMENT = "Quick replies and the fridge was exactly as described.";

let names = 0;
/** A fresh username: letters only (docs/decisions/023), so the counter is written in letters. */
function uniqueName(prefix: string): string {
  names += 1;
  let suffix = "";
  for (let n = names; n > 0; n = Math.floor(n / 26)) suffix = String.fromCharCode(97 + (n % 26)) + suffix;
  return `${prefix}_x${suffix}`;
}

/** One message about a listing, written straight into D1 (the conversation the rules look at). */
async function write(listingId: number, from: User, to: User, body = "Is it still available?"): Promise<void> {
  await storeMessages({ listingId, senderId: from.id, recipientId: to.id, body });
}

/** A buyer and a seller who wrote to each other about one of the seller's listings. */
async function conversation(seller?: User, buyer?: User) {
  const s = seller ?? (await newUser(uniqueName("seller")));
  const b = buyer ?? (await newUser(uniqueName("buyer")));
  const listing = await createListing(s.id, { name: "Hotpoint fridge 200 litres" });
  await write(listing.id, b, s);
  await write(listing.id, s, b, "Yes, come and see it in Ruaka.");
  return { seller: s, buyer: b, listingId: listing.id };
}

function sendJson(person: User, method: string, path: string, body?: unknown) {
  return person.as(path, { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
}

function review(buyer: User, sellerId: string, listingId: number | string, rating = 5, comment = COMMENT) {
  return sendJson(buyer, "POST", `/api/users/${sellerId}/reviews`, { listingId: String(listingId), rating, comment });
}

async function created(response: Response): Promise<Review> {
  expect(response.status).toBe(201);
  return (await json<Envelope<Review>>(response)).data;
}

/** The seller's rating as the service computes it (ratingOf: what the storefront and the API show). */
async function ratingOfSeller(sellerId: string): Promise<Rating> {
  const ctx = buildRequestContext(new Request("http://localhost/"), workerEnv(), { waitUntil: () => {} });
  const rating = await ratingOf(ctx, sellerId);
  // The many-sellers form agrees with the one-seller form.
  expect((await ratingsOf(ctx, [sellerId, "nobody-at-all"])).get(sellerId)).toEqual(rating);
  return { count: rating.count, average: rating.average };
}

/** The public list of a seller's reviews. */
async function listed(sellerId: string, query = "") {
  const response = await call(`/api/users/${sellerId}/reviews${query}`);
  expect(response.status).toBe(200);
  return (await json<Envelope<{ reviews: Review[]; total: number }>>(response)).data;
}

async function makeAdmin(person: User): Promise<void> {
  await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(person.id).run();
}

async function backdate(reviewId: string, days: number): Promise<void> {
  await env.DB.prepare("UPDATE reviews SET created_at = ? WHERE id = ?")
    .bind(Date.now() - days * 24 * 60 * 60 * 1000, Number(reviewId))
    .run();
}

async function expectRefusal(response: Response, status: number, message: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(await json(response)).toMatchObject({ success: false, message });
}

describe("who may review a seller", () => {
  it("needs a two-way conversation about that listing: none, or only one side writing, is a 403", async () => {
    const seller = await newUser(uniqueName("seller"));
    const buyer = await newUser(uniqueName("buyer"));
    const listing = await createListing(seller.id);
    await expectRefusal(await review(buyer, seller.id, listing.id), 403, REVIEW_MESSAGES.noConversation);
    // Only the buyer wrote.
    await write(listing.id, buyer, seller);
    await expectRefusal(await review(buyer, seller.id, listing.id), 403, REVIEW_MESSAGES.noConversation);
    // The seller wrote about another listing: still not this one.
    const other = await createListing(seller.id, { name: "Another listing entirely" });
    await write(other.id, seller, buyer);
    await expectRefusal(await review(buyer, seller.id, listing.id), 403, REVIEW_MESSAGES.noConversation);
    // Only the seller wrote (to a buyer who never wrote about it).
    const third = await newUser(uniqueName("buyer"));
    await write(listing.id, seller, third);
    await expectRefusal(await review(third, seller.id, listing.id), 403, REVIEW_MESSAGES.noConversation);
    // Both wrote: the review is published.
    await write(listing.id, seller, buyer, "Yes, it is.");
    const published = await created(await review(buyer, seller.id, listing.id, 4));
    expect(published).toMatchObject({ sellerId: seller.id, listingId: String(listing.id), rating: 4, comment: COMMENT, reply: null });
    expect(published.author._id).toBe(buyer.id);
    expect(Date.parse(published.editableUntil) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  });

  it("refuses a second review of the same listing with a 409, even while the first is being sent", async () => {
    const { seller, buyer, listingId } = await conversation();
    await created(await review(buyer, seller.id, listingId));
    await expectRefusal(await review(buyer, seller.id, listingId, 1), 409, REVIEW_MESSAGES.already);
    expect((await ratingOfSeller(seller.id)).count).toBe(1);
  });

  it("two sends at once leave one review", async () => {
    const { seller, buyer, listingId } = await conversation();
    const answers = await Promise.all([review(buyer, seller.id, listingId), review(buyer, seller.id, listingId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await ratingOfSeller(seller.id)).count).toBe(1);
  });

  it("never lets a user review themselves", async () => {
    const seller = await newUser(uniqueName("seller"));
    const listing = await createListing(seller.id);
    await expectRefusal(await review(seller, seller.id, listing.id), 403, REVIEW_MESSAGES.self);
  });

  it("needs a session, a known seller, the seller's own listing and a valid body", async () => {
    const { seller, buyer, listingId } = await conversation();
    const anonymous = await call(`/api/users/${seller.id}/reviews`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ listingId, rating: 5, comment: COMMENT }),
    });
    await expectRefusal(anonymous, 401, REVIEW_MESSAGES.signIn);
    await expectRefusal(await review(buyer, "nobody-at-all", listingId), 404, REVIEW_MESSAGES.userNotFound);
    await expectRefusal(await review(buyer, seller.id, 999_999), 404, REVIEW_MESSAGES.listingGone);
    // A listing of someone else's is not this seller's to be reviewed for.
    const elsewhere = await conversation(undefined, buyer);
    await expectRefusal(await review(buyer, seller.id, elsewhere.listingId), 403, REVIEW_MESSAGES.noConversation);
    await expectRefusal(await review(buyer, seller.id, listingId, 0), 400, REVIEW_MESSAGES.rating);
    await expectRefusal(await review(buyer, seller.id, listingId, 6), 400, REVIEW_MESSAGES.rating);
    await expectRefusal(await review(buyer, seller.id, listingId, 5, "Too short"), 400, REVIEW_MESSAGES.commentShort);
    await expectRefusal(await review(buyer, seller.id, listingId, 5, "x".repeat(1001)), 400, REVIEW_MESSAGES.commentLong);
    expect((await ratingOfSeller(seller.id)).count).toBe(0);
  });

  it("a deleted listing can no longer be reviewed, but its reviews stay with the name it had", async () => {
    const { seller, buyer, listingId } = await conversation();
    const late = await newUser(uniqueName("buyer"));
    await write(listingId, late, seller);
    await write(listingId, seller, late);
    const kept = await created(await review(buyer, seller.id, listingId));
    await env.DB.prepare("DELETE FROM listings WHERE id = ?").bind(listingId).run();
    await expectRefusal(await review(late, seller.id, listingId), 404, REVIEW_MESSAGES.listingGone);
    const { reviews } = await listed(seller.id);
    expect(reviews.map((r) => [r._id, r.listingId, r.listingName])).toEqual([[kept._id, null, "Hotpoint fridge 200 litres"]]);
  });
});

describe("what a thread and the storefront offer to review", () => {
  const as = (person: User) => ({ id: person.id }) as SessionUser;
  const context = () => buildRequestContext(new Request("http://localhost/"), workerEnv(), { waitUntil: () => {} });

  it("only the buyer, only once both wrote, until they have reviewed; never the seller", async () => {
    const seller = await newUser(uniqueName("seller"));
    const buyer = await newUser(uniqueName("buyer"));
    const listing = await createListing(seller.id, { name: "Ramtons microwave 20 litres" });
    await write(listing.id, buyer, seller);
    const conversation = await env.DB.prepare("SELECT id FROM conversations WHERE listing_id = ? AND buyer_id = ?")
      .bind(listing.id, buyer.id)
      .first<{ id: number }>();
    const id = conversation?.id ?? 0;
    const asBuyer = { id, role: "buyer" as const, listingId: String(listing.id), sellerId: seller.id };
    // The thread's "Review this seller" (docs/decisions/052): the buyer's side only.
    const threadOffer = (person: User) => reviewSellerFor(context(), as(person), person.id === buyer.id ? asBuyer : { ...asBuyer, role: "seller" });
    expect(await threadOffer(buyer)).toBeNull();
    expect(await reviewableListings(context(), as(buyer), seller.id)).toEqual([]);
    await write(listing.id, seller, buyer);
    expect(await threadOffer(buyer)).toBe(seller.id);
    expect(await reviewableListings(context(), as(buyer), seller.id)).toEqual([{ listingId: String(listing.id), listingName: "Ramtons microwave 20 litres" }]);
    // The seller is in the same conversation, but has nobody to review for their own listing.
    expect(await threadOffer(seller)).toBeNull();
    expect(await reviewableListings(context(), as(seller), seller.id)).toEqual([]);
    await created(await review(buyer, seller.id, listing.id));
    expect(await threadOffer(buyer)).toBeNull();
    expect(await reviewableListings(context(), as(buyer), seller.id)).toEqual([]);
  });
});

describe("editing and deleting", () => {
  it("the author may edit and delete within 7 days; nobody else may", async () => {
    const { seller, buyer, listingId } = await conversation();
    const mine = await created(await review(buyer, seller.id, listingId, 2));
    const stranger = await newUser(uniqueName("stranger"));
    await expectRefusal(await sendJson(stranger, "PATCH", `/api/reviews/${mine._id}`, { rating: 1, comment: COMMENT }), 403, REVIEW_MESSAGES.notAuthor);
    await expectRefusal(await sendJson(seller, "DELETE", `/api/reviews/${mine._id}`), 403, REVIEW_MESSAGES.notAuthor);
    const edited = await sendJson(buyer, "PATCH", `/api/reviews/${mine._id}`, { rating: "4", comment: "Changed my mind: he sorted it." });
    expect(edited.status).toBe(200);
    expect((await json<Envelope<Review>>(edited)).data).toMatchObject({ rating: 4, comment: "Changed my mind: he sorted it." });
    expect(await ratingOfSeller(seller.id)).toEqual({ count: 1, average: 4 });
    expect((await sendJson(buyer, "DELETE", `/api/reviews/${mine._id}`)).status).toBe(200);
    expect(await listed(seller.id)).toEqual({ reviews: [], total: 0 });
    await expectRefusal(await sendJson(buyer, "DELETE", `/api/reviews/${mine._id}`), 404, REVIEW_MESSAGES.notFound);
  });

  it("after 7 days neither edit nor delete is allowed", async () => {
    const { seller, buyer, listingId } = await conversation();
    const mine = await created(await review(buyer, seller.id, listingId, 3));
    await backdate(mine._id, 7.01);
    await expectRefusal(await sendJson(buyer, "PATCH", `/api/reviews/${mine._id}`, { rating: 5, comment: COMMENT }), 403, REVIEW_MESSAGES.editClosed);
    await expectRefusal(await sendJson(buyer, "DELETE", `/api/reviews/${mine._id}`), 403, REVIEW_MESSAGES.editClosed);
    expect(await ratingOfSeller(seller.id)).toEqual({ count: 1, average: 3 });
    await backdate(mine._id, 6.9);
    expect((await sendJson(buyer, "PATCH", `/api/reviews/${mine._id}`, { rating: 5, comment: COMMENT })).status).toBe(200);
  });
});

describe("the seller's reply", () => {
  it("only the seller replies, once, and the reply is public", async () => {
    const { seller, buyer, listingId } = await conversation();
    const mine = await created(await review(buyer, seller.id, listingId, 3));
    await expectRefusal(await sendJson(buyer, "POST", `/api/reviews/${mine._id}/reply`, { text: "Replying to myself" }), 403, REVIEW_MESSAGES.replyNotSeller);
    const replied = await sendJson(seller, "POST", `/api/reviews/${mine._id}/reply`, { text: "Thank you, karibu tena!" });
    expect(replied.status).toBe(201);
    expect((await json<Envelope<Review>>(replied)).data.reply?.text).toBe("Thank you, karibu tena!");
    await expectRefusal(await sendJson(seller, "POST", `/api/reviews/${mine._id}/reply`, { text: "A second reply" }), 409, REVIEW_MESSAGES.alreadyReplied);
    const { reviews } = await listed(seller.id);
    expect(reviews[0]?.reply?.text).toBe("Thank you, karibu tena!");
    await expectRefusal(await sendJson(seller, "POST", "/api/reviews/999999/reply", { text: "Hello there" }), 404, REVIEW_MESSAGES.notFound);
    await expectRefusal(await sendJson(seller, "POST", "/api/reviews/abc/reply", { text: "Hello there" }), 404, REVIEW_MESSAGES.notFound);
  });
});

describe("reports and removal", () => {
  it("anyone signed in but the author reports once; an admin removes the review and it stops counting", async () => {
    const { seller, buyer, listingId } = await conversation();
    const second = await conversation(seller);
    const kept = await created(await review(second.buyer, seller.id, second.listingId, 5));
    const bad = await created(await review(buyer, seller.id, listingId, 1, "Terrible seller, call 0700 000 000 instead"));
    expect(await ratingOfSeller(seller.id)).toEqual({ count: 2, average: 3 });

    const reporter = await newUser(uniqueName("reporter"));
    await expectRefusal(await sendJson(buyer, "POST", `/api/reviews/${bad._id}/reports`, { reason: "Mine" }), 403, REVIEW_MESSAGES.reportOwn);
    await expectRefusal(await sendJson(reporter, "POST", `/api/reviews/${bad._id}/reports`, { reason: "  " }), 400, REVIEW_MESSAGES.reasonRequired);
    expect((await sendJson(reporter, "POST", `/api/reviews/${bad._id}/reports`, { reason: "Advertises another number" })).status).toBe(201);
    await expectRefusal(await sendJson(reporter, "POST", `/api/reviews/${bad._id}/reports`, { reason: "Again" }), 409, REVIEW_MESSAGES.alreadyReported);
    expect((await sendJson(seller, "POST", `/api/reviews/${bad._id}/reports`, { reason: "Not a real buyer" })).status).toBe(201);
    expect((await sendJson(seller, "POST", `/api/reviews/${kept._id}/reports`, { reason: "Just because" })).status).toBe(201);

    const admin = await newUser(uniqueName("admin"));
    await expectRefusal(await reporter.as("/api/admin/reviews/reported"), 403, "Only admins can do this.");
    await makeAdmin(admin);
    const reported = (
      await json<Envelope<(Review & { reportCount: number; sellerName: string; reports: { reason: string }[] })[]>>(
        await admin.as("/api/admin/reviews/reported"),
      )
    ).data;
    expect(reported.map((r) => [r._id, r.reportCount])).toEqual([
      [bad._id, 2],
      [kept._id, 1],
    ]);
    expect(reported[0]?.reports.map((r) => r.reason).sort()).toEqual(["Advertises another number", "Not a real buyer"]);

    await expectRefusal(await sendJson(reporter, "POST", `/api/admin/reviews/${bad._id}/remove`), 403, "Only admins can do this.");
    expect((await sendJson(admin, "POST", `/api/admin/reviews/${bad._id}/remove`)).status).toBe(200);
    expect(await ratingOfSeller(seller.id)).toEqual({ count: 1, average: 5 });
    expect((await listed(seller.id)).reviews.map((r) => r._id)).toEqual([kept._id]);
    const row = await env.DB.prepare("SELECT removed_by FROM reviews WHERE id = ?").bind(Number(bad._id)).first<{ removed_by: string }>();
    expect(row?.removed_by).toBe(admin.id);
    // A removed review is gone for every action.
    await expectRefusal(await sendJson(buyer, "PATCH", `/api/reviews/${bad._id}`, { rating: 5, comment: COMMENT }), 404, REVIEW_MESSAGES.notFound);
    await expectRefusal(await sendJson(seller, "POST", `/api/reviews/${bad._id}/reply`, { text: "Thanks" }), 404, REVIEW_MESSAGES.notFound);
    await expectRefusal(await sendJson(admin, "POST", `/api/reviews/${bad._id}/reports`, { reason: "Spam" }), 404, REVIEW_MESSAGES.notFound);
    await expectRefusal(await sendJson(admin, "POST", `/api/admin/reviews/${bad._id}/remove`), 404, REVIEW_MESSAGES.notFound);
    // ... and the buyer cannot write another one for that listing.
    await expectRefusal(await review(buyer, seller.id, listingId, 5), 409, REVIEW_MESSAGES.already);

    // Dismissing the other's reports keeps the review and empties the list.
    expect((await sendJson(admin, "POST", `/api/admin/reviews/${kept._id}/dismiss`)).status).toBe(200);
    expect((await json<Envelope<unknown[]>>(await admin.as("/api/admin/reviews/reported"))).data).toEqual([]);
    expect(await ratingOfSeller(seller.id)).toEqual({ count: 1, average: 5 });
  });
});

describe("the public list", () => {
  it("pages newest first with the total; unknown sellers are a 404", async () => {
    const seller = await newUser(uniqueName("seller"));
    const listing = await createListing(seller.id);
    const ids: string[] = [];
    // Twelve buyers written straight into D1 (signing twelve people up is slow).
    for (let index = 0; index < 12; index += 1) {
      const buyer = await createSeller();
      const row = await env.DB.prepare(
        "INSERT INTO reviews (seller_id, author_id, listing_id, listing_name, rating, comment, created_at) VALUES (?, ?, ?, 'Fridge', ?, ?, ?) RETURNING id",
      )
        .bind(seller.id, buyer.id, listing.id, (index % 5) + 1, COMMENT, Date.now() - (12 - index) * 60_000)
        .first<{ id: number }>();
      ids.unshift(String(row?.id));
    }
    const first = await listed(seller.id);
    expect(first.total).toBe(12);
    expect(first.reviews.map((r) => r._id)).toEqual(ids.slice(0, 10));
    expect((await listed(seller.id, "?startIndex=10&limit=10")).reviews.map((r) => r._id)).toEqual(ids.slice(10));
    expect((await listed(seller.id, "?limit=500")).reviews).toHaveLength(12);
    expect((await listed(seller.id, "?limit=abc&startIndex=-3")).reviews).toHaveLength(10);
    await expectRefusal(await call("/api/users/nobody-at-all/reviews"), 404, REVIEW_MESSAGES.userNotFound);
  });
});

describe("deleting an account", () => {
  it("removes the reviews a user wrote; the sellers they reviewed keep the right rating", async () => {
    const sellerA = await newUser(uniqueName("seller"));
    const sellerB = await newUser(uniqueName("seller"));
    const leaving = await newUser(uniqueName("leaving"));
    const staying = await newUser(uniqueName("staying"));
    const a1 = await conversation(sellerA, leaving);
    const a2 = await conversation(sellerA, staying);
    const b1 = await conversation(sellerB, leaving);
    await created(await review(leaving, sellerA.id, a1.listingId, 1));
    await created(await review(staying, sellerA.id, a2.listingId, 4));
    await created(await review(leaving, sellerB.id, b1.listingId, 2));
    expect(await ratingOfSeller(sellerA.id)).toEqual({ count: 2, average: 2.5 });

    expect((await sendJson(leaving, "DELETE", "/api/users/me")).status).toBe(200);
    expect(await ratingOfSeller(sellerA.id)).toEqual({ count: 1, average: 4 });
    expect(await ratingOfSeller(sellerB.id)).toEqual({ count: 0, average: null });
    const a = await listed(sellerA.id);
    expect(a.total).toBe(1);
    expect(a.reviews[0]?.author._id).toBe(staying.id);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM reviews WHERE author_id = ?").bind(leaving.id).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("removes a seller's reviews with their replies, and the reviews the seller wrote", async () => {
    const seller = await newUser(uniqueName("seller"));
    const buyer = await newUser(uniqueName("buyer"));
    const { listingId } = await conversation(seller, buyer);
    const theirs = await created(await review(buyer, seller.id, listingId, 5));
    expect((await sendJson(seller, "POST", `/api/reviews/${theirs._id}/reply`, { text: "Asante sana!" })).status).toBe(201);
    // The seller also bought something and reviewed that seller.
    const elsewhere = await newUser(uniqueName("seller"));
    const bought = await conversation(elsewhere, seller);
    await created(await review(seller, elsewhere.id, bought.listingId, 3));
    const reporter = await newUser(uniqueName("reporter"));
    expect((await sendJson(reporter, "POST", `/api/reviews/${theirs._id}/reports`, { reason: "Fake" })).status).toBe(201);

    expect((await sendJson(seller, "DELETE", "/api/users/me")).status).toBe(200);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM reviews WHERE seller_id = ? OR author_id = ?")
      .bind(seller.id, seller.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
    const replies = await env.DB.prepare("SELECT count(*) AS n FROM reviews WHERE reply = 'Asante sana!'").first<{ n: number }>();
    expect(replies?.n).toBe(0);
    const reports = await env.DB.prepare("SELECT count(*) AS n FROM review_reports").first<{ n: number }>();
    expect(reports?.n).toBe(0);
    expect(await ratingOfSeller(elsewhere.id)).toEqual({ count: 0, average: null });
    expect((await call(`/api/users/${seller.id}/reviews`)).status).toBe(404);
  });
});

describe("limits", () => {
  it("a buyer writes at most 10 reviews a day", async () => {
    const buyer = await newUser(uniqueName("buyer"));
    const seller = await newUser(uniqueName("seller"));
    for (let index = 0; index < 10; index += 1) {
      const { listingId } = await conversation(seller, buyer);
      expect((await review(buyer, seller.id, listingId)).status).toBe(201);
    }
    const { listingId } = await conversation(seller, buyer);
    await expectRefusal(await review(buyer, seller.id, listingId), 429, REVIEW_MESSAGES.tooManyReviews);
  });
});
