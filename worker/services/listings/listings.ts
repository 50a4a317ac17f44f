import { and, asc, desc, eq, getTableColumns, gte, lte, sql, type SQL } from "drizzle-orm";
import { LIMITS } from "../../../app/domain/limits";
import type { ListingQuery } from "../../../app/domain/listing-query";
import type { Db } from "../../db/client";
import { listingCounts, listings, user } from "../../db/schema";
import { toListingJson, type ListingJson } from "./listing-json";
import { facetsMatch, type FtsQuery, ftsOf, matchedBy, queryFacetExclusions, queryFacets } from "./listing-words";
import { LEVEL_FACET_MAX } from "../../db/facets";
import { listingIndexFor } from "./listing-plan";
import { beyondCursor, cursorOf, type ListCursor, type ListFrom } from "./list-cursor";

const listingColumns = { ...getTableColumns(listings), isSellerVerified: user.isSellerVerified };

/**
 * Public lists show only listings a moderator has not hidden. Written as a literal, not a bound
 * parameter, so that SQLite can use the partial indexes, which all carry `WHERE is_hidden = 0`.
 * The FTS table holds visible listings only (migrations/0003), so words need no such check.
 */
export const visibleListing = sql`${listings.isHidden} = 0`;

/** The filters on listing columns: everything in the query but the words. */
function columnFilters(query: ListingQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    query.category ? eq(listings.category, query.category) : undefined,
    query.subcategory ? eq(listings.subcategory, query.subcategory) : undefined,
    query.location ? eq(listings.location, query.location) : undefined,
    query.condition ? eq(listings.condition, query.condition) : undefined,
    query.type ? eq(listings.type, query.type) : undefined,
    query.offer === true ? eq(listings.offer, true) : undefined,
    // The area and the category filters, on indexed generated columns (migrations/0009).
    query.area ? eq(listings.area, query.area) : undefined,
    query.make ? eq(listings.make, query.make) : undefined,
    query.model ? eq(listings.model, query.model) : undefined,
    // Exactly this many bedrooms, the top of the scale being "10 or more" as its token is (decision
    // 114); a bedsitter (0) is in rangeFilters.
    query.bedrooms ? (query.bedrooms >= LEVEL_FACET_MAX ? gte(listings.bedrooms, LEVEL_FACET_MAX) : eq(listings.bedrooms, query.bedrooms)) : undefined,
    query.bathrooms !== undefined ? gte(listings.bathrooms, query.bathrooms) : undefined,
    query.furnished === true ? eq(listings.furnished, 1) : undefined,
    query.parking === true ? eq(listings.parking, 1) : undefined,
    query.brand ? eq(listings.brand, query.brand) : undefined,
    query.size ? eq(listings.size, query.size) : undefined,
  ];
  return [...conditions.filter((condition): condition is SQL => condition !== undefined), ...rangeFilters(query)];
}

/** The filters the FTS index cannot answer (decision 079): ranges (price, year) and a bedsitter. */
function rangeFilters(query: ListingQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    query.minPrice !== undefined ? gte(listings.regularPrice, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(listings.regularPrice, query.maxPrice) : undefined,
    query.yearFrom !== undefined ? gte(listings.year, query.yearFrom) : undefined,
    query.yearTo !== undefined ? lte(listings.year, query.yearTo) : undefined,
    // A bedsitter has no bedroom token in the index ("at least 1" and up), so FTS cannot find it.
    query.bedrooms === 0 ? eq(listings.bedrooms, 0) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

function whereOf(query: ListingQuery, fts: FtsQuery | null): SQL | undefined {
  return and(
    visibleListing,
    ...columnFilters(query),
    fts ? sql`${listings.id} IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH ${matchedBy(query, fts)})` : undefined,
  );
}

/** The column a chosen sort orders by (the date when none is chosen). */
function sortColumn(query: ListingQuery) {
  return query.sort === "regularPrice" ? listings.regularPrice : query.sort === "views" ? listings.views : listings.createdAt;
}

function orderOf(query: ListingQuery): SQL[] {
  const direction = query.order === "asc" ? asc : desc;
  // The id breaks ties so that paging by startIndex never repeats or skips a listing.
  return [direction(sortColumn(query)), direction(listings.id)];
}

/**
 * Best match first (words given, no sort chosen): listings with every word in their name, then
 * those with the words elsewhere, newest listed first within each (docs/decisions/003). Each tier
 * comes out of the FTS index in id order, equality filters included (their facet tokens, decision
 * 079), and is read only as far as the page needs: a tier's LIMIT is what the tiers before it left
 * to fill, so when the names fill the page the other tiers are never asked (LIMIT 0 skips the FTS
 * query, and with it the merge of every word a prefix stands for: half of "apartment" with a
 * filter). Words that mix numbers and letters add a third tier, the relaxed one ("iphone 13":
 * other iPhones after the iPhone 13s). A price or year range is not in the index: those go the
 * way of `filteredBestMatchIds`.
 */
function bestMatchIds(query: ListingQuery, fts: FtsQuery, from?: ListFrom): SQL {
  if (rangeFilters(query).length > 0) return filteredBestMatchIds(query, fts, columnFilters(query), fromListings(query, true), from);
  // From a cursor (decision 146), the tiers before its own are passed over (after it) or those
  // after it (before it, read backwards), and its own tier starts next to its listing.
  const { at, backwards } = cursorOf(from);
  const need = at ? query.limit : query.limit + query.startIndex;
  const all = [fts.inName, fts.elsewhere, ...(fts.beyond ? [fts.beyond] : [])].map((match, tier) => ({ match, tier }));
  const read = at ? all.filter(({ tier }) => (backwards ? tier <= at.key : tier >= at.key)) : all;
  if (backwards) read.reverse();
  if (read.length === 0) return sql`SELECT NULL AS id, NULL AS tier WHERE 0`;
  const [first, next] = backwards ? [sql.raw("ASC"), sql.raw("DESC")] : [sql.raw("DESC"), sql.raw("ASC")];
  const tiers = read.map(({ match, tier }, position) => {
    const name = sql.raw(`tier${tier}`);
    const taken = sql.join(
      read.slice(0, position).map((earlier) => sql.raw(`(SELECT count(*) FROM tier${earlier.tier})`)),
      sql` + `,
    );
    const limit = position === 0 ? sql`${need}` : sql`CASE WHEN ${taken} < ${need} THEN ${need} - (${taken}) ELSE 0 END`;
    const side = at && tier === at.key ? (backwards ? sql` AND rowid > ${at.id}` : sql` AND rowid < ${at.id}`) : sql``;
    return {
      table: sql`${name} AS MATERIALIZED (SELECT rowid AS id FROM listings_fts WHERE listings_fts MATCH ${match}${side} ORDER BY rowid ${first} LIMIT ${limit})`,
      rows: sql`SELECT id, ${sql.raw(String(tier))} AS tier FROM ${name}`,
    };
  });
  return sql`WITH ${sql.join(
    tiers.map((tier) => tier.table),
    sql`, `,
  )} SELECT id, tier FROM (${sql.join(
    tiers.map((tier) => tier.rows),
    sql` UNION ALL `,
  )}) ORDER BY tier ${next}, id ${first} LIMIT ${query.limit} OFFSET ${at ? 0 : query.startIndex}`;
}

/**
 * Best match with a price or year range: the listings in the range among the words' matches
 * (which already hold the equality filters) are found once (the index's range, each entry checked
 * against the matches read once from FTS), then each is given its tier, and the total rides on
 * every row (counted once from the materialised matches: a window over them costs more), so the
 * matches are read once rather than once per tier and again for the count.
 */
function filteredBestMatchIds(query: ListingQuery, fts: FtsQuery, filters: SQL[], from: SQL, start?: ListFrom): SQL {
  const matching = (match: string) => sql`SELECT rowid FROM listings_fts WHERE listings_fts MATCH ${match}`;
  const tier = fts.beyond
    ? sql`CASE WHEN id IN (${matching(fts.inName)}) THEN 0 WHEN id IN (${matching(fts.all)}) THEN 1 ELSE 2 END`
    : sql`CASE WHEN id IN (${matching(fts.inName)}) THEN 0 ELSE 1 END`;
  const matched = sql`WITH matched AS MATERIALIZED (SELECT ${listings.id} AS id FROM ${from} WHERE ${and(visibleListing, ...filters)} AND ${listings.id} IN (${matching(matchedBy(query, fts))}))`;
  const tiered = sql`SELECT id, ${tier} AS tier, (SELECT count(*) FROM matched) AS total FROM matched`;
  const { at, backwards } = cursorOf(start);
  if (!at) return sql`${matched} ${tiered} ORDER BY tier, id DESC LIMIT ${query.limit} OFFSET ${query.startIndex}`;
  // From a cursor: tier first, then the id, newest first within a tier (backwards: the other way).
  const side = backwards ? sql`tier < ${at.key} OR (tier = ${at.key} AND id > ${at.id})` : sql`tier > ${at.key} OR (tier = ${at.key} AND id < ${at.id})`;
  const order = backwards ? sql`tier DESC, id ASC` : sql`tier, id DESC`;
  return sql`${matched} SELECT id, tier, total FROM (${tiered}) WHERE ${side} ORDER BY ${order} LIMIT ${query.limit}`;
}

/**
 * Words with filters that FTS cannot answer alone (a chosen order, or a price or year range):
 * every match is read to be filtered and ordered anyway, so the page's ids carry the total
 * (counted from the same materialised matches) and no second statement reads the matches again.
 */
function pageCarriesTotal(query: ListingQuery): boolean {
  return Boolean(ftsOf(query) && columnFilters(query).length > 0 && (query.sort || rangeFilters(query).length > 0));
}

/** `listings`, with the index the query must read named when the planner would pick a worse one (listing-plan.ts). */
function fromListings(query: ListingQuery, hasWords: boolean, purpose: "page" | "count" = "page"): SQL {
  const index = listingIndexFor(query, hasWords, purpose);
  return index ? sql`${listings} INDEXED BY ${sql.identifier(index)}` : sql`${listings}`;
}

/**
 * The listings a query shows, as `FROM` and `WHERE` for another reading of the same set (the
 * filter panel's area counts, areas.ts), from the index its total would be counted from.
 */
export function listingSetOf(query: ListingQuery): { from: SQL; where: SQL | undefined } {
  const fts = ftsOf(query);
  return { from: fromListings({ ...query, sort: undefined }, fts !== null, "count"), where: whereOf(query, fts) };
}

/** The ids of the page a query asks for, in order (exposed so tests and the bench read its plan). */
export function listingIdsSql(_db: Db, query: ListingQuery, start?: ListFrom): SQL {
  const fts = ftsOf(query);
  if (fts && !query.sort) return bestMatchIds(query, fts, start);
  const from = fromListings(query, fts !== null);
  // From a cursor (decision 146): the listings past it in the list's order, the first of them first
  // (before it: read the other way, and put back in order by listingPageQuery).
  const { at, backwards } = cursorOf(start);
  const offset = at ? 0 : query.startIndex;
  const ascending = (query.order === "asc") !== backwards;
  if (pageCarriesTotal(query)) {
    // Words with filters in a chosen order: the matches once, sorted, and counted from the same set.
    const [key, tieBreak] = ascending ? [sql`sort_key ASC`, sql`id ASC`] : [sql`sort_key DESC`, sql`id DESC`];
    const side = start ? sql` WHERE ${beyondCursor(sql`sort_key`, sql`id`, query.order, start)}` : sql``;
    return sql`WITH matched AS MATERIALIZED (SELECT ${listings.id} AS id, ${sortColumn(query)} AS sort_key FROM ${from} WHERE ${whereOf(query, fts)}) SELECT id, total FROM (SELECT id, sort_key, (SELECT count(*) FROM matched) AS total FROM matched)${side} ORDER BY ${key}, ${tieBreak} LIMIT ${query.limit} OFFSET ${offset}`;
  }
  const where = and(whereOf(query, fts), start ? beyondCursor(sql`${sortColumn(query)}`, sql`${listings.id}`, query.order, start) : undefined);
  const order = orderOf({ ...query, order: ascending ? "asc" : "desc" });
  return sql`SELECT ${listings.id} AS id FROM ${from} WHERE ${where} ORDER BY ${sql.join(order, sql`, `)} LIMIT ${query.limit} OFFSET ${offset}`;
}

/**
 * Whether the query's total is kept as listings change (listing_counts, migrations/0022): no words
 * and no filter but a category and its subcategory, however sorted. Those totals are exact at any
 * size; browse's "Page X of Y" and the API's unfiltered total are read from a few rows.
 */
function totalIsKept(query: ListingQuery): boolean {
  return !ftsOf(query) && columnFilters({ ...query, category: undefined, subcategory: undefined }).length === 0;
}

/**
 * How many listings match in all: exact from the kept counts (totalIsKept), otherwise counted up to
 * one past the cap and no further (so "Show more" and "Page X of Y" are exact up to LIMITS.totalCap
 * and then say "1,000+"; the count reads at most that many entries, decision 145).
 */
export function listingCountSql(_db: Db, query: ListingQuery): SQL {
  if (totalIsKept(query)) {
    const where = and(
      query.category ? eq(listingCounts.category, query.category) : undefined,
      query.subcategory ? eq(listingCounts.subcategory, query.subcategory) : undefined,
    );
    return sql`SELECT coalesce(sum(${listingCounts.listings}), 0) AS total FROM ${listingCounts}${where ? sql` WHERE ${where}` : sql``}`;
  }
  const fts = ftsOf(query);
  const facets = queryFacets(query);
  const beyondCap = LIMITS.totalCap + 1;
  const ftsCount = (match: string) => sql`SELECT count(*) AS total FROM (SELECT rowid FROM listings_fts WHERE listings_fts MATCH ${match} LIMIT ${beyondCap})`;
  if (rangeFilters(query).length === 0) {
    // Words, with equality filters or none: the FTS index holds visible listings only, so it counts
    // them by itself. The relaxed words match every exact match too, so they alone count both tiers.
    if (fts) return ftsCount(matchedBy(query, fts));
    // Equality filters alone: their tokens' lists intersected in FTS cost less than walking the
    // narrowest index range (Property with 3+ bedrooms: 3.0 -> 1.6 ms, decision 079).
    if (facets.length > 0) return ftsCount(facetsMatch(facets, queryFacetExclusions(query)));
  }
  // Counted from the page's index: a covering one answers without reading a row.
  return sql`SELECT count(*) AS total FROM (SELECT 1 FROM ${fromListings({ ...query, sort: undefined }, false, "count")} WHERE ${whereOf(query, fts)} LIMIT ${beyondCap})`;
}

export interface ListingPage {
  listings: ListingJson[];
  /** Exact, or LIMITS.totalCap when there are more (`capped`). */
  total: number;
  /** More than LIMITS.totalCap match: the total reads "1,000+". */
  capped: boolean;
  /** The cursors of the page's first and last listings (null on an empty page), decision 146. */
  cursors: { first: ListCursor; last: ListCursor } | null;
}

/** A counted total as a page says it: exact when kept (totalIsKept), otherwise at most the cap. */
function pageTotal(query: ListingQuery, counted: number): Pick<ListingPage, "total" | "capped"> {
  const capped = !totalIsKept(query) && counted > LIMITS.totalCap;
  return { total: capped ? LIMITS.totalCap : counted, capped };
}

/**
 * The total every row of the page carries: from the page's own materialised matches when it has
 * them (pageCarriesTotal), otherwise the count as a subquery SQLite runs once for the statement,
 * so a page and its total are one statement rather than two in a batch (D1 spends about 0.85 ms
 * on each statement, docs/performance.md).
 */
function pageTotalSql(db: Db, query: ListingQuery) {
  return (pageCarriesTotal(query) ? sql<number>`page.total` : sql<number>`(${listingCountSql(db, query)})`).as("total");
}

/** The page's whole listings: its ids (listingIdsSql) joined to their rows, in the ids' order. */
export function listingPageQuery(db: Db, query: ListingQuery, start?: ListFrom) {
  const fts = ftsOf(query);
  const bestMatch = fts !== null && !query.sort;
  // CROSS JOIN fixes the order: the page's ids first, then each row by its key. An inner join
  // lets SQLite walk a whole date index to save sorting nine rows (the outer ORDER BY). Each row
  // carries its key in the list's order, for the cursors of the page's ends.
  return db
    .select({ ...listingColumns, pageTotal: pageTotalSql(db, query), pageKey: sql<number>`${bestMatch ? sql`page.tier` : sortColumn(query)}` })
    .from(sql`(${listingIdsSql(db, query, start)}) AS page`)
    .crossJoin(listings)
    .leftJoin(user, eq(user.id, listings.userRef))
    .where(and(eq(listings.id, sql`page.id`), visibleListing))
    .orderBy(...(bestMatch ? [sql`page.tier`, desc(listings.id)] : orderOf(query)));
}

/**
 * Search and browse: the page's whole listings and the exact total in one statement. The page is
 * chosen by its ids first (listingIdsSql: read from indexes, stopping at the page), and only those
 * ids are joined to their rows, so deep pages stay cheap: skipped listings are read from an index,
 * never as whole rows. The join keeps the ids' order (their tier, or the chosen sort).
 */
export async function findListings(db: Db, query: ListingQuery, start?: ListFrom): Promise<ListingPage> {
  const rows = await listingPageQuery(db, query, start);
  const page = rows.map(({ pageTotal: _, pageKey: __, ...row }) => toListingJson(row));
  // A page past the last match has no row to carry the total: counted apart (rare). An empty
  // first page has no match at all.
  const counted = async () => (await db.select({ total: sql<number>`total` }).from(sql`(${listingCountSql(db, query)})`))[0]?.total ?? 0;
  const total = rows[0]?.pageTotal ?? (query.startIndex > 0 || start ? await counted() : 0);
  const cursor = (row: (typeof rows)[number]): ListCursor => ({ key: Number(row.pageKey), id: row.id });
  const [head, tail] = [rows[0], rows.at(-1)];
  return { listings: page, ...pageTotal(query, total), cursors: head && tail ? { first: cursor(head), last: cursor(tail) } : null };
}

/** A home row: the first few listings of one ordering (never words, never deep), without a total. */
export async function listingRow(db: Db, query: ListingQuery, { availableOnly = false } = {}): Promise<ListingJson[]> {
  const rows = await db
    .select(listingColumns)
    .from(listings)
    .leftJoin(user, eq(user.id, listings.userRef))
    .where(and(whereOf(query, null), availableOnly ? eq(listings.isAvailable, true) : undefined))
    .orderBy(...orderOf(query))
    .limit(query.limit);
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

/** Parses a listing id from a route or API parameter; anything but a positive integer is no listing. */
export function parseListingId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
