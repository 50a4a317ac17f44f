/**
 * The listing's filter values as words of the FTS index (docs/decisions/079-filters-in-the-fts-index.md).
 *
 * Words with filters used to meet in SQLite: the words' matches read from FTS into a temporary set,
 * then every listing in the filters' index range checked against it, at about 0.4 us a check (rent +
 * "house": 14,482 checks, 10 ms). With each equality filter also indexed as a token in a `facets`
 * column, FTS5 intersects its own sorted lists: `"house"* AND facets : (<rent>)` counts 2,845
 * matches in about 2 ms, and the best-match page merges its tiers and stops, as words alone do.
 *
 * A token is `0`, a two-letter key and the value's UTF-8 bytes in hexadecimal: one token for any
 * value (spaces, `&`, apostrophes), never a word someone types into the text columns, and computed
 * the same way by SQLite's `hex()` in the generated column below and by `facetToken` here. "At
 * least" filters (bedrooms, bathrooms: 1 to 10) give a listing one token per level it reaches.
 * Ranges (price, year) stay column filters.
 */

/** Equality filters and the key of their token. */
export const VALUE_FACETS = {
  type: "ty",
  category: "ca",
  subcategory: "sc",
  location: "lo",
  area: "ar",
  condition: "co",
  make: "mk",
  model: "md",
  brand: "br",
  size: "sz",
} as const;

/** Yes/no filters: a listing has the token only when the answer is yes. */
export const FLAG_FACETS = { offer: "of", furnished: "fu", parking: "pk" } as const;

/** "At least" filters: the highest level with a token of its own (the query's bound, listing-query.ts). */
export const LEVEL_FACETS = { bedrooms: "bd", bathrooms: "ba" } as const;
export const LEVEL_FACET_MAX = 10;

/** Every token starts with this, so the vocabulary (search-suggest.ts) can leave them out. */
export const FACET_PREFIX = "0";

const hex = (value: string) => Array.from(new TextEncoder().encode(value), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** The token for one filter value, as FTS5's tokenizer stores it (lower case). */
export function facetToken(key: string, value: string): string {
  return `${FACET_PREFIX}${key}${hex(value)}`;
}

/** The token of "at least `level`": two digits, so every level's token is as long as the next. */
export function levelToken(key: string, level: number): string {
  return `${FACET_PREFIX}${key}${String(level).padStart(2, "0")}`;
}

/**
 * The generated column's expression (worker/db/schema.ts): the same tokens from the row's columns,
 * separated by spaces. NULL parts drop out through `coalesce`; levels are a prefix of a fixed list.
 */
export const FACETS_SQL = [
  ...Object.entries(VALUE_FACETS).map(([column, key]) => `coalesce(' ${FACET_PREFIX}${key}' || hex(${column}), '')`),
  ...Object.entries(FLAG_FACETS).map(([column, key]) => `CASE WHEN ${column} = 1 THEN ' ${FACET_PREFIX}${key}' ELSE '' END`),
  ...Object.entries(LEVEL_FACETS).map(([column, key]) => {
    const levels = Array.from({ length: LEVEL_FACET_MAX }, (_, i) => ` ${levelToken(key, i + 1)}`).join("");
    const width = levels.length / LEVEL_FACET_MAX;
    return `coalesce(substr('${levels}', 1, ${width} * min(max(${column}, 0), ${LEVEL_FACET_MAX})), '')`;
  }),
].join(" || ");
