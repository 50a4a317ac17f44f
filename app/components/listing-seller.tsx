import { formatMonthYear } from "../domain/member-since";
import { sellerPath } from "../domain/seller-path";
import { STRINGS } from "../i18n";
import { type ListingCardData, ListingCard } from "./listing-card";
import { NewSellerNotice } from "./listing-safety-signs";
import { VerifiedMark } from "./verified-mark";
import "./listing-seller.css";

const TEXTS = STRINGS.components.listingSeller;

/** A seller's average of their reviews (null with none) and how many there are. */
export interface SellerRating {
  average: number | null;
  count: number;
}

/** `4.6 ★ (12 reviews)`, read out as a sentence; nothing before the first review. */
export function RatingText({ rating }: { rating: SellerRating }) {
  if (rating.average === null || rating.count === 0) return null;
  return (
    <span className="seller-rating">
      <span aria-hidden="true">{TEXTS.rating(rating.average, rating.count)}</span>
      <span className="visually-hidden">{TEXTS.ratingLabel(rating.average, rating.count)}</span>
    </span>
  );
}

/** The "Phone verified" badge: a number confirmed by SMS code. */
export function PhoneVerifiedBadge() {
  return (
    <span className="phone-verified" title={TEXTS.phoneVerifiedHint}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <rect x="6" y="2" width="12" height="20" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m9 12 2 2 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {TEXTS.phoneVerified}
    </span>
  );
}

/**
 * The seller's block on the listing page: the name (as the listing gives it) leads to their
 * storefront, with the Verified Seller mark, the Phone verified badge and their rating beside it,
 * and "New on Sokoni" while the account is under a week old.
 */
export function SellerFacts(props: {
  sellerId: string;
  sellerName: string;
  businessName: string;
  isSellerVerified: boolean;
  phoneVerified: boolean;
  rating: SellerRating;
  memberSince: string | null;
  /** Nairobi calendar days since a seller joined less than 7 days ago, else null. */
  newDays?: number | null;
}) {
  const name = props.sellerName || TEXTS.notGiven;
  return (
    <dl className="seller">
      <div className="seller-name-row">
        <dt>{TEXTS.seller}</dt>
        <dd>
          <a href={sellerPath(props.sellerId)} className="seller-link" title={TEXTS.sellerLinkTitle(name)}>
            {name}
          </a>
          {props.isSellerVerified ? <VerifiedMark withLabel /> : null}
          {props.phoneVerified ? <PhoneVerifiedBadge /> : null}
          <RatingText rating={props.rating} />
          {props.newDays !== undefined && props.newDays !== null ? <NewSellerNotice days={props.newDays} /> : null}
        </dd>
      </div>
      <div>
        <dt>{TEXTS.company}</dt>
        <dd>{props.businessName || TEXTS.notGiven}</dd>
      </div>
      {props.memberSince ? (
        <div>
          <dt>{TEXTS.memberSince}</dt>
          <dd>
            <time dateTime={props.memberSince}>{formatMonthYear(props.memberSince)}</time>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * Up to four of the seller's other listings, with a link to all of them; nothing when there are
 * none. The cards leave out Call and WhatsApp: the same seller's are at the top of the page.
 */
export function MoreFromSeller({ sellerId, sellerName, listings }: { sellerId: string; sellerName: string; listings: ListingCardData[] }) {
  if (listings.length === 0) return null;
  return (
    <section className="listing-row more-from-seller" aria-labelledby="more-from-seller">
      <div className="listing-row-head">
        <h2 id="more-from-seller">{TEXTS.moreFromSeller}</h2>
        <a href={sellerPath(sellerId)} className="row-link" aria-label={TEXTS.seeAllFromSellerLabel(sellerName || TEXTS.notGiven)}>
          {TEXTS.seeAllFromSeller}
        </a>
      </div>
      <div className="card-grid">
        {listings.map((listing) => (
          // The seller's Call and WhatsApp are at the top of the page already: not four times more.
          <ListingCard key={listing._id} listing={listing} contact={false} seller={false} />
        ))}
      </div>
    </section>
  );
}
