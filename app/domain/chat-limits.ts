/**
 * Conversations' limits, apart from their sentences (./conversation-texts) so that a
 * page's inlined script can read them without the catalogue.
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
