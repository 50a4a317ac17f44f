import { useEffect } from "react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { requestContextKey } from "../../worker/context";
import { findListings } from "../../worker/services/listings";
import { ListingCard } from "../components/listing-card";
import { isCategory, isSubcategoryOf } from "../domain/catalog";
import { LIMITS } from "../domain/limits";
import { defaultListingQuery } from "../domain/listing-query";
import { STRINGS } from "../strings";
import { pageMeta, siteOrigin } from "../lib/seo";
import type { Route } from "./+types/browse";

const t = STRINGS.browse;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const scope = loaderData?.subcategory ?? loaderData?.category;
  const params = new URLSearchParams();
  if (loaderData?.category) params.set("category", loaderData.category);
  if (loaderData?.subcategory) params.set("subcategory", loaderData.subcategory);
  if (loaderData && loaderData.page > 1) params.set("page", String(loaderData.page));
  return pageMeta(siteOrigin(matches), {
    title: scope ? `${scope} for sale and rent in Kenya` : t.title,
    description: scope
      ? `${scope} from sellers across Kenya's 47 counties, with prices in KSh. Call or WhatsApp the seller.`
      : "Browse listings by category across Kenya's 47 counties, with prices in KSh.",
    path: `/browse${params.size > 0 ? `?${params}` : ""}`,
  });
};

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(requestContextKey);
  const params = new URL(request.url).searchParams;
  const rawCategory = params.get("category") ?? "";
  const category = isCategory(rawCategory) ? rawCategory : undefined;
  // Only a subcategory of the chosen category narrows it (the home sidebar's links); others are ignored.
  const rawSubcategory = params.get("subcategory")?.trim() ?? "";
  const subcategory = category && isSubcategoryOf(category, rawSubcategory) ? rawSubcategory : undefined;
  const page = readPage(params.get("page"));
  const result = await findListings(db, {
    ...defaultListingQuery(),
    category,
    subcategory,
    limit: LIMITS.pageSize,
    startIndex: (page - 1) * LIMITS.pageSize,
  });
  // An exact page count from the real total (decisions.md 8).
  const pages = Math.max(1, Math.ceil(result.total / LIMITS.pageSize));
  return { ...result, page, pages, category: category ?? null, subcategory: subcategory ?? null };
}

export default function Browse({ loaderData }: Route.ComponentProps) {
  const { listings, page, pages, category, subcategory, total } = loaderData;
  // A new page starts at its top (the spec's scroll to top on a page change).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page number is the trigger, not an input
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);
  const pageHref = (target: number) => {
    const params = new URLSearchParams();
    if (category) params.set("category", category);
    if (subcategory) params.set("subcategory", subcategory);
    if (target > 1) params.set("page", String(target));
    return `/browse?${params}`;
  };
  return (
    <main className="page" id="main">
      <h1>{t.title}</h1>
      {category ? (
        <p className="browse-scope">
          {subcategory ? `${category} › ${subcategory}` : category} · {t.count(total)}
        </p>
      ) : null}
      {listings.length === 0 ? (
        <p className="empty">{t.empty}</p>
      ) : (
        <div className="card-grid">
          {listings.map((listing, position) => (
            <ListingCard key={listing._id} listing={listing} priority={position < 2} />
          ))}
        </div>
      )}
      <nav className="pagination" aria-label="Pages">
        {page > 1 ? (
          <Link className="button outline" to={pageHref(page - 1)} rel="prev">
            {t.previous}
          </Link>
        ) : (
          <span className="button outline" aria-disabled="true">
            {t.previous}
          </span>
        )}
        <span aria-current="page">{t.page(Math.min(page, pages), pages)}</span>
        {page < pages ? (
          <Link className="button outline" to={pageHref(page + 1)} rel="next">
            {t.next}
          </Link>
        ) : (
          <span className="button outline" aria-disabled="true">
            {t.next}
          </span>
        )}
      </nav>
    </main>
  );
}

/**
 * The spec's browse failures (section 8): an answer that is not OK shows its body; a request that
 * never got an answer (the phone lost its connection between pages) shows the network text.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  let message: string;
  if (isRouteErrorResponse(error)) {
    message = t.failed(typeof error.data === "string" && error.data ? error.data : `${error.status} ${error.statusText}`);
  } else if (error instanceof TypeError) {
    message = t.unreachable;
  } else {
    message = t.failed(error instanceof Error && error.message ? error.message : STRINGS.shell.errorFallback);
  }
  return (
    <main className="page" id="main">
      <title>{`${t.title} | Sokoni`}</title>
      <h1>{t.title}</h1>
      <p className="inline-error" role="alert">
        {message}
      </p>
      <a className="button" href={`${location.pathname}${location.search}`}>
        {t.retry}
      </a>
    </main>
  );
}
