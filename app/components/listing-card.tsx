import { cardDescription } from "../domain/card-description";
import { coverImage } from "../domain/images";
import { sellerPath } from "../domain/seller-path";
import { formatPostedDate } from "../domain/time";
import { STRINGS } from "../i18n";
import { ContactButtons } from "./contact-buttons/contact-buttons";
import { FavouriteButton } from "./favourite-button/favourite-button";
import { cardChips } from "./listing-attributes";
import { ListingImage } from "./listing-image";
import { usePhotosShown } from "./low-data";
import { Price } from "./price";
import { VerifiedMark } from "./verified-mark";
import type { ListingJson } from "../../worker/services/listings/listing-json";
import "./listing-card.css";

/**
 * What a card shows: the listing as the API and the pages see it (`ListingJson`), the fields a card
 * reads. The seller's name and id are absent where no storefront link is wanted.
 */
export type ListingCardData = Pick<
  ListingJson,
  | "_id"
  | "name"
  | "description"
  | "category"
  | "condition"
  | "attributes"
  | "location"
  | "regularPrice"
  | "discountPrice"
  | "offer"
  | "type"
  | "imageUrls"
  | "phoneNumber"
  | "isAvailable"
  | "isSellerVerified"
  | "views"
  | "createdAt"
> &
  Partial<Pick<ListingJson, "area" | "userRef" | "sellerName">>;

/**
 * The reusable tile (spec section 2, Listing card): image and text link to the listing. `contact`
 * false leaves out Call and WhatsApp, where the page already offers them for the same seller (the
 * listing page's More from this seller row); `seller` false leaves out the seller's name, which
 * otherwise links to their storefront, where every card is the same seller's.
 */
export function ListingCard({
  listing,
  priority = false,
  contact = true,
  seller = true,
  badge,
}: {
  listing: ListingCardData;
  priority?: boolean;
  contact?: boolean;
  seller?: boolean;
  /** A paid place (Top above search and browse results, the home page's Featured row). */
  badge?: "top" | "featured";
}) {
  const href = `/listing/${listing._id}`;
  const chips = cardChips(listing);
  const name = listing.name || STRINGS.components.listingCard.unnamed;
  const photosShown = usePhotosShown();
  const badges = (
    <>
      {listing.isAvailable === false ? (
        // The spec's one word, and what it means to a buyer scanning results.
        <span className="badge unavailable">
          {STRINGS.components.listingCard.unavailable}
          <span className="badge-gloss"> · {STRINGS.components.listingCard.unavailableGloss}</span>
        </span>
      ) : null}
      {badge ? (
        <span className="badge boost-badge">{badge === "top" ? STRINGS.components.listingCard.topBadge : STRINGS.components.listingCard.featuredBadge}</span>
      ) : null}
    </>
  );
  return (
    <article className={badge ? "listing-card boosted" : "listing-card"}>
      {photosShown ? (
        <>
          {/* biome-ignore lint/a11y/useAnchorContent: a second way to the listing for the eye; screen readers and the keyboard take the title's */}
          <a href={href} className="listing-card-image" tabIndex={-1} aria-hidden="true">
            {/* Named for search engines and for when the picture fails; the link itself is hidden from
              screen readers, which get the same link from the title below. */}
            <ListingImage src={coverImage(listing.imageUrls)} alt={name} slot="card" priority={priority} />
            {badges}
          </a>
        </>
      ) : (
        // Low-data mode: the picture's place is a link to the photo (no link inside a link).
        <div className="listing-card-image">
          <ListingImage src={coverImage(listing.imageUrls)} alt={name} slot="card" linkToPhoto />
          {badges}
        </div>
      )}
      <FavouriteButton listingId={listing._id} listingName={listing.name} />
      <div className="listing-card-body">
        <h3 className="listing-card-name">
          {/* Three lines keep a long title's key words; the tooltip has the rest. */}
          <a href={href} title={name}>
            {name}
          </a>
          {listing.isSellerVerified ? <VerifiedMark /> : null}
        </h3>
        <Price listing={listing} />
        <p className="listing-card-description">{listing.description ? cardDescription(listing.description) : STRINGS.components.listingCard.noDescription}</p>
        {chips.length > 0 ? (
          <ul className="listing-card-details" aria-label={STRINGS.components.listingCard.details}>
            {chips.map((chip) => (
              <li key={chip.label}>{chip.text}</li>
            ))}
          </ul>
        ) : null}
        <p className="listing-card-meta">
          <span>{listing.location ? STRINGS.components.listingCard.place(listing.area, listing.location) : STRINGS.components.listingCard.notSpecified}</span>
          <span>{STRINGS.components.listingCard.views(listing.views ?? 0)}</span>
          <time dateTime={listing.createdAt}>{formatPostedDate(listing.createdAt)}</time>
        </p>
        {seller && listing.userRef && listing.sellerName ? (
          <p className="listing-card-seller">
            <span className="visually-hidden">{`${STRINGS.components.listingCard.cardSeller} `}</span>
            <a href={sellerPath(listing.userRef)}>{listing.sellerName}</a>
          </p>
        ) : null}
        {/* Nobody can buy what is no longer available: no Call or WhatsApp on its card. */}
        {listing.isAvailable === false || !contact ? null : <ContactButtons listing={listing} compact />}
      </div>
    </article>
  );
}
