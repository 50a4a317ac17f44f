import { and, eq, isNull, sql } from "drizzle-orm";
import type { RequestContext, SessionUser } from "../../context";
import { listings, reports, user, verificationRequests } from "../../db/schema";
import { announceChanges } from "../chat/live";
import { refreshPriceGroup } from "../listings/price-medians";
import { settledVisibility } from "../listings/listing-status";
import { forgetBoosts } from "../listings/boosted";
import { STRINGS } from "../../../app/i18n";
import { adminOnly, COMMON_MESSAGES, Refusal } from "../refusal";

/** Verified Seller requests and decisions, in the reader's language (read where used). */
export const VERIFICATION_MESSAGES = STRINGS.server.safety.verification;

/** Every admin action starts here: the role is checked on the server, whatever the page showed. */
export const requireAdmin = adminOnly;

/**
 * Hides a listing from every public list and page, or brings it back. The owner still sees it,
 * with a notice. Either way the admin has settled the listing: every report of it not yet reviewed
 * is marked reviewed in the same batch, so those reports never count towards auto-hide again.
 * A hide is the admin's own ('admin'); a restore ends it, and the listing is back on show
 * unless its seller sold it or it expired meanwhile. Counts change, so the live rooms hear of it.
 */
export async function setListingHidden(ctx: RequestContext, me: SessionUser | null, id: number, hidden: boolean): Promise<void> {
  requireAdmin(me);
  const now = new Date();
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(listings)
      .set(hidden ? { isHidden: true, hiddenReason: "admin", updatedAt: now } : { ...settledVisibility(now, { endModeration: true }), updatedAt: now })
      .where(eq(listings.id, id))
      .returning({ id: listings.id, category: listings.category, subcategory: listings.subcategory, type: listings.type, condition: listings.condition }),
    ctx.db
      .update(reports)
      .set({ reviewedAt: now })
      .where(and(eq(reports.listingId, id), isNull(reports.reviewedAt))),
  ]);
  const [listing] = updated;
  if (!listing) throw new Refusal(404, COMMON_MESSAGES.listingNotFound);
  forgetBoosts();
  // The listing joins or leaves its price group's comparables (price warning).
  await refreshPriceGroup(ctx, listing);
  announceChanges(ctx);
}

/** A seller asks for the Verified Seller mark; one pending request at a time. */
export async function requestVerification(ctx: RequestContext, me: SessionUser): Promise<void> {
  if (me.isSellerVerified) throw new Refusal(409, VERIFICATION_MESSAGES.alreadyVerified);
  // The partial unique index allows one pending request per user; a second is ignored, not an error row.
  const inserted = await ctx.db.insert(verificationRequests).values({ userId: me.id }).onConflictDoNothing().returning({ id: verificationRequests.id });
  if (inserted.length === 0) throw new Refusal(409, VERIFICATION_MESSAGES.alreadyPending);
  announceChanges(ctx, { categories: false });
}

/** Whether the seller has a request waiting (the profile shows it instead of the button). */
export async function hasPendingVerification(ctx: RequestContext, userId: string): Promise<boolean> {
  const row = await ctx.db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, "pending")))
    .get();
  return row !== undefined;
}

/**
 * Grants or withdraws the Verified Seller mark. A pending request is settled by the decision:
 * approved when granted, rejected when refused. The mark is read from the user row, so it shows
 * on all their listings at once.
 */
export async function decideVerification(ctx: RequestContext, me: SessionUser | null, userId: string, verified: boolean): Promise<string> {
  const admin = requireAdmin(me);
  const seller = await ctx.db.select({ id: user.id, verified: user.isSellerVerified }).from(user).where(eq(user.id, userId)).get();
  if (!seller) throw new Refusal(404, COMMON_MESSAGES.userNotFound);
  const pending = and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, "pending"));
  await ctx.db.batch([
    ctx.db.update(user).set({ isSellerVerified: verified, updatedAt: new Date() }).where(eq(user.id, userId)),
    ctx.db
      .update(verificationRequests)
      .set({ status: verified ? "approved" : "rejected", decidedAt: sql`(unixepoch('subsec') * 1000)`, decidedBy: admin.id })
      .where(pending),
  ]);
  announceChanges(ctx, { categories: false });
  if (verified) return VERIFICATION_MESSAGES.approved;
  return seller.verified ? VERIFICATION_MESSAGES.withdrawn : VERIFICATION_MESSAGES.rejected;
}
