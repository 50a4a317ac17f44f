import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { displayName } from "../../../app/domain/account";
import { type Rating, REVIEWS_PER_PAGE } from "../../../app/domain/reviews";
import { type Standing, standingOf } from "../../../app/domain/standing";
import type { ReviewJson } from "../safety/reviews";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import { listings, phones, user } from "../../db/schema";
import { toListingJson, type ListingJson } from "./listing-json";
import { visibleListing } from "./listings";
import { ratingOf, reviewsOfSeller } from "../safety/reviews";
import { sellerResponse } from "../chat/seller-stats";
import { PUBLIC_SELLER_COLUMNS } from "./users";

/** A storefront shows 9 listings a page: three rows of three on a wide screen, one column on a phone. */
export const STOREFRONT_PAGE_SIZE = 9;

/** How many business names the header lists; a seller with more posts under too many to be one business. */
const MAX_BUSINESS_NAMES = 3;

export interface StorefrontSeller {
  _id: string;
  username: string;
  /** What the storefront's heading says (app/domain/account.ts `displayName`), not the handle. */
  name: string;
  avatar: string | null;
  isSellerVerified: boolean;
  phoneVerified: boolean;
  /** ISO date the account was made. */
  createdAt: string;
  /** The distinct business names of their listings on show, most used first. */
  businessNames: string[];
  rating: Rating;
  /** Share of conversations answered (0-1) and the median minutes to a first reply; null below 3 conversations. */
  responseRate: number | null;
  responseMinutes: number | null;
}

export interface Storefront {
  seller: StorefrontSeller;
  listings: ListingJson[];
  listingTotal: number;
  reviews: ReviewJson[];
  reviewTotal: number;
  /** For an admin only: the account's standing, for the storefront's Suspend, Ban and Restore. */
  standing?: Standing & { isAdmin: boolean };
}

/**
 * A listing another person may see on a storefront: not hidden by a moderator and not marked
 * unavailable by its seller (neither ever shows here to others).
 */
export const onShow = and(visibleListing, eq(listings.isAvailable, true));

/** A page of a seller's listings on show, newest first (exposed so a test reads its plan). */
export function storefrontListingsQuery(db: Db, sellerId: string, page: number) {
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.userRef, sellerId), onShow))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(STOREFRONT_PAGE_SIZE)
    .offset((page - 1) * STOREFRONT_PAGE_SIZE);
}

/**
 * better-auth's ids (32 letters and digits) and the seed's and tests' readable ones: anything
 * else in the address is no seller, answered without a query.
 */
export function parseSellerId(raw: string | undefined): string | null {
  return raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;
}

/**
 * Everything the storefront shows of one seller for the given pages (1-based): null when there is
 * no such account. Pages past the last come back empty; the route sends them to the last one.
 */
export async function storefrontOf(
  ctx: RequestContext,
  sellerId: string,
  pages: { listings: number; reviews: number },
  viewer: { admin: boolean } = { admin: false },
): Promise<Storefront | null> {
  const profile = await ctx.db
    .select({ ...PUBLIC_SELLER_COLUMNS, role: user.role })
    .from(user)
    .where(eq(user.id, sellerId))
    .get();
  // A banned seller's storefront is gone for everyone but the admins, who come to restore it (decision 108).
  const standing = profile ? standingOf(profile) : null;
  if (!profile || !standing || (standing.kind === "banned" && !viewer.admin)) return null;
  const where = and(eq(listings.userRef, sellerId), onShow);
  const [page, counted, names, phone, rating, response, reviewPage] = await Promise.all([
    storefrontListingsQuery(ctx.db, sellerId, pages.listings),
    ctx.db.select({ n: count() }).from(listings).where(where).get(),
    ctx.db
      .select({ name: sql<string>`trim(${listings.businessName})`.as("name"), n: count() })
      .from(listings)
      .where(and(where, ne(sql`trim(${listings.businessName})`, "")))
      .groupBy(sql`trim(${listings.businessName})`)
      .orderBy(desc(count()), sql`trim(${listings.businessName})`)
      .limit(MAX_BUSINESS_NAMES),
    ctx.db.select({ n: phones.phoneNumber }).from(phones).where(eq(phones.userId, sellerId)).limit(1).get(),
    ratingOf(ctx, sellerId),
    sellerResponse(ctx, sellerId),
    reviewsOfSeller(ctx, sellerId, { startIndex: (pages.reviews - 1) * REVIEWS_PER_PAGE, limit: REVIEWS_PER_PAGE }),
  ]);
  return {
    seller: {
      _id: profile.id,
      username: profile.username ?? profile.name,
      name: displayName({ name: profile.name, username: profile.username }),
      avatar: profile.avatar,
      isSellerVerified: profile.verified,
      phoneVerified: phone !== undefined,
      createdAt: profile.createdAt.toISOString(),
      businessNames: names.map((row) => row.name),
      rating,
      responseRate: response.responseRate,
      responseMinutes: response.responseMinutes,
    },
    listings: page.map((row) => toListingJson({ ...row, isSellerVerified: profile.verified })),
    listingTotal: counted?.n ?? 0,
    reviews: reviewPage.reviews,
    reviewTotal: reviewPage.total,
    ...(viewer.admin ? { standing: { ...standing, isAdmin: profile.role === "admin" } } : {}),
  };
}
