import { STRINGS } from "../i18n";
import { coverImage } from "./images";
import { effectivePrice } from "./money";

interface ListingForSchema {
  _id: string;
  name: string;
  description: string;
  category: string;
  subcategory: string | null;
  condition: string | null;
  imageUrls: string[];
  offer: boolean;
  regularPrice: number;
  discountPrice?: number | null | undefined;
  isAvailable: boolean;
  location: string;
  businessName: string;
  sellerName: string;
}

const CONDITION: Record<string, string> = {
  New: "https://schema.org/NewCondition",
  Used: "https://schema.org/UsedCondition",
  Refurbished: "https://schema.org/RefurbishedCondition",
};

/** A listing as a schema.org `Product` with one `Offer` in KES, for search engines' rich results. */
export function listingProductSchema(listing: ListingForSchema, origin: string): Record<string, unknown> {
  const url = `${origin}/listing/${listing._id}`;
  const condition = listing.condition ? CONDITION[listing.condition] : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: listing.name,
    description: listing.description.slice(0, 5000),
    image: (listing.imageUrls.length > 0 ? listing.imageUrls : [coverImage([])]).map((image) => new URL(image, origin).toString()),
    category: listing.subcategory ? `${listing.category} > ${listing.subcategory}` : listing.category,
    url,
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "KES",
      price: effectivePrice(listing),
      availability: listing.isAvailable ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      ...(condition ? { itemCondition: condition } : {}),
      areaServed: { "@type": "AdministrativeArea", name: STRINGS.domain.structuredData.countyArea(listing.location) },
      seller: { "@type": "Organization", name: listing.businessName || listing.sellerName },
    },
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` is escaped so no text can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

interface SellerForSchema {
  username: string;
  avatar: string | null;
  businessNames: string[];
  rating: { average: number | null; count: number };
}

/**
 * A storefront as a schema.org `Person`, or an `Organization` when the seller posts under one
 * business name (a shop, a dealer), with the buyers' rating only once there is one.
 */
export function sellerSchema(seller: SellerForSchema, url: string, origin: string): Record<string, unknown> {
  const business = seller.businessNames.length === 1 ? seller.businessNames[0] : undefined;
  const rating =
    seller.rating.count > 0 && seller.rating.average !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: seller.rating.average,
            reviewCount: seller.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {};
  return {
    "@context": "https://schema.org",
    "@type": business ? "Organization" : "Person",
    name: business ?? seller.username,
    ...(business ? { alternateName: seller.username } : {}),
    url,
    ...(seller.avatar ? { image: new URL(seller.avatar, origin).toString() } : {}),
    ...rating,
  };
}
