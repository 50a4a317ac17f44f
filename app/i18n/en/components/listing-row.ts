/** English: what its component shows, wherever it is rendered (STRINGS.components.listingRow). */
export const listingRow = {
  viewAll: "View all",
};
