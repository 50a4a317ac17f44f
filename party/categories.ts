import { Server, type Connection } from "partyserver";
import { categorySummary, type CategorySummary } from "../worker/services/categories";
import { createDb } from "../worker/db/client";

/**
 * The public `categories` room: a newcomer gets the current counts at once, and every write that
 * changes counts makes the Worker call `publish`, which broadcasts `categoriesUpdate` to everyone.
 */
export class Categories extends Server {
  static override options = { hibernate: true };

  override async onConnect(connection: Connection): Promise<void> {
    const summary = await categorySummary(createDb(this.env.DB));
    connection.send(JSON.stringify({ type: "categoriesUpdate", data: summary }));
  }

  override onMessage(): void {
    // The room only speaks; nothing a client sends is acted on.
  }

  /** Called by the Worker after a write; the summary is computed there, next to the write. */
  async publish(summary: CategorySummary[]): Promise<void> {
    this.broadcast(JSON.stringify({ type: "categoriesUpdate", data: summary }));
  }
}
