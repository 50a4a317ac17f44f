import type { ListingQuery } from "../../app/domain/listing-query";

/**
 * Which index a list query reads (issue 17, docs/performance.md "Filter mix"). SQLite's planner,
 * without table statistics, takes every equality as equally narrow: it would walk a whole category
 * by date reading each row (and parse its JSON for a make or a bedroom count) where a covering
 * index answers from its entries alone. So the builder names the index (INDEXED BY) when a query
 * narrows a category, a county or a condition by anything else, or sorts one by price or views;
 * otherwise the planner's own choice is already the best (the single-purpose indexes of
 * migrations 0003-0009, and the FTS index for words). Each named index is partial on
 * `is_hidden = 0` and led by a column the query fixes by equality, so SQLite can always use it.
 */
export type ListingIndex =
  | "listings_category_filters_idx"
  | "listings_location_filters_idx"
  | "listings_condition_filters_idx"
  | "listings_price_idx"
  | "listings_popular_idx"
  | "listings_recent_idx";

type Narrowing = keyof ListingQuery;

const ATTRIBUTES: readonly Narrowing[] = ["area", "make", "model", "yearFrom", "yearTo", "bedrooms", "bathrooms", "furnished", "parking", "brand", "size"];

/** Whether the query sets any of these filters (a flag only counts when it is on). */
function sets(query: ListingQuery, keys: readonly Narrowing[]): boolean {
  return keys.some((key) => {
    const value = query[key];
    return value !== undefined && value !== null && value !== false && value !== "";
  });
}

export function listingIndexFor(query: ListingQuery, hasWords: boolean): ListingIndex | null {
  const newest = query.sort === undefined || query.sort === "created_at";
  if (query.category) {
    if (sets(query, ["location", "type", "condition", "offer", "minPrice", "maxPrice", ...ATTRIBUTES])) return "listings_category_filters_idx";
    // A subcategory by price is listings_subcategory_price_idx's own order.
    if (newest || (query.subcategory && query.sort === "regularPrice")) return null;
    return "listings_category_filters_idx";
  }
  if (query.location) {
    if (sets(query, ["type", "condition", "offer", "minPrice", "maxPrice"])) return "listings_location_filters_idx";
    // A county's area is listings_area_idx; a county by date, listings_location_recent_idx.
    if (newest || query.area) return null;
    return "listings_location_filters_idx";
  }
  if (query.condition) return "listings_condition_filters_idx";
  // Words alone in a chosen order: walk that order's index and keep the listings among the
  // matches (a set read once from FTS), rather than read and sort every match.
  if (hasWords && query.sort && !sets(query, ["subcategory", "type", "offer", "minPrice", "maxPrice", ...ATTRIBUTES])) {
    return query.sort === "regularPrice" ? "listings_price_idx" : query.sort === "views" ? "listings_popular_idx" : "listings_recent_idx";
  }
  return null;
}
