/**
 * The rooms' socket as a file of its own (docs/decisions/142): a page's script asks for it when
 * one of its behaviours opens a room (app/lib/chat-live.ts), and it leaves its opener where that
 * script finds it.
 */
import { LIVE_SOCKET_GLOBAL, type OpenSocket } from "../lib/chat-live";
import { openSocket } from "../lib/live-socket";

(globalThis as { [LIVE_SOCKET_GLOBAL]?: OpenSocket })[LIVE_SOCKET_GLOBAL] = openSocket;
