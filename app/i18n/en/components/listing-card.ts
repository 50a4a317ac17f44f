import { groupedCount } from "../../../domain/ksh";

/** English: what its component shows, wherever it is rendered (STRINGS.components.listingCard). */
export const listingCard = {
  /** A listing's place as cards and the listing page show it: "Kilimani, Nairobi". */
  place: (area: string | null | undefined, county: string) => (area ? `${area}, ${county}` : county),
  cardSeller: "Seller:",
  unavailable: "Unavailable",
  // What the badge means, said where a buyer can read it (the listing page).
  unavailableGloss: "paused by the seller",
  views: (n: number) => `${groupedCount(n)} ${n === 1 ? "view" : "views"}`,
  topBadge: "Top",
  featuredBadge: "Featured",
  noDescription: "No description available",
  details: "Details",
  unnamed: "Unnamed Listing",
  notSpecified: "Not specified",
};
