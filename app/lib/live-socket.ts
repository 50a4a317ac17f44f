import { PartySocket } from "partysocket";
import { SOCKET_RECONNECT_ATTEMPTS } from "../domain/limits";
import type { LiveSocket, LiveStatus } from "./chat-live";

/**
 * The rooms' socket (docs/decisions/126 and 142): a `PartySocket` (partysocket's reconnecting
 * WebSocket) and what Sokoni asks of it. It is its own file, `/assets/enhance/live-socket-<hash>.js`
 * (app/enhance/live-socket.ts), which a page asks for only when one of its behaviours opens a room
 * (./chat-live.ts): a visitor's search, browse or listing page opens none and never loads it.
 */

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

/**
 * Opens `/parties/{party}/{room}` on this site and keeps it open: after a drop it tries again, at
 * most `SOCKET_RECONNECT_ATTEMPTS` times, then reports "offline" until `retry()` (or the
 * browser saying it is back online). `{type:"gone"}` from the room ends it for good (the
 * conversation or account was deleted). A page that is left closes its socket, so the browser can
 * keep the page in its back-forward cache, and opens it again when the page is shown from there.
 */
export function openSocket(party: string, room: string, onData: (data: { type?: unknown }) => void, onStatus: (status: LiveStatus) => void): LiveSocket {
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
