import { and, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { ListingQuery } from "../../../app/domain/listing-query";
import type { Db } from "../../db/client";
import { listings } from "../../db/schema";
import { listingSetOf, visibleListing } from "../listings/listings";

export interface AreaCount {
  /** The area as stored (normalised by `normaliseArea`), e.g. "Kilimani". */
  area: string;
  /** Visible listings that name it. */
  count: number;
}

/** No area list offers more than this: the most used, then put A-Z. */
export const MAX_AREAS = 60;

/**
 * The areas already used in a county, most used first: the create form's
 * suggestions. Read from `listings_area_idx (location, area, created_at) WHERE is_hidden = 0 AND
 * area IS NOT NULL`: the county's entries only, never a row.
 */
export async function areasOf(db: Db, county: string, limit = MAX_AREAS): Promise<AreaCount[]> {
  const count = sql<number>`count(*)`;
  return db
    .select({ area: sql<string>`${listings.area}`, count })
    .from(listings)
    .where(and(visibleListing, eq(listings.location, county), isNotNull(listings.area)))
    .groupBy(listings.area)
    .orderBy(desc(count), listings.area)
    .limit(limit);
}

/**
 * The filter panel's areas, each counted among the listings the rest of the query shows (its
 * category, type, county, other filters and words), so choosing one never finds nothing. Read from
 * the index the query's total is counted from (listing-plan.ts: a covering range of the county, or
 * of the category and county), never a row but the FTS matches of its words; the county alone
 * reads `listings_area_idx`. Exposed for test/query-plans.test.ts.
 */
export function areaCountsSql(query: ListingQuery, limit = MAX_AREAS): SQL {
  const rest: ListingQuery = { ...query, area: undefined, startIndex: 0 };
  const { from, where } = listingSetOf(rest);
  return sql`SELECT ${listings.area} AS area, count(*) AS count FROM ${from} WHERE ${where} AND ${listings.area} IS NOT NULL GROUP BY ${listings.area} ORDER BY count DESC, ${listings.area} LIMIT ${limit}`;
}

/** The panel's areas with their counts (`areaCountsSql`), the most used `MAX_AREAS`, A-Z. */
export async function areaCountsFor(db: Db, query: ListingQuery): Promise<AreaCount[]> {
  if (!query.location) return [];
  const rows = await db.all<{ area: string; count: number }>(areaCountsSql(query));
  return rows
    .map((row) => ({ area: row.area, count: Number(row.count) }))
    .sort((a, b) => a.area.localeCompare(b.area, "en-KE", { sensitivity: "base" }) || a.area.localeCompare(b.area));
}
