import { and, desc, eq, getTableColumns, ne } from "drizzle-orm";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import { listings, phones } from "../db/schema";
import { type ListingJson, toListingJson } from "./listing-json";
import { visibleListing } from "./listings";
import { type Rating, ratingOf } from "./reviews";

/** Cards in the listing page's "More from this seller" row. */
export const MORE_FROM_SELLER = 4;
/** A card shows two lines of description; the row sends no more than this of each. */
const CARD_DESCRIPTION_CHARS = 160;

/** Does the user have a confirmed phone? One row of `phones` (its (user, time) index) is enough. */
export function phoneVerifiedQuery(db: Db, userId: string) {
  return db.select({ userId: phones.userId }).from(phones).where(eq(phones.userId, userId)).limit(1);
}

/**
 * Up to four of a seller's other listings that buyers may see and still buy, newest first: the
 * seller's (user, time) index walked backwards, stopping at the fourth match (exposed for
 * test/query-plans.test.ts).
 */
export function moreFromSellerQuery(db: Db, sellerId: string, exceptListingId: number) {
  return db
    .select(getTableColumns(listings))
    .from(listings)
    .where(and(eq(listings.userRef, sellerId), visibleListing, eq(listings.isAvailable, true), ne(listings.id, exceptListingId)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(MORE_FROM_SELLER);
}

export interface ListingSeller {
  phoneVerified: boolean;
  rating: Rating;
  /** The seller's other listings for the row, as cards need them (descriptions shortened). */
  more: ListingJson[];
}

/**
 * What the listing page shows about its seller beyond the listing's own row: the phone and the row
 * in one round trip, the rating (worker/services/reviews.ts) beside it.
 */
export async function listingSeller(ctx: RequestContext, listing: { _id: string; userRef: string; isSellerVerified: boolean }): Promise<ListingSeller> {
  const [[phone, more], rating] = await Promise.all([
    ctx.db.batch([phoneVerifiedQuery(ctx.db, listing.userRef), moreFromSellerQuery(ctx.db, listing.userRef, Number(listing._id))]),
    ratingOf(ctx, listing.userRef),
  ]);
  return {
    phoneVerified: phone.length > 0,
    rating,
    more: more.map((row) => {
      const json = toListingJson({ ...row, isSellerVerified: listing.isSellerVerified });
      return { ...json, description: shorten(json.description) };
    }),
  };
}

/** At most CARD_DESCRIPTION_CHARS characters, cut at a word where one is near, with an ellipsis. */
function shorten(text: string): string {
  if (text.length <= CARD_DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, CARD_DESCRIPTION_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > CARD_DESCRIPTION_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
