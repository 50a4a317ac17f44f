import { groupedCount } from "../../../domain/ksh";

/** English: what its component shows, wherever it is rendered (STRINGS.components.listingSeller). */
export const listingSeller = {
  seller: "Seller",
  company: "Company",
  notGiven: "N/A",
  memberSince: "On Sokoni since",
  phoneVerified: "Phone verified",
  phoneVerifiedHint: "This seller confirmed a phone number with an SMS code.",
  /** Shown as `4.6 ★ (12 reviews)`; screen readers hear `ratingLabel` instead. */
  rating: (average: number, count: number) => `${average.toFixed(1)} ★ (${groupedCount(count)} ${count === 1 ? "review" : "reviews"})`,
  ratingLabel: (average: number, count: number) => `Rated ${average.toFixed(1)} out of 5 from ${groupedCount(count)} ${count === 1 ? "review" : "reviews"}`,
  sellerLinkTitle: (name: string) => `See ${name}'s page on Sokoni`,
  moreFromSeller: "More from this seller",
  seeAllFromSeller: "See all",
  seeAllFromSellerLabel: (name: string) => `See all listings from ${name}`,
};
