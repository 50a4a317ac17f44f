import { defineContract } from "../../behaviours/contract";

/**
 * The conversation's room (./chat-room.behaviour.ts), on the thread page's `<main>`: which room to
 * join (`conversation`, absent on an older page of the thread) as whom (`me`), the "typing..."
 * sentence in the reader's language and how long it shows, the offline notice and its Retry; and
 * the socket's state the behaviour writes (`live`: connecting, open or offline) for the styles,
 * the end-to-end tests and anyone debugging.
 */
export const chatRoomContract = defineContract("chat-room", {
  parts: { offline: "data-chat-offline", retry: "data-chat-retry" },
  values: { conversation: "data-conversation", me: "data-chat-me", typing: "data-typing", typingMs: "data-typing-ms", live: "data-live" },
});

/**
 * The thread (./chat-thread.behaviour.ts): the element that asks for its news (`news`, the address
 * of `POST /messages/:id/thread`, docs/decisions/127), its list of messages (each `message` keyed
 * by its id), the "typing..." line, and the block the page was written under (`block`, on the
 * thread's swap part and on a fragment's list, which may also say it is not all: `whole`).
 */
export const chatThreadContract = defineContract("chat-thread", {
  parts: { messages: "data-chat-messages", message: "data-message-id", typing: "data-chat-typing" },
  values: { news: "data-thread-news", block: "data-block", whole: "data-whole" },
});

/**
 * The "Seen" line under a message. A fragment's markup is exact (its worker test,
 * test/conversation-fragments.test.ts, holds every byte of it), so the line carries no part of its
 * own: the component writes this class and the behaviour finds the line by it.
 */
export const SEEN_CLASS = "chat-seen";
export const SEEN_LINE = `.${SEEN_CLASS}`;

/** The swap parts of the thread page (the answers to its forms and to a whole page's question). */
export const THREAD_PART = "thread";
export const COMPOSE_AREA_PART = "compose-area";
export const PERSON_ACTIONS_PART = "person-actions";

/** Told on `document` by the room: something moved in the thread; the thread asks for its news. */
export const THREAD_MOVED = "sokoni:thread-moved";
/** Told on `document` by the compose box at each keystroke: the room may tell the other member. */
export const CHAT_TYPED = "sokoni:chat-typed";
