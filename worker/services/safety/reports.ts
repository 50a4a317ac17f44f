import { and, desc, eq, gte, isNull } from "drizzle-orm";
import { REPORT_MESSAGES } from "../../../app/domain/listing-actions";
import { LISTING_SAFETY_MESSAGES, REPORT_COUNT_WINDOW_MS } from "../../../app/domain/listing-safety-texts";
import { type CountedReport, countedReporters, shouldAutoHide } from "../../../app/domain/report-rule";
import type { RequestContext, SessionUser } from "../../context";
import type { Db } from "../../db/client";
import { listings, reports } from "../../db/schema";
import { visibleListing } from "../listings/listings";
import { announceChanges } from "../chat/live";
import { refreshPriceGroup } from "../listings/price-medians";
import { clientAddress, withinRateLimit } from "../accounts/rate-limit";
import { COMMON_MESSAGES, Refusal } from "../refusal";
import { mailSellerHiddenByReports } from "./report-mail";
import { reporterKeyOf } from "./reporter-key";
import { forgetBoosts } from "../listings/boosted";

/** At most this many reports per address, and per account when signed in, in ten minutes. */
const REPORTS_PER_WINDOW = 5;
const REPORT_WINDOW_MS = 10 * 60 * 1000;

/**
 * The most reports read to count the people behind a listing's reports, newest first. The rate
 * limit keeps a listing's reports in 30 days far below this; past it the oldest are not read.
 */
export const REPORTS_READ_LIMIT = 500;

async function requireVisibleListing(db: Db, id: number): Promise<{ userRef: string }> {
  const found = await db
    .select({ userRef: listings.userRef })
    .from(listings)
    .where(and(eq(listings.id, id), visibleListing))
    .get();
  if (!found) throw new Refusal(404, COMMON_MESSAGES.listingNotFound);
  return found;
}

/** Who is reporting: the signed-in person, or a visitor known by their address (for the rate limit). */
export interface Reporter {
  me: SessionUser | null;
  address: string;
}

/** The reporter of a request: both faces call this, so the limit counts the same person the same way. */
export function reporterOf(me: SessionUser | null, headers: Headers): Reporter {
  return { me, address: clientAddress(headers) };
}

/**
 * The listing's reports that may count now: not reviewed, made within the window. Reads
 * reports_listing_idx (listing_id, created_at) backwards from now, at most REPORTS_READ_LIMIT rows.
 */
export function countableReportsQuery(db: Db, listingId: number, now: number) {
  return db
    .select({ reporterId: reports.reporterId, reporterKey: reports.reporterKey, createdAt: reports.createdAt })
    .from(reports)
    .where(and(eq(reports.listingId, listingId), gte(reports.createdAt, new Date(now - REPORT_COUNT_WINDOW_MS)), isNull(reports.reviewedAt)))
    .orderBy(desc(reports.createdAt))
    .limit(REPORTS_READ_LIMIT);
}

/** The listing's countable reports, in the rule's shape. */
export async function countableReports(db: Db, listingId: number, now = Date.now()): Promise<CountedReport[]> {
  const rows = await countableReportsQuery(db, listingId, now);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime(), reviewedAt: null }));
}

/**
 * Hides a listing because of its reports, unless it is hidden already (by reports or by an
 * admin). One conditional update: of two reports racing to hide the same listing, only one
 * changes the row, and only that one goes on to mail the seller.
 */
async function hideByReports(ctx: RequestContext, listingId: number): Promise<boolean> {
  const [changed] = await ctx.db
    .update(listings)
    .set({ isHidden: true, hiddenReason: "reports", updatedAt: new Date() })
    .where(and(eq(listings.id, listingId), eq(listings.isHidden, false)))
    .returning({ subcategory: listings.subcategory, type: listings.type, condition: listings.condition });
  if (!changed) return false;
  forgetBoosts();
  // It leaves its price group's comparables (price warning).
  await refreshPriceGroup(ctx, changed);
  return true;
}

/**
 * Report Abuse: anyone may report (signed-in reporters are recorded; every report keeps a keyed
 * hash of the reporter's address, never the address); rate limited per address and account. A
 * seller cannot report their own listing. When enough different people have reported the listing
 * (app/domain/report-rule.ts) it is hidden at once and its seller is mailed.
 */
export async function reportListing(ctx: RequestContext, reporter: Reporter, id: number, reason: string): Promise<void> {
  const listing = await requireVisibleListing(ctx.db, id);
  if (reporter.me && reporter.me.id === listing.userRef) throw new Refusal(403, LISTING_SAFETY_MESSAGES.ownListing);
  // Both limits hold: many accounts from one address, or one account from many addresses, get no
  // more reports in than one person would.
  const keys = [`report:ip:${reporter.address}`, ...(reporter.me ? [`report:user:${reporter.me.id}`] : [])];
  const within = await Promise.all(keys.map((key) => withinRateLimit(ctx.db, key, REPORTS_PER_WINDOW, REPORT_WINDOW_MS)));
  if (within.includes(false)) throw new Refusal(429, REPORT_MESSAGES.tooMany);
  const reporterKey = await reporterKeyOf(ctx.env.BETTER_AUTH_SECRET, reporter.address);
  if (reporterKey === null) console.warn("[reports] BETTER_AUTH_SECRET is not set; anonymous reports cannot be counted towards auto-hide");
  await ctx.db.insert(reports).values({ listingId: id, reporterId: reporter.me?.id ?? null, reporterKey, reason });
  // Read after the write: of two reports racing, the later read sees both.
  const now = Date.now();
  const counted = await countableReports(ctx.db, id, now);
  if (shouldAutoHide(counted, now) && (await hideByReports(ctx, id))) {
    await mailSellerHiddenByReports(ctx, id, countedReporters(counted, now));
    // Public lists and counts change, and the dashboard shows it as hidden by reports.
    announceChanges(ctx);
    return;
  }
  announceChanges(ctx, { categories: false });
}

/** Why a moderator hid a listing: 'reports' (auto-hide), 'admin', 'held' (the scam guard, for an admin), or null when none did. */
export async function hiddenReasonOf(db: Db, id: number): Promise<"admin" | "reports" | "held" | null> {
  const row = await db.select({ isHidden: listings.isHidden, reason: listings.hiddenReason }).from(listings).where(eq(listings.id, id)).get();
  if (!row?.isHidden) return null;
  // Sold and expired listings are out of the lists but not under review.
  if (row.reason === "sold" || row.reason === "expired") return null;
  // A banned seller's listings are out by an admin's decision (docs/decisions/108).
  if (row.reason === "banned") return "admin";
  // Listings hidden before auto-hide were hidden by an admin (migration 0008 says so too).
  return row.reason ?? "admin";
}
