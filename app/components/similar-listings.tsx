import { STRINGS } from "../i18n";
import { categoryLabel } from "../i18n/labels";
import { ListingCard, type ListingCardData } from "./listing-card";

const TEXTS = STRINGS.components.similarListings;

/**
 * The listing page's "Similar listings" row: up to four listings of the same
 * subcategory at the nearest prices, the same county first (worker/services/listings/similar-listings.ts).
 * Plain links and lazily loaded card pictures; nothing when there are none. "See more" opens the
 * search for the same subcategory and kind (`moreHref`, made by the loader: similarSearchHref).
 */
export function SimilarListings({
  listings,
  category,
  subcategory,
  moreHref,
}: {
  listings: ListingCardData[];
  category: string;
  subcategory: string | null;
  moreHref: string;
}) {
  if (listings.length === 0) return null;
  return (
    <section className="listing-row similar-listings" aria-labelledby="similar-listings">
      <div className="listing-row-head">
        <h2 id="similar-listings">{TEXTS.heading}</h2>
        <a href={moreHref} className="row-link">
          {TEXTS.seeMore(categoryLabel(subcategory ?? category))}
        </a>
      </div>
      <div className="card-grid">
        {listings.map((listing) => (
          <ListingCard key={listing._id} listing={listing} contact={false} />
        ))}
      </div>
    </section>
  );
}
