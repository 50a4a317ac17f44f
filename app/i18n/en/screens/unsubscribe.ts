/** English: what its screen shows (STRINGS.screens.unsubscribe). */
export const unsubscribe = {
  unsubscribeTitle: "Stop alerts",
  unsubscribeSearch: (name: string) => `Stop emails about new listings for your saved search "${name}"?`,
  unsubscribePrices: "Stop emails when a favourite's price drops?",
  unsubscribeButton: "Stop these emails",
  unsubscribedSearch: (name: string) => `Done: no more emails for "${name}". Turn them back on from your profile at any time.`,
  unsubscribedPrices: "Done: no more price-drop emails.",
  alreadyOff: "These emails are already off.",
  badLink: "This unsubscribe link is not valid, or what it stops no longer exists.",
};
