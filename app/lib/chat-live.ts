import { PartySocket } from "partysocket";
import type { ConversationEvent, InboxEvent } from "../domain/chat-types";
import { SOCKET_RECONNECT_ATTEMPTS } from "../domain/limits";

/**
 * Every live room in the browser (docs/decisions/126): a conversation's room on its thread page,
 * the signed-in person's inbox room for the header badge, the categories and the dashboard. Each
 * is a `PartySocket` (partysocket's reconnecting WebSocket), loaded with the page's script after
 * its first paint. D1 is the source of truth, so a socket only makes a page move by itself; when
 * it cannot, the page still sends and shows everything after a reload.
 */

/** "offline" once the room stayed unreachable after 5 reconnection attempts (spec section 4). */
export type LiveStatus = "connecting" | "open" | "offline";

/** At most one "typing" every 2 s from a page (the room passes on at most one a second). */
const TYPING_EVERY_MS = 2000;

/**
 * 1 s, 2 s, 4 s, 8 s, then 10 s between attempts; a socket that stayed open 5 s starts its attempts
 * afresh. A handshake gets 10 s: a phone on a slow network needs more than the library's 4 s.
 */
const RECONNECTION = {
  minReconnectionDelay: 1000,
  reconnectionDelayGrowFactor: 2,
  maxReconnectionDelay: 10_000,
  minUptime: 5000,
  connectionTimeout: 10_000,
  maxRetries: SOCKET_RECONNECT_ATTEMPTS,
  // Nothing is queued for later: a "typing" that could not go is stale by then.
  maxEnqueuedMessages: 0,
} as const;

interface LiveSocket {
  /** Sends when the socket is open; false when it is not (nothing is queued). */
  send(data: string): boolean;
  retry(): void;
  close(): void;
}

/**
 * Opens `/parties/{party}/{room}` on this site and keeps it open: after a drop it tries again, at
 * most `SOCKET_RECONNECT_ATTEMPTS` times, then reports "offline" until `retry()` (or the
 * browser saying it is back online). `{type:"gone"}` from the room ends it for good (the
 * conversation or account was deleted). A page that is left closes its socket, so the browser can
 * keep the page in its back-forward cache, and opens it again when the page is shown from there.
 */
export function openLive(party: string, room: string, onData: (data: { type?: unknown }) => void, onStatus: (status: LiveStatus) => void): LiveSocket {
  let status: LiveStatus | null = null;
  let ended = false;
  /** Closed because the page was left; shown again from the back-forward cache, it reopens. */
  let hidden = false;
  const report = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    onStatus(next);
  };
  const socket: PartySocket = new PartySocket({
    host: location.host,
    protocol: location.protocol === "https:" ? "wss" : "ws",
    party,
    room,
    ...RECONNECTION,
    // The attempts left are counted before the library takes one: none left means offline.
    shouldReconnectOnClose: (): boolean => socket.retryCount < RECONNECTION.maxRetries,
  });
  report("connecting");
  socket.addEventListener("open", () => report("open"));
  socket.addEventListener("close", () => {
    if (ended || hidden) return;
    report(socket.shouldReconnect ? "connecting" : "offline");
  });
  socket.addEventListener("message", (event: MessageEvent) => {
    let data: unknown;
    try {
      data = JSON.parse(String(event.data));
    } catch {
      return;
    }
    if (typeof data !== "object" || data === null) return;
    if ((data as { type?: unknown }).type === "gone") end();
    onData(data as { type?: unknown });
  });
  const retry = () => {
    if (ended) return;
    report("connecting");
    socket.reconnect();
  };
  const backOnline = () => {
    if (status === "offline") retry();
  };
  // Leaving closes the socket (an open one keeps a page out of the back-forward cache); coming back
  // from that cache opens it again, and its "open" makes the page ask what it missed.
  const leave = () => {
    if (ended) return;
    hidden = true;
    socket.close();
  };
  const comeBack = (event: PageTransitionEvent) => {
    if (!event.persisted || ended || !hidden) return;
    hidden = false;
    retry();
  };
  const end = () => {
    ended = true;
    socket.close();
    removeEventListener("online", backOnline);
    removeEventListener("pagehide", leave);
    removeEventListener("pageshow", comeBack);
  };
  addEventListener("online", backOnline);
  addEventListener("pagehide", leave);
  addEventListener("pageshow", comeBack);
  return {
    send(data) {
      return socket.readyState === socket.OPEN && socket.send(data);
    },
    retry,
    close: end,
  };
}

/**
 * Joins a conversation's room (members only; the Worker checks). `event` gets every message, read
 * receipt, "typing" and block of it as they happen, and `{type:"gone"}` when it is deleted (the
 * socket is closed then). `typing()` tells the other member, at most once every 2 s.
 */
export function joinConversation(
  conversationId: number,
  on: { event(e: ConversationEvent): void; status(s: LiveStatus): void },
): { typing(): void; retry(): void; close(): void } {
  let typedAt = 0;
  const live = openLive("conversation", String(conversationId), (data) => on.event(data as ConversationEvent), on.status);
  return {
    typing() {
      const now = Date.now();
      if (now - typedAt < TYPING_EVERY_MS) return;
      if (live.send('{"type":"typing"}')) typedAt = now;
    },
    retry: live.retry,
    close: live.close,
  };
}

/** Watches the signed-in person's inbox room: `event` gets their unread count after every change. */
export function watchInbox(userId: string, on: { event(e: InboxEvent): void; status?(s: LiveStatus): void }): { retry(): void; close(): void } {
  const live = openLive(
    "inbox",
    encodeURIComponent(userId),
    (data) => {
      if (data.type === "inbox") on.event(data as InboxEvent);
    },
    (status) => on.status?.(status),
  );
  return { retry: live.retry, close: live.close };
}
