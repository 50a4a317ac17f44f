/** English: what its component shows, wherever it is rendered (STRINGS.components.profileTabs). */
export const profileTabs = {
  // The screen's parts, each its own address (docs/decisions/120).
  sections: "Your profile",
  accountTab: "Account",
  myListings: "My listings",
  myFavourites: "My favourites",
};
