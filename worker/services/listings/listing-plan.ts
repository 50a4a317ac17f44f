import type { ListingQuery } from "../../../app/domain/listing-query";

/**
 * Which index a list query reads (docs/performance.md "Filter mix"). SQLite's planner,
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
  | "listings_category_location_idx"
  | "listings_category_newest_idx"
  | "listings_category_price_filters_idx"
  | "listings_location_filters_idx"
  | "listings_location_price_filters_idx"
  | "listings_condition_filters_idx"
  | "listings_condition_newest_idx"
  | "listings_condition_price_idx"
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

/**
 * `page`: the index a page of the list walks; `count`: the one its total is counted from. A count
 * reads every match whatever the order, so it takes the narrowest range (the filters index, led by
 * the county). A category's page in date or price order without a county walks the category in
 * that order (listings_category_newest_idx, listings_category_price_filters_idx), and a county's
 * page by price walks the county by price (listings_location_price_filters_idx; migrations/0012),
 * and a condition's page by date or price walks the condition in that order (migrations/0013);
 * each stops once the page is full, which reads far fewer entries than sorting every match unless
 * the filters keep only a handful (then it reads the range once, as the count does).
 */
export function listingIndexFor(query: ListingQuery, hasWords: boolean, purpose: "page" | "count" = "page"): ListingIndex | null {
  const newest = query.sort === undefined || query.sort === "created_at";
  if (query.category) {
    const narrowed = sets(query, ["type", "condition", "offer", "minPrice", "maxPrice", ...ATTRIBUTES]);
    // A category in a county, newest first: that index's own order, read only as far as the page
    // (the filters index would read every match to sort them: 2,410 entries for 1,205 matches).
    if (purpose === "page" && !hasWords && query.location && newest && !narrowed && !query.subcategory) return "listings_category_location_idx";
    if (purpose === "page" && !hasWords && !query.location) {
      if (newest && narrowed) return "listings_category_newest_idx";
      // A subcategory alone by price is listings_subcategory_price_idx's own order.
      if (query.sort === "regularPrice" && (narrowed || !query.subcategory)) return "listings_category_price_filters_idx";
    }
    if (narrowed || query.location) return "listings_category_filters_idx";
    if (newest || (query.subcategory && query.sort === "regularPrice")) return null;
    return "listings_category_filters_idx";
  }
  if (query.location) {
    if (purpose === "page" && !hasWords && query.sort === "regularPrice") return "listings_location_price_filters_idx";
    if (sets(query, ["type", "condition", "offer", "minPrice", "maxPrice"])) return "listings_location_filters_idx";
    // A county's area is listings_area_idx; a county by date, listings_location_recent_idx.
    if (newest || query.area) return null;
    return "listings_location_filters_idx";
  }
  if (query.condition) {
    if (purpose === "page" && !hasWords && newest) return "listings_condition_newest_idx";
    if (purpose === "page" && !hasWords && query.sort === "regularPrice") return "listings_condition_price_idx";
    return "listings_condition_filters_idx";
  }
  // Words within a price range: the range's entries of the price index, each kept when it is among
  // the words' matches, rather than each match's row read to test its price.
  if (hasWords && (query.minPrice !== undefined || query.maxPrice !== undefined)) return "listings_price_idx";
  // Words alone in a chosen order: walk that order's index and keep the listings among the
  // matches (a set read once from FTS), rather than read and sort every match.
  if (hasWords && query.sort && !sets(query, ["subcategory", "type", "offer", "minPrice", "maxPrice", ...ATTRIBUTES])) {
    return query.sort === "regularPrice" ? "listings_price_idx" : query.sort === "views" ? "listings_popular_idx" : "listings_recent_idx";
  }
  return null;
}
