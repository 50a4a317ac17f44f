/** English: what its component shows, wherever it is rendered (STRINGS.components.siteHeader). */
export const siteHeader = {
  listLabel: "Search suggestions",
  /** Read out when suggestions appear; the enhancer puts the count in place of {n}. */
  one: "1 suggestion. Use the up and down arrows to choose.",
  many: "{n} suggestions. Use the up and down arrows to choose.",
  searchPlaceholder: "Search cars, phones, houses...",
  searchLabel: "Search listings",
  sell: "Sell",
  // The header's way to the favourites (docs/decisions/120).
  saved: "Saved",
  about: "About",
  homeLabel: "Sokoni home",
  mainNav: "Main",
  profileOf: (username: string) => `Profile of ${username}`,
};
