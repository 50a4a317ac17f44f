import { Link } from "react-router";
import { defaultListingQuery, type ListingQuery, searchHref } from "../domain/listing-query";
import { STRINGS } from "../strings";
import { ListingCard, type ListingCardData } from "./listing-card";

const TEXTS = STRINGS.similar;

/**
 * The listing page's "Similar listings" row (issue 17, item 5): up to four listings of the same
 * subcategory at the nearest prices, the same county first (worker/services/similar-listings.ts).
 * Plain links and lazily loaded card pictures; nothing when there are none. "See more" opens the
 * search for the same subcategory and kind (sale or rent).
 */
export function SimilarListings({
  listings,
  category,
  subcategory,
  type,
}: {
  listings: ListingCardData[];
  category: string;
  subcategory: string | null;
  type: "sale" | "rent";
}) {
  if (listings.length === 0) return null;
  const more = searchHref({
    ...defaultListingQuery(),
    category: category as ListingQuery["category"],
    subcategory: (subcategory ?? undefined) as ListingQuery["subcategory"],
    type,
  });
  return (
    <section className="listing-row similar-listings" aria-labelledby="similar-listings">
      <div className="listing-row-head">
        <h2 id="similar-listings">{TEXTS.heading}</h2>
        <Link to={more} className="row-link" aria-label={TEXTS.seeMoreLabel(subcategory ?? category)}>
          {TEXTS.seeMore}
        </Link>
      </div>
      <div className="card-grid">
        {listings.map((listing) => (
          <ListingCard key={listing._id} listing={listing} contact={false} />
        ))}
      </div>
    </section>
  );
}
