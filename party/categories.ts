import { Server, type Connection } from "partyserver";
import { categorySummary } from "../worker/services/categories";
import { createDb } from "../worker/db/client";

/**
 * The public `categories` room (/parties/categories/global): a newcomer gets the current counts
 * at once, and after every write that changes counts the Worker calls `refresh`, which
 * broadcasts `categoriesUpdate` to everyone listening.
 */
export class Categories extends Server<Env> {
  static override options = { hibernate: true };

  override async onConnect(connection: Connection): Promise<void> {
    connection.send(await this.message());
  }

  override onMessage(): void {
    // The room only speaks; nothing a client sends is acted on.
  }

  /** Called by the Worker after a write; counts are read only when somebody is listening. */
  async refresh(): Promise<void> {
    if (isEmpty(this.getConnections())) return;
    this.broadcast(await this.message());
  }

  private async message(): Promise<string> {
    return JSON.stringify({ type: "categoriesUpdate", data: await categorySummary(createDb(this.env.DB)) });
  }
}

export function isEmpty(connections: Iterable<unknown>): boolean {
  for (const _ of connections) return false;
  return true;
}
