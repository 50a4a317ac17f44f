import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../db/client";
import { favourites, listings, user } from "../db/schema";
import { toListingJson, type ListingJson } from "./listing-json";
import { visibleListing } from "./listings";

/** A user's saved listings, most recently saved first (decisions.md 18). */
export async function favouritesOf(db: Db, userId: string): Promise<ListingJson[]> {
  const rows = await db
    .select({ ...getTableColumns(listings), isSellerVerified: user.isSellerVerified })
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .leftJoin(user, eq(user.id, listings.userRef))
    .where(and(eq(favourites.userId, userId), visibleListing))
    .orderBy(desc(favourites.createdAt))
    .limit(200);
  return rows.map(toListingJson);
}
