import type { ListingQuery } from "../domain/listing-query";

/**
 * Issue 17, item 6: "Save this search" on the search page (name it, instant or daily alerts). The
 * search page renders it above the results; the saved-searches work fills it in.
 */
export function SaveSearch(_props: { query: ListingQuery }) {
  return null;
}
