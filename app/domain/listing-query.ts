import * as v from "valibot";
import { CATEGORY_NAMES, CATEGORY_TREE, CONDITIONS, COUNTIES, isSubcategoryOf, LISTING_TYPES } from "./catalog";
import { LIMITS } from "./limits";

/**
 * The search and browse query (spec section 3, Search filter state; design/api.md). Every sort and
 * filter value is an allow-list; "all" (or absent) means no filter.
 */
export const SORT_FIELDS = ["created_at", "regularPrice", "views"] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** The spec's stripped characters; anything else FTS5 would read as syntax is quoted later. */
export function cleanSearchTerm(raw: string): string {
  return raw
    .replace(/[<>&"';]/g, "")
    .trim()
    .replace(/\s+/g, " ")
    .slice(0, 100);
}

const optionalAll = <T extends readonly string[]>(values: T, message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => (value === "all" || value === "" ? undefined : value)),
      v.union([v.undefined(), v.picklist(values, message)]),
    ),
  );

const wholeNumber = (message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => (value.trim() === "" ? undefined : Number(value))),
      v.union([v.undefined(), v.pipe(v.number(message), v.integer(message), v.minValue(0, message))]),
    ),
  );

const booleanFlag = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) => (value === "true" ? true : value === "false" ? false : undefined)),
  ),
);

/** Every subcategory name in the tree: the allow-list for a subcategory given without a category. */
const ALL_SUBCATEGORIES: readonly string[] = CATEGORY_TREE.flatMap((category) => category.subcategories);

export const ListingQuery = v.pipe(
  v.object({
    searchTerm: v.optional(v.pipe(v.string(), v.transform(cleanSearchTerm))),
    category: optionalAll(CATEGORY_NAMES, "Unknown category"),
    subcategory: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((value) => (value === "" || value === "all" ? undefined : value)),
        v.union([v.undefined(), v.picklist(ALL_SUBCATEGORIES, "Unknown subcategory")]),
      ),
    ),
    location: optionalAll(COUNTIES, "Unknown location"),
    condition: optionalAll(CONDITIONS, "Unknown condition"),
    type: optionalAll(LISTING_TYPES, "Type must be sale or rent"),
    offer: booleanFlag,
    // Absent sort means newest first, or best match first when a term is given.
    sort: v.optional(v.picklist(SORT_FIELDS, "Sort must be created_at, regularPrice or views")),
    order: v.optional(v.picklist(["asc", "desc"], "Order must be asc or desc"), "desc"),
    minPrice: wholeNumber("minPrice must be a whole number"),
    maxPrice: wholeNumber("maxPrice must be a whole number"),
    limit: v.optional(
      v.pipe(
        v.string(),
        v.transform(Number),
        v.number("limit must be a number"),
        v.integer("limit must be a whole number"),
        v.minValue(1, "limit must be at least 1"),
        // Bounded pagination: larger pages are clamped rather than refused.
        v.transform((value) => Math.min(value, LIMITS.maxPageSize)),
      ),
      String(LIMITS.pageSize),
    ),
    startIndex: v.optional(
      v.pipe(
        v.string(),
        v.transform(Number),
        v.number("startIndex must be a number"),
        v.integer("startIndex must be a whole number"),
        v.minValue(0, "startIndex must not be negative"),
        v.maxValue(100_000, "startIndex is too large"),
      ),
      "0",
    ),
  }),
  // A subcategory narrows its own category only (Cars is not a kind of Fashion).
  v.forward(
    v.partialCheck(
      [["category"], ["subcategory"]],
      (input) => !input.category || !input.subcategory || isSubcategoryOf(input.category, input.subcategory),
      "Unknown subcategory",
    ),
    ["subcategory"],
  ),
);

export type ListingQuery = v.InferOutput<typeof ListingQuery>;

/** Query-string values to the input shape; repeated keys keep the first value. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in result)) result[key] = value;
  return result;
}

export function parseListingQuery(params: URLSearchParams) {
  return v.safeParse(ListingQuery, searchParamsToObject(params));
}

export function defaultListingQuery(): ListingQuery {
  return v.parse(ListingQuery, {});
}
