import type { ListingCount } from "./counter-shard";

/** A shard's batch of counts, as it writes them to D1. */
export interface CountedBatch {
  /** The shard's object id, and the batch's: together the key of its `counter_flushes` row. */
  shard: string;
  id: string;
  listings: { listing_id: number; day: number; kind: ListingCount; n: number }[];
  terms: { term: string; n: number; last_at: number }[];
}

/**
 * Rows handed to one statement as one JSON parameter (D1 binds at most 100 parameters, and a
 * statement's text is limited, not a parameter's): a busy minute of one shard is a few statements.
 */
const ROWS_PER_STATEMENT = 500;

/** The day columns of `listing_days` a count adds to; the other counts only go to the totals. */
const DAY_COLUMN: Partial<Record<ListingCount, "views" | "calls" | "whatsapp">> = { view: "views", call: "calls", whatsapp: "whatsapp" };

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) out.push(rows.slice(start, start + ROWS_PER_STATEMENT));
  return out;
}

/** Adds up `value` per `key` (a listing's views over two East Africa days, say). */
function sumBy<T>(rows: T[], key: (row: T) => string, value: (row: T) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

/**
 * The statements that add a batch to D1, the `counter_flushes` row first: the listings' view totals
 * (`listings.views`, which the views sort reads), their days (`listing_days`, the seller's 30 days)
 * and their contact totals (`listing_interactions`), and the search terms. Counts of a listing
 * deleted meanwhile are dropped by the `EXISTS`, not refused by its foreign key (which would undo
 * the whole batch).
 */
export function batchStatements(db: D1Database, batch: CountedBatch, now: number): D1PreparedStatement[] {
  const statements = [db.prepare("INSERT INTO counter_flushes (shard, batch, at) VALUES (?, ?, ?)").bind(batch.shard, batch.id, now)];

  const views = [
    ...sumBy(
      batch.listings.filter((row) => row.kind === "view"),
      (row) => String(row.listing_id),
      (row) => row.n,
    ),
  ];
  for (const part of chunks(views.map(([id, n]) => [Number(id), n])))
    statements.push(
      db
        .prepare(
          `UPDATE listings SET views = views + j.n
           FROM (SELECT value ->> 0 AS id, value ->> 1 AS n FROM json_each(?)) AS j WHERE listings.id = j.id`,
        )
        .bind(JSON.stringify(part)),
    );

  const days = new Map<string, [number, number, number, number, number]>();
  for (const row of batch.listings) {
    const column = DAY_COLUMN[row.kind];
    if (!column) continue;
    const key = `${row.listing_id}:${row.day}`;
    const entry = days.get(key) ?? [row.listing_id, row.day, 0, 0, 0];
    entry[column === "views" ? 2 : column === "calls" ? 3 : 4] += row.n;
    days.set(key, entry);
  }
  for (const part of chunks([...days.values()]))
    statements.push(
      db
        .prepare(
          `INSERT INTO listing_days (listing_id, day, views, calls, whatsapp)
           SELECT j.id, j.day, j.v, j.c, j.w
           FROM (SELECT value ->> 0 AS id, value ->> 1 AS day, value ->> 2 AS v, value ->> 3 AS c, value ->> 4 AS w FROM json_each(?)) AS j
           WHERE EXISTS (SELECT 1 FROM listings WHERE listings.id = j.id)
           ON CONFLICT (listing_id, day) DO UPDATE SET
             views = views + excluded.views, calls = calls + excluded.calls, whatsapp = whatsapp + excluded.whatsapp`,
        )
        .bind(JSON.stringify(part)),
    );

  const contacts = sumBy(
    batch.listings.filter((row) => row.kind !== "view"),
    (row) => `${row.listing_id}:${row.kind}`,
    (row) => row.n,
  );
  for (const part of chunks([...contacts].map(([key, n]) => [Number(key.split(":")[0]), key.split(":")[1], n])))
    statements.push(
      db
        .prepare(
          `INSERT INTO listing_interactions (listing_id, channel, count)
           SELECT j.id, j.channel, j.n
           FROM (SELECT value ->> 0 AS id, value ->> 1 AS channel, value ->> 2 AS n FROM json_each(?)) AS j
           WHERE EXISTS (SELECT 1 FROM listings WHERE listings.id = j.id)
           ON CONFLICT (listing_id, channel) DO UPDATE SET count = count + excluded.count`,
        )
        .bind(JSON.stringify(part)),
    );

  for (const part of chunks(batch.terms.map((row) => [row.term, row.n, row.last_at])))
    statements.push(
      db
        .prepare(
          `INSERT INTO search_terms (term, count, last_searched_at)
           SELECT value ->> 0, value ->> 1, value ->> 2 FROM json_each(?) WHERE true
           ON CONFLICT (term) DO UPDATE SET count = count + excluded.count, last_searched_at = max(last_searched_at, excluded.last_searched_at)`,
        )
        .bind(JSON.stringify(part)),
    );
  return statements;
}

/**
 * Writes the batch in one D1 transaction. When its `counter_flushes` row is already there (the
 * shard wrote it, then died before forgetting it), the transaction is undone by that row's key and
 * nothing is counted twice; any other failure is thrown, for the shard to try again later.
 */
export async function writeBatch(db: D1Database, batch: CountedBatch, now: number): Promise<void> {
  try {
    await db.batch(batchStatements(db, batch, now));
  } catch (error) {
    const written = await db.prepare("SELECT 1 AS yes FROM counter_flushes WHERE shard = ? AND batch = ?").bind(batch.shard, batch.id).first();
    if (!written) throw error;
  }
}

/** The hourly clean-up: batch records older than two days go (a shard retries a batch for minutes, not days). */
export async function pruneCounterFlushes(db: D1Database, now = Date.now()): Promise<void> {
  await db
    .prepare("DELETE FROM counter_flushes WHERE at < ?")
    .bind(now - 2 * 86_400_000)
    .run();
}
