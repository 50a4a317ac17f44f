import { type Connection, type ConnectionContext, Server, type WSMessage } from "partyserver";

/** The header in which the Worker names the signed-in person it let through (worker/rooms.ts). */
export const MEMBER_HEADER = "x-sokoni-user";

/** What a private room keeps on each socket: whose it is, and when it last said "typing". */
export interface MemberState {
  userId: string;
  typedAt: number;
}

/**
 * What the conversation and inbox rooms share. Only the Worker reaches them, after checking the
 * session, and it names the person in `x-sokoni-user`; the room keeps that name on the socket.
 * They hold nothing but sockets (D1 is the source of truth), and the Worker calls `push` after a
 * change is stored and `end` when what the room was for is deleted.
 */
export abstract class PrivateRoom extends Server<Env> {
  static override options = { hibernate: true };

  /** Whether `userId` may hold a socket here (the Worker has checked already; this is the room's own word). */
  protected abstract admits(userId: string): boolean;

  override getConnectionTags(_connection: Connection, context: ConnectionContext): string[] {
    const userId = memberOf(context.request);
    return userId ? [userTag(userId)] : [];
  }

  override onConnect(connection: Connection<MemberState>, context: ConnectionContext): void {
    const userId = memberOf(context.request);
    if (!userId || !this.admits(userId)) {
      connection.close(1008, "Not a member");
      return;
    }
    connection.setState({ userId, typedAt: 0 });
  }

  override onMessage(_connection: Connection, _message: WSMessage): void {
    // Nothing a socket sends is acted on unless a room says otherwise.
  }

  override onRequest(): Response {
    return new Response("Not found", { status: 404 });
  }

  /** Sends one event (already JSON) to every socket; a room nobody has open costs only the call. */
  protected send(message: string, without?: string[]): void {
    for (const _ of this.getConnections()) {
      this.broadcast(message, without);
      return;
    }
  }

  /** The sockets of one person, by the tag each socket got on connect. */
  protected socketsOf(userId: string): string[] {
    return [...this.getConnections(userTag(userId))].map((connection) => connection.id);
  }

  /**
   * Closes one person's sockets here, when an admin has stopped their account (worker/services/
   * standing.ts): their pages stop hearing and typing, and reconnecting needs a session they no
   * longer have. The other member's sockets stay open.
   */
  async closeMember(userId: string): Promise<void> {
    for (const connection of this.getConnections(userTag(userId))) {
      try {
        connection.close(1008, "Signed out");
      } catch {
        // Already closing.
      }
    }
  }

  /**
   * Sends a last message, closes every socket and deletes the room's storage. The room first
   * finishes its own start-up (partyserver writes its name record then), so that nothing it does
   * as the sockets close writes storage again after the wipe.
   */
  protected async endWith(last: string): Promise<void> {
    await this.setName(this.name);
    for (const connection of this.getConnections()) {
      try {
        connection.send(last);
        connection.close(1000, "Gone");
      } catch {
        // Already closing: nothing to tell it.
      }
    }
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }
}

/** The person the Worker named, or null. */
function memberOf(request: Request): string | null {
  const userId = request.headers.get(MEMBER_HEADER)?.trim();
  return userId ? userId : null;
}

function userTag(userId: string): string {
  return `user:${userId}`.slice(0, 256);
}
