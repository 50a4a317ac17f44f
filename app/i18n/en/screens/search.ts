import { groupedCount } from "../../../domain/ksh";

/** English: what its screen shows (STRINGS.screens.search). */
export const search = {
  title: "Search listings",
  empty: "No listings found! Try adjusting your filters.",
  showMore: "Show more",
  // All of them on the page: just how many ("1 listing"); part of them: how far the reader is. A
  // capped total (more than 1,000 match) is "1,000+".
  results: (shown: number, total: number, capped = false) =>
    shown >= total && !capped
      ? `${groupedCount(total)} ${total === 1 ? "listing" : "listings"}`
      : `Showing ${groupedCount(shown)} of ${groupedCount(total)}${capped ? "+" : ""} listings`,
  resultsHeading: "Results",
  earlier: "Show earlier results",
  retry: "Try again",
  searchDescription: "Search cars, phones, houses, jobs and more across Kenya's 47 counties. Prices in KSh.",
};
