import { STRINGS } from "../i18n";
import { ListingCard, type ListingCardData } from "./listing-card";
import "./top-listings.css";

/**
 * The Top listings above a page of search or browse results (decision 083): paid places,
 * each card marked "Top", in a row of their own, so the results below keep their page, their
 * order and their count.
 */
export function TopListings({ listings }: { listings: ListingCardData[] }) {
  if (listings.length === 0) return null;
  return (
    <section className="top-listings" aria-labelledby="top-listings-heading">
      <h2 id="top-listings-heading" className="visually-hidden">
        {STRINGS.components.topListings.topHeading}
      </h2>
      <div className="card-grid top-grid">
        {listings.map((listing, position) => (
          <ListingCard key={listing._id} listing={listing} priority={position < 2} badge="top" />
        ))}
      </div>
    </section>
  );
}
