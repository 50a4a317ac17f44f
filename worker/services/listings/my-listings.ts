/**
 * My listings: a seller's own listings, a page at a time, by status, each with its
 * figures (listing-figures.ts), and how many they have in each status for the filter.
 */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { LISTING_STATUSES, type ListingStatus } from "../../../app/domain/listing-life";
import type { RequestContext } from "../../context";
import { listings, user } from "../../db/schema";
import { type FiguresPair, figuresOf } from "./listing-figures";
import { type ListingJson, toListingJson } from "./listing-json";

export const MY_LISTINGS_PAGE_SIZE = 10;
/** The API's most per request (`limit`). */
export const MY_LISTINGS_MAX_LIMIT = 50;

const MODERATED = sql`(${listings.isHidden} = 1 AND coalesce(${listings.hiddenReason}, 'admin') IN ('admin', 'reports'))`;

const STATUS_SQL: Record<ListingStatus, SQL> = {
  active: sql`(${listings.isHidden} = 0 AND ${listings.isAvailable} = 1)`,
  unavailable: sql`(${listings.isHidden} = 0 AND ${listings.isAvailable} = 0)`,
  sold: sql`(${listings.isHidden} = 1 AND ${listings.hiddenReason} = 'sold')`,
  expired: sql`(${listings.isHidden} = 1 AND ${listings.hiddenReason} = 'expired')`,
  hidden: MODERATED,
  held: sql`(${listings.isHidden} = 1 AND ${listings.hiddenReason} = 'held')`,
};

export function parseListingStatus(raw: unknown): ListingStatus | null {
  return LISTING_STATUSES.find((status) => status === raw) ?? null;
}

export interface MyListing extends ListingJson {
  /** Hidden because of reports (under review), rather than by an admin's own decision. */
  underReview: boolean;
  soldAt: string | null;
  figures: FiguresPair;
}

export interface MyListingsPage {
  listings: MyListing[];
  total: number;
  startIndex: number;
  limit: number;
  /** How many of the seller's listings are in each status (and in all). */
  counts: Record<ListingStatus | "all", number>;
}

export async function myListings(
  ctx: RequestContext,
  userId: string,
  { status = null, startIndex = 0, limit = MY_LISTINGS_PAGE_SIZE }: { status?: ListingStatus | null; startIndex?: number; limit?: number } = {},
): Promise<MyListingsPage> {
  const where = and(eq(listings.userRef, userId), status ? STATUS_SQL[status] : undefined);
  const [rows, [countRow], verified] = await ctx.db.batch([
    ctx.db.select().from(listings).where(where).orderBy(desc(listings.createdAt), desc(listings.id)).limit(limit).offset(startIndex),
    ctx.db
      .select({
        all: count(),
        active: sql<number>`coalesce(sum(${STATUS_SQL.active}), 0)`,
        unavailable: sql<number>`coalesce(sum(${STATUS_SQL.unavailable}), 0)`,
        sold: sql<number>`coalesce(sum(${STATUS_SQL.sold}), 0)`,
        expired: sql<number>`coalesce(sum(${STATUS_SQL.expired}), 0)`,
        hidden: sql<number>`coalesce(sum(${STATUS_SQL.hidden}), 0)`,
        held: sql<number>`coalesce(sum(${STATUS_SQL.held}), 0)`,
      })
      .from(listings)
      .where(eq(listings.userRef, userId)),
    ctx.db.select({ v: user.isSellerVerified }).from(user).where(eq(user.id, userId)),
  ]);
  const counts = { all: 0, active: 0, unavailable: 0, sold: 0, expired: 0, hidden: 0, held: 0, ...countRow };
  const figures = await figuresOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  const isSellerVerified = verified[0]?.v ?? false;
  return {
    listings: rows.map((row) => ({
      ...toListingJson({ ...row, isSellerVerified }),
      underReview: row.isHidden && row.hiddenReason === "reports",
      soldAt: row.soldAt ? row.soldAt.toISOString() : null,
      figures: figures.get(row.id) ?? { last30: emptyFigures(), total: emptyFigures() },
    })),
    total: status ? counts[status] : counts.all,
    startIndex,
    limit,
    counts,
  };
}

function emptyFigures() {
  return { views: 0, calls: 0, whatsapp: 0, messages: 0, favourites: 0 };
}
