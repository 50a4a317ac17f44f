/**
 * What the bench state's D1 database holds on disk (the capacity plan): the SQLite file, and
 * each table with its indexes by `dbstat` (the FTS5 index's shadow tables counted as one), rows
 * and bytes per row. Read with Node's own SQLite, read-only, while nothing serves the state.
 * And what one counted listing view writes (rows D1 bills), by running the Worker's own
 * statements through D1 in workerd: the pages' Server-Timing cannot show it, the view is counted
 * after the answer.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { eatDay } from "../../worker/services/listings/listing-figures";
import { writeBatch } from "../../worker/services/counting/write-batch";
import { benchPlatform } from "./plans";

export interface StoredTable {
  table: string;
  rows: number | null;
  bytes: number;
  /** The table's own pages, then its indexes' (or for the FTS index, all its shadow tables'). */
  tableBytes: number;
  indexBytes: number;
}

export interface StorageFigures {
  file: string;
  fileBytes: number;
  pageSize: number;
  freeBytes: number;
  listings: number;
  tables: StoredTable[];
}

/** The local D1 database's file (the state's largest: the metadata file is the runtime's own). */
export function databaseFile(): string {
  const folder = join(process.env.SOKONI_STATE ?? ".wrangler/state", "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")
    .map((name) => join(folder, name));
  const largest = files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
  if (!largest) throw new Error(`no D1 database in ${folder}`);
  return largest;
}

/** Tables and indexes by size, the FTS5 index (listings_fts and its shadow tables) as one. */
export function storageFigures(): StorageFigures {
  const file = databaseFile();
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const schema = db.prepare("SELECT type, name, tbl_name AS owner, sql FROM sqlite_schema").all() as {
      type: string;
      name: string;
      owner: string;
      sql: string | null;
    }[];
    const pageSize = Number((db.prepare("PRAGMA page_size").get() as { page_size: number }).page_size);
    const freePages = Number((db.prepare("PRAGMA freelist_count").get() as { freelist_count: number }).freelist_count);
    const sizes = new Map<string, number>();
    for (const row of db.prepare("SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name").all() as { name: string; bytes: number }[]) {
      sizes.set(row.name, Number(row.bytes));
    }
    const virtual = new Set(schema.filter((entry) => entry.sql?.startsWith("CREATE VIRTUAL TABLE")).map((entry) => entry.name));
    // An FTS5 table's shadow tables (`<name>_data`, `_idx`, `_docsize`, `_config`, `_content`) are its index.
    const ftsOf = (name: string) => [...virtual].find((table) => name.startsWith(`${table}_`) && !virtual.has(name)) ?? null;
    const groups = new Map<string, StoredTable>();
    const group = (table: string) => {
      let entry = groups.get(table);
      if (!entry) {
        entry = { table, rows: null, bytes: 0, tableBytes: 0, indexBytes: 0 };
        groups.set(table, entry);
      }
      return entry;
    };
    for (const entry of schema) {
      const bytes = sizes.get(entry.name) ?? 0;
      if (entry.type === "table") {
        const fts = ftsOf(entry.name);
        if (fts) {
          group(`${fts} (FTS5 index)`).indexBytes += bytes;
        } else if (!virtual.has(entry.name)) {
          group(entry.name).tableBytes += bytes;
        }
      } else if (entry.type === "index") {
        const fts = ftsOf(entry.owner);
        group(fts ? `${fts} (FTS5 index)` : entry.owner).indexBytes += bytes;
      }
    }
    for (const entry of groups.values()) {
      entry.bytes = entry.tableBytes + entry.indexBytes;
      if (!entry.table.endsWith("(FTS5 index)") && !entry.table.startsWith("sqlite_")) {
        entry.rows = Number((db.prepare(`SELECT count(*) AS n FROM "${entry.table.replaceAll('"', '""')}"`).get() as { n: number }).n);
      }
    }
    const listings = groups.get("listings")?.rows ?? 0;
    const fts = [...groups.values()].find((entry) => entry.table === "listings_fts (FTS5 index)");
    if (fts) fts.rows = Number((db.prepare("SELECT count(*) AS n FROM listings WHERE is_hidden = 0").get() as { n: number }).n);
    return {
      file,
      fileBytes: statSync(file).size,
      pageSize,
      freeBytes: freePages * pageSize,
      listings,
      tables: [...groups.values()].sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    db.close();
  }
}

export function printStorage(figures: StorageFigures): void {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `\nD1 on disk: ${figures.file}, ${mb(figures.fileBytes)} MB (${figures.listings.toLocaleString("en-KE")} listings, ${mb(figures.freeBytes)} MB free pages, page ${figures.pageSize} B); by table with its indexes (dbstat):`,
  );
  // The largest; the rest (a page or two each here) in one line.
  const shown = figures.tables.slice(0, 16);
  const rest = figures.tables.slice(16);
  console.table(
    shown
      .filter((entry) => entry.bytes > 0)
      .map((entry) => ({
        table: entry.table,
        rows: entry.rows ?? "",
        "MB (table + indexes)": `${mb(entry.bytes)} (${mb(entry.tableBytes)} + ${mb(entry.indexBytes)})`,
        "bytes a row": entry.rows ? Math.round(entry.bytes / entry.rows) : "",
        "bytes a listing": figures.listings ? Math.round(entry.bytes / figures.listings) : "",
      })),
  );
  if (rest.length > 0) console.log(`The other ${rest.length} tables: ${mb(rest.reduce((sum, entry) => sum + entry.bytes, 0))} MB.`);
}

/**
 * Rows written when a counter shard writes a listing's minute of views (the total on the listing,
 * its day row for the seller's figures and the batch's record: `writeBatch`, docs/decisions/143),
 * read from D1's `meta` through a binding that keeps it. However many views the minute held, the
 * listing costs these rows once. It adds one view to the bench state, as any visit would.
 */
export async function viewWriteCost(): Promise<{ statements: number; rowsRead: number; rowsWritten: number } | null> {
  const proxy = await benchPlatform();
  try {
    const binding = proxy.env.DB;
    const row = await binding.prepare("SELECT id FROM listings WHERE is_hidden = 0 ORDER BY id LIMIT 1").first<{ id: number }>();
    if (!row) return null;
    const spent = { statements: 0, rowsRead: 0, rowsWritten: 0 };
    const metered: D1Database = {
      prepare: (query) => binding.prepare(query),
      batch: async <T>(statements: D1PreparedStatement[]) => {
        const results = await binding.batch<T>(statements);
        for (const result of results) {
          spent.statements += 1;
          spent.rowsRead += result.meta.rows_read ?? 0;
          spent.rowsWritten += result.meta.rows_written ?? 0;
        }
        return results;
      },
      exec: (query) => binding.exec(query),
      withSession: (constraint) => binding.withSession(constraint),
      dump: () => binding.dump(),
    };
    const now = Date.now();
    await writeBatch(
      metered,
      { shard: "bench", id: crypto.randomUUID(), listings: [{ listing_id: row.id, day: eatDay(now), kind: "view", n: 1 }], terms: [] },
      now,
    );
    return spent;
  } finally {
    await proxy.dispose();
  }
}
