/** English: what its screen shows (STRINGS.screens.offline). */
export const offline = {
  title: "You are offline",
  lead: "Sokoni cannot reach the internet right now. Check your mobile data or Wi-Fi, then try again.",
  tryAgain: "Try again",
  canDoTitle: "What you can do",
  canReadKept: "Read the listings you opened recently: the last 20 are kept on this phone.",
  needsConnection: "Searching, posting, messages and your account need a connection.",
  keptTitle: "Listings kept on this phone",
  keptNone: "No listings are kept yet. Listings you open while online are kept here, up to 20, to read without a connection.",
};
