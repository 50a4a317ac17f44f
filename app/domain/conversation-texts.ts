import { STRINGS } from "../i18n";

/**
 * Conversations: their limits and every sentence the two faces answer with, apart from
 * the schemas so that the chat's browser code carries the words without the validation library.
 */
export { CHAT_LIMITS } from "./chat-limits";

/** What the listing page offers to send with one tap, in the reader's language. */
export function quickReplies(): readonly string[] {
  return STRINGS.domain.quickReplies;
}

/** The refusals and confirmations of conversations (STRINGS.domain.conversation, read when shown). */
export const CONVERSATION_MESSAGES = STRINGS.domain.conversation;
