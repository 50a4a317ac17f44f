/** English: what its component shows, wherever it is rendered (STRINGS.components.chatThread). */
export const chatThread = {
  youName: "you",
  conversationTitle: (listing: string) => `Conversation about ${listing}`,
  today: "Today",
  yesterday: "Yesterday",
  seen: "Seen",
  photoOf: (n: number, name: string) => `Photo ${n} from ${name}`,
  openPhoto: (n: number) => `Open photo ${n} full size`,
};
