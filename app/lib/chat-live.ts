import type { ConversationEvent, InboxEvent } from "../domain/chat-types";
import { LIMITS } from "../domain/limits";

/**
 * The chat's live rooms in the browser (issue 15): a conversation's room on its thread page, the
 * signed-in person's inbox room for the header badge and the inbox. A plain WebSocket with its own
 * small reconnection (no library: this loads with the badge on every page). D1 is the source of
 * truth, so a socket only makes a page move by itself; when it cannot, the page still sends and
 * shows everything after a reload.
 */

/** "offline" once the room stayed unreachable after 5 reconnection attempts (spec section 4). */
export type LiveStatus = "connecting" | "open" | "offline";

/** At most one "typing" every 2 s from a page (the room passes on at most one a second). */
const TYPING_EVERY_MS = 2000;
/** A socket that stayed open this long counts as working: its drop starts the attempts afresh. */
const STABLE_MS = 5000;

interface LiveSocket {
  /** Sends when the socket is open; false when it is not (nothing is queued). */
  send(data: string): boolean;
  retry(): void;
  close(): void;
}

/**
 * Opens `/parties/{party}/{room}` on this site and keeps it open: after a drop it tries again
 * (1 s, 2 s, 4 s, 8 s, 10 s apart), at most `LIMITS.socketReconnectAttempts` times, then reports
 * "offline" until `retry()` (or the browser saying it is back online). `{type:"gone"}` from the
 * room ends it for good (the conversation or account was deleted).
 */
export function openLive(path: string, onData: (data: { type?: unknown }) => void, onStatus: (status: LiveStatus) => void): LiveSocket {
  let socket: WebSocket | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let disposed = false;
  let status: LiveStatus | null = null;
  const report = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    onStatus(next);
  };
  const drop = () => {
    clearTimeout(timer);
    const current = socket;
    socket = null;
    current?.close();
  };
  const connect = () => {
    drop();
    if (stopped) return;
    report("connecting");
    const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${path}`);
    let openedAt = 0;
    socket = ws;
    ws.onopen = () => {
      openedAt = Date.now();
      report("open");
    };
    ws.onmessage = (event: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (typeof data !== "object" || data === null) return;
      if ((data as { type?: unknown }).type === "gone") {
        stopped = true;
        drop();
      }
      onData(data as { type?: unknown });
    };
    ws.onclose = () => {
      if (socket !== ws || stopped) return;
      socket = null;
      if (openedAt > 0 && Date.now() - openedAt >= STABLE_MS) failures = 0;
      if (failures >= LIMITS.socketReconnectAttempts) {
        report("offline");
        return;
      }
      failures += 1;
      report("connecting");
      timer = setTimeout(connect, Math.min(1000 * 2 ** (failures - 1), 10_000) + Math.random() * 500);
    };
  };
  const retry = () => {
    if (disposed) return;
    stopped = false;
    failures = 0;
    connect();
  };
  const backOnline = () => {
    if (status === "offline") retry();
  };
  addEventListener("online", backOnline);
  connect();
  return {
    send(data) {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(data);
      return true;
    },
    retry,
    close() {
      disposed = true;
      stopped = true;
      removeEventListener("online", backOnline);
      drop();
    },
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
  const live = openLive(`/parties/conversation/${conversationId}`, (data) => on.event(data as ConversationEvent), on.status);
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
    `/parties/inbox/${encodeURIComponent(userId)}`,
    (data) => {
      if (data.type === "inbox") on.event(data as InboxEvent);
    },
    (status) => on.status?.(status),
  );
  return { retry: live.retry, close: live.close };
}
