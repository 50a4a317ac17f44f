import resultsEnhancer from "virtual:inline-script/results";
import { redirect } from "react-router";
import { requestContextKey } from "../../worker/context";
import { findListings, type ListingPage } from "../../worker/services/listings/listings";
import { type ListFrom, readListFrom, withListFrom } from "../../worker/services/listings/list-cursor";
import { noTop, topListings } from "../../worker/services/listings/boosted";
import { TopListings } from "../components/top-listings";
import { isSharedRequest } from "../../worker/edge-cache";
import { countSearchLater } from "../../worker/services/search/search-terms";
import { ActiveFilters, EmptyResult } from "../components/active-filters";
import { ListingCard } from "../components/listing-card";
import { favouriteTexts } from "../components/favourite-button/favourite-button";
import { PageScript } from "../components/page-script";
import { attach } from "../behaviours/contract";
import { searchResultsContract as results, showMoreContract } from "../components/search-results/search-results.contract";
import { SaveSearch } from "../components/save-search";
import { SearchFilters } from "../components/search-results/search-filters";
import { LIMITS } from "../domain/limits";
import { NO_WAY_OUT, optionsFor, waysOut } from "../lib/discovery.server";
import {
  type ListingQuery,
  listingQueryToSearchParams,
  readListingQuery,
  searchHref,
  unreadPriceMessages,
  unreadPrices,
  withUnreadPrices,
} from "../domain/listing-query";
import { pageMeta, siteOrigin } from "../lib/seo";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/search";
import "./search.css";

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const term = loaderData?.query.searchTerm;
  return pageMeta(siteOrigin(matches), {
    title: term ? STRINGS.common.forSaleAndRent(term) : STRINGS.screens.search.title,
    description: STRINGS.screens.search.searchDescription,
    path: "/search",
    // Filtered results are many thin copies of the same listings; only the search page itself is indexed.
    noindex: location.search.length > 1,
  });
};

/**
 * Whether the results an address shows end past the first LIMITS.totalCap listings: such a view is
 * read from a cursor its address carries (docs/decisions/146), never by skipping the listings before.
 */
const isDeep = (query: ListingQuery) => query.startIndex + query.limit > LIMITS.totalCap;

/** The address of a view of the results, with its cursor when it is deep. */
function resultsHref(query: ListingQuery, from?: ListFrom): string {
  const params = listingQueryToSearchParams(query);
  const written = from && isDeep(query) ? withListFrom(params, from) : params;
  return written.size > 0 ? `/search?${written}` : "/search";
}

/**
 * A deep view, up to 48 listings ending where the address says: after a cursor, the next page and
 * the listings just before it; before a cursor, the 48 listings before it.
 */
async function deepView(db: Parameters<typeof findListings>[0], query: ListingQuery, from: ListFrom): Promise<ListingPage> {
  const back = LIMITS.maxPageSize - query.limit;
  if ("before" in from) return findListings(db, { ...query, startIndex: 0, limit: LIMITS.maxPageSize }, from);
  const next = await findListings(db, { ...query, startIndex: 0 }, from);
  if (!next.cursors) return next;
  const earlier = await findListings(db, { ...query, startIndex: 0, limit: back }, { before: next.cursors.first });
  return {
    ...next,
    listings: [...earlier.listings, ...next.listings],
    cursors: { first: earlier.cursors?.first ?? next.cursors.first, last: next.cursors.last },
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const url = new URL(request.url);
  const { query: read, ignored } = readListingQuery(url.searchParams);
  const from = readListFrom(url.searchParams);
  // A deep view without a cursor to start from (an old or hand-made link) is the last view that
  // ends within the first 1,000.
  const query = isDeep(read) && !from ? { ...read, startIndex: Math.max(0, LIMITS.totalCap - read.limit) } : read;
  // A price the page cannot read ("about 40k") is said, and kept in its box to be corrected.
  const typedPrices = unreadPrices(url.searchParams, ignored);
  // One address per search: the form as sent without JavaScript (every field, empty ones too), a
  // bad value or a stale subcategory is tidied here, so the address says what the page shows.
  const params = listingQueryToSearchParams(query);
  const canonical = withUnreadPrices(from && isDeep(query) ? withListFrom(params, from) : params, typedPrices);
  if (canonical.toString() !== url.searchParams.toString()) throw redirect(canonical.size > 0 ? `/search?${canonical}` : "/search");
  // A visitor's shared page was counted by the gateway (worker/shared-visits.ts).
  if (!isSharedRequest(request.headers)) countSearchLater(ctx, query);
  // The address's startIndex is where the last "Show more" began, and the page shows everything up
  // to the end of that page: a reloaded or shared address loses nothing. At most 48 at once
  // (bounded pagination); further back is a link to the earlier results.
  const end = query.startIndex + query.limit;
  const first = Math.max(0, end - LIMITS.maxPageSize);
  const options = optionsFor(ctx.db, query);
  try {
    // The Top listings for this page (boosted, matching the search), shown first.
    const [page, top] = await Promise.all([
      from && isDeep(query) ? deepView(ctx.db, query, from) : findListings(ctx.db, { ...query, startIndex: first, limit: end - first }),
      topListings(ctx.db, query, Math.floor(query.startIndex / query.limit) + 1).catch(noTop),
    ]);
    const empty = page.total === 0 ? await waysOut(ctx.db, query) : NO_WAY_OUT;
    return { query, first, ...page, top, failed: false, options: await options, typedPrices, ...empty };
  } catch (error) {
    // The spec empties the results of a failed search (section 8); the filters stay as they were.
    console.error("search failed", error);
    return { query, first, listings: [], top: [], total: 0, capped: false, cursors: null, failed: true, options: await options, typedPrices, ...NO_WAY_OUT };
  }
}

/** The filters, live search and Show more are behaviours over the server's forms and links (app/components/search-results/, docs/decisions/096). */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, first, listings, top, total, capped, cursors, failed, options, nearest, suggestion, typedPrices } = loaderData;
  const nextPage = { ...query, startIndex: first + listings.length };
  // Views past the first 1,000 are linked by the cursors of this one's ends (decision 146).
  const moreHref = resultsHref(nextPage, cursors ? { after: cursors.last } : undefined);
  const earlierHref = resultsHref({ ...query, startIndex: Math.max(0, first - query.limit) }, cursors ? { before: cursors.first } : undefined);
  // Past a capped total ("1,000+"), more is there while the pages come back full.
  const more = nextPage.startIndex < total || (capped && nextPage.startIndex === query.startIndex + query.limit);

  return (
    <main className="page search-page" id="main" {...favouriteTexts()}>
      <h1>{STRINGS.screens.search.title}</h1>
      <div className="search-layout" {...results.part("layout")} {...attach(results)}>
        <SearchFilters query={query} closeHref={searchHref(query)} options={options} typedPrices={typedPrices} />
        <section
          className="search-results"
          aria-labelledby="results-heading"
          aria-busy="false"
          {...results.part("results")}
          {...results.values({ loadingText: STRINGS.common.loading, failedText: STRINGS.common.failed })}
        >
          <h2 id="results-heading" className="visually-hidden">
            {STRINGS.screens.search.resultsHeading}
          </h2>
          {unreadPriceMessages(typedPrices).map((message) => (
            <p key={message} className="inline-error" role="alert">
              {message}
            </p>
          ))}
          <SaveSearch query={query} />
          <ActiveFilters query={query} clearAll={listings.length > 0} hrefOf={searchHref} clearHref="/search" options={options} />
          <p className="results-count" role="status" {...results.part("count")}>
            {total > 0 ? STRINGS.screens.search.results(listings.length, total, capped) : null}
          </p>
          {first > 0 ? (
            <p className="show-earlier" {...showMoreContract.part("earlier")}>
              <a href={earlierHref}>{STRINGS.screens.search.earlier}</a>
            </p>
          ) : null}
          {failed ? (
            <div className="search-empty">
              <p className="inline-error" role="alert">
                {STRINGS.common.failed}
              </p>
              <a href={searchHref(query)} className="button outline">
                {STRINGS.screens.search.retry}
              </a>
            </div>
          ) : listings.length === 0 ? (
            <EmptyResult
              query={query}
              message={STRINGS.screens.search.empty}
              hrefOf={searchHref}
              clearHref="/search"
              nearest={nearest}
              suggestion={suggestion}
              options={options}
            />
          ) : (
            <>
              <TopListings listings={top} />
              <div className="card-grid results-grid" {...showMoreContract.part("grid")}>
                {listings.map((listing, position) => (
                  <ListingCard key={listing._id} listing={listing} priority={top.length + position < 2} />
                ))}
              </div>
            </>
          )}
          {/* The next page's address shows everything up to its end: a plain link without a script,
              and with one the next cards are added in place. */}
          {more ? (
            <div className="show-more" {...showMoreContract.part("end")}>
              <a href={moreHref} className="button outline" rel="next" {...showMoreContract.part("link")} {...attach(showMoreContract)}>
                {STRINGS.screens.search.showMore}
              </a>
            </div>
          ) : null}
        </section>
      </div>
      <PageScript code={resultsEnhancer} />
    </main>
  );
}
