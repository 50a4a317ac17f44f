import { Server, type Connection } from "partyserver";
import { type CategorySummary, categorySummary } from "../worker/services/listings/categories";
import { createDb } from "../worker/db/client";

/**
 * The public `categories` room (/parties/categories/global): a newcomer gets the current counts
 * at once, and after every write that changes counts the Worker calls `refresh`, which
 * broadcasts `categoriesUpdate` to everyone listening.
 */
export class Categories extends Server<Env> {
  static override options = { hibernate: true };

  /** The last counts sent, kept while the room is awake so that each newcomer costs no query. */
  private latest: string | null = null;
  /** The counts since the last write, kept while the room is awake: the home page's sidebar and the API read them here. */
  private counts: Promise<CategorySummary[]> | null = null;

  /**
   * The category summary, grouped once per change rather than once per page: the
   * Worker asks here for the home page and `/api/listings/categories`.
   */
  summary(): Promise<CategorySummary[]> {
    if (!this.counts) {
      const reading = categorySummary(createDb(this.env.DB));
      this.counts = reading;
      // A failed read is not kept: the next caller tries again.
      reading.catch(() => {
        if (this.counts === reading) this.counts = null;
      });
    }
    return this.counts;
  }

  override async onConnect(connection: Connection): Promise<void> {
    this.latest ??= await this.message();
    connection.send(this.latest);
  }

  override onMessage(): void {
    // The room only speaks; nothing a client sends is acted on.
  }

  /** Called by the Worker after a write; counts are read only when somebody is listening. */
  async refresh(): Promise<void> {
    this.latest = null;
    this.counts = null;
    if (isEmpty(this.getConnections())) return;
    this.latest = await this.message();
    this.broadcast(this.latest);
  }

  private async message(): Promise<string> {
    return JSON.stringify({ type: "categoriesUpdate", data: await this.summary() });
  }
}

export function isEmpty(connections: Iterable<unknown>): boolean {
  for (const _ of connections) return false;
  return true;
}
