import { useEffect } from "react";
import { data, Link, redirect, useLocation } from "react-router";
import { requestContextKey } from "../../worker/context";
import { findListings } from "../../worker/services/listings";
import { ListingCard } from "../components/listing-card";
import { LIMITS } from "../domain/limits";
import { defaultListingQuery, readListingQuery } from "../domain/listing-query";
import { STRINGS } from "../strings";
import { pageMeta, siteOrigin } from "../lib/seo";
import type { Route } from "./+types/browse";
import { ErrorScreen, errorMessage } from "../components/error-screen";

const t = STRINGS.browse;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const scope = loaderData?.subcategory ?? loaderData?.category;
  return pageMeta(siteOrigin(matches), {
    title: scope ? `${scope} for sale and rent in Kenya` : t.title,
    description: scope
      ? `${scope} from sellers across Kenya's 47 counties, with prices in KSh. Call or WhatsApp the seller.`
      : "Browse listings by category across Kenya's 47 counties, with prices in KSh.",
    path: pageHref(loaderData?.category ?? undefined, loaderData?.subcategory ?? undefined, loaderData?.page ?? 1),
    // An unknown category is a page that does not exist.
    noindex: loaderData?.pages === 0,
  });
};

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
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
  const params = new URL(request.url).searchParams;
  // The search page's reader: a subcategory that is not the category's own (or has no category)
  // is dropped, and the home sidebar's links narrow as they should.
  const { query, ignored } = readListingQuery(params);
  if (ignored.includes("category")) {
    // An unknown category has no listings: the spec's empty text, not every listing.
    return data({ listings: [], total: 0, page: 1, pages: 0, category: null, subcategory: null }, { status: 404 });
  }
  const category = query.category;
  const subcategory = category ? query.subcategory : undefined;
  const page = readPage(params.get("page"));
  const result = await findListings(db, {
    ...defaultListingQuery(),
    category,
    subcategory,
    limit: LIMITS.pageSize,
    startIndex: (page - 1) * LIMITS.pageSize,
  });
  // An exact page count from the real total (docs/decisions/011). A page past the last (an old link,
  // listings since sold) goes to the last page: 'Page X of Y' never counts past Y, and the empty
  // text stays true to its words, a category with no listings (docs/decisions/039).
  const pages = Math.max(1, Math.ceil(result.total / LIMITS.pageSize));
  if (page > pages) throw redirect(pageHref(category, subcategory, pages));
  return { ...result, page, pages, category: category ?? null, subcategory: subcategory ?? null };
}

export default function Browse({ loaderData }: Route.ComponentProps) {
  const { listings, page, pages, category, subcategory, total } = loaderData;
  // A new page starts at its top (the spec's scroll to top on a page change).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page number is the trigger, not an input
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);
  const scope = category ? (subcategory ? `${category} › ${subcategory}` : category) : null;
  return (
    <main className="page" id="main">
      <h1>{t.title}</h1>
      {/* The cards' names are third-level headings: this keeps the outline whole (axe heading-order). */}
      <h2 className={scope ? "browse-scope" : "visually-hidden"}>{scope ? `${scope} · ${t.count(total)}` : t.listings}</h2>
      {listings.length === 0 ? (
        <p className="empty">{t.empty}</p>
      ) : (
        <>
          <div className="card-grid browse-grid">
            {listings.map((listing, position) => (
              <ListingCard key={listing._id} listing={listing} priority={position < 2} />
            ))}
          </div>
          <nav className="pagination" aria-label="Pages">
            {page > 1 ? (
              <Link className="button outline" to={pageHref(category ?? undefined, subcategory ?? undefined, page - 1)} rel="prev">
                {t.previous}
              </Link>
            ) : (
              <span className="button outline" aria-disabled="true">
                {t.previous}
              </span>
            )}
            <span aria-current="page">{t.page(page, pages)}</span>
            {page < pages ? (
              <Link className="button outline" to={pageHref(category ?? undefined, subcategory ?? undefined, page + 1)} rel="next">
                {t.next}
              </Link>
            ) : (
              <span className="button outline" aria-disabled="true">
                {t.next}
              </span>
            )}
          </nav>
        </>
      )}
    </main>
  );
}

/**
 * The spec's browse failures (section 8): an answer that is not OK shows its body; a request that
 * never got an answer (the phone lost its connection between pages) shows the network text.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  // A lost connection has the spec's own sentence; anything else is 'Failed to load listings: ...'.
  const message = error instanceof TypeError ? t.unreachable : t.failed(errorMessage(error));
  return (
    <ErrorScreen
      title={t.title}
      heading={t.title}
      message={message}
      action={{ href: `${location.pathname}${location.search}`, label: t.retry }}
      narrow={false}
    />
  );
}
