import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * A fixed-window counter in the shared `rate_limit` table (the one better-auth uses), so limits
 * hold across Worker isolates. One atomic upsert per call; true while the caller is within
 * `max` hits per `windowMs`.
 */
export async function withinRateLimit(db: Db, key: string, max: number, windowMs: number, now = Date.now()): Promise<boolean> {
  const row = await db.get<{ count: number }>(sql`
    INSERT INTO rate_limit (id, key, count, last_request) VALUES (${crypto.randomUUID()}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN last_request <= ${now - windowMs} THEN 1 ELSE count + 1 END,
      last_request = CASE WHEN last_request <= ${now - windowMs} THEN ${now} ELSE last_request END
    RETURNING count`);
  return (row?.count ?? 1) <= max;
}

/** The window of the once-a-day markers (contact clicks, search terms). */
export const ONCE_A_DAY_MS = 24 * 60 * 60 * 1000;

/** Longer than any window in use (the once-a-day markers are the longest). */
const LONGEST_WINDOW_MS = 2 * ONCE_A_DAY_MS;

/**
 * Forgets counters whose window ended long ago, so the table (one row per visitor and listing or
 * term) does not grow for ever. Meant for the hourly scheduled run: one DELETE over a table that
 * holds about two days of rows. A pruned row only means the next hit starts a new window, as it
 * would have anyway. Returns how many rows went.
 */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<number> {
  const result = await db.run(sql`DELETE FROM rate_limit WHERE last_request < ${now - LONGEST_WINDOW_MS}`);
  return result.meta.changes ?? 0;
}

/** The visitor's address as Cloudflare reports it; one shared bucket when it is missing (local tools). */
export function clientAddress(headers: Headers): string {
  return headers.get("cf-connecting-ip") ?? "unknown";
}
