import { PartySocket } from "partysocket";
import { LIMITS } from "../domain/limits";

/**
 * Listens to one of the live rooms (/parties/{party}/{room}) for messages of one type. The socket
 * reconnects at most five times (spec section 4); if the room stays down the page still works,
 * it only stops moving by itself. Returns the function that closes the socket.
 */
export function listenToRoom<T>(party: "categories" | "dashboard", room: string, type: string, onData: (data: T) => void): () => void {
  const socket = new PartySocket({ host: location.host, party, room, maxRetries: LIMITS.socketReconnectAttempts });
  socket.addEventListener("message", (event: MessageEvent) => {
    try {
      const message = JSON.parse(String(event.data)) as { type?: string; data?: T };
      if (message.type === type && message.data !== undefined) onData(message.data);
    } catch {
      // Not ours to read; the room only sends JSON.
    }
  });
  return () => socket.close();
}
