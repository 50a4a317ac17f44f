import { LISTING_SAFETY_MESSAGES, newOnSokoni } from "../domain/listing-safety-texts";
import "./listing-safety-signs.css";

/**
 * The warning signs on the listing page, shown to everyone, the owner included (so a seller
 * sees why buyers might hesitate): a price far below similar listings, and a seller new to Sokoni.
 */

/** The caution under the price: the sentence and a link to the safety guide. */
export function PriceWarning() {
  return (
    <p className="price-warning" role="note">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 3 2 20h20L12 3Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M12 10v4M12 17v.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>
        {LISTING_SAFETY_MESSAGES.priceWarning} <a href="/safety-guide">{LISTING_SAFETY_MESSAGES.priceWarningLink}</a>
      </span>
    </p>
  );
}

/** "New on Sokoni: joined 3 days ago", beside the seller's name. */
export function NewSellerNotice({ days }: { days: number }) {
  return <span className="new-seller">{newOnSokoni(days)}</span>;
}
