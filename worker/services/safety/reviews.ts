import { and, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { displayName } from "../../../app/domain/account";
import { canStillEdit, editableUntil, type Rating, ratingFrom, REVIEW_MESSAGES, type ReviewInput, type ReviewUpdate } from "../../../app/domain/reviews";
import type { RequestContext, SessionUser } from "../../context";
import type { Db } from "../../db/client";
import { listings, reviewReports, reviews, sellerRatings, user } from "../../db/schema";
import { ONCE_A_DAY_MS, withinRateLimit } from "../accounts/rate-limit";
import { adminOnly, Refusal } from "../refusal";
import { pagesChanged } from "../../edge-cache";

export type { Rating } from "../../../app/domain/reviews";

/** At most this many reviews, and reports of reviews, per account in a day. */
const REVIEWS_PER_DAY = 10;
const REVIEW_REPORTS_PER_DAY = 20;

/** A review as both faces show it (docs/api.md, Reviews). */
export interface ReviewJson {
  _id: string;
  sellerId: string;
  /** `username` is the handle; `name` what people read (app/domain/account.ts `displayName`). */
  author: { _id: string; username: string; name: string; avatar: string | null };
  listingId: string | null;
  listingName: string;
  rating: number;
  comment: string;
  reply: { text: string; createdAt: string } | null;
  createdAt: string;
  updatedAt: string;
  editableUntil: string;
}

const reviewColumns = {
  id: reviews.id,
  sellerId: reviews.sellerId,
  authorId: reviews.authorId,
  authorName: sql<string>`coalesce(${user.displayUsername}, ${user.username}, ${user.name})`,
  authorGivenName: user.name,
  authorAvatar: user.image,
  listingId: reviews.listingId,
  listingName: reviews.listingName,
  rating: reviews.rating,
  comment: reviews.comment,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

type ReviewRow = {
  id: number;
  sellerId: string;
  authorId: string;
  authorName: string;
  authorGivenName: string;
  authorAvatar: string | null;
  listingId: number | null;
  listingName: string;
  rating: number;
  comment: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

function toReviewJson(row: ReviewRow): ReviewJson {
  return {
    _id: String(row.id),
    sellerId: row.sellerId,
    author: {
      _id: row.authorId,
      username: row.authorName,
      name: displayName({ name: row.authorGivenName, username: row.authorName }),
      avatar: row.authorAvatar,
    },
    listingId: row.listingId === null ? null : String(row.listingId),
    listingName: row.listingName,
    rating: row.rating,
    comment: row.comment,
    reply: row.reply === null ? null : { text: row.reply, createdAt: (row.repliedAt ?? row.updatedAt).toISOString() },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: editableUntil(row.createdAt).toISOString(),
  };
}

/** A standing (not removed) review with its author, or undefined. */
async function standingReview(ctx: RequestContext, id: number): Promise<ReviewRow | undefined> {
  return ctx.db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.authorId))
    .where(and(eq(reviews.id, id), isNull(reviews.removedAt)))
    .get();
}

async function requireStandingReview(ctx: RequestContext, id: number): Promise<ReviewRow> {
  const row = await standingReview(ctx, id);
  if (!row) throw new Refusal(404, REVIEW_MESSAGES.notFound);
  return row;
}

/** D1 reports a unique index's refusal in the message of the error or of its cause (drizzle wraps it). */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (String((current as { message?: unknown }).message ?? current).includes("UNIQUE")) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** D1 binds at most 100 values a statement; ids go in slices well under that. */
const ID_SLICE = 90;

/**
 * The ratings of many sellers in one query a slice: the average and count of their standing
 * reviews, read through the partial index `reviews_seller_recent_idx` (removed reviews are not in
 * it). Sellers nobody reviewed get `{ average: null, count: 0 }`.
 */
export async function ratingsOf(ctx: RequestContext, sellerIds: string[]): Promise<Map<string, Rating>> {
  const ids = [...new Set(sellerIds)];
  const ratings = new Map<string, Rating>(ids.map((id) => [id, ratingFrom(0, 0)]));
  for (let start = 0; start < ids.length; start += ID_SLICE) {
    const rows = await ratingsQuery(ctx.db, ids.slice(start, start + ID_SLICE));
    for (const row of rows) ratings.set(row.sellerId, ratingFrom(Number(row.sum), row.count));
  }
  return ratings;
}

/** The sum and count of stars per seller, kept by triggers (seller_ratings; exported for test/query-plans.test.ts). */
export function ratingsQuery(db: Db, sellerIds: string[]) {
  return db
    .select({ sellerId: sellerRatings.sellerId, sum: sellerRatings.stars, count: sellerRatings.reviews })
    .from(sellerRatings)
    .where(inArray(sellerRatings.sellerId, sellerIds));
}

/** One seller's rating (the listing page, the profile API). */
export async function ratingOf(ctx: RequestContext, sellerId: string): Promise<Rating> {
  return (await ratingsOf(ctx, [sellerId])).get(sellerId) ?? ratingFrom(0, 0);
}

/** A seller's standing reviews, newest first, one page, and how many there are in all. */
export async function reviewsOfSeller(
  ctx: RequestContext,
  sellerId: string,
  page: { startIndex: number; limit: number },
): Promise<{ reviews: ReviewJson[]; total: number }> {
  const [rows, counted] = await ctx.db.batch([sellerReviewsQuery(ctx.db, sellerId, page), sellerReviewCountQuery(ctx.db, sellerId)]);
  return { reviews: rows.map(toReviewJson), total: counted[0]?.n ?? 0 };
}

/** One page of a seller's standing reviews, newest first (exported for test/query-plans.test.ts). */
export function sellerReviewsQuery(db: Db, sellerId: string, page: { startIndex: number; limit: number }) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.authorId))
    .where(and(eq(reviews.sellerId, sellerId), isNull(reviews.removedAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(Math.max(0, page.limit))
    .offset(Math.max(0, page.startIndex));
}

/** How many standing reviews a seller has. */
export function sellerReviewCountQuery(db: Db, sellerId: string) {
  return db
    .select({ n: sql<number>`coalesce(max(${sellerRatings.reviews}), 0)` })
    .from(sellerRatings)
    .where(eq(sellerRatings.sellerId, sellerId));
}

/**
 * The listings a buyer may review a seller for: both of them wrote about it to the other at least
 * once, the listing is the seller's, and the buyer has not reviewed it yet (a removed review still
 * counts as written). Starts from the buyer's own sent messages (messages_sender_recent_idx).
 */
export async function reviewableListings(ctx: RequestContext, me: SessionUser, sellerId: string): Promise<{ listingId: string; listingName: string }[]> {
  if (me.id === sellerId) return [];
  const rows = await ctx.db.all<{ id: number; name: string }>(sql`
    SELECT l.id AS id, l.name AS name FROM listings l
    WHERE l.user_ref = ${sellerId}
      AND l.id IN (SELECT m.listing_id FROM messages m WHERE m.sender_id = ${me.id} AND m.recipient_id = ${sellerId})
      AND EXISTS (SELECT 1 FROM messages m WHERE m.listing_id = l.id AND m.sender_id = ${sellerId} AND m.recipient_id = ${me.id})
      AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.author_id = ${me.id} AND r.listing_id = l.id)
    ORDER BY l.id DESC
    LIMIT 100`);
  return rows.map((row) => ({ listingId: String(row.id), listingName: row.name }));
}

/** Whether an account with this id exists (a seller's reviews of an unknown user are a 404). */
export async function sellerExists(ctx: RequestContext, id: string): Promise<boolean> {
  return (await ctx.db.select({ id: user.id }).from(user).where(eq(user.id, id)).get()) !== undefined;
}

/**
 * The seller a thread's buyer may now review for its listing (both have written in it and the buyer
 * has not reviewed that listing yet), or null: the thread then shows "Review this seller"
 * (docs/decisions/052). The seller, or anyone else, never gets one.
 */
export async function reviewSellerFor(
  ctx: Pick<RequestContext, "db">,
  me: SessionUser,
  conversation: { id: number; role: "buyer" | "seller"; listingId: string; sellerId: string },
): Promise<string | null> {
  if (conversation.role !== "buyer" || conversation.sellerId === me.id) return null;
  const row = await ctx.db.get<{ ok: number }>(reviewSellerQuery(conversation.id, me.id, conversation.sellerId, Number(conversation.listingId)));
  return row?.ok ? conversation.sellerId : null;
}

/** The query behind `reviewSellerFor` (exported for test/query-plans.test.ts): one conversation's messages, through its index. */
export function reviewSellerQuery(conversationId: number, buyerId: string, sellerId: string, listingId: number): SQL {
  return sql`
    SELECT
      EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = ${conversationId} AND m.sender_id = ${buyerId})
      AND EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = ${conversationId} AND m.sender_id = ${sellerId})
      AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.author_id = ${buyerId} AND r.listing_id = ${listingId}) AS ok`;
}

/** A buyer reviews the seller of a listing they discussed with them (both ways). */
export async function createReview(ctx: RequestContext, me: SessionUser, sellerId: string, input: ReviewInput): Promise<ReviewJson> {
  if (me.id === sellerId) throw new Refusal(403, REVIEW_MESSAGES.self);
  if (!(await sellerExists(ctx, sellerId))) throw new Refusal(404, REVIEW_MESSAGES.userNotFound);
  const listing = await ctx.db.select({ name: listings.name, userRef: listings.userRef }).from(listings).where(eq(listings.id, input.listingId)).get();
  if (!listing) throw new Refusal(404, REVIEW_MESSAGES.listingGone);
  if (listing.userRef !== sellerId) throw new Refusal(403, REVIEW_MESSAGES.noConversation);
  const talked = await ctx.db.get<{ buyer: number; seller: number }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM messages WHERE listing_id = ${input.listingId} AND sender_id = ${me.id} AND recipient_id = ${sellerId}) AS buyer,
      EXISTS (SELECT 1 FROM messages WHERE listing_id = ${input.listingId} AND sender_id = ${sellerId} AND recipient_id = ${me.id}) AS seller`);
  if (!talked?.buyer || !talked.seller) throw new Refusal(403, REVIEW_MESSAGES.noConversation);
  const existing = await ctx.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.authorId, me.id), eq(reviews.listingId, input.listingId)))
    .get();
  if (existing) throw new Refusal(409, REVIEW_MESSAGES.already);
  if (!(await withinRateLimit(ctx.db, `review:${me.id}`, REVIEWS_PER_DAY, ONCE_A_DAY_MS))) throw new Refusal(429, REVIEW_MESSAGES.tooManyReviews);
  let id: number | undefined;
  try {
    const [inserted] = await ctx.db
      .insert(reviews)
      .values({ sellerId, authorId: me.id, listingId: input.listingId, listingName: listing.name, rating: input.rating, comment: input.comment })
      .returning({ id: reviews.id });
    id = inserted?.id;
  } catch (error) {
    // Two tabs sending the same review at once: the unique index keeps one.
    if (isUniqueViolation(error)) throw new Refusal(409, REVIEW_MESSAGES.already);
    throw error;
  }
  if (id === undefined) throw new Error("The new review has no id");
  pagesChanged(ctx);
  return toReviewJson(await requireStandingReview(ctx, id));
}

/** The author's own standing review while it may still change, or the refusal that says why not. */
async function authorsEditableReview(ctx: RequestContext, me: SessionUser, reviewId: number, now: Date): Promise<ReviewRow> {
  const row = await requireStandingReview(ctx, reviewId);
  if (row.authorId !== me.id) throw new Refusal(403, REVIEW_MESSAGES.notAuthor);
  if (!canStillEdit(row.createdAt, now)) throw new Refusal(403, REVIEW_MESSAGES.editClosed);
  return row;
}

/** The author changes the stars or the words within 7 days. */
export async function updateReview(ctx: RequestContext, me: SessionUser, reviewId: number, input: ReviewUpdate): Promise<ReviewJson> {
  const now = new Date();
  await authorsEditableReview(ctx, me, reviewId, now);
  await ctx.db.update(reviews).set({ rating: input.rating, comment: input.comment, updatedAt: now }).where(eq(reviews.id, reviewId));
  pagesChanged(ctx);
  return toReviewJson(await requireStandingReview(ctx, reviewId));
}

/** The author takes the review back within 7 days (its reports go with it). */
export async function deleteReview(ctx: RequestContext, me: SessionUser, reviewId: number): Promise<void> {
  await authorsEditableReview(ctx, me, reviewId, new Date());
  await ctx.db.delete(reviews).where(eq(reviews.id, reviewId));
  pagesChanged(ctx);
}

/** The reviewed seller answers once, publicly. */
export async function replyToReview(ctx: RequestContext, me: SessionUser, reviewId: number, text: string): Promise<ReviewJson> {
  const row = await requireStandingReview(ctx, reviewId);
  if (row.sellerId !== me.id) throw new Refusal(403, REVIEW_MESSAGES.replyNotSeller);
  if (row.reply !== null) throw new Refusal(409, REVIEW_MESSAGES.alreadyReplied);
  // Only where no reply is there yet: a second reply sent at the same moment changes nothing.
  const now = new Date();
  const updated = await ctx.db
    .update(reviews)
    .set({ reply: text, repliedAt: now })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply), isNull(reviews.removedAt)))
    .returning({ id: reviews.id });
  if (updated.length === 0) throw new Refusal(409, REVIEW_MESSAGES.alreadyReplied);
  pagesChanged(ctx);
  return toReviewJson(await requireStandingReview(ctx, reviewId));
}

/** Anyone signed in but the author reports a review once; an admin then removes it or dismisses the reports. */
export async function reportReview(ctx: RequestContext, me: SessionUser, reviewId: number, reason: string): Promise<void> {
  const row = await requireStandingReview(ctx, reviewId);
  if (row.authorId === me.id) throw new Refusal(403, REVIEW_MESSAGES.reportOwn);
  const existing = await ctx.db
    .select({ id: reviewReports.id })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.reporterId, me.id)))
    .get();
  if (existing) throw new Refusal(409, REVIEW_MESSAGES.alreadyReported);
  if (!(await withinRateLimit(ctx.db, `review-report:${me.id}`, REVIEW_REPORTS_PER_DAY, ONCE_A_DAY_MS))) {
    throw new Refusal(429, REVIEW_MESSAGES.tooManyReports);
  }
  try {
    await ctx.db.insert(reviewReports).values({ reviewId, reporterId: me.id, reason });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(409, REVIEW_MESSAGES.alreadyReported);
    throw error;
  }
}

/** A reported review as the admin dashboard lists it. */
export interface ReportedReview extends ReviewJson {
  sellerName: string;
  reportCount: number;
  reports: { reason: string; createdAt: string; reporterName: string | null }[];
}

/** How many reported reviews the dashboard lists, and how many reasons each shows. */
const REPORTED_REVIEWS = 20;
const REASONS_SHOWN = 5;

/** Standing reviews with reports, most reported first (then most recently reported). */
export async function reportedReviews(ctx: RequestContext): Promise<ReportedReview[]> {
  const counted = await ctx.db
    .select({ reviewId: reviewReports.reviewId, n: count(), latest: sql<number>`max(${reviewReports.createdAt})` })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .where(isNull(reviews.removedAt))
    .groupBy(reviewReports.reviewId)
    .orderBy(desc(count()), desc(sql`max(${reviewReports.createdAt})`), desc(reviewReports.reviewId))
    .limit(REPORTED_REVIEWS);
  if (counted.length === 0) return [];
  const ids = counted.map((row) => row.reviewId);
  const [rows, sellers, reasons] = await ctx.db.batch([
    ctx.db.select(reviewColumns).from(reviews).innerJoin(user, eq(user.id, reviews.authorId)).where(inArray(reviews.id, ids)),
    ctx.db
      .select({ reviewId: reviews.id, name: sql<string>`coalesce(${user.displayUsername}, ${user.username}, ${user.name})` })
      .from(reviews)
      .innerJoin(user, eq(user.id, reviews.sellerId))
      .where(inArray(reviews.id, ids)),
    ctx.db
      .select({
        reviewId: reviewReports.reviewId,
        reason: reviewReports.reason,
        createdAt: reviewReports.createdAt,
        reporterName: sql<string | null>`coalesce(${user.displayUsername}, ${user.username}, ${user.name})`,
      })
      .from(reviewReports)
      .leftJoin(user, eq(user.id, reviewReports.reporterId))
      .where(inArray(reviewReports.reviewId, ids))
      .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sellerNames = new Map(sellers.map((row) => [row.reviewId, row.name]));
  const result: ReportedReview[] = [];
  for (const { reviewId, n } of counted) {
    const row = byId.get(reviewId);
    if (!row) continue;
    result.push({
      ...toReviewJson(row),
      sellerName: sellerNames.get(reviewId) ?? "",
      reportCount: n,
      reports: reasons
        .filter((reason) => reason.reviewId === reviewId)
        .slice(0, REASONS_SHOWN)
        .map((reason) => ({ reason: reason.reason, createdAt: reason.createdAt.toISOString(), reporterName: reason.reporterName })),
    });
  }
  return result;
}

/** An admin removes a review: it stays in the table (who removed it, when) but never shows or counts again. */
export async function removeReview(ctx: RequestContext, admin: SessionUser | null, reviewId: number): Promise<void> {
  const me = adminOnly(admin);
  const updated = await ctx.db
    .update(reviews)
    .set({ removedAt: new Date(), removedBy: me.id })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.removedAt)))
    .returning({ id: reviews.id });
  if (updated.length === 0) throw new Refusal(404, REVIEW_MESSAGES.notFound);
  pagesChanged(ctx);
}

/** An admin finds nothing wrong: the reports go, the review stays. */
export async function dismissReviewReports(ctx: RequestContext, admin: SessionUser | null, reviewId: number): Promise<void> {
  adminOnly(admin);
  await requireStandingReview(ctx, reviewId);
  await ctx.db.delete(reviewReports).where(eq(reviewReports.reviewId, reviewId));
}
