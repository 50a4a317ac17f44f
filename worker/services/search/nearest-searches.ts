import { LIMITS } from "../../../app/domain/limits";
import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { activeFilters, type FilterKey, type ListingQuery, listingQueryToSearchParams, withoutFilter } from "../../../app/domain/listing-query";
import type { Db } from "../../db/client";
import { listingCountSql } from "../listings/listings";

export interface NearSearch {
  /** The filters of the original query this one goes without (a category takes its own filters with it). */
  dropped: FilterKey[];
  query: ListingQuery;
  /** How many listings it finds (always more than none), at most LIMITS.totalCap. */
  total: number;
  /** It finds more than LIMITS.totalCap ("1,000+"). */
  capped: boolean;
}

/** At most this many nearest searches are offered. */
export const NEAREST_SEARCHES = 3;

/**
 * Which filter goes first when a search finds nothing: the narrowest first. A model before its
 * make, the area before its county, a category's own filters before the subcategory and the
 * subcategory before the category, the price bounds before the place; the words are never dropped.
 */
export const RELAXATION_ORDER: readonly Exclude<FilterKey, "searchTerm">[] = [
  "area",
  "model",
  "yearFrom",
  "yearTo",
  "bedrooms",
  "bathrooms",
  "furnished",
  "parking",
  "brand",
  "size",
  "make",
  "condition",
  "offer",
  "subcategory",
  "minPrice",
  "maxPrice",
  "type",
  "location",
  "category",
];

/** A relaxed query and the filters of the original it goes without. */
export interface Relaxation {
  dropped: FilterKey[];
  query: ListingQuery;
}

/**
 * The relaxed queries worth counting, narrowest first, in two rounds: `single`, the query without
 * each one of its filters in RELAXATION_ORDER; `cumulative`, the query without more and more of
 * them in that order (for a search that two filters together emptied). Never the same search
 * twice, never the query itself.
 */
export function relaxationsOf(query: ListingQuery): { single: Relaxation[]; cumulative: Relaxation[] } {
  const active = new Set(activeFilters(query));
  const keys = RELAXATION_ORDER.filter((key) => active.has(key));
  const seen = new Set<string>([listingQueryToSearchParams(query).toString()]);
  const relaxation = (relaxed: ListingQuery): Relaxation[] => {
    const address = listingQueryToSearchParams(relaxed).toString();
    if (seen.has(address)) return [];
    seen.add(address);
    const left = new Set(activeFilters(relaxed));
    return [{ dropped: [...active].filter((key) => !left.has(key)), query: relaxed }];
  };
  const single = keys.flatMap((key) => relaxation(withoutFilter(query, key)));
  const cumulative: Relaxation[] = [];
  let current = query;
  for (const key of keys) {
    // A filter an earlier one already took with it (a model with its make) is skipped.
    if (!activeFilters(current).includes(key)) continue;
    current = withoutFilter(current, key);
    cumulative.push(...relaxation(current));
  }
  return { single, cumulative };
}

/**
 * For a search that found nothing: up to three relaxed searches that do find
 * listings, narrowest filter dropped first, the words kept. Each candidate is counted with the
 * search's own count query (index-backed, test/query-plans.test.ts), a round in one D1 batch: the
 * single drops first, and only when they find fewer than three, the cumulative ones.
 */
export async function nearestSearches(db: Db, query: ListingQuery): Promise<NearSearch[]> {
  const { single, cumulative } = relaxationsOf(query);
  const found: NearSearch[] = [];
  for (const round of [single, cumulative]) {
    if (round.length === 0 || found.length >= NEAREST_SEARCHES) continue;
    const counts = await db.$client.batch<{ total: number }>(round.map((candidate) => statement(db, listingCountSql(db, candidate.query))));
    round.forEach((candidate, index) => {
      const total = Number(counts[index]?.results[0]?.total ?? 0);
      if (total > 0 && found.length < NEAREST_SEARCHES) found.push({ ...candidate, total: Math.min(total, LIMITS.totalCap), capped: total > LIMITS.totalCap });
    });
  }
  return found;
}

const dialect = new SQLiteAsyncDialect();

function statement(db: Db, query: SQL) {
  const built = dialect.sqlToQuery(query);
  return db.$client.prepare(built.sql).bind(...built.params);
}
