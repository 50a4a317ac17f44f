/**
 * The conversation's room (./chat-thread.contract.ts, docs/decisions/126): its socket, a
 * PartySocket closed when the page is left and opened again when it comes back from the
 * back-forward cache (app/lib/chat-live.ts). A message, a read mark or a block, and every opening
 * of the socket (the room does not replay what it said while the page had none), tell the thread
 * it moved (`THREAD_MOVED`: it asks for its news); the other member's typing shows "typing..." for
 * a few seconds; the socket's state is written on the element, and once it gave up the offline
 * notice shows with Retry. The compose box's keystrokes (`CHAT_TYPED`) go to the room as typing.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { joinConversation, type LiveStatus } from "../../lib/chat-live";
import { CHAT_TYPED, chatRoomContract as room, chatThreadContract as thread, THREAD_MOVED } from "./chat-thread.contract";

export const chatRoom = defineBehaviour(room, (page) => {
  const id = Number(room.read(page, "conversation"));
  if (!(id > 0)) return;
  const me = room.read(page, "me") ?? "";
  const moved = () => document.dispatchEvent(new Event(THREAD_MOVED));

  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  const showTyping = (on: boolean) => {
    const line = thread.find(page, "typing");
    if (!line) return;
    clearTimeout(typingTimer);
    line.textContent = on ? (room.read(page, "typing") ?? "") : "";
    if (on) typingTimer = setTimeout(() => showTyping(false), Number(room.read(page, "typingMs")) || 5000);
  };

  const showStatus = (status: LiveStatus) => {
    room.write(page, "live", status);
    const notice = room.find(page, "offline");
    if (notice) notice.hidden = status !== "offline";
  };

  const live = joinConversation(id, {
    event(event) {
      if (event.type === "typing") {
        if (event.data.userId !== me) showTyping(true);
        return;
      }
      if (event.type === "gone") {
        window.location.reload();
        return;
      }
      // What this page already shows (its own send's answer, its own reading) needs no question.
      if (event.type === "message" && thread.find(page, "message", String(event.data.id))) return;
      if (event.type === "read" && event.data.readerId === me) return;
      if (event.type === "message" && event.data.senderId !== me) showTyping(false);
      moved();
    },
    status(status) {
      showStatus(status);
      // What was stored between the server writing this page and this opening (a slow phone, a
      // script still on its way, a dropped socket) would never show otherwise.
      if (status === "open") moved();
    },
  });

  const off = new AbortController();
  page.addEventListener(
    "click",
    (event) => {
      if (!room.closest(event.target, "retry")) return;
      showStatus("connecting");
      live.retry();
      moved();
    },
    off,
  );
  document.addEventListener(CHAT_TYPED, () => live.typing(), off);
  return () => {
    clearTimeout(typingTimer);
    live.close();
    off.abort();
  };
});
