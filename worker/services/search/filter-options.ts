import { sql, type SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { CATEGORY_FILTERS, type ListingQuery } from "../../../app/domain/listing-query";
import type { Db } from "../../db/client";
import { areaCountsFor } from "./areas";

export interface FilterOption {
  /** As the query codec wants it: lower-case for make, model, brand and size; the stored area. */
  value: string;
  /** As people write it ("Toyota"). */
  label: string;
  /** Visible listings that carry it. */
  count: number;
}

export interface FilterOptions {
  makes: FilterOption[];
  models: FilterOption[];
  areas: FilterOption[];
  brands: FilterOption[];
  sizes: FilterOption[];
}

/** No list offers more choices than this (a select of hundreds helps nobody). */
export const MAX_FILTER_OPTIONS = 100;

const dialect = new SQLiteAsyncDialect();

type Attribute = "make" | "model" | "brand" | "size";

/**
 * The values of one attribute that visible listings carry, with how many carry each, walked in
 * order from the attribute's partial index (listings_vehicle_idx, listings_brand_idx,
 * listings_size_idx: `WHERE is_hidden = 0 AND <col> IS NOT NULL`), so only listings that carry the
 * attribute are read (SQLite does not read a virtual column's value from an index, so each of those
 * rows is read: hence OPTIONS_CACHE_MS). The generated column is
 * lower-case; the label is one listing's own writing of it ("Toyota", "iPhone"), found by one probe
 * of the same index per value listed. Models are those of one make: that make's range of the index.
 * A–Z by value, at most MAX_FILTER_OPTIONS (exposed for test/query-plans.test.ts).
 */
export function attributeOptionsSql(attribute: Attribute, make?: string): SQL {
  const column = sql.raw(`"${attribute}"`);
  const ofMake = make === undefined ? sql`` : sql` AND "make" = ${make}`;
  const probeOfMake = make === undefined ? sql`` : sql` AND "one"."make" = ${make}`;
  return sql`SELECT ${column} AS value, count(*) AS count,
    (SELECT trim(json_extract("one"."attributes", ${`$.${attribute}`})) FROM "listings" AS "one"
      WHERE "one"."is_hidden" = 0 AND "one".${column} IS NOT NULL AND "one".${column} = "listings".${column}${probeOfMake} LIMIT 1) AS label
    FROM "listings"
    WHERE "listings"."is_hidden" = 0 AND ${column} IS NOT NULL${ofMake}
    GROUP BY ${column} ORDER BY ${column} LIMIT ${MAX_FILTER_OPTIONS}`;
}

/**
 * How long an isolate keeps a list of choices: the counts read every listing that carries the
 * attribute (a few thousand rows at 100,000 listings), too many for every search page. A new make
 * appears in the panel within a minute; the search itself is never cached.
 */
export const OPTIONS_CACHE_MS = 60_000;
const MAX_CACHED_LISTS = 500;
const cache = new Map<string, { expires: number; rows: OptionRow[] }>();

/** Forgets the cached lists (tests that add listings and read the choices again at once). */
export function forgetFilterOptions(): void {
  cache.clear();
}

interface OptionRow {
  value: string;
  count: number;
  label: string | null;
}

const NONE: FilterOption[] = [];

function appliesTo(key: keyof typeof CATEGORY_FILTERS, category: string | undefined): boolean {
  return category !== undefined && (CATEGORY_FILTERS[key] as readonly string[]).includes(category);
}

/**
 * The choices the filter panel offers for a query: only what the query needs, so a
 * search without a category reads nothing. Makes for Vehicles, the chosen make's models, the
 * chosen county's areas (`areaCountsFor`: A-Z, each counted among what the rest of the query
 * shows, so choosing one never finds nothing), brands for Mobile Phones & Tablets and Electronics,
 * sizes for Fashion; the rest are empty. The attribute lists count all visible listings with the
 * value (not narrowed by the query's other filters), so one list serves every search of its
 * category and is kept OPTIONS_CACHE_MS; the lists not kept go to D1 in one batch, beside the
 * county's areas (an index range, never kept: they follow the query).
 */
export async function filterOptionsFor(db: Db, query: ListingQuery): Promise<FilterOptions> {
  const wanted: [keyof Omit<FilterOptions, "areas">, SQL][] = [];
  if (appliesTo("make", query.category)) {
    wanted.push(["makes", attributeOptionsSql("make")]);
    if (query.make) wanted.push(["models", attributeOptionsSql("model", query.make)]);
  }
  if (appliesTo("brand", query.category)) wanted.push(["brands", attributeOptionsSql("brand")]);
  if (appliesTo("size", query.category)) wanted.push(["sizes", attributeOptionsSql("size")]);

  const now = Date.now();
  const lists = wanted.map(([key, query]) => {
    const built = dialect.sqlToQuery(query);
    const cacheKey = `${built.sql}\u0000${JSON.stringify(built.params)}`;
    const cached = cache.get(cacheKey);
    return { key, built, cacheKey, rows: cached && cached.expires > now ? cached.rows : undefined };
  });
  const missing = lists.filter((list) => list.rows === undefined);
  const [results, areas] = await Promise.all([
    missing.length > 0 ? db.$client.batch<OptionRow>(missing.map(({ built }) => db.$client.prepare(built.sql).bind(...built.params))) : Promise.resolve([]),
    areaCountsFor(db, query),
  ]);
  if (cache.size + missing.length > MAX_CACHED_LISTS) cache.clear();
  missing.forEach((list, index) => {
    list.rows = results[index]?.results ?? [];
    cache.set(list.cacheKey, { expires: now + OPTIONS_CACHE_MS, rows: list.rows });
  });
  const options: FilterOptions = { makes: NONE, models: NONE, areas: NONE, brands: NONE, sizes: NONE };
  for (const { key, rows } of lists) {
    options[key] = (rows ?? []).map((row) => ({
      value: row.value,
      label: row.label || row.value,
      count: Number(row.count),
    }));
  }
  options.areas = areas.map(({ area, count }) => ({ value: area, label: area, count: Number(count) }));
  return options;
}
