import { groupedCount } from "../../../domain/ksh";

/** English: what its component shows, wherever it is rendered (STRINGS.components.adminChatSafety). */
export const adminChatSafety = {
  // The admin dashboard's Reports: flagged chat messages and reports about people.
  flaggedMessages: "Flagged messages",
  flaggedMessagesHint: "Chat messages the scam guard warned about in the last 30 days. They were delivered with a warning; the conversation stays private.",
  flaggedCount: (n: number) => `${groupedCount(n)} flagged in the last 30 days`,
  noFlaggedMessages: "No flagged messages in the last 30 days.",
  flaggedFrom: "From",
  flaggedAbout: "about",
  signalNames: {
    "payment-first": "Payment before viewing",
    "mpesa-number": "M-Pesa number",
    "off-platform": "Another app or link",
    "otp-pin": "Code or PIN",
  },
  personReports: "Reports about people",
  personReportsHint: "People reported from a conversation, newest first. Mark a report reviewed once you have looked into it.",
  noPersonReports: "No reports about people waiting.",
  reportedPerson: "Reported:",
  reportedByPerson: (name: string | null) => `by ${name ?? "a deleted account"}`,
};
