import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { MESSAGE_MESSAGES } from "../../app/domain/listing-actions";
import type { RequestContext, SessionUser } from "../context";
import { listings, messages, user } from "../db/schema";
import { sendMail } from "../mail";
import { visibleListing } from "./listings";
import { countInteraction } from "./interactions";
import { withinRateLimit } from "./rate-limit";
import { Refusal } from "./refusal";

const MESSAGES_PER_HOUR = 20;

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

async function relay(ctx: RequestContext, to: string, from: SessionUser, listingName: string, body: string): Promise<void> {
  const recipient = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, to)).get();
  if (!recipient) return;
  // The mail carries the words, not the sender's address: replies go through Sokoni.
  await sendMail(ctx.env, ctx.db, {
    to: recipient.email,
    subject: `New message about "${listingName}" on Sokoni`,
    text: `${from.username} wrote about "${listingName}":\n\n${body}\n\nRead and reply on Sokoni: ${ctx.url.origin}/profile?tab=messages\n\nFor your safety, keep the conversation on Sokoni until you meet in a public place.`,
  });
}

async function checkRate(ctx: RequestContext, me: SessionUser): Promise<void> {
  if (!(await withinRateLimit(ctx.db, `message:${me.id}`, MESSAGES_PER_HOUR, 60 * 60 * 1000))) throw new Refusal(429, MESSAGE_MESSAGES.tooMany);
}

/** A signed-in buyer writes to the seller of a listing (docs/decisions/007). */
export async function messageSeller(ctx: RequestContext, me: SessionUser, listingId: number, body: string): Promise<void> {
  const listing = await ctx.db
    .select({ name: listings.name, userRef: listings.userRef })
    .from(listings)
    .where(and(eq(listings.id, listingId), visibleListing))
    .get();
  if (!listing) throw new Refusal(404, "Listing not found");
  if (listing.userRef === me.id) throw new Refusal(400, MESSAGE_MESSAGES.ownListing);
  await checkRate(ctx, me);
  await ctx.db.insert(messages).values({ listingId, senderId: me.id, recipientId: listing.userRef, body });
  ctx.executionCtx.waitUntil(Promise.all([relay(ctx, listing.userRef, me, listing.name, body), countInteraction(ctx, listingId, "message")]));
}

/** Answers a message the caller received or sent: the reply goes to the other person of that conversation. */
export async function replyToMessage(ctx: RequestContext, me: SessionUser, messageId: number, body: string): Promise<void> {
  const original = await ctx.db
    .select({ listingId: messages.listingId, senderId: messages.senderId, recipientId: messages.recipientId, listingName: listings.name })
    .from(messages)
    .innerJoin(listings, eq(listings.id, messages.listingId))
    .where(eq(messages.id, messageId))
    .get();
  if (!original || (original.senderId !== me.id && original.recipientId !== me.id)) throw new Refusal(404, "Message not found");
  const other = original.senderId === me.id ? original.recipientId : original.senderId;
  await checkRate(ctx, me);
  await ctx.db.batch([
    ctx.db.insert(messages).values({ listingId: original.listingId, senderId: me.id, recipientId: other, body }),
    ctx.db
      .update(messages)
      .set({ readAt: new Date() })
      .where(and(eq(messages.listingId, original.listingId), eq(messages.senderId, other), eq(messages.recipientId, me.id), isNull(messages.readAt))),
  ]);
  ctx.executionCtx.waitUntil(relay(ctx, other, me, original.listingName, body));
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
