import { and, desc, eq, getTableColumns, ne, sql } from "drizzle-orm";
import { type Rating, ratingFrom } from "../../../app/domain/reviews";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import { listings, phones, sellerRatings, user } from "../../db/schema";
import { cardDescription } from "../../../app/domain/card-description";
import { type ListingJson, toListingJson } from "./listing-json";
import { visibleListing } from "./listings";
import { listingPriceGroupQuery, priceReferenceOf } from "./price-medians";

/** Cards in the listing page's "More from this seller" row. */
export const MORE_FROM_SELLER = 4;
/** A card shows two lines of description; the row sends no more than this of each. */

/** Does the user have a confirmed phone? One row of `phones` (its (user, time) index) is enough. */
export function phoneVerifiedQuery(db: Db, userId: string) {
  return db.select({ userId: phones.userId }).from(phones).where(eq(phones.userId, userId)).limit(1);
}

/** The seller of a listing, as a value SQL can compare with: `(SELECT user_ref FROM listings WHERE id = ?)`. */
function sellerOfListing(listingId: number) {
  // Named apart from the outer query's `listings`; a primary-key lookup.
  return sql`(SELECT "owner"."user_ref" FROM ${listings} AS "owner" WHERE "owner"."id" = ${listingId})`;
}

/**
 * Up to four other listings of a listing's seller that buyers may see and still buy, newest
 * first: the seller's (user, time) index walked backwards, stopping at the fourth match (exposed
 * for test/query-plans.test.ts).
 */
export function moreFromSellerQuery(db: Db, listingId: number) {
  return db
    .select({ ...getTableColumns(listings), isSellerVerified: user.isSellerVerified })
    .from(listings)
    .leftJoin(user, eq(user.id, listings.userRef))
    .where(and(eq(listings.userRef, sellerOfListing(listingId)), visibleListing, eq(listings.isAvailable, true), ne(listings.id, listingId)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(MORE_FROM_SELLER);
}

/** Does a listing's seller have a confirmed phone? */
function listingPhoneQuery(db: Db, listingId: number) {
  return db
    .select({ userId: phones.userId })
    .from(phones)
    .where(eq(phones.userId, sellerOfListing(listingId)))
    .limit(1);
}

/**
 * The stars and count of a listing's seller's standing reviews, for `ratingFrom` (the rule of
 * app/domain/reviews.ts, which `ratingOf` in worker/services/safety/reviews.ts applies the same way):
 * removed reviews are not in the partial index it reads.
 */
export function listingSellerRatingQuery(db: Db, listingId: number) {
  return db
    .select({ sum: sql<number>`coalesce(max(${sellerRatings.stars}), 0)`, count: sql<number>`coalesce(max(${sellerRatings.reviews}), 0)` })
    .from(sellerRatings)
    .where(eq(sellerRatings.sellerId, sellerOfListing(listingId)));
}

export interface ListingSeller {
  phoneVerified: boolean;
  rating: Rating;
  /** The seller's other listings for the row, as cards need them (descriptions shortened). */
  more: ListingJson[];
  /** The median and count the listing's price is compared with (its group, else its subcategory, else its category), null without one. */
  priceGroup: { median: number; comparables: number } | null;
}

/**
 * What the listing page shows about a listing's seller beyond the listing's own row, found from
 * the listing's id so that it goes in the same round trip as the listing: one batch of four
 * index-backed reads (the fourth: its price group's row, by primary key).
 */
export async function listingSeller(ctx: RequestContext, listingId: number): Promise<ListingSeller> {
  const [phone, [stars], more, [priceGroup]] = await ctx.db.batch([
    listingPhoneQuery(ctx.db, listingId),
    listingSellerRatingQuery(ctx.db, listingId),
    moreFromSellerQuery(ctx.db, listingId),
    listingPriceGroupQuery(ctx.db, listingId),
  ]);
  return {
    phoneVerified: phone.length > 0,
    rating: ratingFrom(Number(stars?.sum ?? 0), stars?.count ?? 0),
    more: more.map((row) => {
      const json = toListingJson(row);
      return { ...json, description: cardDescription(json.description) };
    }),
    priceGroup: priceReferenceOf(priceGroup),
  };
}
