import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { RequestContext, SessionUser } from "../context";
import { listings, messages, user } from "../db/schema";
import { markConversationRead, sendMessage, startConversation } from "./conversations";
import { Refusal } from "./refusal";

export interface ThreadMessage {
  id: number;
  body: string;
  createdAt: string;
  mine: boolean;
  unread: boolean;
}

/** A conversation about one listing between the viewer and one other person. */
export interface Thread {
  listingId: string;
  listingName: string;
  otherId: string;
  otherName: string;
  /** Newest message's id: the one a reply answers. */
  lastMessageId: number;
  unread: number;
  messages: ThreadMessage[];
}

/**
 * A signed-in buyer writes to the seller of a listing (docs/decisions/007): since issue 15 the
 * first message of the conversation of that listing and buyer (or the next one, when it exists).
 * Kept for the pages until they move to worker/services/conversations.ts.
 */
export async function messageSeller(ctx: RequestContext, me: SessionUser, listingId: number, body: string): Promise<void> {
  await startConversation(ctx, me, listingId, body);
}

/** Answers a message the caller received or sent, in its conversation (worker/services/conversations.ts). */
export async function replyToMessage(ctx: RequestContext, me: SessionUser, messageId: number, body: string): Promise<void> {
  const original = await ctx.db
    .select({ conversationId: messages.conversationId, senderId: messages.senderId, recipientId: messages.recipientId })
    .from(messages)
    .where(eq(messages.id, messageId))
    .get();
  if (!original || (original.senderId !== me.id && original.recipientId !== me.id)) throw new Refusal(404, "Message not found");
  await sendMessage(ctx, me, original.conversationId, { text: body, imageUrls: [] });
  // Answering is reading: what the other person wrote there is read now.
  await markConversationRead(ctx, me, original.conversationId);
}

/** The caller's conversations, most recent first (the profile's Messages tab). */
export async function threadsOf(ctx: RequestContext, me: SessionUser): Promise<Thread[]> {
  const sender = alias(user, "sender");
  const recipient = alias(user, "recipient");
  const rows = await ctx.db
    .select({
      id: messages.id,
      body: messages.body,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
      senderId: messages.senderId,
      recipientId: messages.recipientId,
      senderName: sender.displayUsername,
      recipientName: recipient.displayUsername,
      listingId: messages.listingId,
      listingName: listings.name,
    })
    .from(messages)
    .innerJoin(listings, eq(listings.id, messages.listingId))
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(recipient, eq(recipient.id, messages.recipientId))
    .where(or(eq(messages.recipientId, me.id), eq(messages.senderId, me.id)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(300);
  const threads = new Map<string, Thread>();
  for (const row of rows) {
    const mine = row.senderId === me.id;
    const otherId = mine ? row.recipientId : row.senderId;
    const key = `${row.listingId}:${otherId}`;
    let thread = threads.get(key);
    if (!thread) {
      thread = {
        listingId: String(row.listingId),
        listingName: row.listingName,
        otherId,
        otherName: (mine ? row.recipientName : row.senderName) ?? "",
        lastMessageId: row.id,
        unread: 0,
        messages: [],
      };
      threads.set(key, thread);
    }
    const unread = !mine && row.readAt === null;
    if (unread) thread.unread += 1;
    // Rows come newest first; a thread reads oldest first.
    thread.messages.unshift({ id: row.id, body: row.body, createdAt: row.createdAt.toISOString(), mine, unread });
  }
  return [...threads.values()];
}

/** Marks what the caller received in one conversation as read. */
export async function markThreadRead(ctx: RequestContext, me: SessionUser, messageIds: number[]): Promise<void> {
  if (messageIds.length === 0) return;
  await ctx.db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(inArray(messages.id, messageIds.slice(0, 300)), eq(messages.recipientId, me.id), isNull(messages.readAt)));
}

/** How many messages wait unread for the caller (the header and the tab's badge). */
export async function unreadCount(ctx: RequestContext, me: SessionUser): Promise<number> {
  const rows = await ctx.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.recipientId, me.id), isNull(messages.readAt)))
    .limit(100);
  return rows.length;
}
