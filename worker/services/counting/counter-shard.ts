import { DurableObject } from "cloudflare:workers";
import { type CountedBatch, writeBatch } from "./write-batch";

/** How long a shard gathers counts before it writes them to D1: sellers' and admins' figures are at most this far behind. */
export const FLUSH_EVERY_MS = 60_000;

/** What a shard counts for a listing: a page view, or a contact click on one channel. */
export type ListingCount = "view" | "call" | "whatsapp" | "message" | "reveal";

/** A shard's own tables, made when it starts if they are not there. */
export function makeShardTables(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS listing_counts (
    batch INTEGER NOT NULL, listing_id INTEGER NOT NULL, day INTEGER NOT NULL, kind TEXT NOT NULL, n INTEGER NOT NULL,
    PRIMARY KEY (batch, listing_id, day, kind))`);
  sql.exec(`CREATE TABLE IF NOT EXISTS term_counts (
    batch INTEGER NOT NULL, term TEXT NOT NULL, n INTEGER NOT NULL, last_at INTEGER NOT NULL, PRIMARY KEY (batch, term))`);
  // Once-a-day markers (docs/decisions/048): a visitor's contact click or search counts once a day.
  sql.exec("CREATE TABLE IF NOT EXISTS seen (key TEXT PRIMARY KEY, until INTEGER NOT NULL)");
  sql.exec("CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)");
}

/**
 * One shard of the counters (docs/decisions/143): listing views, contact clicks and search terms are
 * counted here as they happen, and written to D1 a minute's batch at a time, instead of 8-10 rows
 * of D1 per listing view. A count is in this object's own storage before the call returns, so an
 * isolate or the object restarting loses nothing it acknowledged.
 *
 * Rows with `batch = 0` are gathering; the rows of a batch being written have `batch = 1`, with the
 * batch's id in `meta`. The batch and its id stay until D1 holds them (`counter_flushes` records
 * the id in the same transaction), so a write that fails or is cut off is tried again, and one that
 * got through before the object died is recognised and not counted twice.
 */
export class Counters extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    makeShardTables(ctx.storage.sql);
  }

  /** One listing count on its East Africa day; with `once` (a visitor's marker), at most once until `once.at + once.forMs`. */
  async countListing(listingId: number, kind: ListingCount, day: number, once?: { key: string; forMs: number; at: number }): Promise<void> {
    if (once && !this.firstTime(once.key, once.at + once.forMs, once.at)) return;
    this.ctx.storage.sql.exec(
      `INSERT INTO listing_counts (batch, listing_id, day, kind, n) VALUES (0, ?, ?, ?, 1)
       ON CONFLICT (batch, listing_id, day, kind) DO UPDATE SET n = n + 1`,
      listingId,
      day,
      kind,
    );
    await this.flushLater();
  }

  /** One search of `term`, once per visitor marker in its window. */
  async countTerm(term: string, at: number, once: { key: string; forMs: number }): Promise<void> {
    if (!this.firstTime(once.key, at + once.forMs, at)) return;
    this.ctx.storage.sql.exec(
      `INSERT INTO term_counts (batch, term, n, last_at) VALUES (0, ?, 1, ?)
       ON CONFLICT (batch, term) DO UPDATE SET n = n + 1, last_at = max(last_at, excluded.last_at)`,
      term,
      at,
    );
    await this.flushLater();
  }

  override async alarm(): Promise<void> {
    try {
      await this.flush();
    } catch (error) {
      // D1 unreachable: the batch stays as it is and is tried again after the next minute.
      console.error("counts not written yet", error);
    }
    this.forgetSpentMarkers(Date.now());
    if (this.gathered() > 0 || this.batchId() !== null) await this.flushLater();
  }

  /** Writes the batch in hand, or else gathers one and writes it: freeze, write, forget. */
  async flush(): Promise<void> {
    const id = this.batchId() ?? this.freeze();
    if (id === null) return;
    await this.write(id);
    this.forget();
  }

  /** The counts gathered so far become the batch to write, under a new id; null when there are none. */
  freeze(): string | null {
    if (this.gathered() === 0) return null;
    const id = crypto.randomUUID();
    this.ctx.storage.transactionSync(() => {
      const sql = this.ctx.storage.sql;
      sql.exec("UPDATE listing_counts SET batch = 1 WHERE batch = 0");
      sql.exec("UPDATE term_counts SET batch = 1 WHERE batch = 0");
      sql.exec("INSERT INTO meta (name, value) VALUES ('batch', ?)", id);
    });
    return id;
  }

  /** Writes the batch to D1 in one transaction, recorded by its id; a batch D1 already holds is not written again. */
  async write(id: string): Promise<void> {
    const sql = this.ctx.storage.sql;
    const batch: CountedBatch = {
      shard: this.ctx.id.toString(),
      id,
      listings: sql
        .exec<{ listing_id: number; day: number; kind: ListingCount; n: number }>("SELECT listing_id, day, kind, n FROM listing_counts WHERE batch = 1")
        .toArray(),
      terms: sql.exec<{ term: string; n: number; last_at: number }>("SELECT term, n, last_at FROM term_counts WHERE batch = 1").toArray(),
    };
    await writeBatch(this.env.DB, batch, Date.now());
  }

  /** The written batch leaves this object's storage. */
  forget(): void {
    this.ctx.storage.transactionSync(() => {
      const sql = this.ctx.storage.sql;
      sql.exec("DELETE FROM listing_counts WHERE batch = 1");
      sql.exec("DELETE FROM term_counts WHERE batch = 1");
      sql.exec("DELETE FROM meta WHERE name = 'batch'");
    });
  }

  private batchId(): string | null {
    return this.ctx.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE name = 'batch'").toArray()[0]?.value ?? null;
  }

  private gathered(): number {
    const sql = this.ctx.storage.sql;
    const listings = sql.exec<{ n: number }>("SELECT count(*) AS n FROM listing_counts WHERE batch = 0").one().n;
    return listings + sql.exec<{ n: number }>("SELECT count(*) AS n FROM term_counts WHERE batch = 0").one().n;
  }

  /** True the first time `key` is seen until `until`; a marker past its time counts as unseen. */
  private firstTime(key: string, until: number, now: number): boolean {
    const sql = this.ctx.storage.sql;
    const known = sql.exec<{ until: number }>("SELECT until FROM seen WHERE key = ?", key).toArray()[0];
    if (known && known.until > now) return false;
    sql.exec("INSERT INTO seen (key, until) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET until = excluded.until", key, until);
    return true;
  }

  private forgetSpentMarkers(now: number): void {
    this.ctx.storage.sql.exec("DELETE FROM seen WHERE until <= ?", now);
  }

  /** The alarm a minute from now, unless one is already set. */
  private async flushLater(): Promise<void> {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + FLUSH_EVERY_MS);
  }
}
