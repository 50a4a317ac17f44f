/**
 * How a seller answers buyers: the response rate and the typical reply time of their
 * conversations of the last 90 days. Pure arithmetic over messages; the queries are in
 * worker/services/seller-stats.ts.
 */

/** Below this many conversations the figures would say more about chance than about the seller. */
export const MIN_CONVERSATIONS_FOR_STATS = 3;
/** Only conversations whose buyer wrote within this many days count. */
export const RESPONSE_WINDOW_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export interface SellerResponse {
  /** Conversations a buyer opened within the window. */
  conversations: number;
  /** Answered conversations over all of them, 0 to 1 (two decimals); null below the minimum. */
  responseRate: number | null;
  /** The median reply time in whole minutes of the answered ones; null below the minimum or when none was answered. */
  responseMinutes: number | null;
}

/** One message of a conversation about one of the seller's listings. */
export interface ConversationMessage {
  listingId: number | string;
  /** The other person: the buyer. */
  buyerId: string;
  /** True when the seller wrote it, false when the buyer did. */
  fromSeller: boolean;
  /** When it was written, in milliseconds since the epoch. */
  at: number;
}

/** The earliest moment a message may have been written and still count at `now`. */
export function responseWindowStart(now: Date | number): Date {
  return new Date(Number(now) - RESPONSE_WINDOW_DAYS * DAY_MS);
}

/** The middle value, or the mean of the two middle ones; null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? null;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * A seller's response figures from their messages. A conversation is one listing and one buyer;
 * it counts when, inside the window, the buyer wrote first (one the seller opened, or whose
 * buyer's message is older than the window, does not). It is answered when the seller wrote after
 * the buyer's first message; its reply time runs from that first message to the seller's first
 * message after it.
 */
export function sellerResponseOf(messages: readonly ConversationMessage[], now: Date | number): SellerResponse {
  const since = responseWindowStart(now).getTime();
  const until = Number(now);
  const byConversation = new Map<string, ConversationMessage[]>();
  for (const message of messages) {
    if (message.at < since || message.at > until) continue;
    const key = JSON.stringify([String(message.listingId), message.buyerId]);
    const list = byConversation.get(key);
    if (list) list.push(message);
    else byConversation.set(key, [message]);
  }
  let conversations = 0;
  const replyTimes: number[] = [];
  for (const list of byConversation.values()) {
    // Oldest first; at the same instant the buyer's message is taken as the first.
    list.sort((a, b) => a.at - b.at || Number(a.fromSeller) - Number(b.fromSeller));
    const first = list[0];
    if (!first || first.fromSeller) continue;
    conversations += 1;
    const reply = list.find((message) => message.fromSeller && message.at >= first.at);
    if (reply) replyTimes.push(reply.at - first.at);
  }
  if (conversations < MIN_CONVERSATIONS_FOR_STATS) return { conversations, responseRate: null, responseMinutes: null };
  const middle = median(replyTimes);
  return {
    conversations,
    responseRate: Math.round((replyTimes.length / conversations) * 100) / 100,
    responseMinutes: middle === null ? null : Math.round(middle / MINUTE_MS),
  };
}
