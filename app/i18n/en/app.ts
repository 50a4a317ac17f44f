/** English: the language switch, the installed app, offline pages, notifications and low-data mode. */
export const app = {
  language: {
    switchLabel: "Language",
  },
  /** The web app manifest (app/routes/manifest.ts): what a phone shows when Sokoni is installed. */
  install: {
    description: "Buy, sell and rent across Kenya: cars, phones, houses, jobs and more, with prices in KSh.",
    searchShortcut: "Search",
    searchShortcutLong: "Search listings",
    sellShortcut: "Sell",
    sellShortcutLong: "Post a listing",
  },
  /** The page the service worker shows when there is no connection (app/routes/offline.tsx). */
  offline: {
    title: "You are offline",
    lead: "Sokoni cannot reach the internet right now. Check your mobile data or Wi-Fi, then try again.",
    tryAgain: "Try again",
    canDoTitle: "What you can do",
    canReadKept: "Read the listings you opened recently: the last 20 are kept on this phone.",
    needsConnection: "Searching, posting, messages and your account need a connection.",
    keptTitle: "Listings kept on this phone",
    keptNone: "No listings are kept yet. Listings you open while online are kept here, up to 20, to read without a connection.",
  },
};
