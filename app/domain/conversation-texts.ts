/**
 * Conversations (issue 15): their limits and every sentence the two faces answer with, apart from
 * the schemas so that the chat's browser code carries the words without the validation library.
 */
export const CHAT_LIMITS = {
  /** A message's text, in characters (after trimming). */
  textMax: 2000,
  /** Photos a message may carry. */
  photosPerMessage: 3,
  /** Conversations on one page of the inbox. */
  inboxPage: 20,
  /** Messages on one page of a thread (the newest first; `before=` pages back). */
  threadPage: 50,
  /** Messages one person may send in an hour, over every conversation. */
  messagesPerHour: 60,
  /** Conversations one person may start in an hour. */
  conversationsPerHour: 20,
  /** A person report's reason. */
  reportReasonMax: 1000,
  /** Person reports one account may send in a day. */
  reportsPerDay: 10,
  /** A message still unread this long after it was sent mails its recipient. */
  unreadMailAfterMs: 15 * 60 * 1000,
  /** At most one such mail a conversation (and recipient) in this time. */
  mailGapMs: 60 * 60 * 1000,
  /** "typing..." is shown this long after the last keystroke heard. */
  typingShownMs: 5000,
} as const;

/** What the listing page offers to send with one tap. */
export const QUICK_REPLIES = ["Is this still available?", "What is your last price?", "Where can I view it?", "Can you deliver?"] as const;

export const CONVERSATION_MESSAGES = {
  textRequired: "Please write your message.",
  textLong: "Please keep your message under 2,000 characters.",
  tooManyPhotos: "You can send at most 3 photos in one message.",
  photoNotOurs: "One of the photos was not uploaded by you. Please add it again.",
  notFound: "Conversation not found",
  listingNotFound: "Listing not found",
  ownListing: "This is your own listing.",
  tooMany: "You have sent many messages in a short time. Please try again later.",
  tooManyConversations: "You have started many conversations in a short time. Please try again later.",
  /** The blocked side, whatever they try to send. */
  blockedByOther: "You can no longer send messages in this conversation.",
  /** The side that blocked, until they unblock. */
  blockedByYou: "You blocked this person. Unblock them to send a message.",
  sent: "Message sent!",
  started: "Message sent! The seller will reply here.",
  signIn: "Please sign in to message the seller.",
  cannotBlockYourself: "You cannot block yourself.",
  cannotReportYourself: "You cannot report yourself.",
  userNotFound: "User not found",
  blocked: (name: string) => `You blocked ${name}. Neither of you can send messages in your conversations until you unblock.`,
  unblocked: (name: string) => `You unblocked ${name}.`,
  reportReasonRequired: "Please tell us what happened.",
  reportReasonLong: "Please keep the reason under 1,000 characters.",
  reported: "Thank you. Our team will look into your report.",
  tooManyReports: "You have sent many reports in a short time. Please try again later.",
} as const;
