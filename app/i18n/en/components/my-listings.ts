/** English: what its component shows, wherever it is rendered (STRINGS.components.myListings). */
export const myListings = {
  noListings: "You have not posted any listings yet.",
  edit: "Edit",
  confirmDeleteListing: "Are you sure you want to delete this listing?",
  statuses: {
    active: "On show",
    unavailable: "Unavailable",
    sold: "Sold",
    expired: "Expired",
    hidden: "Hidden by moderators",
    held: "Waiting for a check",
    underReview: "Under review",
  },
  figures: { views: "Views", calls: "Calls", whatsapp: "WhatsApp", messages: "Messages", favourites: "Favourites" },
  last30: "30 days",
  total: "Total",
  expiresOn: (date: string) => `On show until ${date}`,
  expiredOn: (date: string) => `Expired ${date}`,
  soldOn: (date: string) => `Sold ${date}`,
  noneWithStatus: "No listings with this status.",
  listingFigures: (name: string) => `Figures for ${name}`,
};
