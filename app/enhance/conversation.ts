/**
 * A conversation (docs/decisions/101 and 128): the server writes the thread, a compose box that
 * posts as a plain multipart form, and the block and report forms, all of which work without a
 * script (the no-JS end-to-end project proves it). Its markup names these behaviours:
 *
 * - the room's socket on `<main>`: its state, the offline notice with Retry, "typing..." (chat-room);
 * - the thread asking for what came after its last message when the room says it moved, or for the
 *   whole page after a block (chat-thread, docs/decisions/127);
 * - the compose box's camera, its photos uploaded as they are picked, Enter sending on a computer
 *   (chat-compose), the message sent without leaving the page and the answer's thread and box put
 *   in place (swap), as are a refused report's (swap);
 * - the offer to turn notifications on after a message (push-offer).
 *
 * The compose box names chat-compose before swap: its check of the photos comes first.
 */
import { swap } from "../behaviours/swap/swap";
import { chatCompose } from "../components/chat-compose/chat-compose.behaviour";
import { chatRoom } from "../components/chat-thread/chat-room.behaviour";
import { chatThread } from "../components/chat-thread/chat-thread.behaviour";
import { pushOffer } from "../components/push-offer/push-offer.behaviour";
import { startPage } from "./page";

startPage(chatThread, chatRoom, chatCompose, swap, pushOffer);
