/** English: what its screen shows (STRINGS.screens.conversation). */
export const conversation = {
  backToInbox: "All messages",
  notFoundText: "We could not find this conversation. It may have been removed with its listing or account.",
  typing: "typing...",
  loadOlder: "Load older messages",
  newestMessages: "Back to the newest messages",
  noMessagesYet: "No messages yet.",
  offline: "You are offline: new messages show when the connection comes back.",
  retry: "Retry",
  unknownAction: "This action is not known.",
  reviewSeller: "Review this seller",
  // Starts with the visible words, so speech users can say what they see.
  reviewSellerLabel: (seller: string, listing: string) => `Review this seller: ${seller}, for "${listing}"`,
};
