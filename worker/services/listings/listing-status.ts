/**
 * A listing's status by its seller: Mark sold, Mark available, Renew; and the rule that
 * keeps `is_hidden` and `hidden_reason` in step with the facts (docs/decisions/080). A listing is
 * out of the public lists when a moderator hid it (admin, reports), its seller sold it (`sold_at`)
 * or it expired (`expires_at` passed); the reason stored is the first of those that holds, so a
 * moderator's decision is never undone by a seller, and ending one (a restore, Mark available, a
 * renewal) brings back whichever other reason still holds.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { expiryOf, isModerationReason, type ListingStatus, listingStatusOf } from "../../../app/domain/listing-life";
import { STRINGS } from "../../../app/i18n";
import type { RequestContext, SessionUser } from "../../context";
import { listings } from "../../db/schema";
import { announceChanges } from "../chat/live";
import { forgetBoosts } from "./boosted";
import { refreshListingPriceGroup } from "./price-medians";
import { Refusal } from "../refusal";

export const LISTING_STATUS_MESSAGES = STRINGS.server.listings.listingStatus;

// A seller's ban (docs/decisions/108) is a moderation reason too: Mark available or a renewal never ends it.
const moderated = sql`${listings.hiddenReason} IN ('admin', 'reports', 'held', 'banned')`;

/**
 * The reason a listing is out of the lists, from its moderation reason and the given sold and
 * expiry facts (SQL expressions, or the row's own columns), at `now`; NULL when it is on show.
 */
function reasonSql(
  now: Date,
  soldAt: SQL | Date | null = sql`${listings.soldAt}`,
  expiresAt: SQL | Date | null = sql`${listings.expiresAt}`,
  keepModeration = true,
): SQL {
  const sold = soldAt === null ? sql`0` : soldAt instanceof Date ? sql`1` : sql`${soldAt} IS NOT NULL`;
  const expired = expiresAt === null ? sql`0` : sql`${expiresAt instanceof Date ? expiresAt.getTime() : expiresAt} <= ${now.getTime()}`;
  return sql`CASE WHEN ${keepModeration ? moderated : sql`0`} THEN ${listings.hiddenReason} WHEN ${sold} THEN 'sold' WHEN ${expired} THEN 'expired' ELSE NULL END`;
}

/**
 * The SET clauses that put `hidden_reason` and `is_hidden` in step. An UPDATE's expressions all read
 * the row as it was, so the facts the same statement writes are passed in; `endModeration` is an
 * admin's restore, after which only sold and expired can keep the listing out.
 */
export function settledVisibility(now: Date, facts: { soldAt?: Date | null; expiresAt?: Date | null; endModeration?: boolean } = {}) {
  const reason = reasonSql(now, facts.soldAt, facts.expiresAt, !facts.endModeration);
  return { hiddenReason: sql`${reason}` as unknown as "sold", isHidden: sql`(${reason}) IS NOT NULL` as unknown as boolean };
}

/** The owner's listing, or the refusal: 404 for none, 403 for anyone else's (admins included). */
async function ownListing(ctx: RequestContext, me: SessionUser, id: number) {
  const row = await ctx.db
    .select({
      userRef: listings.userRef,
      category: listings.category,
      isHidden: listings.isHidden,
      isAvailable: listings.isAvailable,
      hiddenReason: listings.hiddenReason,
    })
    .from(listings)
    .where(eq(listings.id, id))
    .get();
  if (!row) throw new Refusal(404, LISTING_STATUS_MESSAGES.notFound);
  if (row.userRef !== me.id) throw new Refusal(403, LISTING_STATUS_MESSAGES.notOwner);
  return row;
}

export interface StatusChange {
  status: ListingStatus;
  expiresAt: Date | null;
}

const changed = { isHidden: listings.isHidden, isAvailable: listings.isAvailable, hiddenReason: listings.hiddenReason, expiresAt: listings.expiresAt };

type HiddenReason = "admin" | "reports" | "held" | "banned" | "sold" | "expired";

async function afterChange(
  ctx: RequestContext,
  id: number,
  row: { isHidden: boolean; isAvailable: boolean; hiddenReason: HiddenReason | null; expiresAt: Date | null } | undefined,
): Promise<StatusChange> {
  if (!row) throw new Refusal(404, LISTING_STATUS_MESSAGES.notFound);
  // On or off the market: in or out of its price group's comparables, lists and counts,
  // and the Top and Featured places (boosted.ts).
  forgetBoosts();
  await refreshListingPriceGroup(ctx, id);
  announceChanges(ctx);
  return { status: listingStatusOf(row), expiresAt: row.expiresAt };
}

/** Mark sold: out of every list; its page says Sold. A moderator's hide stays the reason shown. */
export async function markSold(ctx: RequestContext, me: SessionUser, id: number, now = new Date()): Promise<StatusChange> {
  await ownListing(ctx, me, id);
  const [row] = await ctx.db
    .update(listings)
    .set({ soldAt: now, ...settledVisibility(now, { soldAt: now }), updatedAt: now })
    .where(and(eq(listings.id, id), eq(listings.userRef, me.id)))
    .returning(changed);
  return afterChange(ctx, id, row);
}

/** Mark available: no longer sold nor unavailable; back in the lists unless it expired meanwhile. */
export async function markAvailable(ctx: RequestContext, me: SessionUser, id: number, now = new Date()): Promise<StatusChange> {
  await ownListing(ctx, me, id);
  const [row] = await ctx.db
    .update(listings)
    .set({ soldAt: null, isAvailable: true, ...settledVisibility(now, { soldAt: null }), updatedAt: now })
    .where(and(eq(listings.id, id), eq(listings.userRef, me.id)))
    .returning(changed);
  return afterChange(ctx, id, row);
}

/**
 * Renew: on show for another full life from now (30 or 60 days), the reminder armed again. Not for
 * a sold listing (Mark available first) nor one a moderator hid.
 */
export async function renewListing(ctx: RequestContext, me: SessionUser, id: number, now = new Date()): Promise<StatusChange> {
  const current = await ownListing(ctx, me, id);
  return renewOwned(ctx, id, current, now, eq(listings.userRef, me.id));
}

/** The renewal itself, for the owner's button and for the mailed link (which names no session). */
export async function renewOwned(
  ctx: RequestContext,
  id: number,
  current: { category: string; hiddenReason: HiddenReason | null },
  now: Date,
  guard: SQL | undefined,
): Promise<StatusChange> {
  if (isModerationReason(current.hiddenReason)) throw new Refusal(409, LISTING_STATUS_MESSAGES.moderated);
  if (current.hiddenReason === "sold") throw new Refusal(409, LISTING_STATUS_MESSAGES.soldNoRenew);
  const expiresAt = expiryOf(current.category, now);
  const [row] = await ctx.db
    .update(listings)
    .set({ expiresAt, expiryRemindedAt: null, ...settledVisibility(now, { expiresAt }), updatedAt: now })
    .where(and(eq(listings.id, id), guard))
    .returning(changed);
  return afterChange(ctx, id, row);
}

/** PUT /api/listings/:id/status and the page's buttons: `sold` or `available`. */
export async function setListingStatus(ctx: RequestContext, me: SessionUser, id: number, status: unknown): Promise<StatusChange> {
  if (status === "sold") return markSold(ctx, me, id);
  if (status === "available") return markAvailable(ctx, me, id);
  throw new Refusal(400, LISTING_STATUS_MESSAGES.badStatus);
}

export { moderated as moderatedListing };
