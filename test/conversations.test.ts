import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { ChatMessage, ConversationView, InboxPage } from "../app/domain/chat-types";
import { CHAT_LIMITS, CONVERSATION_MESSAGES as M } from "../app/domain/conversation-texts";
import { scamSignals } from "../app/domain/scam-guard";
import { conversations, listingInteractions, messages, uploads, userReports } from "../worker/db/schema";
import { storeMessages } from "./chat-fixtures";
import { call, createListing, createSeller, db, emptyCounters, json, newUser, ORIGIN, pageScript, writeCounts } from "./fixtures";
import { queueMessages } from "./socket-queue";

// This file reads counts: each test starts from empty counter shards (their gathered counts and once-a-day markers).
beforeEach(emptyCounters);

/*
 * Conversations through the API in workerd against real D1: who may read and write,
 * starting and reusing, paging both ways, unread counts, blocks, person reports, limits and bounds.
 */

type Person = Awaited<ReturnType<typeof newUser>>;
type Envelope<T> = { success: boolean; data: T; message?: string };

let names = 0;
/** A fresh username of letters only (docs/decisions/023). */
function uniqueName(prefix: string): string {
  names += 1;
  let suffix = "";
  for (let n = names; n > 0; n = Math.floor(n / 26)) suffix = String.fromCharCode(97 + (n % 26)) + suffix;
  return `${prefix}_c${suffix}`;
}

function post(person: Person, path: string, body?: unknown, method = "POST") {
  return person.as(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function data<T>(response: Response): Promise<T> {
  return (await json<Envelope<T>>(response)).data;
}

/** A seller with a listing, and a buyer who has started a conversation about it. */
async function started(text = "Is this still available?") {
  const seller = await newUser(uniqueName("seller"));
  const buyer = await newUser(uniqueName("buyer"));
  const listing = await createListing(seller.id, { name: "Samsung Galaxy A15 128GB", regularPrice: 18_500 });
  const response = await post(buyer, "/api/conversations", { listingId: listing.id, text });
  expect(response.status).toBe(201);
  const { conversationId, message } = await data<{ conversationId: number; message: ChatMessage }>(response);
  return { seller, buyer, listing, conversationId, message };
}

async function unreadOf(person: Person): Promise<number> {
  const response = await person.as("/api/users/me/unread");
  expect(response.status).toBe(200);
  return (await data<{ count: number }>(response)).count;
}

async function refusal(response: Response): Promise<[number, string | undefined]> {
  return [response.status, (await json<{ message?: string }>(response)).message];
}

describe("starting and reusing a conversation", () => {
  it("the first message starts one; the next one about the same listing joins it; the seller sees it in the inbox", async () => {
    const { seller, buyer, listing, conversationId, message } = await started();
    expect(message).toMatchObject({ conversationId, senderId: buyer.id, text: "Is this still available?", imageUrls: [], readAt: null, flags: [] });
    const again = await post(buyer, "/api/conversations", { listingId: String(listing.id), text: "What is your last price?" });
    expect(again.status).toBe(201);
    expect((await data<{ conversationId: number }>(again)).conversationId).toBe(conversationId);
    expect(await db.select().from(conversations)).toHaveLength(1);
    const inbox = await data<InboxPage>(await seller.as("/api/conversations"));
    expect(inbox.unread).toBe(2);
    expect(inbox.next).toBeNull();
    expect(inbox.conversations).toHaveLength(1);
    expect(inbox.conversations[0]).toMatchObject({
      id: conversationId,
      role: "seller",
      unread: 2,
      listing: { id: String(listing.id), name: "Samsung Galaxy A15 128GB", price: 18_500, visible: true },
      other: { id: buyer.id, storefrontPath: null },
      lastMessage: { text: "What is your last price?", mine: false, photos: 0, flagged: false },
    });
    const buyerInbox = await data<InboxPage>(await buyer.as("/api/conversations"));
    expect(buyerInbox.conversations[0]).toMatchObject({ role: "buyer", unread: 0, other: { id: seller.id, storefrontPath: `/seller/${seller.id}` } });
    expect(buyerInbox.conversations[0]?.lastMessage.mine).toBe(true);
    // The listing's "message" contact is counted once, for the new conversation only.
    await writeCounts();
    const counted = await db.select().from(listingInteractions).where(eq(listingInteractions.listingId, listing.id));
    expect(counted.map((row) => [row.channel, row.count])).toEqual([["message", 1]]);
  });

  it("refuses the seller's own listing, unknown and hidden listings, visitors and empty texts, each with its sentence", async () => {
    const seller = await newUser(uniqueName("seller"));
    const buyer = await newUser(uniqueName("buyer"));
    const listing = await createListing(seller.id);
    const hidden = await createListing(seller.id, { isHidden: true });
    expect(await refusal(await post(seller, "/api/conversations", { listingId: listing.id, text: "Hello me" }))).toEqual([400, M.ownListing]);
    expect(await refusal(await post(buyer, "/api/conversations", { listingId: 999_999, text: "Hello" }))).toEqual([404, M.listingNotFound]);
    expect(await refusal(await post(buyer, "/api/conversations", { listingId: hidden.id, text: "Hello" }))).toEqual([404, M.listingNotFound]);
    expect(await refusal(await post(buyer, "/api/conversations", { listingId: "1e3", text: "Hello" }))).toEqual([404, M.listingNotFound]);
    expect(await refusal(await post(buyer, "/api/conversations", { listingId: listing.id, text: "   " }))).toEqual([400, M.textRequired]);
    expect(await refusal(await post(buyer, "/api/conversations", { listingId: listing.id }))).toEqual([400, M.textRequired]);
    const visitor = await call("/api/conversations", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ listingId: listing.id, text: "Hello" }),
    });
    expect(visitor.status).toBe(401);
    expect((await call("/api/conversations")).status).toBe(401);
    expect(await db.select().from(conversations)).toEqual([]);
  });

  it("the old /api/messages routes are gone", async () => {
    const { seller, message } = await started();
    expect((await seller.as("/api/messages")).status).toBe(404);
    expect((await post(seller, `/api/messages/${message.id}/replies`, { body: "Yes" })).status).toBe(404);
  });
});

describe("only the two members", () => {
  it("a third person, an admin and a made-up id get the same 404 on reading, writing and marking read", async () => {
    const { seller, buyer, conversationId } = await started();
    const stranger = await newUser(uniqueName("stranger"));
    const admin = await newUser(uniqueName("boss"));
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
    for (const outsider of [stranger, admin]) {
      expect(await refusal(await outsider.as(`/api/conversations/${conversationId}/messages`))).toEqual([404, M.notFound]);
      expect(await refusal(await post(outsider, `/api/conversations/${conversationId}/messages`, { text: "Hi there" }))).toEqual([404, M.notFound]);
      // Whatever the body: a non-member never learns the rules of a conversation that is not theirs.
      expect(await refusal(await post(outsider, `/api/conversations/${conversationId}/messages`, { text: "x".repeat(2001) }))).toEqual([404, M.notFound]);
      expect(await refusal(await post(outsider, `/api/conversations/${conversationId}/read`))).toEqual([404, M.notFound]);
      expect((await data<InboxPage>(await outsider.as("/api/conversations"))).conversations).toEqual([]);
    }
    for (const id of ["999999", "0", "-1", "abc", "1e2", `${conversationId}.0`]) {
      expect((await buyer.as(`/api/conversations/${id}/messages`)).status, id).toBe(404);
      expect((await post(buyer, `/api/conversations/${id}/read`)).status, id).toBe(404);
    }
    // Nothing the outsiders tried was stored or marked.
    expect(await db.select().from(messages)).toHaveLength(1);
    expect(await unreadOf(seller)).toBe(1);
    expect((await call(`/api/conversations/${conversationId}/messages`)).status).toBe(401);
  });

  it("both members read the thread, oldest first; the seller answers and the buyer sees it", async () => {
    const { seller, buyer, conversationId, listing } = await started();
    const answer = await post(seller, `/api/conversations/${conversationId}/messages`, { text: "Yes, it is. Come to Moi Avenue." });
    expect(answer.status).toBe(201);
    const view = await data<ConversationView>(await buyer.as(`/api/conversations/${conversationId}/messages`));
    expect(view).toMatchObject({ id: conversationId, role: "buyer", block: "none", olderCursor: null, listing: { id: String(listing.id) } });
    expect(view.messages.map((m) => [m.senderId, m.text])).toEqual([
      [buyer.id, "Is this still available?"],
      [seller.id, "Yes, it is. Come to Moi Avenue."],
    ]);
    const sellerView = await data<ConversationView>(await seller.as(`/api/conversations/${conversationId}/messages`));
    expect(sellerView.role).toBe("seller");
    expect(sellerView.other.id).toBe(buyer.id);
  });
});

describe("paging", () => {
  it("a thread pages back with before= without repeating or skipping a message", async () => {
    const seller = await createSeller();
    const buyer = await newUser(uniqueName("buyer"));
    const listing = await createListing(seller.id);
    const start = Date.now() - 200 * 60_000;
    const total = 2 * CHAT_LIMITS.threadPage + 7;
    await storeMessages(
      ...Array.from({ length: total }, (_, index) => ({
        listingId: listing.id,
        senderId: index % 2 === 0 ? buyer.id : seller.id,
        recipientId: index % 2 === 0 ? seller.id : buyer.id,
        body: `Message ${index + 1}`,
        createdAt: new Date(start + index * 60_000),
      })),
    );
    const [conversation] = await db.select().from(conversations);
    const seen: string[] = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const view: ConversationView = await data<ConversationView>(
        await buyer.as(`/api/conversations/${conversation?.id}/messages${before ? `?before=${before}` : ""}`),
      );
      expect(view.messages.length).toBeLessThanOrEqual(CHAT_LIMITS.threadPage);
      seen.unshift(...view.messages.map((m) => m.text));
      before = view.olderCursor;
      if (before) expect(before).toBe(view.messages[0]?.id);
      pages += 1;
    } while (before && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: total }, (_, index) => `Message ${index + 1}`));
    // A made-up cursor reads as the newest page.
    const odd = await data<ConversationView>(await buyer.as(`/api/conversations/${conversation?.id}/messages?before=abc`));
    expect(odd.messages.at(-1)?.text).toBe(`Message ${total}`);
  });

  it("the inbox pages newest first over buying and selling, with an opaque cursor, ties included", async () => {
    const me = await newUser(uniqueName("trader"));
    const others = await Promise.all(Array.from({ length: 6 }, () => createSeller()));
    const myListings = await Promise.all(Array.from({ length: 4 }, () => createListing(me.id)));
    const theirListings = await Promise.all(others.map((other) => createListing(other.id)));
    const base = Date.now() - 10 * 24 * 3600_000;
    const rows: Parameters<typeof storeMessages> = [];
    let minute = 0;
    // 24 conversations where I sell, 6 where I buy, several sharing the same last-message time.
    for (const listing of myListings) {
      for (const other of others) {
        minute += minute % 5 === 0 ? 0 : 1;
        rows.push({
          listingId: listing.id,
          senderId: other.id,
          recipientId: me.id,
          body: `About ${listing.id} from ${other.id}`,
          createdAt: new Date(base + minute * 60_000),
        });
        minute += 1;
      }
    }
    for (const listing of theirListings) {
      rows.push({
        listingId: listing.id,
        senderId: me.id,
        recipientId: listing.userRef,
        body: `Buying ${listing.id}`,
        createdAt: new Date(base + minute * 60_000),
      });
      minute += 3;
    }
    await storeMessages(...rows);
    const all = await db.select().from(conversations);
    expect(all).toHaveLength(30);
    const expected = [...all].sort((a, b) => b.lastMessageAt.getTime() - a.lastMessageAt.getTime() || b.id - a.id).map((row) => row.id);
    const got: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: InboxPage = await data<InboxPage>(await me.as(`/api/conversations${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`));
      expect(page.conversations.length).toBeLessThanOrEqual(CHAT_LIMITS.inboxPage);
      expect(page.unread).toBe(24);
      got.push(...page.conversations.map((entry) => entry.id));
      cursor = page.next;
      pages += 1;
    } while (cursor && pages < 5);
    expect(pages).toBe(2);
    expect(got).toEqual(expected);
    const first = await data<InboxPage>(await me.as("/api/conversations"));
    expect(first.conversations[0]?.role).toBe("buyer");
    // A damaged or made-up cursor reads as the first page, never an error.
    for (const bad of ["x", "MTIz", "%00", "a".repeat(200)]) {
      const response = await me.as(`/api/conversations?cursor=${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(200);
      expect((await data<InboxPage>(response)).conversations[0]?.id).toBe(expected[0]);
    }
  });
});

describe("unread counts and read marks", () => {
  it("the badge's count follows the messages sent and the reads; a read marks only what the reader received", async () => {
    const { seller, buyer, conversationId } = await started();
    await post(buyer, `/api/conversations/${conversationId}/messages`, { text: "Can you deliver to Thika?" });
    await post(buyer, `/api/conversations/${conversationId}/messages`, { text: "I can pay on delivery." });
    expect(await unreadOf(seller)).toBe(3);
    expect(await unreadOf(buyer)).toBe(0);
    // Opening the thread marks nothing.
    await seller.as(`/api/conversations/${conversationId}/messages`);
    expect(await unreadOf(seller)).toBe(3);
    await post(seller, `/api/conversations/${conversationId}/messages`, { text: "Yes, for KSh 300." });
    expect(await unreadOf(buyer)).toBe(1);
    const read = await post(seller, `/api/conversations/${conversationId}/read`);
    expect(read.status).toBe(200);
    expect(await data<{ unread: number }>(read)).toEqual({ unread: 0 });
    expect(await unreadOf(seller)).toBe(0);
    // The seller's own message stays unread for the buyer, and the buyer sees "Seen" on theirs.
    expect(await unreadOf(buyer)).toBe(1);
    const view = await data<ConversationView>(await buyer.as(`/api/conversations/${conversationId}/messages`));
    expect(view.messages.map((m) => m.readAt !== null)).toEqual([true, true, true, false]);
    expect((await data<{ unread: number }>(await post(buyer, `/api/conversations/${conversationId}/read`))).unread).toBe(0);
    expect((await data<InboxPage>(await buyer.as("/api/conversations"))).conversations[0]?.unread).toBe(0);
  });
});

describe("blocking", () => {
  it("a block refuses messages both ways with each side's sentence; unblocking lets them through again", async () => {
    const { seller, buyer, conversationId, listing } = await started();
    const blocked = await post(seller, `/api/users/${buyer.id}/block`);
    expect(blocked.status).toBe(200);
    const body = await json<Envelope<{ name: string }>>(blocked);
    expect(body.data.name).toBe(buyer.email.split("@")[0]);
    expect(body.message).toBe(M.blocked(body.data.name));
    // Blocking twice is the same as once.
    expect((await post(seller, `/api/users/${buyer.id}/block`)).status).toBe(200);
    expect(await refusal(await post(buyer, `/api/conversations/${conversationId}/messages`, { text: "Hello?" }))).toEqual([403, M.blockedByOther]);
    expect(await refusal(await post(seller, `/api/conversations/${conversationId}/messages`, { text: "Hello?" }))).toEqual([403, M.blockedByYou]);
    expect(await refusal(await post(buyer, "/api/conversations", { listingId: listing.id, text: "Hello?" }))).toEqual([403, M.blockedByOther]);
    const other = await createListing(seller.id, { name: "Another phone" });
    expect(await refusal(await post(buyer, "/api/conversations", { listingId: other.id, text: "Hello?" }))).toEqual([403, M.blockedByOther]);
    expect((await data<ConversationView>(await buyer.as(`/api/conversations/${conversationId}/messages`))).block).toBe("by-other");
    expect((await data<ConversationView>(await seller.as(`/api/conversations/${conversationId}/messages`))).block).toBe("by-me");
    expect(await db.select().from(messages)).toHaveLength(1);
    // The blocked side cannot lift the block.
    expect((await post(buyer, `/api/users/${seller.id}/block`, undefined, "DELETE")).status).toBe(200);
    expect((await post(buyer, `/api/conversations/${conversationId}/messages`, { text: "Hello?" })).status).toBe(403);
    const unblocked = await post(seller, `/api/users/${buyer.id}/block`, undefined, "DELETE");
    expect(unblocked.status).toBe(200);
    expect((await json<Envelope<{ name: string }>>(unblocked)).message).toBe(M.unblocked(buyer.email.split("@")[0] as string));
    expect((await post(buyer, `/api/conversations/${conversationId}/messages`, { text: "Hello again" })).status).toBe(201);
    expect((await post(seller, `/api/conversations/${conversationId}/messages`, { text: "Hi" })).status).toBe(201);
    expect((await data<ConversationView>(await buyer.as(`/api/conversations/${conversationId}/messages`))).block).toBe("none");
  });

  it("refuses blocking oneself, unknown people and visitors", async () => {
    const me = await newUser(uniqueName("lonely"));
    expect(await refusal(await post(me, `/api/users/${me.id}/block`))).toEqual([400, M.cannotBlockYourself]);
    expect(await refusal(await post(me, "/api/users/nobody-at-all/block"))).toEqual([404, M.userNotFound]);
    expect(await refusal(await post(me, "/api/users/nobody-at-all/block", undefined, "DELETE"))).toEqual([404, M.userNotFound]);
    expect((await call(`/api/users/${me.id}/block`, { method: "POST", headers: { origin: ORIGIN } })).status).toBe(401);
  });
});

describe("reporting a person", () => {
  it("stores the report with its reporter and conversation; refuses oneself, strangers' conversations, bad reasons and too many", async () => {
    const { seller, buyer, conversationId } = await started();
    const reported = await post(seller, `/api/users/${buyer.id}/reports`, { reason: "Asked me for an M-Pesa code.", conversationId });
    expect(reported.status).toBe(201);
    expect((await json<Envelope<null>>(reported)).message).toBe(M.reported);
    const rows = await db.select().from(userReports);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: buyer.id, reporterId: seller.id, conversationId, reason: "Asked me for an M-Pesa code.", reviewedAt: null });
    // Without a conversation, too.
    expect((await post(seller, `/api/users/${buyer.id}/reports`, { reason: "Rude." })).status).toBe(201);
    expect(await refusal(await post(seller, `/api/users/${seller.id}/reports`, { reason: "Me" }))).toEqual([400, M.cannotReportYourself]);
    expect(await refusal(await post(seller, "/api/users/nobody-at-all/reports", { reason: "Who?" }))).toEqual([404, M.userNotFound]);
    expect(await refusal(await post(seller, `/api/users/${buyer.id}/reports`, { reason: "  " }))).toEqual([400, M.reportReasonRequired]);
    expect(await refusal(await post(seller, `/api/users/${buyer.id}/reports`, { reason: "x".repeat(CHAT_LIMITS.reportReasonMax + 1) }))).toEqual([
      400,
      M.reportReasonLong,
    ]);
    const stranger = await newUser(uniqueName("stranger"));
    expect(await refusal(await post(stranger, `/api/users/${buyer.id}/reports`, { reason: "Scam", conversationId }))).toEqual([404, M.notFound]);
    expect(await refusal(await post(seller, `/api/users/${buyer.id}/reports`, { reason: "Scam", conversationId: "abc" }))).toEqual([404, M.notFound]);
    expect(await db.select().from(userReports)).toHaveLength(2);
    for (let index = 2; index < CHAT_LIMITS.reportsPerDay; index += 1) {
      expect((await post(seller, `/api/users/${buyer.id}/reports`, { reason: `Report ${index}` })).status).toBe(201);
    }
    expect(await refusal(await post(seller, `/api/users/${buyer.id}/reports`, { reason: "One more" }))).toEqual([429, M.tooManyReports]);
    expect(await db.select().from(userReports)).toHaveLength(CHAT_LIMITS.reportsPerDay);
  });
});

describe("limits and bounds", () => {
  it("text is 1 to 2,000 characters; 2,001 and empty are refused with their sentences; more than 3 photos too", async () => {
    const { buyer, conversationId } = await started();
    const path = `/api/conversations/${conversationId}/messages`;
    expect((await post(buyer, path, { text: "a".repeat(CHAT_LIMITS.textMax) })).status).toBe(201);
    expect((await post(buyer, path, { text: "b" })).status).toBe(201);
    expect(await refusal(await post(buyer, path, { text: "a".repeat(CHAT_LIMITS.textMax + 1) }))).toEqual([400, M.textLong]);
    expect(await refusal(await post(buyer, path, { text: "" }))).toEqual([400, M.textRequired]);
    expect(await refusal(await post(buyer, path, {}))).toEqual([400, M.textRequired]);
    expect(await refusal(await post(buyer, path, { text: 42 }))).toEqual([400, M.textRequired]);
    const four = Array.from({ length: 4 }, (_, index) => `/uploads/chat/photo-${index}.jpg`);
    expect(await refusal(await post(buyer, path, { text: "Photos", imageUrls: four }))).toEqual([400, M.tooManyPhotos]);
    expect(await refusal(await post(buyer, "/api/conversations", { listingId: 1, text: "a".repeat(CHAT_LIMITS.textMax + 1) }))).toEqual([400, M.textLong]);
    expect(await db.select().from(messages)).toHaveLength(3);
  });

  it("photos must be the sender's own unclaimed chat uploads; they are claimed with the message", async () => {
    const { seller, buyer, conversationId } = await started();
    const path = `/api/conversations/${conversationId}/messages`;
    const mine = ["chat/0a1b2c3d-1111-4222-8333-444455556666.jpg", "chat/0a1b2c3d-1111-4222-8333-444455556667.webp"];
    const theirs = "chat/0a1b2c3d-1111-4222-8333-444455556668.jpg";
    const listingPhoto = "listings/0a1b2c3d-1111-4222-8333-444455556669.jpg";
    await db
      .insert(uploads)
      .values([
        ...mine.map((key) => ({ key, userId: buyer.id, kind: "message" as const })),
        { key: theirs, userId: seller.id, kind: "message" as const },
        { key: listingPhoto, userId: buyer.id, kind: "listing" as const },
      ]);
    const url = (key: string) => `/uploads/${key}`;
    expect(await refusal(await post(buyer, path, { imageUrls: [url(theirs)] }))).toEqual([400, M.photoNotOurs]);
    expect(await refusal(await post(buyer, path, { imageUrls: [url(listingPhoto)] }))).toEqual([400, M.photoNotOurs]);
    expect(await refusal(await post(buyer, path, { imageUrls: ["https://evil.example/x.jpg"] }))).toEqual([400, M.photoNotOurs]);
    expect(await refusal(await post(buyer, path, { imageUrls: ["/uploads/chat/../listings/x.jpg"] }))).toEqual([400, M.photoNotOurs]);
    // Photos alone (no text) are a message.
    const sent = await post(buyer, path, { imageUrls: mine.map(url) });
    expect(sent.status).toBe(201);
    const message = await data<ChatMessage>(sent);
    expect(message).toMatchObject({ text: "", imageUrls: mine.map(url) });
    const claimed = await db.select().from(uploads).where(eq(uploads.userId, buyer.id));
    for (const row of claimed.filter((row) => row.kind === "message")) expect(row.messageId).toBe(message.id);
    // A claimed photo cannot be sent again.
    expect(await refusal(await post(buyer, path, { text: "Again", imageUrls: [url(mine[0] as string)] }))).toEqual([400, M.photoNotOurs]);
    const inbox = await data<InboxPage>(await seller.as("/api/conversations"));
    expect(inbox.conversations[0]?.lastMessage).toMatchObject({ text: "", photos: 2 });
  });

  it("a sender may send 60 messages an hour and start 20 conversations an hour", async () => {
    const { seller, buyer, conversationId, listing } = await started();
    const now = Date.now();
    // The counters as the sender's earlier messages left them (one hit each, worker/services/accounts/rate-limit.ts).
    await env.DB.prepare("UPDATE rate_limit SET count = ? WHERE key = ?")
      .bind(CHAT_LIMITS.messagesPerHour - 1, `chat-message:${buyer.id}`)
      .run();
    expect((await post(buyer, `/api/conversations/${conversationId}/messages`, { text: "Number sixty" })).status).toBe(201);
    expect(await refusal(await post(buyer, `/api/conversations/${conversationId}/messages`, { text: "One too many" }))).toEqual([429, M.tooMany]);
    expect(await refusal(await post(buyer, "/api/conversations", { listingId: listing.id, text: "One too many" }))).toEqual([429, M.tooMany]);
    // The seller's own limit is their own.
    expect((await post(seller, `/api/conversations/${conversationId}/messages`, { text: "Still here" })).status).toBe(201);

    const starter = await newUser(uniqueName("starter"));
    await env.DB.prepare("INSERT INTO rate_limit (id, key, count, last_request) VALUES (?, ?, ?, ?)")
      .bind(crypto.randomUUID(), `chat-start:${starter.id}`, CHAT_LIMITS.conversationsPerHour, now)
      .run();
    const fresh = await createListing(seller.id, { name: "Fresh listing" });
    expect(await refusal(await post(starter, "/api/conversations", { listingId: fresh.id, text: "Hello" }))).toEqual([429, M.tooManyConversations]);
    expect(await db.select().from(conversations).where(eq(conversations.buyerId, starter.id))).toEqual([]);
    // A window that ended counts from one again.
    await env.DB.prepare("UPDATE rate_limit SET last_request = ? WHERE key = ?")
      .bind(now - 61 * 60_000, `chat-start:${starter.id}`)
      .run();
    expect((await post(starter, "/api/conversations", { listingId: fresh.id, text: "Hello" })).status).toBe(201);
  });
});

describe("the scam guard's flags", () => {
  it("are stored with the message and shown to its recipient only", async () => {
    const text = "Send the deposit to till 123456 first, then I come for viewing.";
    const signals = scamSignals(text);
    expect(signals.length).toBeGreaterThan(0);
    const { seller, buyer, conversationId } = await started(text);
    const [row] = await db.select().from(messages);
    expect(row?.flags?.split(",").sort()).toEqual([...new Set(signals)].sort());
    const sellerView = await data<ConversationView>(await seller.as(`/api/conversations/${conversationId}/messages`));
    expect([...(sellerView.messages[0]?.flags ?? [])].sort()).toEqual([...new Set(signals)].sort());
    const buyerView = await data<ConversationView>(await buyer.as(`/api/conversations/${conversationId}/messages`));
    expect(buyerView.messages[0]?.flags).toEqual([]);
    expect((await data<InboxPage>(await seller.as("/api/conversations"))).conversations[0]?.lastMessage.flagged).toBe(true);
    expect((await data<InboxPage>(await buyer.as("/api/conversations"))).conversations[0]?.lastMessage.flagged).toBe(false);
    // An ordinary message carries none.
    await post(seller, `/api/conversations/${conversationId}/messages`, { text: "I can deliver to Thika tomorrow." });
    const [, ordinary] = await db.select().from(messages).orderBy(messages.id);
    expect(ordinary?.flags).toBeNull();
  });
});

/** A member's socket to a room, as the browser opens it, with what it receives queued. */
async function socketTo(path: string, cookie: string) {
  const response = await call(path, { headers: { Upgrade: "websocket", cookie } });
  const socket = response.webSocket;
  if (!socket) throw new Error(`no socket for ${path}: ${response.status}`);
  socket.accept();
  const { next } = queueMessages(socket, path);
  return { next, close: () => socket.close() };
}

describe("live (the rooms hear of what is stored)", () => {
  it("a sent message reaches the other member's thread and badge; a read reaches the sender; a block reaches the thread", async () => {
    const { seller, buyer, conversationId } = await started();
    const thread = await socketTo(`/parties/conversation/${conversationId}`, seller.cookie);
    const badge = await socketTo(`/parties/inbox/${seller.id}`, seller.cookie);
    const buyerThread = await socketTo(`/parties/conversation/${conversationId}`, buyer.cookie);
    const sent = await data<ChatMessage>(await post(buyer, `/api/conversations/${conversationId}/messages`, { text: "Are you there?" }));
    expect(await thread.next()).toEqual({ type: "message", data: { ...sent, flags: [] } });
    expect(await badge.next()).toEqual({ type: "inbox", data: { unread: 2, conversationId } });
    expect(await buyerThread.next()).toMatchObject({ type: "message", data: { id: sent.id } });
    await post(seller, `/api/conversations/${conversationId}/read`);
    expect(await buyerThread.next()).toMatchObject({ type: "read", data: { readerId: seller.id, upTo: sent.id } });
    expect(await badge.next()).toEqual({ type: "inbox", data: { unread: 0, conversationId } });
    await post(seller, `/api/users/${buyer.id}/block`);
    expect(await buyerThread.next()).toEqual({ type: "block", data: { block: "blocked", by: seller.id } });
    for (const socket of [thread, badge, buyerThread]) socket.close();
  });
});

describe("the thread page without the framework (docs/decisions/101)", () => {
  const IN_PLACE = { "X-Sokoni-Form": "1" };

  function sendForm(text: string): FormData {
    const form = new FormData();
    form.set("intent", "send");
    form.set("text", text);
    return form;
  }

  it("sends the thread with its inlined script and a compose box that works as a plain form", async () => {
    const { buyer, conversationId } = await started();
    const response = await buyer.as(`/messages/${conversationId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).not.toContain("window.__reactRouterContext");
    expect(html).toMatch(pageScript("conversation"));
    expect(html).toContain(`data-conversation="${conversationId}"`);
    // Without a script the photos are files of the form; the camera button waits for the script.
    expect(html).toMatch(/<input type="file" accept="image\/\*" multiple="" name="photos"\/>/);
    expect(html).toMatch(/<span class="chat-photo-pick" hidden="" data-photo-pick="">/);
    // The offline notice and the push offer wait, hidden, for the script.
    expect(html).toMatch(/<div class="chat-offline" role="alert" hidden="" data-chat-offline="">/);
    expect(html).toMatch(/<aside class="push-offer"[^>]* hidden=""/);
  });

  it("answers the script's send with the page holding the message, a plain post with the redirect", async () => {
    const { buyer, conversationId } = await started();
    const inPlace = await buyer.as(`/messages/${conversationId}`, { method: "POST", headers: IN_PLACE, body: sendForm("Can I pay on delivery?") });
    expect(inPlace.status).toBe(201);
    expect(await inPlace.text()).toMatch(/<li class="chat-message mine"[^>]*>(?:(?!<\/li>)[\s\S])*Can I pay on delivery\?/);
    const plain = await buyer.as(`/messages/${conversationId}`, { method: "POST", body: sendForm("Is the price firm?"), redirect: "manual" });
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe(`/messages/${conversationId}#latest`);
    const thread = await data<ConversationView>(await buyer.as(`/api/conversations/${conversationId}/messages`));
    expect(thread.messages.map((message) => message.text)).toEqual(["Is this still available?", "Can I pay on delivery?", "Is the price firm?"]);
  });

  it("gives a refused message back beside the box, what was typed and the photos' addresses kept", async () => {
    const { buyer, conversationId } = await started();
    const long = "x".repeat(CHAT_LIMITS.textMax + 1);
    const form = sendForm(long);
    form.set("imageUrls", "/uploads/chat/a.webp,/uploads/chat/b.webp");
    const refused = await buyer.as(`/messages/${conversationId}`, { method: "POST", headers: IN_PLACE, body: form });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(/<p class="inline-error" role="alert" id="[^"]+" data-compose-error="">[^<]+<\/p>/);
    expect(html).toContain(`>${long}</textarea>`);
    // The photos a script uploaded stay with the box (they are checked again when it is sent).
    expect(html).toMatch(/<input type="hidden" data-photo-urls="" name="imageUrls" value="\/uploads\/chat\/a.webp,\/uploads\/chat\/b.webp"\/>/);
  });
});
