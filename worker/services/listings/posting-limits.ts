import type { SQL } from "drizzle-orm";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import { POSTING_LIMITS } from "../../../app/domain/listing-safety-texts";
import { nextPostAt, postingLimitOf, postingLimitSentence } from "../../../app/domain/posting-limit";
import type { RequestContext, SessionUser } from "../../context";
import type { Db } from "../../db/client";
import { listingPosts } from "../../db/schema";
import { Refusal } from "../refusal";

/*
 * Posting limits: accounts younger than POSTING_LIMITS.newAccountMs publish at most
 * newAccountPerWindow listings in windowMs, every account at most perWindow, admins none. Counted
 * from listing_posts, one row per listing that stood (written by createListing's batch, kept when
 * the listing is deleted, so deleting and posting again does not reset the count), through its
 * (user_id, created_at) index. The limit is checked before the create (the 429 with when) and
 * held again inside the create batch (`underPostingLimit`), so creates racing across isolates
 * cannot pass it: D1 runs one batch at a time, and the later one sees the earlier one's post.
 * (docs/decisions/066-posting-log-and-price-medians.md)
 */

/** Posts older than this go in the hourly run: two windows, so nothing that counts is ever lost. */
export const POSTING_LOG_TTL_MS = 2 * POSTING_LIMITS.windowMs;

/**
 * The times of an account's newest posts still in the window, newest first: at most
 * POSTING_LIMITS.perWindow rows, which is all `nextPostAt` needs (exposed for the plan check).
 */
export function recentPostsQuery(db: Db, userId: string, now: number) {
  return db
    .select({ createdAt: listingPosts.createdAt })
    .from(listingPosts)
    .where(and(eq(listingPosts.userId, userId), gt(listingPosts.createdAt, new Date(now - POSTING_LIMITS.windowMs))))
    .orderBy(desc(listingPosts.createdAt))
    .limit(POSTING_LIMITS.perWindow);
}

/** The 429 when `me` may not publish at `now`; nothing when they may. */
async function refuseWhenOver(ctx: RequestContext, me: SessionUser, now: number): Promise<void> {
  const joined = me.createdAt.getTime();
  const posts = (await recentPostsQuery(ctx.db, me.id, now)).map((row) => row.createdAt.getTime());
  const at = nextPostAt(joined, posts, now);
  if (at !== null) throw new Refusal(429, postingLimitSentence(postingLimitOf(joined, now).newAccount, at, now));
}

/**
 * null for admins (exempt); otherwise the limit that applies to `me` now, after refusing with a
 * 429 that says when they can post again if the account's posts in the window already reach it.
 */
export async function checkPostingLimit(ctx: RequestContext, me: SessionUser, now = Date.now()): Promise<number | null> {
  if (me.role === "admin") return null;
  await refuseWhenOver(ctx, me, now);
  return postingLimitOf(me.createdAt.getTime(), now).limit;
}

/** SQL that is true while `userId` has fewer than `limit` posts in the window before `now` (inside the create batch). */
export function underPostingLimit(userId: string, limit: number, now: number): SQL {
  return sql`(SELECT count(*) FROM ${listingPosts} WHERE ${listingPosts.userId} = ${userId} AND ${listingPosts.createdAt} > ${now - POSTING_LIMITS.windowMs}) < ${limit}`;
}

/** After a create the batch undid: the 429 when the limit is why (another create took the last place); nothing otherwise. */
export async function refuseOverPostingLimit(ctx: RequestContext, me: SessionUser, _limit: number, now: number): Promise<void> {
  await refuseWhenOver(ctx, me, now);
}

/** The hourly run: posts older than POSTING_LOG_TTL_MS no longer count for anything. */
export async function prunePostingLog(db: Db, now = Date.now()): Promise<number> {
  const result = await db
    .delete(listingPosts)
    .where(lt(listingPosts.createdAt, new Date(now - POSTING_LOG_TTL_MS)))
    .run();
  return result.meta.changes ?? 0;
}
