import type { InboxEvent } from "../app/domain/chat-types";
import { PrivateRoom } from "./private-room";

/**
 * One person's room (/parties/inbox/{userId}, room name = the user's id): their open pages listen
 * here for the header badge's count and which conversation moved. The Worker lets only that
 * person in, and calls `push` after a message or a read changes their unread count.
 */
export class Inbox extends PrivateRoom {
  protected override admits(userId: string): boolean {
    return userId === this.name;
  }

  /** Called by the Worker (worker/services/chat/live.ts) once the change is in D1. */
  push(event: InboxEvent): void {
    this.send(JSON.stringify(event));
  }

  /** The account is gone: `{type:"gone"}` to its sockets, then closed, and nothing kept. */
  async end(): Promise<void> {
    await this.endWith(JSON.stringify({ type: "gone" }));
  }
}
