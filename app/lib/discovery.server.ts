import type { Db } from "../../worker/db/client";
import { type FilterOptions, filterOptionsFor } from "../../worker/services/search/filter-options";
import { type NearSearch, nearestSearches } from "../../worker/services/search/nearest-searches";
import { spellingSuggestion } from "../../worker/services/search/search-suggest";
import type { ListingQuery } from "../domain/listing-query";

/** The search and browse loaders' share of discovery: the panel's options and an empty result's ways out. */
export const NO_OPTIONS: FilterOptions = { makes: [], models: [], areas: [], brands: [], sizes: [] };
export const NO_WAY_OUT: { nearest: NearSearch[]; suggestion: string | null } = { nearest: [], suggestion: null };

/** The panel's choices; if they fail the panel still works (the values in force stay choosable). */
export function optionsFor(db: Db, query: ListingQuery): Promise<FilterOptions> {
  return filterOptionsFor(db, query).catch((error) => {
    console.error("filter options failed", error);
    return NO_OPTIONS;
  });
}

/** An empty result's ways out: the nearest searches that have results, and "Did you mean …?". */
export async function waysOut(db: Db, query: ListingQuery): Promise<{ nearest: NearSearch[]; suggestion: string | null }> {
  try {
    const [nearest, suggestion] = await Promise.all([
      nearestSearches(db, query),
      query.searchTerm ? spellingSuggestion(db, query.searchTerm) : Promise.resolve(null),
    ]);
    return { nearest, suggestion: suggestion && suggestion !== query.searchTerm ? suggestion : null };
  } catch (error) {
    // The empty text and Clear filters still show.
    console.error("ways out failed", error);
    return NO_WAY_OUT;
  }
}
