/** English: what its screen shows (STRINGS.screens.messages). */
export const messages = {
  inboxHeading: "Messages",
  inboxEmpty: "No conversations yet. When you message a seller, or a buyer writes about one of your listings, the conversation shows here.",
  olderConversations: "Older conversations",
  newestConversations: "Back to the newest",
  photos: (n: number) => (n === 1 ? "Photo" : `${n} photos`),
  unreadCount: (n: number) => `${n} unread`,
};
