import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { activeFilters, type FilterKey, type ListingQuery, withoutFilter } from "../../app/domain/listing-query";
import type { Db } from "../db/client";
import { listingCountSql } from "./listings";

/**
 * Issue 17: what an empty search offers instead. Written by the filter panel's work so that the
 * empty result shows real relaxations before the similar-listings work lands; that work owns this
 * file and its version (same contract) replaces this one.
 */
export interface NearSearch {
  dropped: FilterKey[];
  query: ListingQuery;
  total: number;
}

/** Narrowest first: the words are never dropped. */
const RELAX_ORDER: FilterKey[] = [
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
  "minPrice",
  "maxPrice",
  "type",
  "subcategory",
  "location",
  "category",
];

const dialect = new SQLiteAsyncDialect();

/** Up to 3 relaxed queries that do have results, narrowest filter dropped first; the words kept. */
export async function nearestSearches(db: Db, query: ListingQuery): Promise<NearSearch[]> {
  const active = new Set(activeFilters(query));
  const candidates = RELAX_ORDER.filter((key) => active.has(key)).map((key) => ({ dropped: [key], query: withoutFilter(query, key) }));
  if (candidates.length === 0) return [];
  const statements = candidates.map((candidate) => {
    const built = dialect.sqlToQuery(listingCountSql(db, candidate.query));
    return db.$client.prepare(built.sql).bind(...built.params);
  });
  const counts = await db.$client.batch<{ total: number }>(statements);
  return candidates
    .map((candidate, index) => ({ ...candidate, total: counts[index]?.results[0]?.total ?? 0 }))
    .filter((candidate) => candidate.total > 0)
    .slice(0, 3);
}
