import type { ConversationEvent, InboxEvent } from "../domain/chat-types";

/**
 * Every live room in the browser (docs/decisions/126): a conversation's room on its thread page,
 * the signed-in person's inbox room for the header badge, the categories and the dashboard. D1 is
 * the source of truth, so a socket only makes a page move by itself; when it cannot, the page
 * still sends and shows everything after a reload.
 *
 * The socket itself (PartySocket, ./live-socket.ts) is a file of its own that the page asks for
 * when the first room opens (docs/decisions/142): most of a visitor's pages open none, and so
 * carry none of its 4 KB.
 */

/** The socket file's address in this build, filled in by the bundler (scripts/vite-inline-script.ts). */
declare const __LIVE_SOCKET_SRC__: string;

/** "offline" once the room stayed unreachable after 5 reconnection attempts (spec section 4). */
export type LiveStatus = "connecting" | "open" | "offline";

export interface LiveSocket {
  /** Sends when the socket is open; false when it is not (nothing is queued). */
  send(data: string): boolean;
  retry(): void;
  close(): void;
}

export type OpenSocket = (party: string, room: string, onData: (data: { type?: unknown }) => void, onStatus: (status: LiveStatus) => void) => LiveSocket;

/** Where the socket file leaves its opener: it and the page's script are two bundles that share no module. */
export const LIVE_SOCKET_GLOBAL = "sokoniLiveSocket";

const loadedOpener = (): OpenSocket | undefined => (globalThis as { [LIVE_SOCKET_GLOBAL]?: OpenSocket })[LIVE_SOCKET_GLOBAL];

/** The socket file, asked for once per page; after a failure (offline) the next room or retry asks again. */
let loading: Promise<OpenSocket> | null = null;

function loadOpener(): Promise<OpenSocket> {
  loading ??= new Promise<OpenSocket>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = __LIVE_SOCKET_SRC__;
    script.addEventListener("load", () => {
      const open = loadedOpener();
      if (open) resolve(open);
      else reject(new Error("The socket file left no opener"));
    });
    script.addEventListener("error", () => {
      script.remove();
      loading = null;
      reject(new Error("The socket file could not be loaded"));
    });
    document.body.appendChild(script);
  });
  return loading;
}

/**
 * Opens `/parties/{party}/{room}` on this site and keeps it open (./live-socket.ts says how): after
 * a drop it tries again, at most `SOCKET_RECONNECT_ATTEMPTS` times, then reports "offline" until
 * `retry()` or the browser saying it is back online; `{type:"gone"}` ends it for good; leaving the
 * page closes it and coming back from the back-forward cache opens it again. A page's script that
 * carries the socket itself (home's) is built with no address to ask, and opens it straight away.
 */
export const openLive: OpenSocket = __LIVE_SOCKET_SRC__ ? openOnceLoaded : (...room) => (loadedOpener() as OpenSocket)(...room);

/**
 * Until the socket file has arrived the room is "connecting"; a file that cannot be fetched makes
 * it "offline", with the same ways back as a socket's.
 */
function openOnceLoaded(party: string, room: string, onData: (data: { type?: unknown }) => void, onStatus: (status: LiveStatus) => void): LiveSocket {
  const loaded = loadedOpener();
  if (loaded) return loaded(party, room, onData, onStatus);
  let socket: LiveSocket | undefined;
  let ended = false;
  let status: LiveStatus | undefined;
  const report = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    onStatus(next);
  };
  // Once asked for, the file is either on its way ("connecting") or failed ("offline"): only then ask again.
  const load = () => {
    if (socket || ended || status === "connecting") return;
    report("connecting");
    loadOpener().then(
      (open) => {
        if (!ended) socket = open(party, room, onData, report);
      },
      () => ended || report("offline"),
    );
  };
  addEventListener("online", load);
  load();
  return {
    send: (data) => !!socket?.send(data),
    retry: () => (socket ? socket.retry() : load()),
    close() {
      ended = true;
      socket?.close();
    },
  };
}

/** At most one "typing" every 2 s from a page (the room passes on at most one a second). */
const TYPING_EVERY_MS = 2000;

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
