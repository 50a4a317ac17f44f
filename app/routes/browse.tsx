import { useEffect } from "react";
import { Link } from "react-router";
import { requestContextKey } from "../../worker/context";
import { findListings } from "../../worker/services/listings";
import { ListingCard } from "../components/listing-card";
import { isCategory } from "../domain/catalog";
import { LIMITS } from "../domain/limits";
import { defaultListingQuery } from "../domain/listing-query";
import type { Route } from "./+types/browse";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const scope = loaderData?.subcategory ?? loaderData?.category;
  return [{ title: scope ? `${scope} for sale and rent in Kenya | Sokoni` : "Browse Listings | Sokoni" }];
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
  const subcategory = category ? params.get("subcategory")?.trim() || undefined : undefined;
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
  useEffect(() => window.scrollTo({ top: 0 }), [page]);
  const pageHref = (target: number) => {
    const params = new URLSearchParams();
    if (category) params.set("category", category);
    if (subcategory) params.set("subcategory", subcategory);
    if (target > 1) params.set("page", String(target));
    return `/browse?${params}`;
  };
  return (
    <main className="page" id="main">
      <h1>Browse Listings</h1>
      {category ? (
        <p className="browse-scope">
          {subcategory ? `${category} › ${subcategory}` : category} · {total.toLocaleString("en-KE")}{" "}
          {total === 1 ? "listing" : "listings"}
        </p>
      ) : null}
      {listings.length === 0 ? (
        <p className="empty">No listings found for this category.</p>
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
            Previous
          </Link>
        ) : (
          <span className="button outline" aria-disabled="true">
            Previous
          </span>
        )}
        <span aria-current="page">
          Page {Math.min(page, pages)} of {pages}
        </span>
        {page < pages ? (
          <Link className="button outline" to={pageHref(page + 1)} rel="next">
            Next
          </Link>
        ) : (
          <span className="button outline" aria-disabled="true">
            Next
          </span>
        )}
      </nav>
    </main>
  );
}
