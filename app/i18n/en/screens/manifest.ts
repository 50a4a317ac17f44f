/** English: what its screen shows (STRINGS.screens.manifest). */
export const manifest = {
  description: "Buy, sell and rent across Kenya: cars, phones, houses, jobs and more, with prices in KSh.",
  searchShortcut: "Search",
  searchShortcutLong: "Search listings",
  sellShortcut: "Sell",
  sellShortcutLong: "Post a listing",
};
