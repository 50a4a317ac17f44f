import * as v from "valibot";
import { STRINGS } from "../i18n";
import { categoryLabel } from "../i18n/labels";
import { CATEGORY_NAMES, CATEGORY_TREE, CONDITIONS, COUNTIES, isSubcategoryOf, LISTING_TYPES } from "./catalog";
import { LIMITS } from "./limits";
import { parsePriceText } from "./price-text";
import { cleanSearchTerm } from "./search-term";

export { cleanSearchTerm };

/**
 * The search and browse query (spec section 3, Search filter state; docs/api.md). Every sort and
 * filter value is an allow-list; "all" (or absent) means no filter.
 */
export const SORT_FIELDS = ["created_at", "regularPrice", "views"] as const;

/**
 * A value from a fixed list, or no filter for "all" or nothing. The check comes before the
 * transform, so a bad value gets this message and never the library's own wording.
 */
const optionalAll = <T extends readonly string[]>(values: T, message: () => string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === "" || value === "all" || values.includes(value), message),
      v.transform((value) => (value === "" || value === "all" ? undefined : (value as T[number]))),
    ),
  );

/**
 * Whole shillings as people write them: "1,250,000", "45k", "1.5m", "KSh 40,000" (decision 114,
 * the listing form's own reading); empty is no filter.
 */
const wholeNumber = (message: () => string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((value): number | null => parsePriceText(value)),
      v.check((value: number | null) => value === null || (!Number.isNaN(value) && value >= 0), message),
      v.transform((value: number | null): number | undefined => value ?? undefined),
    ),
  );

/** A whole number within bounds, for paging. */
const pagingNumber = (min: number, max: number, message: () => string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => /^\d{1,7}$/.test(value) && Number(value) >= min && Number(value) <= max, message),
    v.transform(Number),
  );

/**
 * The messages are the product's own sentences: the API answers a bad query with the first of
 * them (status 400), and a person may read it (STRINGS.domain.listingQuery, in their language).
 */
export const LISTING_QUERY_MESSAGES = STRINGS.domain.listingQuery;

/** How a category filter is named in a sentence (STRINGS.domain.filterLabels). */
export const CATEGORY_FILTER_LABELS: Readonly<Record<CategoryFilterKey, string>> = STRINGS.domain.filterLabels;

/**
 * The category filters, each with the categories it belongs to: the panel shows a filter only
 * for its category, and a query that pairs one with another category is refused (the API) or loses
 * it (a page's address). Without a category they still narrow (only those listings carry them).
 */
export const CATEGORY_FILTERS = {
  make: ["Vehicles"],
  model: ["Vehicles"],
  yearFrom: ["Vehicles"],
  yearTo: ["Vehicles"],
  bedrooms: ["Property"],
  bathrooms: ["Property"],
  furnished: ["Property"],
  parking: ["Property"],
  brand: ["Mobile Phones & Tablets", "Electronics"],
  size: ["Fashion"],
} as const satisfies Record<string, readonly string[]>;
export type CategoryFilterKey = keyof typeof CATEGORY_FILTERS;
export const CATEGORY_FILTER_KEYS = Object.keys(CATEGORY_FILTERS) as CategoryFilterKey[];

/** The category filters that belong to a category (none for "all"). */
export function categoryFiltersOf(category: string | undefined): CategoryFilterKey[] {
  if (!category) return [];
  return CATEGORY_FILTER_KEYS.filter((key) => (CATEGORY_FILTERS[key] as readonly string[]).includes(category));
}

/**
 * An area as stored and matched: spaces collapsed, each word's first letter upper-case
 * and a shouted word (KILIMANI) lowered, so "kilimani ", "Kilimani" and "KILIMANI" are one area;
 * short capitals (CBD) stay as written.
 */
export function normaliseArea(raw: string): string {
  return cleanSearchTerm(raw)
    .slice(0, 60)
    .trim()
    .split(" ")
    .filter(Boolean)
    .map((word) => {
      const lowered = word.length > 3 && word === word.toUpperCase() ? word.toLowerCase() : word;
      return lowered.charAt(0).toUpperCase() + lowered.slice(1);
    })
    .join(" ");
}

/** A make, model, brand or size as matched: trimmed, spaces collapsed, lower-case. */
export function normaliseAttributeValue(raw: string): string {
  return cleanSearchTerm(raw).toLowerCase();
}
const M = LISTING_QUERY_MESSAGES;
/** A message by its key, read when a check fails (the schema is built once, for every language). */
type Key = { [K in keyof typeof M]: (typeof M)[K] extends string ? K : never }[keyof typeof M];
const say = (key: Key) => () => M[key];

/**
 * The schema, built on first use rather than when the module loads: the search page's browser code
 * writes addresses with this module but never validates one, so it does not ship the validation
 * library (bytes on a phone's paid data).
 */
function buildListingQuery() {
  const booleanFlag = v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => (value === "true" ? true : value === "false" ? false : undefined)),
    ),
  );
  /** Every subcategory name in the tree: the allow-list for a subcategory given without a category. */
  const ALL_SUBCATEGORIES: readonly string[] = CATEGORY_TREE.flatMap((category) => category.subcategories);
  /** Words of at most `max` characters, lower-cased; empty is no filter. */
  const attributeText = (max: number, message: () => string) =>
    v.optional(
      v.pipe(
        v.string(),
        v.transform(normaliseAttributeValue),
        v.check((value) => value.length <= max, message),
        v.transform((value) => value || undefined),
      ),
    );
  /** A whole number within bounds; empty is no filter. */
  const boundedNumber = (min: number, max: number, message: () => string) =>
    v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.check((value) => value === "" || (/^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max), message),
        v.transform((value) => (value === "" ? undefined : Number(value))),
      ),
    );
  const nextYear = new Date().getFullYear() + 1;
  return v.pipe(
    v.object({
      searchTerm: v.optional(v.pipe(v.string(), v.transform(cleanSearchTerm))),
      category: optionalAll(CATEGORY_NAMES, say("category")),
      subcategory: optionalAll(ALL_SUBCATEGORIES, say("subcategory")),
      location: optionalAll(COUNTIES, say("location")),
      condition: optionalAll(CONDITIONS, say("condition")),
      type: optionalAll(LISTING_TYPES, say("type")),
      offer: booleanFlag,
      // Absent sort means newest first, or best match first when a term is given.
      sort: v.optional(v.picklist(SORT_FIELDS, say("sort"))),
      order: v.optional(v.picklist(["asc", "desc"], say("order")), "desc"),
      minPrice: wholeNumber(say("minPrice")),
      maxPrice: wholeNumber(say("maxPrice")),
      // Bounded pagination: larger pages are clamped rather than refused.
      limit: v.optional(
        v.pipe(
          pagingNumber(1, 9_999_999, say("limit")),
          v.transform((value) => Math.min(value, LIMITS.maxPageSize)),
        ),
        String(LIMITS.pageSize),
      ),
      startIndex: v.optional(pagingNumber(0, 100_000, say("startIndex")), "0"),
      // The area below the county, and the category filters (CATEGORY_FILTERS).
      area: v.optional(
        v.pipe(
          v.string(),
          v.check((value) => cleanSearchTerm(value).length <= 60, say("area")),
          v.transform((value) => normaliseArea(value) || undefined),
        ),
      ),
      make: attributeText(40, say("make")),
      model: attributeText(40, say("model")),
      yearFrom: boundedNumber(1900, nextYear, say("yearFrom")),
      yearTo: boundedNumber(1900, nextYear, say("yearTo")),
      // Exactly this many; 0 is a bedsitter (decision 114).
      bedrooms: boundedNumber(0, 10, say("bedrooms")),
      bathrooms: boundedNumber(1, 10, say("bathrooms")),
      furnished: booleanFlag,
      parking: booleanFlag,
      brand: attributeText(40, say("brand")),
      size: attributeText(20, say("size")),
    }),
    // A category filter with another category is refused (the page's reader drops it instead).
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || !dataset.value.category) return;
      const { category } = dataset.value;
      for (const key of CATEGORY_FILTER_KEYS) {
        const value = dataset.value[key];
        if (value === undefined || value === false || (CATEGORY_FILTERS[key] as readonly string[]).includes(category)) continue;
        addIssue({
          message: M.categoryFilter(CATEGORY_FILTER_LABELS[key], CATEGORY_FILTERS[key].map(categoryLabel)),
          path: [{ type: "object", origin: "value", input: dataset.value as Record<string, unknown>, key, value }],
        });
      }
    }),
    // A subcategory narrows its own category only (Cars is not a kind of Fashion).
    v.forward(
      v.partialCheck(
        [["category"], ["subcategory"]],
        (input) => !input.category || !input.subcategory || isSubcategoryOf(input.category, input.subcategory),
        say("subcategory"),
      ),
      ["subcategory"],
    ),
  );
}

let listingQuerySchema: ReturnType<typeof buildListingQuery> | undefined;
export function ListingQuerySchema(): ReturnType<typeof buildListingQuery> {
  listingQuerySchema ??= buildListingQuery();
  return listingQuerySchema;
}

export type ListingQuery = v.InferOutput<ReturnType<typeof buildListingQuery>>;

/** Query-string values to the input shape; repeated keys keep the first value. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in result)) result[key] = value;
  return result;
}

export function parseListingQuery(params: URLSearchParams) {
  return v.safeParse(ListingQuerySchema(), searchParamsToObject(params));
}

/**
 * The empty query (newest first, the first page): written out rather than parsed, so the browse
 * page's client code does not bring the validator with it (a unit test holds it to the schema's).
 */
export function defaultListingQuery(): ListingQuery {
  return { order: "desc", limit: LIMITS.pageSize, startIndex: 0 };
}

/**
 * The URL codec of the search and browse pages. A page reads its address leniently: a bad value
 * is dropped, never shown as an error (a hand-edited or stale link still shows results). It also
 * reads the form as a browser without JavaScript sends it: every field, empty ones included, and
 * the sort select as one value (`sort=regularPrice_asc`). `ignored` names the dropped keys.
 */
export function readListingQuery(params: URLSearchParams): { query: ListingQuery; ignored: string[] } {
  const input = searchParamsToObject(params);
  const [, field, order] = /^(\w+)_(asc|desc)$/.exec(input.sort ?? "") ?? [];
  if (field && order) Object.assign(input, { sort: field, order });
  // The sort select's first choice (best match, or newest first) sends an empty value.
  for (const key of ["sort", "order"]) if (input[key] === "") delete input[key];
  const ignored: string[] = [];
  for (;;) {
    const result = v.safeParse(ListingQuerySchema(), input);
    if (result.success) return { query: result.output, ignored };
    const keys = new Set(result.issues.map((issue) => issue.path?.[0]?.key).filter((key): key is string => typeof key === "string" && key in input));
    if (keys.size === 0) return { query: defaultListingQuery(), ignored: Object.keys(input) };
    for (const key of keys) {
      delete input[key];
      ignored.push(key);
    }
  }
}

export type PriceBox = "minPrice" | "maxPrice";

/**
 * The price boxes a page could not read (`readListingQuery` dropped them), as they were typed: the
 * page says why in a sentence and gives the text back to be corrected (decision 114), rather than
 * quietly showing every price.
 */
export function unreadPrices(params: URLSearchParams, ignored: readonly string[]): Partial<Record<PriceBox, string>> {
  const typed: Partial<Record<PriceBox, string>> = {};
  for (const key of ["minPrice", "maxPrice"] as const) {
    const text = params.get(key);
    if (ignored.includes(key) && text) typed[key] = text;
  }
  return typed;
}

/** A page's canonical address with the unread price boxes kept as typed, so the page can say so. */
export function withUnreadPrices(params: URLSearchParams, typed: Partial<Record<PriceBox, string>>): URLSearchParams {
  const kept = new URLSearchParams(params);
  for (const key of ["minPrice", "maxPrice"] as const) {
    const text = typed[key];
    if (text !== undefined) kept.set(key, text);
  }
  return kept;
}

/** The sentence for each price box the page could not read, in the reader's language. */
export function unreadPriceMessages(typed: Partial<Record<PriceBox, string>>): string[] {
  return (["minPrice", "maxPrice"] as const).filter((key) => typed[key] !== undefined).map((key) => M[key]);
}

/**
 * A query as its canonical address: only what is set, in a fixed order, so it reads well when
 * shared and `readListingQuery` gives the same query back. Newest first without words is the
 * default order, so it is left out too.
 */
export function listingQueryToSearchParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.searchTerm) params.set("searchTerm", query.searchTerm);
  for (const key of ["category", "subcategory", "location", "condition"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.area) params.set("area", query.area);
  for (const key of ["make", "model", "yearFrom", "yearTo", "bedrooms", "bathrooms", "brand", "size"] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (query.furnished) params.set("furnished", "true");
  if (query.parking) params.set("parking", "true");
  if (query.minPrice !== undefined) params.set("minPrice", String(query.minPrice));
  if (query.maxPrice !== undefined) params.set("maxPrice", String(query.maxPrice));
  if (query.offer) params.set("offer", "true");
  const newestFirst = !query.searchTerm && query.sort === "created_at" && query.order === "desc";
  if (query.sort && !newestFirst) {
    params.set("sort", query.sort);
    params.set("order", query.order);
  } else if (!query.sort && query.order === "asc") {
    params.set("order", "asc");
  }
  if (query.type) params.set("type", query.type);
  if (query.limit !== LIMITS.pageSize) params.set("limit", String(query.limit));
  if (query.startIndex > 0) params.set("startIndex", String(query.startIndex));
  return params;
}

/** The filters a query narrows by (sort and paging are not filters): for the chips and the count. */
export const FILTER_KEYS = [
  "searchTerm",
  "category",
  "subcategory",
  "location",
  "area",
  "type",
  "condition",
  ...CATEGORY_FILTER_KEYS,
  "minPrice",
  "maxPrice",
  "offer",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const FLAG_KEYS = new Set<FilterKey>(["offer", "furnished", "parking"]);

export function activeFilters(query: ListingQuery): FilterKey[] {
  return FILTER_KEYS.filter((key) => (FLAG_KEYS.has(key) ? query[key] === true : query[key] !== undefined && query[key] !== ""));
}

/**
 * The query without one filter, from the first result again: a subcategory and the category's own
 * filters go with their category, a model with its make, an area with its county.
 */
export function withoutFilter(query: ListingQuery, key: FilterKey): ListingQuery {
  const next: ListingQuery = { ...query, [key]: undefined, startIndex: 0 };
  if (key === "category") {
    next.subcategory = undefined;
    for (const filter of CATEGORY_FILTER_KEYS) next[filter] = undefined;
  }
  if (key === "make") next.model = undefined;
  if (key === "location") next.area = undefined;
  return next;
}

/** The search page's address for a query. */
export function searchHref(query: ListingQuery): string {
  const params = listingQueryToSearchParams(query);
  return params.size > 0 ? `/search?${params}` : "/search";
}
