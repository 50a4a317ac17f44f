import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ChatMessage, ConversationEvent, InboxEvent } from "../app/domain/chat-types";
import { conversations } from "../worker/db/schema";
import type { Conversation } from "../party/conversation";
import type { Inbox } from "../party/inbox";
import type { RequestContext } from "../worker/request-context";
import { endConversationRooms, endInboxRoom, pushToConversation, pushToInbox } from "../worker/services/chat/live";
import { call, createListing, db, newUser } from "./fixtures";
import { queueMessages } from "./socket-queue";

/*
 * The conversation and inbox rooms in workerd with real Durable Objects: who the Worker
 * lets in before a room is reached, what the rooms pass on, and that ending a room leaves nothing.
 */

const SLOW = { timeout: 30_000 };

type Person = Awaited<ReturnType<typeof newUser>>;

/** The Worker's side of a push: the env, and a waitUntil whose work the test can wait for. */
function pusher() {
  const jobs: Promise<unknown>[] = [];
  const ctx = { env: env as RequestContext["env"], executionCtx: { waitUntil: (job: Promise<unknown>) => void jobs.push(job) } };
  return { ctx, settled: () => Promise.all(jobs) };
}

/** A socket to a room, as a member's browser would open it, with what it receives queued. */
async function openRoom(path: string, cookie = "", headers: Record<string, string> = {}) {
  const response = await call(path, { headers: { Upgrade: "websocket", ...(cookie ? { cookie } : {}), ...headers } });
  const socket = response.webSocket;
  if (!socket) return { status: response.status, response, socket: null };
  socket.accept();
  const { next, drain } = queueMessages(socket, path);
  let closed: { code: number } | null = null;
  const closedWaiters: ((value: { code: number }) => void)[] = [];
  socket.addEventListener("close", (event) => {
    closed = { code: event.code };
    for (const resolve of closedWaiters.splice(0)) resolve(closed);
  });
  /** Nothing arrives within `ms` (whatever did arrive is returned, to fail the test with). */
  const quiet = async (ms = 300) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return drain();
  };
  const whenClosed = () =>
    closed
      ? Promise.resolve(closed)
      : new Promise<{ code: number }>((resolve, reject) => {
          closedWaiters.push(resolve);
          setTimeout(() => reject(new Error("not closed within 5 s")), 5000);
        });
  return {
    status: response.status,
    response,
    socket,
    next,
    quiet,
    whenClosed,
    send: (data: string) => socket.send(data),
    close: () => {
      if (!closed) socket.close();
    },
  };
}

type Room = Awaited<ReturnType<typeof openRoom>>;

function opened(room: Room): asserts room is Room & { socket: WebSocket; next: () => Promise<unknown> } & Required<Room> {
  expect(room.status).toBe(101);
}

let people = 0;

/** A seller, a buyer and a third person, with the buyer's conversation about the seller's listing in D1. */
async function world() {
  people += 1;
  // Usernames are letters only: the world's number in letters.
  const tag = [...people.toString(26)].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26))).join("");
  const seller = await newUser(`seller_${tag}x`);
  const buyer = await newUser(`buyer_${tag}x`);
  const stranger = await newUser(`stranger_${tag}x`);
  const listing = await createListing(seller.id);
  const [row] = await db.insert(conversations).values({ listingId: listing.id, buyerId: buyer.id, sellerId: seller.id, lastMessageAt: new Date() }).returning();
  if (!row) throw new Error("conversation not created");
  return { seller, buyer, stranger, listing, conversationId: row.id, path: `/parties/conversation/${row.id}` };
}

function message(conversationId: number, sender: Person, text: string): ChatMessage {
  return { id: 1, conversationId, senderId: sender.id, text, imageUrls: [], createdAt: new Date().toISOString(), readAt: null, flags: [] };
}

/** The keys a room keeps in its storage (read inside the Durable Object). */
async function roomKeys(stub: DurableObjectStub<Conversation> | DurableObjectStub<Inbox>): Promise<string[]> {
  return runInDurableObject(stub as DurableObjectStub, async (_instance, state) => [...(await state.storage.list()).keys()]);
}

const conversationRoom = (id: number | string) => env.Conversation.getByName(String(id));
const inboxRoom = (userId: string) => env.Inbox.getByName(userId);

describe("who reaches a conversation's room", SLOW, () => {
  it("a visitor gets 401, a third person 404, a member the socket; no room is made for the refused", async () => {
    const { seller, buyer, stranger, path } = await world();
    const visitor = await openRoom(path);
    expect(visitor.status).toBe(401);
    expect(visitor.socket).toBeNull();
    const third = await openRoom(path, stranger.cookie);
    expect(third.status).toBe(404);
    expect(await third.response.json()).toEqual({ success: false, message: "Conversation not found" });
    // A conversation that does not exist reads the same as one that is not yours.
    expect((await openRoom("/parties/conversation/999999", stranger.cookie)).status).toBe(404);
    const buyerRoom = await openRoom(path, buyer.cookie);
    opened(buyerRoom);
    const sellerRoom = await openRoom(path, seller.cookie);
    opened(sellerRoom);
    buyerRoom.close();
    sellerRoom.close();
  });

  it("names that are no conversation id are a 404 before a room is made", async () => {
    const { buyer, conversationId } = await world();
    for (const path of [
      "/parties/conversation/0",
      "/parties/conversation/-1",
      "/parties/conversation/01",
      "/parties/conversation/1e3",
      "/parties/conversation/abc",
      `/parties/conversation/${conversationId}/extra`,
      `/parties/conversation/${conversationId}/`,
      "/parties/conversation/99999999999999999999",
      "/parties/Conversation/1",
    ]) {
      const response = await call(path, { headers: { Upgrade: "websocket", cookie: buyer.cookie } });
      expect(response.status, path).toBe(404);
      expect(response.webSocket, path).toBeFalsy();
    }
  });

  it("a plain request, even a member's, never wakes the room", async () => {
    const { buyer, path, conversationId } = await world();
    const response = await buyer.as(path);
    expect(response.status).toBe(426);
    expect(await roomKeys(conversationRoom(conversationId))).toEqual([]);
  });

  it("a forged x-sokoni-user header is dropped: the third person stays out, a member stays themself", async () => {
    const { seller, buyer, stranger, path } = await world();
    expect((await openRoom(path, stranger.cookie, { "x-sokoni-user": buyer.id })).status).toBe(404);
    expect((await openRoom(path, "", { "x-sokoni-user": buyer.id })).status).toBe(401);
    const buyerRoom = await openRoom(path, buyer.cookie);
    opened(buyerRoom);
    // The seller claims to be the buyer: the room still knows them as the seller.
    const sellerRoom = await openRoom(path, seller.cookie, { "x-sokoni-user": buyer.id });
    opened(sellerRoom);
    sellerRoom.send(JSON.stringify({ type: "typing" }));
    expect(await buyerRoom.next()).toEqual({ type: "typing", data: { userId: seller.id } });
    buyerRoom.close();
    sellerRoom.close();
  });
});

describe("what a conversation's room passes on", SLOW, () => {
  it("a pushed message reaches both members' sockets, and only theirs", async () => {
    const first = await world();
    const second = await world();
    const buyerRoom = await openRoom(first.path, first.buyer.cookie);
    const sellerRoom = await openRoom(first.path, first.seller.cookie);
    const otherRoom = await openRoom(second.path, second.seller.cookie);
    opened(buyerRoom);
    opened(sellerRoom);
    opened(otherRoom);
    const { ctx, settled } = pusher();
    const sent = message(first.conversationId, first.buyer, "Is this still available?");
    pushToConversation(ctx, first.conversationId, { type: "message", data: sent });
    await settled();
    expect(await sellerRoom.next()).toEqual({ type: "message", data: sent });
    expect(await buyerRoom.next()).toEqual({ type: "message", data: sent });
    const read: ConversationEvent = { type: "read", data: { readerId: first.seller.id, upTo: 1, readAt: new Date().toISOString() } };
    pushToConversation(ctx, first.conversationId, read);
    await settled();
    expect(await buyerRoom.next()).toEqual(read);
    expect(await otherRoom.quiet()).toEqual([]);
    for (const room of [buyerRoom, sellerRoom, otherRoom]) room.close();
  });

  it("a flagged message reaches its recipient with its flags and its sender's sockets without them", async () => {
    const { seller, buyer, path, conversationId } = await world();
    const buyerRoom = await openRoom(path, buyer.cookie);
    const sellerRoom = await openRoom(path, seller.cookie);
    opened(buyerRoom);
    opened(sellerRoom);
    const { ctx, settled } = pusher();
    const flagged = {
      ...message(conversationId, buyer, "Send the deposit to till 5123456 first"),
      flags: ["payment-first", "mpesa-number"] as ChatMessage["flags"],
    };
    pushToConversation(ctx, conversationId, { type: "message", data: flagged });
    await settled();
    expect(await sellerRoom.next()).toEqual({ type: "message", data: flagged });
    expect(await buyerRoom.next()).toEqual({ type: "message", data: { ...flagged, flags: [] } });
    for (const room of [buyerRoom, sellerRoom]) room.close();
  });

  it("typing reaches the other member, never the typist's own tabs, at most once a second; anything else is ignored", async () => {
    const { seller, buyer, path } = await world();
    const buyerRoom = await openRoom(path, buyer.cookie);
    const buyerTab = await openRoom(path, buyer.cookie);
    const sellerRoom = await openRoom(path, seller.cookie);
    opened(buyerRoom);
    opened(buyerTab);
    opened(sellerRoom);
    buyerRoom.send(JSON.stringify({ type: "typing" }));
    expect(await sellerRoom.next()).toEqual({ type: "typing", data: { userId: buyer.id } });
    // Again at once: dropped (one a second per socket).
    buyerRoom.send(JSON.stringify({ type: "typing" }));
    // Whatever else a socket says is not passed on: a message, a forged typist, junk.
    const sent = message(1, buyer, "bypassing the API");
    buyerTab.send(JSON.stringify({ type: "message", data: sent }));
    buyerTab.send(JSON.stringify({ type: "read", data: { readerId: seller.id, upTo: 99, readAt: "x" } }));
    buyerTab.send("not json");
    buyerTab.socket.send(new Uint8Array([1, 2, 3]));
    buyerTab.send(JSON.stringify({ type: "typing", data: { userId: seller.id }, padding: "x".repeat(200) }));
    expect(await sellerRoom.quiet()).toEqual([]);
    expect(await buyerRoom.quiet(0)).toEqual([]);
    expect(await buyerTab.quiet(0)).toEqual([]);
    // A second later the same socket may say it again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    buyerRoom.send(JSON.stringify({ type: "typing" }));
    expect(await sellerRoom.next()).toEqual({ type: "typing", data: { userId: buyer.id } });
    sellerRoom.send(JSON.stringify({ type: "typing" }));
    expect(await buyerRoom.next()).toEqual({ type: "typing", data: { userId: seller.id } });
    expect(await buyerTab.next()).toEqual({ type: "typing", data: { userId: seller.id } });
    expect(await sellerRoom.quiet()).toEqual([]);
    for (const room of [buyerRoom, buyerTab, sellerRoom]) room.close();
  });

  it("a room nobody has open costs only the call: nothing is stored", async () => {
    const { buyer, conversationId } = await world();
    const { ctx, settled } = pusher();
    pushToConversation(ctx, conversationId, { type: "message", data: message(conversationId, buyer, "Hello") });
    pushToInbox(ctx, buyer.id, { type: "inbox", data: { unread: 1, conversationId } });
    await settled();
    expect(await roomKeys(conversationRoom(conversationId))).toEqual([]);
    expect(await roomKeys(inboxRoom(buyer.id))).toEqual([]);
  });

  it("endConversationRooms sends {type:'gone'}, closes every socket and leaves no storage", async () => {
    const first = await world();
    const second = await world();
    const buyerRoom = await openRoom(first.path, first.buyer.cookie);
    const sellerRoom = await openRoom(first.path, first.seller.cookie);
    const otherRoom = await openRoom(second.path, second.buyer.cookie);
    opened(buyerRoom);
    opened(sellerRoom);
    opened(otherRoom);
    // A room a socket has opened keeps partyserver's name record: the end takes it too.
    expect(await roomKeys(conversationRoom(first.conversationId))).not.toEqual([]);
    await endConversationRooms(pusher().ctx, [first.conversationId, first.conversationId, 424242]);
    expect(await buyerRoom.next()).toEqual({ type: "gone" });
    expect(await sellerRoom.next()).toEqual({ type: "gone" });
    expect((await buyerRoom.whenClosed()).code).toBe(1000);
    expect((await sellerRoom.whenClosed()).code).toBe(1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await roomKeys(conversationRoom(first.conversationId))).toEqual([]);
    expect(await roomKeys(conversationRoom(424242))).toEqual([]);
    // Another conversation's room is untouched.
    expect(await otherRoom.quiet()).toEqual([]);
    otherRoom.close();
  });

  it("a room that cannot be reached costs the writer nothing: logged, not thrown", async () => {
    const { conversationId, buyer } = await world();
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args[0]);
    try {
      const broken = { ...pusher().ctx.env, Conversation: brokenNamespace(), Inbox: brokenNamespace() } as unknown as RequestContext["env"];
      const jobs: Promise<unknown>[] = [];
      const ctx = { env: broken, executionCtx: { waitUntil: (job: Promise<unknown>) => void jobs.push(job) } };
      expect(() => pushToConversation(ctx, conversationId, { type: "block", data: { block: "blocked", by: buyer.id } })).not.toThrow();
      expect(() => pushToInbox(ctx, buyer.id, { type: "inbox", data: { unread: 0, conversationId: null } })).not.toThrow();
      await Promise.all(jobs);
      await endConversationRooms(ctx, [conversationId]);
      await endInboxRoom(ctx, buyer.id);
    } finally {
      console.error = original;
    }
    expect(logged).toEqual(["conversation room not told", "inbox room not told", "conversation room not ended", "inbox room not ended"]);
  });
});

function brokenNamespace() {
  return {
    getByName: () => {
      throw new Error("room unreachable");
    },
  };
}

describe("a person's inbox room", SLOW, () => {
  it("only that person reaches it: 401 signed out, 404 for anyone else, forged header or not", async () => {
    const { buyer, stranger } = await world();
    const path = `/parties/inbox/${buyer.id}`;
    expect((await openRoom(path)).status).toBe(401);
    expect((await openRoom(path, "", { "x-sokoni-user": buyer.id })).status).toBe(401);
    expect((await openRoom(path, stranger.cookie)).status).toBe(404);
    expect((await openRoom(path, stranger.cookie, { "x-sokoni-user": buyer.id })).status).toBe(404);
    for (const odd of [`/parties/inbox/${buyer.id}/x`, "/parties/inbox/a.b", `/parties/inbox/${"a".repeat(65)}`]) {
      expect((await openRoom(odd, buyer.cookie)).status, odd).toBe(404);
    }
    const mine = await openRoom(path, buyer.cookie);
    opened(mine);
    mine.close();
  });

  it("pushes reach only that person's sockets; the inbox ignores what sockets say; the end closes them", async () => {
    const { seller, buyer, conversationId } = await world();
    const buyerInbox = await openRoom(`/parties/inbox/${buyer.id}`, buyer.cookie);
    const buyerOtherTab = await openRoom(`/parties/inbox/${buyer.id}`, buyer.cookie);
    const sellerInbox = await openRoom(`/parties/inbox/${seller.id}`, seller.cookie);
    opened(buyerInbox);
    opened(buyerOtherTab);
    opened(sellerInbox);
    const event: InboxEvent = { type: "inbox", data: { unread: 3, conversationId } };
    const { ctx, settled } = pusher();
    pushToInbox(ctx, buyer.id, event);
    await settled();
    expect(await buyerInbox.next()).toEqual(event);
    expect(await buyerOtherTab.next()).toEqual(event);
    buyerInbox.send(JSON.stringify({ type: "inbox", data: { unread: 0, conversationId: null } }));
    buyerInbox.send(JSON.stringify({ type: "typing" }));
    expect(await sellerInbox.quiet()).toEqual([]);
    expect(await buyerOtherTab.quiet(0)).toEqual([]);
    await endInboxRoom(ctx, buyer.id);
    expect(await buyerInbox.next()).toEqual({ type: "gone" });
    expect((await buyerOtherTab.whenClosed()).code).toBe(1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await roomKeys(inboxRoom(buyer.id))).toEqual([]);
    sellerInbox.close();
  });
});

describe("the rooms end to end, through the API", SLOW, () => {
  it("a message sent through the API reaches the other member's socket and inbox; a read reaches the sender's socket; so does a block", async () => {
    const { seller, buyer, conversationId } = await world();
    const post = (who: Person, path: string, body?: unknown) =>
      who.as(path, { method: "POST", headers: { "content-type": "application/json" }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const path = `/parties/conversation/${conversationId}`;
    const sellerRoom = await openRoom(path, seller.cookie);
    const buyerRoom = await openRoom(path, buyer.cookie);
    const sellerInbox = await openRoom(`/parties/inbox/${seller.id}`, seller.cookie);
    opened(sellerRoom);
    opened(buyerRoom);
    opened(sellerInbox);

    const sent = await post(buyer, `/api/conversations/${conversationId}/messages`, { text: "Can you deliver to Thika?" });
    expect(sent.status).toBe(201);
    const stored = (await sent.json<{ data: ChatMessage }>()).data;
    const arrived = (await sellerRoom.next()) as ConversationEvent;
    expect(arrived).toMatchObject({ type: "message", data: { id: stored.id, senderId: buyer.id, text: "Can you deliver to Thika?", conversationId } });
    expect(await sellerInbox.next()).toEqual({ type: "inbox", data: { unread: 1, conversationId } });
    expect(((await buyerRoom.next()) as ConversationEvent).type).toBe("message");

    const read = await post(seller, `/api/conversations/${conversationId}/read`);
    expect(read.status).toBe(200);
    const receipt = (await buyerRoom.next()) as ConversationEvent;
    expect(receipt).toMatchObject({ type: "read", data: { readerId: seller.id, upTo: stored.id } });
    expect(await sellerInbox.next()).toEqual({ type: "inbox", data: { unread: 0, conversationId } });

    // A block reaches both members' sockets in every conversation the two share.
    expect((await post(seller, `/api/users/${buyer.id}/block`)).status).toBe(200);
    expect(await buyerRoom.next()).toEqual({ type: "block", data: { block: "blocked", by: seller.id } });
    // The seller's own socket heard their read too (every event reaches both members).
    expect(await sellerRoom.next()).toMatchObject({ type: "read", data: { readerId: seller.id } });
    expect(await sellerRoom.next()).toMatchObject({ type: "block" });
    for (const room of [sellerRoom, buyerRoom, sellerInbox]) room.close();
  });
});
