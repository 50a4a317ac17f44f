import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as v from "valibot";
import type { ChatListing, ChatMessage, ChatPerson, ConversationView, InboxEntry, InboxPage, ScamSignal } from "../../../app/domain/chat-types";
import { SCAM_SIGNALS } from "../../../app/domain/chat-types";
import { CHAT_LIMITS, CONVERSATION_MESSAGES as M, MessageInput, StartConversationInput } from "../../../app/domain/conversations";
import { scamSignals } from "../../../app/domain/scam-guard";
import { displayName } from "../../../app/domain/account";
import { sellerPath } from "../../../app/domain/seller-path";
import type { RequestContext, SessionUser } from "../../context";
import type { Db } from "../../db/client";
import { conversations, listings, messages, uploads } from "../../db/schema";
import { countInteraction } from "../listings/interactions";
import { visibleListing } from "../listings/listings";
import { announceChanges, pushToConversation, pushToInbox } from "./live";
import { blockStateBetween, refuseBlocked } from "../safety/person-safety";
import { pushNewMessage } from "./push";
import { withinRateLimit } from "../accounts/rate-limit";
import { Refusal } from "../refusal";

/*
 * Conversations (docs/decisions/056-conversations-per-listing-and-buyer.md): one per listing and
 * buyer, between that buyer and the listing's seller. D1 is the source of truth: a message is
 * stored first, and only then are the rooms told (worker/services/chat/live.ts); a room that is down
 * costs liveness, never a message. Only the two members may read or write; everyone else gets
 * the same 404 as for a conversation that does not exist.
 */

const HOUR_MS = 60 * 60 * 1000;

const dialect = new SQLiteAsyncDialect();

/**
 * A raw statement for one D1 batch (one transaction): drizzle's batch takes only its query
 * builders, and the writes below need INSERT ... SELECT with guards.
 */
function statement(ctx: Pick<RequestContext, "db">, query: SQL): D1PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // Through the request's D1 session (docs/decisions/092-d1-sessions.md): the sender's bookmark holds the message.
  return ctx.db.$client.prepare(text).bind(...params);
}

/** The rate-limit keys; each ends in the user's id so that deleting the account removes them. */
const startKey = (userId: string) => `chat-start:${userId}`;
const messageKey = (userId: string) => `chat-message:${userId}`;
// ---------------------------------------------------------------------------------------------
// Rows and their shapes
// ---------------------------------------------------------------------------------------------

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: string;
  body: string;
  image_urls: string;
  flags: string | null;
  created_at: number;
  read_at: number | null;
}

export const MESSAGE_COLUMNS = sql.raw("id, conversation_id, sender_id, body, image_urls, flags, created_at, read_at");

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(Number(ms)).toISOString();
}

function parseUrls(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((url): url is string => typeof url === "string") : [];
  } catch {
    return [];
  }
}

/** The stored comma-separated flags as signals (unknown words are dropped). */
export function parseFlags(flags: string | null): ScamSignal[] {
  if (!flags) return [];
  return flags.split(",").filter((flag): flag is ScamSignal => (SCAM_SIGNALS as readonly string[]).includes(flag));
}

/**
 * A message for a viewer: its sender never sees the scam guard's flags (they are a warning for
 * the recipient, and telling a scammer which words gave them away helps nobody).
 */
export function toChatMessage(row: MessageRow, viewerId: string): ChatMessage {
  return {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    senderId: row.sender_id,
    text: row.body,
    imageUrls: parseUrls(row.image_urls),
    createdAt: iso(row.created_at) as string,
    readAt: iso(row.read_at),
    flags: row.sender_id === viewerId ? [] : parseFlags(row.flags),
  };
}

interface HeadRow {
  id: number;
  listing_id: number;
  buyer_id: string;
  seller_id: string;
  listing_name: string;
  regular_price: number;
  discount_price: number | null;
  offer: number;
  type: "sale" | "rent";
  image_urls: string;
  is_hidden: number;
  is_available: number;
  other_id: string;
  other_name: string | null;
  other_given_name: string | null;
  other_avatar: string | null;
}

/** The conversation's listing and the viewer's other member, joined once per conversation. */
const HEAD_COLUMNS = sql.raw(`c.id, c.listing_id, c.buyer_id, c.seller_id,
  l.name AS listing_name, l.regular_price, l.discount_price, l.offer, l.type, l.image_urls, l.is_hidden, l.is_available,
  o.id AS other_id, coalesce(o.display_username, o.username, o.name) AS other_name, o.name AS other_given_name, o.image AS other_avatar`);

function headJoins(meId: string): SQL {
  return sql`FROM conversations AS c
    INNER JOIN listings AS l ON l.id = c.listing_id
    INNER JOIN user AS o ON o.id = CASE WHEN c.buyer_id = ${meId} THEN c.seller_id ELSE c.buyer_id END`;
}

function toChatListing(row: HeadRow): ChatListing {
  const price = Number(row.offer) && row.discount_price !== null ? Number(row.discount_price) : Number(row.regular_price);
  return {
    id: String(row.listing_id),
    name: row.listing_name,
    price,
    type: row.type,
    imageUrl: parseUrls(row.image_urls)[0] ?? null,
    visible: !Number(row.is_hidden) && Boolean(Number(row.is_available)),
  };
}

function toOther(row: HeadRow): ChatPerson {
  return {
    id: row.other_id,
    // The inbox and the conversation's head name the other member as people read names.
    name: displayName({ name: row.other_given_name, username: row.other_name }),
    avatar: row.other_avatar,
    storefrontPath: row.other_id === row.seller_id ? sellerPath(row.other_id) : null,
  };
}

function roleOf(row: { buyer_id: string }, meId: string): "buyer" | "seller" {
  return row.buyer_id === meId ? "buyer" : "seller";
}

// ---------------------------------------------------------------------------------------------
// The queries the lists run (exported so test/query-plans.test.ts reads their plans)
// ---------------------------------------------------------------------------------------------

interface InboxCursor {
  at: number;
  id: number;
}

/** The cursor is opaque to callers: the last row's time and id, base64url. */
function encodeCursor(cursor: InboxCursor): string {
  return btoa(`${cursor.at}.${cursor.id}`).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

/** A cursor this service made, or null (a made-up or damaged one reads as the first page). */
export function decodeCursor(raw: string | null | undefined): InboxCursor | null {
  if (!raw || raw.length > 64 || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let text: string;
  try {
    text = atob(raw.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
  const match = /^([0-9]{1,15})\.([1-9][0-9]{0,15})$/.exec(text);
  if (!match) return null;
  const at = Number(match[1]);
  const id = Number(match[2]);
  return Number.isSafeInteger(at) && Number.isSafeInteger(id) ? { at, id } : null;
}

/**
 * One page of a person's conversations, newest message first: the conversations they buy in and
 * those they sell in each come out of their own index already in order (buyer_id or seller_id,
 * then last_message_at, then the rowid), so SQLite merges the two and stops at the page. The
 * cursor continues after the last row shown (keyset paging: no OFFSET, no skipped rows).
 */
export function inboxPageQuery(meId: string, cursor: InboxCursor | null, limit: number = CHAT_LIMITS.inboxPage + 1): SQL {
  // The range on last_message_at is what the index seeks to; the OR only drops the ties shown.
  const after = cursor ? sql` AND last_message_at <= ${cursor.at} AND (last_message_at < ${cursor.at} OR id < ${cursor.id})` : sql``;
  return sql`SELECT id, last_message_at FROM conversations WHERE buyer_id = ${meId}${after}
    UNION ALL
    SELECT id, last_message_at FROM conversations WHERE seller_id = ${meId}${after}
    ORDER BY last_message_at DESC, id DESC LIMIT ${limit}`;
}

/** The page's conversations with their listing, other member, last message and unread count. */
export function inboxEntriesQuery(meId: string, ids: number[]): SQL {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`SELECT ${HEAD_COLUMNS},
      m.body AS last_body, m.image_urls AS last_image_urls, m.sender_id AS last_sender_id, m.flags AS last_flags, m.created_at AS last_created_at,
      (SELECT count(*) FROM messages AS u WHERE u.recipient_id = ${meId} AND u.conversation_id = c.id AND u.read_at IS NULL) AS unread
    ${headJoins(meId)}
    LEFT JOIN messages AS m ON m.id = (SELECT max(x.id) FROM messages AS x WHERE x.conversation_id = c.id)
    WHERE c.id IN (${list}) AND (c.buyer_id = ${meId} OR c.seller_id = ${meId})`;
}

/** A page of a thread, newest first (the page shows it oldest first); `before` pages back. */
export function threadPageQuery(conversationId: number, before: number | null, limit: number = CHAT_LIMITS.threadPage + 1): SQL {
  const older = before ? sql` AND id < ${before}` : sql``;
  return sql`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ${conversationId}${older} ORDER BY id DESC LIMIT ${limit}`;
}

/** Every unread message of a person, over all their conversations (the header's badge). */
export function unreadCountQuery(userId: string): SQL {
  return sql`SELECT count(*) AS unread FROM messages WHERE recipient_id = ${userId} AND read_at IS NULL`;
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export async function unreadCount(ctx: Pick<RequestContext, "db">, userId: string): Promise<number> {
  const row = await ctx.db.get<{ unread: number }>(unreadCountQuery(userId));
  return Number(row?.unread ?? 0);
}

export async function listInbox(ctx: RequestContext, me: SessionUser, cursor?: string | null): Promise<InboxPage> {
  const pageSize = CHAT_LIMITS.inboxPage;
  const [page, unread] = await Promise.all([
    ctx.db.all<{ id: number; last_message_at: number }>(inboxPageQuery(me.id, decodeCursor(cursor))),
    unreadCount(ctx, me.id),
  ]);
  const shown = page.slice(0, pageSize);
  const last = shown.at(-1);
  const next = page.length > pageSize && last ? encodeCursor({ at: Number(last.last_message_at), id: Number(last.id) }) : null;
  if (shown.length === 0) return { conversations: [], next: null, unread };
  type EntryRow = HeadRow & {
    last_body: string | null;
    last_image_urls: string | null;
    last_sender_id: string | null;
    last_flags: string | null;
    last_created_at: number | null;
    unread: number;
  };
  const rows = await ctx.db.all<EntryRow>(
    inboxEntriesQuery(
      me.id,
      shown.map((row) => Number(row.id)),
    ),
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const entries: InboxEntry[] = shown.flatMap(({ id }) => {
    const row = byId.get(Number(id));
    if (!row) return [];
    const mine = row.last_sender_id === me.id;
    return [
      {
        id: Number(row.id),
        listing: toChatListing(row),
        other: toOther(row),
        role: roleOf(row, me.id),
        lastMessage: {
          text: row.last_body ?? "",
          photos: row.last_image_urls ? parseUrls(row.last_image_urls).length : 0,
          mine,
          createdAt: iso(row.last_created_at) ?? new Date(0).toISOString(),
          flagged: !mine && row.last_flags !== null,
        },
        unread: Number(row.unread),
      },
    ];
  });
  return { conversations: entries, next, unread };
}

/** The conversation's head for a member, or null (not there, or not theirs). */
async function headFor(db: Db, meId: string, id: number): Promise<HeadRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const row = await db.get<HeadRow>(sql`SELECT ${HEAD_COLUMNS} ${headJoins(meId)} WHERE c.id = ${id} AND (c.buyer_id = ${meId} OR c.seller_id = ${meId})`);
  return row ?? null;
}

export async function memberHead(ctx: Pick<RequestContext, "db">, me: SessionUser, id: number): Promise<HeadRow> {
  const head = await headFor(ctx.db, me.id, id);
  if (!head) throw new Refusal(404, M.notFound);
  return head;
}

export async function openConversation(ctx: RequestContext, me: SessionUser, id: number, before?: number | null): Promise<ConversationView> {
  const head = await memberHead(ctx, me, id);
  const olderThan = before && Number.isSafeInteger(before) && before > 0 ? before : null;
  const [rows, block] = await Promise.all([ctx.db.all<MessageRow>(threadPageQuery(head.id, olderThan)), blockStateBetween(ctx, me.id, head.other_id)]);
  const page = rows.slice(0, CHAT_LIMITS.threadPage);
  const oldest = page.at(-1);
  return {
    id: Number(head.id),
    listing: toChatListing(head),
    other: toOther(head),
    role: roleOf(head, me.id),
    block,
    messages: page.reverse().map((row) => toChatMessage(row, me.id)),
    olderCursor: rows.length > CHAT_LIMITS.threadPage && oldest ? Number(oldest.id) : null,
  };
}

export async function conversationIdFor(ctx: Pick<RequestContext, "db">, buyerId: string, listingId: number): Promise<number | null> {
  const row = await ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.listingId, listingId), eq(conversations.buyerId, buyerId)))
    .get();
  return row?.id ?? null;
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/** The schema's output, or a 400 with its first sentence (the page face and the API share it). */
function checked<const TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) throw new Refusal(400, parsed.issues[0]?.message ?? M.textRequired);
  return parsed.output;
}

async function withinMessageLimit(ctx: Pick<RequestContext, "db">, me: SessionUser): Promise<void> {
  if (!(await withinRateLimit(ctx.db, messageKey(me.id), CHAT_LIMITS.messagesPerHour, HOUR_MS))) throw new Refusal(429, M.tooMany);
}

function flagsOf(text: string): string | null {
  const signals = text ? scamSignals(text) : [];
  return signals.length > 0 ? [...new Set(signals)].join(",") : null;
}

/**
 * After a message is stored: its conversation's room at once, and both members' inbox rooms with
 * their unread counts, read after the answer has gone (the sender is never kept waiting for them).
 */
function announceMessage(ctx: RequestContext, row: MessageRow, recipientId: string): void {
  const senderId = row.sender_id;
  const conversationId = Number(row.conversation_id);
  pushToConversation(ctx, conversationId, { type: "message", data: toChatMessage(row, recipientId) });
  // A flagged message is counted on the admins' dashboard: an admin watching sees it arrive.
  if (row.flags) announceChanges(ctx, { categories: false });
  const inboxes = Promise.all([unreadCount(ctx, recipientId), unreadCount(ctx, senderId)]).then(([recipientUnread, senderUnread]) => {
    pushToInbox(ctx, recipientId, { type: "inbox", data: { unread: recipientUnread, conversationId } });
    pushToInbox(ctx, senderId, { type: "inbox", data: { unread: senderUnread, conversationId } });
  });
  ctx.executionCtx.waitUntil(inboxes.catch((error: unknown) => console.error("inbox rooms not told", error)));
  // The recipient's browsers that turned notifications on (worker/services/chat/push.ts).
  const pushed = pushNewMessage(ctx.db, ctx.env, { conversationId, senderId, recipientId, body: row.body, imageUrls: row.image_urls });
  ctx.executionCtx.waitUntil(pushed.catch((error: unknown) => console.error("[push] new message not pushed", error)));
}

export async function startConversation(
  ctx: RequestContext,
  me: SessionUser,
  listingId: number,
  text: string,
): Promise<{ conversationId: number; message: ChatMessage }> {
  const listing = Number.isSafeInteger(listingId)
    ? await ctx.db
        .select({ userRef: listings.userRef })
        .from(listings)
        .where(and(eq(listings.id, listingId), visibleListing))
        .get()
    : undefined;
  if (!listing) throw new Refusal(404, M.listingNotFound);
  if (listing.userRef === me.id) throw new Refusal(400, M.ownListing);
  const body = checked(StartConversationInput, { listingId, text }).text;
  refuseBlocked(await blockStateBetween(ctx, me.id, listing.userRef));
  const existing = await conversationIdFor(ctx, me.id, listingId);
  if (existing === null && !(await withinRateLimit(ctx.db, startKey(me.id), CHAT_LIMITS.conversationsPerHour, HOUR_MS))) {
    throw new Refusal(429, M.tooManyConversations);
  }
  await withinMessageLimit(ctx, me);
  const now = Date.now();
  // One batch, so a conversation never exists without its first message; the upsert makes two
  // first messages sent at once land in the same conversation.
  const [, inserted] = await ctx.db.$client.batch<MessageRow>([
    statement(
      ctx,
      sql`INSERT INTO conversations (listing_id, buyer_id, seller_id, last_message_at, created_at)
      VALUES (${listingId}, ${me.id}, ${listing.userRef}, ${now}, ${now})
      ON CONFLICT (listing_id, buyer_id) DO UPDATE SET last_message_at = excluded.last_message_at`,
    ),
    statement(
      ctx,
      sql`INSERT INTO messages (conversation_id, listing_id, sender_id, recipient_id, body, image_urls, flags, created_at)
      SELECT id, ${listingId}, ${me.id}, ${listing.userRef}, ${body}, '[]', ${flagsOf(body)}, ${now}
      FROM conversations WHERE listing_id = ${listingId} AND buyer_id = ${me.id}
      RETURNING ${MESSAGE_COLUMNS}`,
    ),
  ]);
  const row = inserted?.results[0];
  if (!row) throw new Error("message not stored");
  if (existing === null) ctx.executionCtx.waitUntil(countInteraction(ctx, listingId, "message"));
  announceMessage(ctx, row, listing.userRef);
  return { conversationId: Number(row.conversation_id), message: toChatMessage(row, me.id) };
}

/** `/uploads/chat/<name>` → `chat/<name>`, or null for anything else. */
function chatKey(url: string): string | null {
  const match = /^\/uploads\/(chat\/[A-Za-z0-9_-]+\.[a-z0-9]+)$/.exec(url);
  return match?.[1] ?? null;
}

export async function sendMessage(ctx: RequestContext, me: SessionUser, conversationId: number, input: MessageInput): Promise<ChatMessage> {
  const head = await memberHead(ctx, me, conversationId);
  const { text, imageUrls } = checked(MessageInput, input);
  refuseBlocked(await blockStateBetween(ctx, me.id, head.other_id));
  await withinMessageLimit(ctx, me);
  const urls = [...new Set(imageUrls)];
  const keys = urls.map(chatKey);
  if (keys.some((key) => key === null)) throw new Refusal(400, M.photoNotOurs);
  const photoKeys = keys as string[];
  if (photoKeys.length > 0) {
    const owned = await ctx.db
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(inArray(uploads.key, photoKeys), eq(uploads.kind, "message"), eq(uploads.userId, me.id), isNull(uploads.messageId)));
    if (owned.length !== photoKeys.length) throw new Refusal(400, M.photoNotOurs);
  }
  const now = Date.now();
  const id = Number(head.id);
  // The photos are claimed in the same batch (one transaction) as the message is stored, and
  // both steps hold only while every photo is still the sender's and unclaimed: two sends racing
  // for one photo store one message, never a message whose photo another message took.
  const keyList = sql.join(
    photoKeys.map((key) => sql`${key}`),
    sql`, `,
  );
  const stillFree =
    photoKeys.length > 0
      ? sql`(SELECT count(*) FROM uploads WHERE key IN (${keyList}) AND kind = 'message' AND user_id = ${me.id} AND message_id IS NULL) = ${photoKeys.length}`
      : sql`1`;
  const insert = statement(
    ctx,
    sql`INSERT INTO messages (conversation_id, listing_id, sender_id, recipient_id, body, image_urls, flags, created_at)
    SELECT ${id}, ${head.listing_id}, ${me.id}, ${head.other_id}, ${text}, ${JSON.stringify(urls)}, ${flagsOf(text)}, ${now}
    WHERE ${stillFree}
    RETURNING ${MESSAGE_COLUMNS}`,
  );
  // The message the insert above stored (none when it stored nothing): its photos and time are its own.
  const justStored = sql`SELECT id FROM messages WHERE conversation_id = ${id} AND sender_id = ${me.id} AND created_at = ${now}
    AND image_urls = ${JSON.stringify(urls)} ORDER BY id DESC LIMIT 1`;
  const claim = statement(
    ctx,
    sql`UPDATE uploads SET message_id = (${justStored})
    WHERE key IN (${keyList}) AND kind = 'message' AND user_id = ${me.id} AND message_id IS NULL AND (${justStored}) IS NOT NULL`,
  );
  const touch = statement(ctx, sql`UPDATE conversations SET last_message_at = ${now} WHERE id = ${id} AND last_message_at < ${now}`);
  const [inserted] = await ctx.db.$client.batch<MessageRow>(photoKeys.length > 0 ? [insert, claim, touch] : [insert, touch]);
  const row = inserted?.results[0];
  if (!row) throw new Refusal(400, M.photoNotOurs);
  announceMessage(ctx, row, head.other_id);
  return toChatMessage(row, me.id);
}

export async function markConversationRead(ctx: RequestContext, me: SessionUser, conversationId: number): Promise<{ unread: number }> {
  const head = await memberHead(ctx, me, conversationId);
  const now = Date.now();
  const read = await ctx.db
    .update(messages)
    .set({ readAt: new Date(now) })
    .where(and(eq(messages.recipientId, me.id), eq(messages.conversationId, head.id), isNull(messages.readAt)))
    .returning({ id: messages.id });
  const unread = await unreadCount(ctx, me.id);
  if (read.length > 0) {
    const upTo = Math.max(...read.map((row) => row.id));
    pushToConversation(ctx, Number(head.id), { type: "read", data: { readerId: me.id, upTo, readAt: new Date(now).toISOString() } });
    pushToInbox(ctx, me.id, { type: "inbox", data: { unread, conversationId: Number(head.id) } });
  }
  return { unread };
}
