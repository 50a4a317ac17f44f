import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../../db/client";
import { favourites, listings, user } from "../../db/schema";
import { toListingJson, type ListingJson } from "./listing-json";
import { visibleListing } from "./listings";

/** A user's saved listings, most recently saved first (docs/decisions/021). */
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

/** Ids of the listings a user has saved, for the hearts on every card (checked once per page). */
export async function favouriteIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: favourites.listingId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt))
    .limit(1000);
  return rows.map((row) => String(row.id));
}

/** Saves a listing; saving it twice changes nothing. False when there is no such public listing. */
export async function addFavourite(db: Db, userId: string, listingId: number): Promise<boolean> {
  const exists = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), visibleListing))
    .get();
  if (!exists) return false;
  await db.insert(favourites).values({ userId, listingId }).onConflictDoNothing();
  return true;
}

/** Forgets a saved listing; forgetting one that was not saved changes nothing. */
export async function removeFavourite(db: Db, userId: string, listingId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)));
}
