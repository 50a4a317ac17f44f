import { groupedCount } from "../../../domain/ksh";

/** English: what its screen shows (STRINGS.screens.browse). */
export const browse = {
  title: "Browse Listings",
  empty: "No listings found for this category.",
  count: (total: number, capped = false) => `${groupedCount(total)}${capped ? "+" : ""} ${total === 1 && !capped ? "listing" : "listings"}`,
  failed: (body: string) => `Failed to fetch listings: ${body}`,
  retry: "Try again",
  browseDescription: (scope: string) => `${scope} from sellers across Kenya's 47 counties, with prices in KSh. Call or WhatsApp the seller.`,
  browseAllDescription: "Browse listings by category across Kenya's 47 counties, with prices in KSh.",
  pages: "Pages",
};
