import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { defaultListingQuery, type ListingQuery, searchHref } from "../../../app/domain/listing-query";
import type { Db } from "../../db/client";
import { listings, user } from "../../db/schema";
import { cardDescription } from "../../../app/domain/card-description";
import { type ListingJson, toListingJson } from "./listing-json";

/** Cards in the listing page's "Similar listings" row. */
export const SIMILAR_LISTINGS = 4;
/** How many listings each probe reads either side of the price: the most the row ever looks at is twice this. */
export const SIMILAR_PROBE = 24;
/** A card shows two lines of description; the row sends no more than this of each. */

/** What the row needs to know of the listing it sits under. */
export interface SimilarTo {
  id: number;
  subcategory: string | null;
  category: string;
  location: string;
  regularPrice: number;
  type: "sale" | "rent";
}

/** The listing's own values, given or read by its id, as SQL the query compares with. */
export interface Reference {
  id: number;
  subcategory: SQL;
  category: SQL;
  location: SQL;
  price: SQL;
  type: SQL;
}

function referenceOf(listing: SimilarTo): Reference {
  return {
    id: listing.id,
    subcategory: sql`${listing.subcategory}`,
    category: sql`${listing.category}`,
    location: sql`${listing.location}`,
    price: sql`${listing.regularPrice}`,
    type: sql`${listing.type}`,
  };
}

/** The listing's values read from its row by primary key, for a query sent beside the page's own. */
function referenceById(id: number): Reference {
  const of = (column: string) => sql`(SELECT ${sql.raw(`"me"."${column}"`)} FROM "listings" AS "me" WHERE "me"."id" = ${id})`;
  return { id, subcategory: of("subcategory"), category: of("category"), location: of("location"), price: of("regular_price"), type: of("type") };
}

/**
 * Similar listings: the same subcategory, nearest price, the same county first.
 * Two bounded probes of listings_subcategory_price_idx (subcategory, regular_price) WHERE
 * is_hidden = 0, each reading at most SIMILAR_PROBE entries from the index alone: the nearest at
 * or below the price walking down, the nearest above it walking up. Only those ids are read as
 * rows, kept if still for sale (available), of the same kind (sale or rent) and category, and not
 * the listing itself; the same county first, then the nearest price. The sort is over at most
 * 2 × SIMILAR_PROBE rows. A listing without a subcategory compares with those without one (its
 * category checked on the rows). Exposed for test/query-plans.test.ts.
 */
export function similarListingsQuery(db: Db, ref: Reference, limit = SIMILAR_LISTINGS) {
  const probe = (side: SQL, order: SQL) =>
    sql`SELECT "id" FROM (SELECT "near"."id" FROM "listings" AS "near" WHERE "near"."is_hidden" = 0 AND "near"."subcategory" IS ${ref.subcategory} AND ${side} AND "near"."id" <> ${ref.id} ORDER BY ${order} LIMIT ${SIMILAR_PROBE})`;
  const below = probe(sql`"near"."regular_price" <= ${ref.price}`, sql`"near"."regular_price" DESC`);
  const above = probe(sql`"near"."regular_price" > ${ref.price}`, sql`"near"."regular_price" ASC`);
  return db
    .select({ ...getTableColumns(listings), isSellerVerified: user.isSellerVerified })
    .from(listings)
    .leftJoin(user, sql`${user.id} = ${listings.userRef}`)
    .where(
      // The unary plus keeps SQLite from walking a category or kind index instead: the candidates
      // are found by the probes and read by key, whatever the planner guesses of their number.
      sql`${listings.id} IN (${below} UNION ALL ${above}) AND +${listings.isHidden} = 0 AND +${listings.isAvailable} = 1 AND +${listings.type} = ${ref.type} AND +${listings.category} = ${ref.category}`,
    )
    .orderBy(sql`${listings.location} = ${ref.location} DESC`, sql`abs(${listings.regularPrice} - ${ref.price})`, sql`${listings.id} DESC`)
    .limit(limit);
}

type SimilarRow = Awaited<ReturnType<ReturnType<typeof similarListingsQuery>["all"]>>[number];

function toCard(row: SimilarRow): ListingJson {
  const json = toListingJson(row);
  return { ...json, description: cardDescription(json.description) };
}

/** Up to `limit` listings like this one, for the API (`GET /api/listings/:id/similar`). */
export async function similarListings(db: Db, listing: SimilarTo, limit = SIMILAR_LISTINGS): Promise<ListingJson[]> {
  const rows = await similarListingsQuery(db, referenceOf(listing), Math.max(1, Math.min(limit, SIMILAR_PROBE))).all();
  return rows.map(toCard);
}

/**
 * The same row found from the listing's id alone, so the listing page sends it beside its own
 * reads instead of after them (the listing's values are read by primary key inside the query).
 */
/**
 * The row's "See more": the search for the same subcategory and kind (sale or rent). Made on the
 * server, so the listing page's script carries no query codec.
 */
export function similarSearchHref(listing: { category: string; subcategory: string | null; type: "sale" | "rent" }): string {
  return searchHref({
    ...defaultListingQuery(),
    category: listing.category as ListingQuery["category"],
    subcategory: (listing.subcategory ?? undefined) as ListingQuery["subcategory"],
    type: listing.type,
  });
}

export async function similarListingsById(db: Db, id: number, limit = SIMILAR_LISTINGS): Promise<ListingJson[]> {
  const rows = await similarListingsQuery(db, referenceById(id), limit).all();
  return rows.map(toCard);
}

/** Exposed for test/query-plans.test.ts: the query as the page sends it. */
export function similarListingsByIdQuery(db: Db, id: number) {
  return similarListingsQuery(db, referenceById(id));
}
