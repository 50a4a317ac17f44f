/** English: what its component shows, wherever it is rendered (STRINGS.components.chatBadge). */
export const chatBadge = {
  /** The header's link: its accessible name carries the count. */
  inboxLink: "Messages",
  inboxLinkUnread: "Messages, {n} unread",
  inboxLabel: (n: number) => (n > 0 ? `Messages, ${n} unread` : "Messages"),
};
