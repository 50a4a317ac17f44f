import { and, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { CATEGORY_FILTERS, type ListingQuery } from "../../app/domain/listing-query";
import type { Db } from "../db/client";
import { listings } from "../db/schema";
import { areasOf } from "./areas";
import { visibleListing } from "./listings";

/**
 * Issue 17: the filter panel's choices. Written by the filter panel's work so that the panel shows
 * real choices before the similar-listings work lands; that work owns this file and its version
 * (same contract) replaces this one.
 */
export interface FilterOption {
  /** As the URL codec wants it: lower-case for make, model, brand and size; the stored area. */
  value: string;
  /** As people write it ("Toyota"). */
  label: string;
  count: number;
}
export interface FilterOptions {
  makes: FilterOption[];
  models: FilterOption[];
  areas: FilterOption[];
  brands: FilterOption[];
  sizes: FilterOption[];
}

const LIMIT = 60;

/** One attribute's values and counts among the visible listings that carry it, most used first. */
async function valuesOf(db: Db, column: SQLiteColumn, jsonKey: string, where: SQL[]): Promise<FilterOption[]> {
  const count = sql<number>`count(*)`;
  const rows = await db
    .select({ value: sql<string>`${column}`, label: sql<string>`max(trim(json_extract(${listings.attributes}, ${`$.${jsonKey}`})))`, count })
    .from(listings)
    .where(and(visibleListing, isNotNull(column), ...where))
    .groupBy(column)
    .orderBy(desc(count), column)
    .limit(LIMIT);
  return rows.filter((row) => row.value).map((row) => ({ value: row.value, label: String(row.label ?? row.value), count: row.count }));
}

const belongs = (key: keyof typeof CATEGORY_FILTERS, category: string | undefined) =>
  category !== undefined && (CATEGORY_FILTERS[key] as readonly string[]).includes(category);

/** Only what the query needs: makes for Vehicles, models once a make is chosen, areas once a county is chosen, brands, sizes; the rest []. */
export async function filterOptionsFor(db: Db, query: ListingQuery): Promise<FilterOptions> {
  const { category } = query;
  const none = Promise.resolve([] as FilterOption[]);
  const [makes, models, areas, brands, sizes] = await Promise.all([
    belongs("make", category) ? valuesOf(db, listings.make, "make", []) : none,
    belongs("model", category) && query.make ? valuesOf(db, listings.model, "model", [eq(listings.make, query.make)]) : none,
    query.location ? areasOf(db, query.location).then((rows) => rows.map((row) => ({ value: row.area, label: row.area, count: row.count }))) : none,
    belongs("brand", category) && category ? valuesOf(db, listings.brand, "brand", [eq(listings.category, category)]) : none,
    belongs("size", category) ? valuesOf(db, listings.size, "size", []) : none,
  ]);
  return { makes, models, areas, brands, sizes };
}
