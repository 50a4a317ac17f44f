import { type MouseEvent, useEffect, useState } from "react";
import { Link, redirect, useNavigation } from "react-router";
import { toast } from "../lib/toast";
import { requestContextKey } from "../../worker/context";
import { findListings } from "../../worker/services/listings";
import { noTop, topListings } from "../../worker/services/boosted";
import { TopListings } from "../components/top-listings";
import { isSharedRequest } from "../../worker/edge-cache";
import { countSearchLater } from "../../worker/services/search-terms";
import { ActiveFilters, EmptyResult } from "../components/active-filters";
import { ListingCard, type ListingCardData } from "../components/listing-card";
import { SaveSearch } from "../components/save-search";
import { SearchFilters } from "../components/search-filters";
import { LIMITS } from "../domain/limits";
import { NO_WAY_OUT, optionsFor, waysOut } from "../lib/discovery.server";
import { listingQueryToSearchParams, readListingQuery, searchHref } from "../domain/listing-query";
import { pageMeta, siteOrigin } from "../lib/seo";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/search";

const t = STRINGS.search;

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const term = loaderData?.query.searchTerm;
  return pageMeta(siteOrigin(matches), {
    title: term ? STRINGS.ui.meta.forSaleAndRent(term) : t.title,
    description: STRINGS.ui.meta.searchDescription,
    path: "/search",
    // Filtered results are many thin copies of the same listings; only the search page itself is indexed.
    noindex: location.search.length > 1,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const url = new URL(request.url);
  const { query } = readListingQuery(url.searchParams);
  // One address per search: the form as sent without JavaScript (every field, empty ones too), a
  // bad value or a stale subcategory is tidied here, so the address says what the page shows.
  if (listingQueryToSearchParams(query).toString() !== url.searchParams.toString()) throw redirect(searchHref(query));
  // A visitor's shared page was counted by the gateway (worker/shared-visits.ts).
  if (!isSharedRequest(request.headers)) countSearchLater(ctx, query);
  // The address's startIndex is where the last "Show more" began, and the page shows everything up
  // to the end of that page: a reloaded or shared address loses nothing. At most 48 at once
  // (bounded pagination); further back is a link to the earlier results.
  const end = query.startIndex + query.limit;
  const first = Math.max(0, end - LIMITS.maxPageSize);
  const options = optionsFor(ctx.db, query);
  try {
    // Issue 18: the Top listings for this page (boosted, matching the search), shown first.
    const [page, top] = await Promise.all([
      findListings(ctx.db, { ...query, startIndex: first, limit: end - first }),
      topListings(ctx.db, query, Math.floor(query.startIndex / query.limit) + 1).catch(noTop),
    ]);
    const empty = page.total === 0 ? await waysOut(ctx.db, query) : NO_WAY_OUT;
    return { query, first, ...page, top, failed: false, options: await options, ...empty };
  } catch (error) {
    // The spec empties the results of a failed search (section 8); the filters stay as they were.
    console.error("search failed", error);
    return { query, first, listings: [], top: [], total: 0, failed: true, options: await options, ...NO_WAY_OUT };
  }
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, first, listings, top, total, failed, options, nearest, suggestion } = loaderData;
  const navigation = useNavigation();
  const [more, setMore] = useState<ListingCardData[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  // A new address is a new set of results.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the trigger, not an input
  useEffect(() => setMore([]), [query]);

  const shown = [...listings, ...more];
  const nextPage = { ...query, startIndex: first + shown.length };
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";

  // With a script, Show more fetches only the next page and appends it; without, its link loads the
  // page again with everything up to the next page.
  const showMore = async (event: MouseEvent) => {
    event.preventDefault();
    if (loadingMore) return;
    setLoadingMore(true);
    try {
      const response = await fetch(`/api/listings?${listingQueryToSearchParams(nextPage)}`);
      const body = (await response.json()) as { success: boolean; data?: { listings: ListingCardData[] } };
      if (!body.success || !body.data) throw new Error(String(response.status));
      const page = body.data.listings;
      setMore((current) => [...current, ...page]);
      // The address follows (as the link would), so a reload or a shared link shows these too. It
      // replaces the entry in place: the router's state is kept, and no loader runs again.
      window.history.replaceState(window.history.state, "", searchHref(nextPage));
    } catch {
      // The results already shown stay; the phone may just have lost its signal for a moment.
      toast.error(t.failed);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <main className="page search-page" id="main">
      <h1>{t.title}</h1>
      <div className="search-layout">
        <SearchFilters query={query} closeHref={searchHref(query)} options={options} />
        <section className="search-results" aria-labelledby="results-heading" aria-busy={searching}>
          <h2 id="results-heading" className="visually-hidden">
            {t.resultsHeading}
          </h2>
          <SaveSearch query={query} />
          <ActiveFilters query={query} clearAll={shown.length > 0} hrefOf={searchHref} clearHref="/search" options={options} />
          <p className="results-count" role="status">
            {searching ? <span className="spinner" role="img" aria-label={t.loading} /> : null}
            {total > 0 ? t.results(shown.length, total) : null}
          </p>
          {first > 0 ? (
            <p className="show-earlier">
              <Link to={searchHref({ ...query, startIndex: Math.max(0, first - query.limit) })}>{t.earlier}</Link>
            </p>
          ) : null}
          {failed ? (
            <div className="search-empty">
              <p className="inline-error" role="alert">
                {t.failed}
              </p>
              <Link to={searchHref(query)} className="button outline">
                {t.retry}
              </Link>
            </div>
          ) : shown.length === 0 ? (
            <EmptyResult query={query} message={t.empty} hrefOf={searchHref} clearHref="/search" nearest={nearest} suggestion={suggestion} options={options} />
          ) : (
            <>
              <TopListings listings={top} />
              <div className="card-grid results-grid">
                {shown.map((listing, position) => (
                  <ListingCard key={listing._id} listing={listing} priority={top.length + position < 2} />
                ))}
              </div>
            </>
          )}
          {nextPage.startIndex < total ? (
            <div className="show-more">
              <Link
                to={searchHref(nextPage)}
                className="button outline"
                rel="next"
                preventScrollReset
                onClick={showMore}
                aria-disabled={loadingMore || undefined}
              >
                {loadingMore ? <span className="spinner" aria-hidden="true" /> : null}
                {t.showMore}
              </Link>
            </div>
          ) : null}
        </section>
      </div>
    </main>
  );
}
