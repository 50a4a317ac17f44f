/** English: what its component shows, wherever it is rendered (STRINGS.components.messageSeller). */
export const messageSeller = {
  messageSeller: "Message seller",
  viewConversation: "View conversation",
  quickReplies: "Quick replies",
  quickReplyHint: "Tap one to start, or write your own.",
  privacyHint: "Your phone number is not shared. The seller replies in your Sokoni messages.",
  startSend: "Send message",
  yourMessage: "Your message",
};
