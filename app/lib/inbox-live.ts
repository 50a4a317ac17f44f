import type { InboxEvent } from "../domain/chat-types";
import { type LiveStatus, watchInbox } from "./chat-live";

type Listener = (event: InboxEvent) => void;
type StatusListener = (status: LiveStatus) => void;

let current: { userId: string; close(): void } | null = null;
let status: LiveStatus = "connecting";
const listeners = new Set<Listener>();
const statusListeners = new Set<StatusListener>();

/** The unread count as the server has it now (`GET /api/users/me/unread`), or null when it cannot say. */
export async function fetchUnread(): Promise<number | null> {
  try {
    const response = await fetch("/api/users/me/unread");
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { count?: unknown } };
    return typeof body.data?.count === "number" ? body.data.count : null;
  } catch {
    return null;
  }
}

/**
 * One socket to the signed-in person's inbox room per page, shared by the header's badge and the
 * inbox screen: each listener gets every event; the socket closes with the last listener. A room
 * sends nothing it missed before the socket opened or while it was down, so on every open (the
 * first included) the count is asked for once and given to the listeners as an event.
 */
export function followInbox(userId: string, listener: Listener, onStatus?: StatusListener): () => void {
  if (current && current.userId !== userId) {
    current.close();
    current = null;
  }
  if (!current) {
    const emit = (event: InboxEvent) => {
      for (const each of listeners) each(event);
    };
    const watcher = watchInbox(userId, {
      event: emit,
      status(next) {
        status = next;
        for (const each of statusListeners) each(next);
        if (next !== "open") return;
        // Before the first open too: what changed while the page loaded was never sent to it.
        void fetchUnread().then((unread) => {
          if (unread !== null) emit({ type: "inbox", data: { unread, conversationId: null } });
        });
      },
    });
    current = { userId, close: () => watcher.close() };
  }
  listeners.add(listener);
  if (onStatus) {
    statusListeners.add(onStatus);
    onStatus(status);
  }
  return () => {
    listeners.delete(listener);
    if (onStatus) statusListeners.delete(onStatus);
    if (listeners.size === 0 && current) {
      current.close();
      current = null;
      status = "connecting";
    }
  };
}
