import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { RequestContext, SessionUser } from "../context";

/*
 * CONTRACT (issue 16, posting limits; the limits helper fills this in):
 * - checkPostingLimit: null for admins (exempt); otherwise the limit that applies to `me`
 *   (POSTING_LIMITS.newAccountPerWindow while the account is younger than newAccountMs, else
 *   perWindow); throws Refusal(429, one sentence saying when they can post again) when the
 *   account's listing_posts in the window already reach it.
 * - underPostingLimit: SQL that is true while `userId` has fewer than `limit` listing_posts rows
 *   newer than now - windowMs (used inside the create batch).
 * - refuseOverPostingLimit: after a create the batch undid, throws the 429 when the limit is why
 *   (returns otherwise).
 */

export async function checkPostingLimit(_ctx: RequestContext, me: SessionUser, _now = Date.now()): Promise<number | null> {
  return me.role === "admin" ? null : 20;
}

export function underPostingLimit(userId: string, limit: number, now: number): SQL {
  return sql`(SELECT count(*) FROM listing_posts WHERE user_id = ${userId} AND created_at > ${now - 24 * 60 * 60 * 1000}) < ${limit}`;
}

export async function refuseOverPostingLimit(_ctx: RequestContext, _me: SessionUser, _limit: number, _now: number): Promise<void> {}
