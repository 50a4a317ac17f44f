import type { InboxEvent } from "../domain/chat-types";
import { watchInbox } from "./chat-live";

type Listener = (event: InboxEvent) => void;

let current: { userId: string; close(): void } | null = null;
const listeners = new Set<Listener>();

/**
 * One socket to the signed-in person's inbox room per page, shared by the header's badge and the
 * inbox screen: each listener gets every event; the socket closes with the last listener.
 */
export function followInbox(userId: string, listener: Listener): () => void {
  if (current && current.userId !== userId) {
    current.close();
    current = null;
  }
  if (!current) {
    const watcher = watchInbox(userId, {
      event: (event) => {
        for (const each of listeners) each(event);
      },
    });
    current = { userId, close: () => watcher.close() };
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && current) {
      current.close();
      current = null;
    }
  };
}
