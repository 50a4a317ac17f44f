import { openLive } from "./chat-live";

/**
 * Listens to one of the live rooms (/parties/{party}/{room}) for messages of one type, on the same
 * PartySocket as the chat's rooms (./chat-live: it reconnects at most five times, spec section 4,
 * and lets the page go into the back-forward cache); if the room stays down the page still works,
 * it only stops moving by itself. Returns the function that closes the socket.
 */
export function listenToRoom<T>(party: "categories" | "dashboard", room: string, type: string, onData: (data: T) => void): () => void {
  const live = openLive(
    party,
    encodeURIComponent(room),
    (message) => {
      const data = (message as { data?: T }).data;
      if (message.type === type && data !== undefined) onData(data);
    },
    () => {},
  );
  return live.close;
}
