/** English: what its component shows, wherever it is rendered (STRINGS.components.chatPersonActions). */
export const chatPersonActions = {
  block: "Block this person",
  reportPerson: "Report this person",
  reportReason: "What happened?",
  sendReport: "Send report",
  unblockPerson: (name: string) => `Unblock ${name}`,
};
