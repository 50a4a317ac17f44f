import resultsEnhancer from "virtual:inline-script/results";
import { data, redirect, useLocation } from "react-router";
import { requestContextKey } from "../../worker/context";
import { findListings } from "../../worker/services/listings/listings";
import { type ListFrom, readListFrom, withListFrom } from "../../worker/services/listings/list-cursor";
import { noTop, topListings } from "../../worker/services/listings/boosted";
import { TopListings } from "../components/top-listings";
import { ActiveFilters, EmptyResult } from "../components/active-filters";
import { ListingCard } from "../components/listing-card";
import { favouriteTexts } from "../components/favourite-button/favourite-button";
import { PageScript } from "../components/page-script";
import { attach } from "../behaviours/contract";
import { searchResultsContract as results } from "../components/search-results/search-results.contract";
import { SearchFilters } from "../components/search-results/search-filters";
import { LIMITS } from "../domain/limits";
import {
  activeFilters,
  defaultListingQuery,
  type ListingQuery,
  listingQueryToSearchParams,
  readListingQuery,
  unreadPriceMessages,
  unreadPrices,
  withUnreadPrices,
} from "../domain/listing-query";
import { NO_OPTIONS, NO_WAY_OUT, optionsFor, waysOut } from "../lib/discovery.server";
import { STRINGS } from "../i18n";
import { categoryLabel } from "../i18n/labels";
import { pageMeta, siteOrigin } from "../lib/seo";
import type { Route } from "./+types/browse";
import { ErrorScreen, errorMessage } from "../components/error-screen";
import "./browse.css";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const named = loaderData?.subcategory ?? loaderData?.category;
  const scope = named ? categoryLabel(named) : null;
  return pageMeta(siteOrigin(matches), {
    title: scope ? STRINGS.common.forSaleAndRent(scope) : STRINGS.screens.browse.title,
    description: scope ? STRINGS.screens.browse.browseDescription(scope) : STRINGS.screens.browse.browseAllDescription,
    path: pageHref(loaderData?.category ?? undefined, loaderData?.subcategory ?? undefined, loaderData?.page ?? 1),
    // An unknown category is a page that does not exist; filtered pages are thin copies of it; a
    // page past the numbered ones has no address of its own without its cursor.
    noindex: loaderData?.pages === 0 || (loaderData?.filtered ?? false) || (loaderData?.page ?? 1) > NUMBERED_PAGES,
  });
};

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

/**
 * The pages read by their number (OFFSET): as far as the first LIMITS.totalCap listings. Past them
 * a page is read from the cursor of the page next to it, `after` or `before` in its address
 * (docs/decisions/146), so no page skips more than the cap.
 */
const NUMBERED_PAGES = Math.ceil(LIMITS.totalCap / LIMITS.pageSize);

/**
 * Browse's address for a query and page: the search codec's canonical parameters (filters and sort,
 * never the search page's paging), `page`, and past the numbered pages the cursor it starts from.
 */
function browseParams(query: ListingQuery, page = 1, start?: ListFrom): URLSearchParams {
  const params = listingQueryToSearchParams({ ...query, limit: LIMITS.pageSize, startIndex: 0 });
  if (page > 1) params.set("page", String(page));
  return start && page > NUMBERED_PAGES ? withListFrom(params, start) : params;
}

function browseHref(query: ListingQuery, page = 1, start?: ListFrom): string {
  const params = browseParams(query, page, start);
  return params.size > 0 ? `/browse?${params}` : "/browse";
}

function pageHref(category: string | undefined, subcategory: string | undefined, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (subcategory) params.set("subcategory", subcategory);
  if (page > 1) params.set("page", String(page));
  return `/browse${params.size > 0 ? `?${params}` : ""}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(requestContextKey);
  const url = new URL(request.url);
  const params = url.searchParams;
  // The search page's reader: a subcategory that is not the category's own (or has no category)
  // is dropped, and the home sidebar's links narrow as they should.
  const { query: read, ignored } = readListingQuery(params);
  if (ignored.includes("category")) {
    // An unknown category has no listings: the spec's empty text, not every listing.
    return data(
      {
        ...NO_WAY_OUT,
        listings: [],
        top: [],
        total: 0,
        capped: false,
        cursors: null,
        previous: null,
        next: null,
        page: 1,
        pages: 0,
        category: null,
        subcategory: null,
        query: defaultListingQuery(),
        options: NO_OPTIONS,
        filtered: false,
      },
      { status: 404 },
    );
  }
  const query: ListingQuery = { ...read, limit: LIMITS.pageSize, startIndex: 0 };
  const start = readListFrom(params);
  // A page past the numbered ones without a cursor to start from (an old or hand-made link) is the
  // last numbered page.
  const page = Math.min(readPage(params.get("page")), start ? Number.POSITIVE_INFINITY : NUMBERED_PAGES);
  // A price the page cannot read ("about 40k") is said, and kept in its box to be corrected.
  const typedPrices = unreadPrices(params, ignored);
  // One address per page (the panel's form as sent without JavaScript, every field, empty ones too).
  const canonical = withUnreadPrices(browseParams(query, page, start), typedPrices);
  if (canonical.toString() !== params.toString()) throw redirect(canonical.size > 0 ? `/browse?${canonical}` : "/browse");
  const from = page > NUMBERED_PAGES ? start : undefined;
  const category = query.category;
  const subcategory = category ? query.subcategory : undefined;
  const options = optionsFor(db, query);
  // The Top listings for this page (boosted in this category, matching the filters), first.
  const [result, top] = await Promise.all([
    findListings(db, { ...query, startIndex: from ? 0 : (page - 1) * LIMITS.pageSize }, from),
    topListings(db, query, page).catch(noTop),
  ]);
  // An exact page count from the real total (docs/decisions/011), kept as listings change for a
  // category (decision 145); a filtered list past 1,000 listings counts that far and says "112+".
  // A page past the last (an old link, listings since sold) goes to the last page: 'Page X of Y'
  // never counts past Y, and the empty text stays true to its words, a category with no listings
  // (docs/decisions/039).
  // A capped list goes on while its pages come back full ("Page 113 of 113+").
  const counted = Math.max(1, Math.ceil(result.total / LIMITS.pageSize));
  const pages = result.capped ? Math.max(counted, page) : counted;
  if (page > pages || (from && result.listings.length === 0)) throw redirect(browseHref(query, Math.min(pages, NUMBERED_PAGES)));
  const more = result.capped ? result.listings.length === LIMITS.pageSize : page < pages;
  // The pages next to this one: by number within the numbered pages, past them by this page's ends.
  const ends = result.cursors;
  const previous = page > 1 ? browseHref(query, page - 1, ends ? { before: ends.first } : undefined) : null;
  const next = more ? browseHref(query, page + 1, ends ? { after: ends.last } : undefined) : null;
  // Filters beyond the category and subcategory (the sidebar's own) are a narrowed view.
  const filtered = activeFilters(query).some((key) => key !== "category" && key !== "subcategory");
  const empty = result.total === 0 && filtered ? await waysOut(db, query) : NO_WAY_OUT;
  return {
    ...result,
    previous,
    next,
    top,
    ...empty,
    page,
    pages,
    category: category ?? null,
    subcategory: subcategory ?? null,
    query,
    options: await options,
    filtered,
    typedPrices,
  };
}

/**
 * The filters and pages are loaded in place by the search-results behaviours
 * (app/components/search-results/), or by plain page loads without a script (docs/decisions/096).
 */
export default function Browse({ loaderData }: Route.ComponentProps) {
  const { listings, top, page, pages, previous, next, category, subcategory, total, capped, query, options, filtered, nearest, suggestion } = loaderData;
  const typedPrices = "typedPrices" in loaderData ? loaderData.typedPrices : {};
  const scope = category ? (subcategory ? `${categoryLabel(category)} › ${categoryLabel(subcategory)}` : categoryLabel(category)) : null;
  const hrefOf = (next: ListingQuery) => browseHref(next);
  return (
    <main className="page browse-page" id="main" {...favouriteTexts()}>
      <h1>{STRINGS.screens.browse.title}</h1>
      <div className="search-layout" {...results.part("layout")} {...attach(results)}>
        <SearchFilters query={query} closeHref={browseHref(query, page)} options={options} action="/browse" typedPrices={typedPrices} />
        <section
          className="search-results"
          aria-labelledby="browse-heading"
          {...results.part("results")}
          {...results.values({ loadingText: STRINGS.common.loading, failedText: STRINGS.common.failed })}
        >
          {/* The cards' names are third-level headings: this keeps the outline whole (axe heading-order). */}
          <h2 id="browse-heading" className={scope ? "browse-scope" : "visually-hidden"}>
            {scope ? `${scope} · ${STRINGS.screens.browse.count(total, capped)}` : STRINGS.common.listings}
          </h2>
          {unreadPriceMessages(typedPrices).map((message) => (
            <p key={message} className="inline-error" role="alert">
              {message}
            </p>
          ))}
          <ActiveFilters query={query} clearAll={listings.length > 0} hrefOf={hrefOf} clearHref="/browse" options={options} />
          {listings.length === 0 ? (
            filtered ? (
              <EmptyResult
                query={query}
                message={STRINGS.common.discovery.browseEmpty}
                hrefOf={hrefOf}
                clearHref={category ? browseHref({ ...defaultListingQuery(), category, subcategory: subcategory ?? undefined }) : "/browse"}
                nearest={nearest}
                suggestion={suggestion}
                options={options}
              />
            ) : (
              <p className="empty">{STRINGS.screens.browse.empty}</p>
            )
          ) : (
            <>
              <TopListings listings={top} />
              <div className="card-grid browse-grid">
                {listings.map((listing, position) => (
                  <ListingCard key={listing._id} listing={listing} priority={top.length + position < 2} />
                ))}
              </div>
              <nav className="pagination" aria-label={STRINGS.screens.browse.pages}>
                {previous ? (
                  <a className="button outline" href={previous} rel="prev">
                    {STRINGS.common.previous}
                  </a>
                ) : (
                  <span className="button outline" aria-disabled="true">
                    {STRINGS.common.previous}
                  </span>
                )}
                <span aria-current="page">{STRINGS.common.page(page, pages, capped)}</span>
                {next ? (
                  <a className="button outline" href={next} rel="next">
                    {STRINGS.common.next}
                  </a>
                ) : (
                  <span className="button outline" aria-disabled="true">
                    {STRINGS.common.next}
                  </span>
                )}
              </nav>
            </>
          )}
        </section>
      </div>
      <PageScript code={resultsEnhancer} />
    </main>
  );
}

/**
 * The spec's browse failure (section 8): 'Failed to fetch listings: ...' with the answer's text. A
 * lost connection is the page's behaviours' to say (`failedText`, app/components/search-results/).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  return (
    <ErrorScreen
      title={STRINGS.screens.browse.title}
      heading={STRINGS.screens.browse.title}
      message={STRINGS.screens.browse.failed(errorMessage(error))}
      action={{ href: `${location.pathname}${location.search}`, label: STRINGS.screens.browse.retry }}
      narrow={false}
    />
  );
}
