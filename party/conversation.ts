import type { Connection, WSMessage } from "partyserver";
import type { ConversationEvent } from "../app/domain/chat-types";
import { type MemberState, PrivateRoom } from "./private-room";

/** How often one socket's "typing" is passed on, at most (its page sends one every 2 s). */
const TYPING_EVERY_MS = 1000;

/**
 * One conversation's room (/parties/conversation/{id}, room name = the conversation's id). Only its
 * two members reach it: the Worker checks the session and membership in D1 before the request
 * gets here. The Worker calls `push` after a message, a read or a block is stored, and `end`
 * when the conversation is deleted.
 */
export class Conversation extends PrivateRoom {
  protected override admits(): boolean {
    // Membership is a D1 fact the Worker has just checked; the room has no copy of it.
    return true;
  }

  /**
   * A member's socket may say only `{"type":"typing"}`; it reaches the other member's sockets
   * (never the sender's own tabs) as `{type:"typing", data:{userId}}`, at most once a second per
   * socket. Anything else is ignored.
   */
  override onMessage(connection: Connection<MemberState>, message: WSMessage): void {
    if (typeof message !== "string" || message.length > 64 || !isTyping(message)) return;
    const state = connection.state;
    if (!state) return;
    const now = Date.now();
    if (now - state.typedAt < TYPING_EVERY_MS) return;
    connection.setState({ userId: state.userId, typedAt: now });
    const event: ConversationEvent = { type: "typing", data: { userId: state.userId } };
    this.send(JSON.stringify(event), this.socketsOf(state.userId));
  }

  /**
   * Called by the Worker (worker/services/chat/live.ts) once the event's change is in D1. A message's
   * scam-guard flags are for its recipient: the sender's own sockets get it with none, as every
   * other answer to the sender has it, so nobody learns which of their words were caught.
   */
  push(event: ConversationEvent): void {
    if (event.type !== "message" || event.data.flags.length === 0) {
      this.send(JSON.stringify(event));
      return;
    }
    const senders = this.socketsOf(event.data.senderId);
    this.send(JSON.stringify(event), senders);
    const plain = JSON.stringify({ type: "message", data: { ...event.data, flags: [] } } satisfies ConversationEvent);
    for (const id of senders) this.getConnection(id)?.send(plain);
  }

  /** The conversation is gone: `{type:"gone"}` to every socket, then closed, and nothing kept. */
  async end(): Promise<void> {
    await this.endWith(JSON.stringify({ type: "gone" } satisfies ConversationEvent));
  }
}

function isTyping(message: string): boolean {
  try {
    const parsed = JSON.parse(message) as unknown;
    return typeof parsed === "object" && parsed !== null && (parsed as { type?: unknown }).type === "typing";
  } catch {
    return false;
  }
}
