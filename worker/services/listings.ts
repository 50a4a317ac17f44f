import { and, asc, desc, eq, getTableColumns, gte, lte, sql, type SQL } from "drizzle-orm";
import type { ListingQuery } from "../../app/domain/listing-query";
import type { Db } from "../db/client";
import { listings, user } from "../db/schema";
import { toListingJson, type ListingJson } from "./listing-json";

const listingColumns = { ...getTableColumns(listings), isSellerVerified: user.isSellerVerified };

/**
 * A user's words as an FTS5 query: each word becomes a quoted prefix token, so nothing typed is
 * ever read as FTS syntax (decisions.md 11). Words without a letter or digit carry no meaning.
 */
export function toFtsQuery(term: string): string | null {
  const tokens = term
    .split(/\s+/)
    .map((word) => word.replace(/"/g, ""))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 8);
  if (tokens.length === 0) return null;
  return tokens.map((word) => `"${word}"*`).join(" ");
}

/**
 * Public lists show only listings a moderator has not hidden. Written as a literal, not a bound
 * parameter, so that SQLite can use the partial indexes, which all carry `WHERE is_hidden = 0`.
 */
export const visibleListing = sql`${listings.isHidden} = 0`;

function filtersOf(query: ListingQuery): { where: SQL | undefined; fts: string | null } {
  const fts = query.searchTerm ? toFtsQuery(query.searchTerm) : null;
  const conditions: (SQL | undefined)[] = [
    visibleListing,
    query.category ? eq(listings.category, query.category) : undefined,
    query.subcategory ? eq(listings.subcategory, query.subcategory) : undefined,
    query.location ? eq(listings.location, query.location) : undefined,
    query.condition ? eq(listings.condition, query.condition) : undefined,
    query.type ? eq(listings.type, query.type) : undefined,
    query.offer === true ? eq(listings.offer, true) : undefined,
    query.minPrice !== undefined ? gte(listings.regularPrice, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(listings.regularPrice, query.maxPrice) : undefined,
    fts ? sql`${listings.id} IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH ${fts})` : undefined,
  ];
  return { where: and(...conditions), fts };
}

function orderOf(query: ListingQuery, fts: string | null): SQL[] {
  const direction = query.order === "asc" ? asc : desc;
  if (!query.sort && fts) {
    // Best match first: bm25 over the FTS table, newest first among equals.
    return [
      sql`(SELECT bm25(listings_fts) FROM listings_fts WHERE listings_fts MATCH ${fts} AND rowid = ${listings.id})`,
      desc(listings.id),
    ];
  }
  const column =
    query.sort === "regularPrice" ? listings.regularPrice : query.sort === "views" ? listings.views : listings.createdAt;
  // The id breaks ties so that paging by startIndex never repeats or skips a listing.
  return [direction(column), direction(listings.id)];
}

export interface ListingPage {
  listings: ListingJson[];
  total: number;
}

/** The page of listings a query asks for (exposed so tests can read its query plan). */
export function listingPageQuery(db: Db, query: ListingQuery) {
  const { where, fts } = filtersOf(query);
  return db
    .select(listingColumns)
    .from(listings)
    .leftJoin(user, eq(user.id, listings.userRef))
    .where(where)
    .orderBy(...orderOf(query, fts))
    .limit(query.limit)
    .offset(query.startIndex);
}

export function listingCountQuery(db: Db, query: ListingQuery) {
  return db.select({ total: sql<number>`count(*)` }).from(listings).where(filtersOf(query).where);
}

/** Search, browse and the home rows: one index-backed query and an exact total, in one round trip. */
export async function findListings(db: Db, query: ListingQuery): Promise<ListingPage> {
  const [rows, counted] = await db.batch([listingPageQuery(db, query), listingCountQuery(db, query)]);
  return { listings: rows.map(toListingJson), total: counted[0]?.total ?? 0 };
}

/** A home row: the first few listings of one ordering, without a total. */
export async function listingRow(db: Db, query: ListingQuery): Promise<ListingJson[]> {
  const rows = await listingPageQuery(db, query);
  return rows.map(toListingJson);
}

export interface ListingDetail extends ListingJson {
  seller: { id: string; username: string; avatar: string | null; isSellerVerified: boolean; memberSince: string } | null;
  /** Hidden by a moderator: only its owner and admins are ever given such a listing. */
  isHidden: boolean;
}

/**
 * One listing with its seller's public summary; null when missing, or hidden unless
 * `includeHidden` (for its owner's and the admins' eyes).
 */
export async function findListing(db: Db, id: number, { includeHidden = false } = {}): Promise<ListingDetail | null> {
  const row = await db
    .select({
      ...listingColumns,
      sellerUsername: user.displayUsername,
      sellerAvatar: user.image,
      sellerSince: user.createdAt,
      sellerId: user.id,
    })
    .from(listings)
    .leftJoin(user, eq(user.id, listings.userRef))
    .where(includeHidden ? eq(listings.id, id) : and(eq(listings.id, id), visibleListing))
    .get();
  if (!row) return null;
  const { sellerUsername, sellerAvatar, sellerSince, sellerId, ...listing } = row;
  return {
    ...toListingJson(listing),
    isHidden: listing.isHidden,
    seller: sellerId
      ? {
          id: sellerId,
          username: sellerUsername ?? "",
          avatar: sellerAvatar,
          isSellerVerified: listing.isSellerVerified === true,
          memberSince: (sellerSince ?? new Date()).toISOString(),
        }
      : null,
  };
}

/** One atomic increment per page view (decisions.md 12); returns nothing so it can run after the response. */
export async function countListingView(db: Db, id: number): Promise<void> {
  await db.update(listings).set({ views: sql`${listings.views} + 1` }).where(eq(listings.id, id));
}

/** Parses a listing id from a route or API parameter; anything but a positive integer is no listing. */
export function parseListingId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
