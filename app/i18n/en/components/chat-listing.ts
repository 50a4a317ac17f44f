/** English: what its component shows, wherever it is rendered (STRINGS.components.chatListing). */
export const chatListing = {
  buyer: "Buyer",
  seller: "Seller",
  listingGone: "This listing is no longer available.",
  monthly: (amount: string) => `${amount} / month`,
};
