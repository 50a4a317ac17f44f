import type { ListingAttributes } from "../../../app/domain/catalog";
import { normalizeImageUrls } from "../../../app/domain/images";
import type { ListingRow } from "../../db/schema";
import { type ListingStatus, listingStatusOf } from "../../../app/domain/listing-life";
import { boostLive, type BoostKind } from "../../../app/domain/boosts";
import { type ListingScamSignal, listingScamSignals } from "../../../app/domain/scam-guard";

/** The listing as the API and the pages see it (docs/api.md, Listing JSON). */
export interface ListingJson {
  _id: string;
  name: string;
  description: string;
  category: string;
  subcategory: string | null;
  location: string;
  /** The town or estate below the county, or null. */
  area: string | null;
  attributes: ListingAttributes;
  condition: string | null;
  regularPrice: number;
  discountPrice?: number;
  offer: boolean;
  imageUrls: string[];
  type: "sale" | "rent";
  sellerName: string;
  businessName: string;
  phoneNumber: string;
  userRef: string;
  isAvailable: boolean;
  views: number;
  createdAt: string;
  isSellerVerified: boolean;
  /** Active, unavailable, sold, expired or hidden (by a moderator). */
  status: ListingStatus;
  /** When it leaves the lists unless renewed (ISO), or null for a listing without an end. */
  expiresAt: string | null;
  /** A paid boost still running: Top (first in its category) or Featured (home page). */
  boost: { kind: BoostKind; until: string } | null;
  /** Only while held for an admin's check (status "held"): the scam guard's reasons, for its seller. */
  heldFor?: ListingScamSignal[];
}

export type ListingWithSeller = ListingRow & { isSellerVerified: boolean | null };

/** The boost a listing shows: Top when one runs (it orders the lists), else Featured. */
function boostOf(row: Pick<ListingRow, "topUntil" | "featuredUntil">, now: Date): ListingJson["boost"] {
  if (boostLive(row.topUntil, now)) return { kind: "top", until: (row.topUntil as Date).toISOString() };
  if (boostLive(row.featuredUntil, now)) return { kind: "featured", until: (row.featuredUntil as Date).toISOString() };
  return null;
}

export function toListingJson(row: ListingWithSeller): ListingJson {
  const now = new Date();
  const json: ListingJson = {
    _id: String(row.id),
    name: row.name,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory,
    location: row.location,
    area: row.area ?? null,
    attributes: row.attributes ?? {},
    condition: row.condition,
    regularPrice: row.regularPrice,
    offer: row.offer,
    imageUrls: normalizeImageUrls(row.imageUrls),
    type: row.type,
    sellerName: row.sellerName,
    businessName: row.businessName,
    phoneNumber: row.phoneNumber,
    userRef: row.userRef,
    isAvailable: row.isAvailable,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
    isSellerVerified: row.isSellerVerified === true,
    status: listingStatusOf(row),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    boost: boostOf(row, now),
  };
  // The discount is kept only when the listing is an offer (spec section 3).
  if (row.offer && row.discountPrice !== null) json.discountPrice = row.discountPrice;
  // Read again from the words (a pure rule), so that the reasons and the words never disagree.
  if (json.status === "held") json.heldFor = listingScamSignals(row);
  return json;
}
