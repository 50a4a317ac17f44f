/**
 * Where boosts are seen: the Top listings above a page of search or browse results, and
 * the home page's Featured row. Boosted listings are few (each one paid), so their candidates are
 * read from the small partial indexes of live boosts (listings_top_idx, listings_featured_idx),
 * matched to the page's query in the Worker with the alerts' matcher (the search's own meaning,
 * app/domain/alert-match.ts), and taken in turn (app/domain/boosts.ts boostSlots). The page's own
 * query and total are untouched. Only listings on show and available count: a hidden, sold,
 * expired or unavailable listing stops showing as boosted (its boost runs out on its own clock).
 */
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { listingMatches, prepareQuery } from "../../../app/domain/alert-match";
import { boostSlots, FEATURED_ROW_SIZE, TOP_PER_PAGE } from "../../../app/domain/boosts";
import type { ListingQuery } from "../../../app/domain/listing-query";
import type { Db } from "../../db/client";
import { listings, user } from "../../db/schema";
import { type ListingJson, toListingJson } from "./listing-json";

/** The most live boosts of one kind (and category) read for a page: far above what is ever sold at once. */
const CANDIDATES = 300;

/**
 * The live boosts are kept 30 seconds per isolate (like the filter options, decision 073), so a page
 * of results costs no extra D1 statement most of the time; a write in this isolate that changes
 * what is boosted or on show (a payment applied, sold, hidden, deleted) forgets them at once.
 * Elsewhere a change shows within 30 seconds; the rotation itself moves by the minute. Rows are
 * kept once read, never a read in flight: workerd ties a promise to the request that started it,
 * and another request awaiting it fails ("Cannot perform I/O on behalf of a different request")
 * or waits forever when the first is cancelled.
 */
const CACHE_MS = 30_000;
type Candidate = Awaited<ReturnType<typeof liveBoostedQuery>>[number];
const cache = new Map<string, { at: number; rows: Candidate[] }>();

export function forgetBoosts(): void {
  cache.clear();
}

async function liveBoosted(db: Db, kind: "top" | "featured", category: string | undefined, now: number): Promise<Candidate[]> {
  const key = `${kind}|${kind === "top" ? (category ?? "") : ""}`;
  const hit = cache.get(key);
  if (hit && now - hit.at >= 0 && now - hit.at < CACHE_MS) {
    return hit.rows.filter((row) => ((kind === "top" ? row.topUntil : row.featuredUntil)?.getTime() ?? 0) > now);
  }
  const rows = await liveBoostedQuery(db, kind, category, now);
  cache.set(key, { at: now, rows });
  return rows;
}

const columns = { ...getTableColumns(listings), isSellerVerified: user.isSellerVerified };

/** The live boosts of one kind (and category), read from their partial index (query-plans test). */
export function liveBoostedQuery(db: Db, kind: "top" | "featured", category: string | undefined, now: number) {
  const until = kind === "top" ? listings.topUntil : listings.featuredUntil;
  return (
    db
      .select(columns)
      .from(listings)
      .leftJoin(user, eq(user.id, listings.userRef))
      .where(
        and(
          sql`${until} IS NOT NULL`,
          sql`${until} > ${now}`,
          kind === "top" && category ? eq(listings.category, category) : undefined,
          sql`+${listings.isHidden} = 0`,
          sql`+${listings.isAvailable} = 1`,
        ),
      )
      // No ORDER BY: sorted by id, SQLite would rather walk the whole table in id order than read the
      // small index and sort; boostSlots puts them in order itself.
      .limit(CANDIDATES)
  );
}

/**
 * Whether a list is in its own default order (newest first, or best match for words), the only order
 * a Top row may lead: above "Price: low to high" a boosted listing would sit where the cheapest
 * belongs, and the buyer asked for the cheapest.
 */
export function inDefaultOrder(query: ListingQuery): boolean {
  if (!query.sort) return query.order === "desc";
  return !query.searchTerm && query.sort === "created_at" && query.order === "desc";
}

/**
 * The Top listings for a page of results: those boosted Top that match the query (its category,
 * filters and words), at most TOP_PER_PAGE, in turn, none on a page past them (boostSlots), and
 * none at all when the buyer chose an order. `page` is 1 for the first page.
 */
export async function topListings(db: Db, query: ListingQuery, page: number, now = Date.now()): Promise<ListingJson[]> {
  if (!inDefaultOrder(query)) return [];
  const rows = await liveBoosted(db, "top", query.category, now);
  if (rows.length === 0) return [];
  const prepared = prepareQuery(query);
  const matching = rows.filter((row) => listingMatches(prepared, row));
  const chosen = boostSlots(
    matching.map((row) => row.id),
    { page, now, perPage: TOP_PER_PAGE },
  );
  const byId = new Map(matching.map((row) => [row.id, row]));
  return chosen.map((id) => toListingJson(byId.get(id) as (typeof rows)[number]));
}

/** The home page's Featured row: up to FEATURED_ROW_SIZE listings boosted Featured, in turn. */
export async function featuredListings(db: Db, now = Date.now()): Promise<ListingJson[]> {
  const rows = await liveBoosted(db, "featured", undefined, now);
  const chosen = boostSlots(
    rows.map((row) => row.id),
    { page: 1, now, perPage: FEATURED_ROW_SIZE },
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return chosen.map((id) => toListingJson(byId.get(id) as (typeof rows)[number]));
}

/** A page never fails for want of its Top row: logged, and the page shows without it. */
export function noTop(error: unknown): ListingJson[] {
  console.error("[boosts] top listings not read", error);
  return [];
}
