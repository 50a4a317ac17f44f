import { defineContract } from "../../behaviours/contract";

/**
 * Search's and browse's results in place (./in-place-results.behaviour.ts): the `layout` (filter
 * panel and results) that a new address's page takes the place of, the `panel` (a `<details>` on a
 * phone) with its `form`, `close` link and `toggle` (whose count of filters follows), the `sort`
 * select, and the `results` section with its `count`. The two sentences a reader may hear come with
 * the page: `loadingText` while an answer comes, `failedText` when none does.
 */
export const searchResultsContract = defineContract("search-results", {
  parts: {
    layout: "data-results-layout",
    panel: "data-filters",
    form: "data-filters-form",
    close: "data-filters-close",
    toggle: "data-filters-toggle",
    sort: "data-filters-sort",
    results: "data-results",
    count: "data-results-count",
  },
  values: { loadingText: "data-loading-text", failedText: "data-failed-text" },
});

/**
 * Live search on the panel's words (./live-search.behaviour.ts): searched after `debounce` ms of
 * no typing, once they are at least `minLength` characters (or none).
 */
export const liveSearchContract = defineContract("live-search", {
  values: { minLength: "data-min-length", debounce: "data-debounce" },
});

/**
 * On the panel's form (./apply-now.behaviour.ts): a `field` whose choice brings new options (a
 * category, a make, a county) applies at once.
 */
export const applyNowContract = defineContract("apply-now", {
  parts: { field: "data-apply-now" },
});

/**
 * Show more (./show-more.behaviour.ts), on the `link` to the next page's address: that page's
 * cards go into the `grid`, the results' count and the `earlier` link follow it, and the link's
 * `end` (the box around it) goes when there is no more.
 */
export const showMoreContract = defineContract("show-more", {
  parts: { link: "data-show-more", grid: "data-results-grid", earlier: "data-show-earlier", end: "data-show-more-end" },
});
