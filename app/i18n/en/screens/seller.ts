import { groupedCount } from "../../../domain/ksh";

/** English: what its screen shows (STRINGS.screens.seller). */
export const seller = {
  title: (name: string) => `${name} on Sokoni`,
  description: (name: string, listings: number) =>
    `${name} sells on Sokoni, Kenya's classifieds marketplace: ${groupedCount(listings)} ${listings === 1 ? "listing" : "listings"}, reviews from buyers, and how quickly they reply.`,
  notFoundTitle: "Seller not found",
  notFound: "We could not find this seller. The account may have been deleted, or the link may be mistyped.",
  listings: "Listings",
  listingCount: (total: number) => `${groupedCount(total)} ${total === 1 ? "listing" : "listings"}`,
  noListings: "This seller has no listings on show right now.",
  noReviews: "No reviews yet. Buyers who have talked with this seller about a listing can leave one.",
  reviewsPage: (page: number, pages: number) => `Reviews page ${page} of ${pages}`,
  listingsPages: "Listing pages",
  reviewsPages: "Review pages",
  signInToReview: "Sign in to review this seller",
  reviewAfterMessages: "You can review this seller once you and the seller have exchanged messages about one of their listings.",
  formFailed: "Please check the form.",
  unknownAction: "This action is not known.",
};
