/** English: what its component shows, wherever it is rendered (STRINGS.components.listingEnded). */
export const listingEnded = {
  soldTitle: "Sold",
  soldText: "This item has been sold. Similar listings are below.",
  expiredTitle: "This listing has expired",
  expiredText: "It is no longer on show. Similar listings are below.",
  ownerSold: "You marked this listing sold, so buyers no longer find it. Mark it available to put it back on show.",
  ownerExpired: "This listing expired, so buyers no longer find it. Renew it to put it back on show.",
};
