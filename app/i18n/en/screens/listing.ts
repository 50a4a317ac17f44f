/** English: what its screen shows (STRINGS.screens.listing). */
export const listing = {
  signInFirst: "Please sign in first.",
  hiddenNotice: "This listing is hidden by Sokoni's moderators after reports, so buyers cannot see it. Edit it to fix what was reported, or write to support.",
  failed: (message: string) => `Failed to fetch listing: ${message}`,
  unavailableMeaning: "The seller has marked this listing unavailable: it cannot be bought at the moment, and the seller may put it back on sale.",
  forRent: "For Rent",
  forSale: "For Sale",
  listingTitle: (name: string, price: string, county: string) => `${name} | ${price} in ${county}`,
  listingDescription: (price: string, county: string, text: string) => `${price} · ${county} County. ${text}`,
  breadcrumb: "Breadcrumb",
  amountOff: (amount: string) => `${amount} off`,
  posted: "Posted",
  safetyTitle: "Key information for your safety",
  safetyTips: [
    "Meet the seller in a busy public place, in daylight.",
    "Inspect the item and its papers before you pay.",
    "Never send money, M-Pesa included, before you have seen the item.",
    "Check that logbooks, title deeds and receipts match the seller's ID.",
  ],
  statusFailed: "Could not load favourites status",
};
