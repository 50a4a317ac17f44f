import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * One hit on a fixed-window counter in the shared `rate_limit` table (the one better-auth uses),
 * so counts hold across Worker isolates: the count in the current window and when that window
 * began. One atomic upsert per call.
 */
export async function countHit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<{ count: number; windowStart: number }> {
  const row = await db.get<{ count: number; last_request: number }>(sql`
    INSERT INTO rate_limit (id, key, count, last_request) VALUES (${crypto.randomUUID()}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN last_request <= ${now - windowMs} THEN 1 ELSE count + 1 END,
      last_request = CASE WHEN last_request <= ${now - windowMs} THEN ${now} ELSE last_request END
    RETURNING count, last_request`);
  return { count: row?.count ?? 1, windowStart: Number(row?.last_request ?? now) };
}

/**
 * The hits of `key` in its current window, and when that window ends, read without counting one
 * (a limit that counts only some outcomes, such as wrong passwords, asks first and counts after).
 */
export async function hitsInWindow(db: Db, key: string, windowMs: number, now = Date.now()): Promise<{ count: number; endsAt: number }> {
  const row = await db.get<{ count: number; last_request: number }>(sql`SELECT count, last_request FROM rate_limit WHERE key = ${key}`);
  const windowStart = row ? Number(row.last_request) : null;
  if (row === undefined || windowStart === null || windowStart <= now - windowMs) return { count: 0, endsAt: now };
  return { count: row.count, endsAt: windowStart + windowMs };
}

/**
 * A pause (a lock that ends by itself) on `key`: its end time is kept in `last_request`, so a
 * row of the same table says when it is over. Setting it again moves the end.
 */
export async function pauseUntil(db: Db, key: string, until: number): Promise<void> {
  await db.run(sql`
    INSERT INTO rate_limit (id, key, count, last_request) VALUES (${crypto.randomUUID()}, ${key}, 1, ${until})
    ON CONFLICT (key) DO UPDATE SET count = 1, last_request = ${until}`);
}

/** When the pause on `key` ends (ms since the epoch), or null when none is running. */
export async function pausedUntil(db: Db, key: string, now = Date.now()): Promise<number | null> {
  const row = await db.get<{ last_request: number }>(sql`SELECT last_request FROM rate_limit WHERE key = ${key}`);
  const until = row ? Number(row.last_request) : null;
  return until !== null && until > now ? until : null;
}

/** Forgets counters and pauses, e.g. the failed sign-ins of an account whose owner got in. */
export async function forgetCounters(db: Db, ...keys: string[]): Promise<void> {
  for (const key of keys) await db.run(sql`DELETE FROM rate_limit WHERE key = ${key}`);
}

/**
 * Deletes counters untouched for `olderThanMs` (and pauses that ended that long ago), so the
 * table does not grow with every address ever seen. Meant for the hourly clean-up: the longest
 * window any counter uses must stay shorter than `olderThanMs`.
 */
export async function forgetStaleCounters(db: Db, olderThanMs: number, now = Date.now()): Promise<number> {
  const result = await db.run(sql`DELETE FROM rate_limit WHERE last_request < ${now - olderThanMs}`);
  return result.meta.changes ?? 0;
}

/** True while the caller is within `max` hits per `windowMs` (one hit is counted by asking). */
export async function withinRateLimit(db: Db, key: string, max: number, windowMs: number, now = Date.now()): Promise<boolean> {
  return (await countHit(db, key, windowMs, now)).count <= max;
}

/**
 * Keys this isolate has seen hit within their window, with when that window ends. A marker that
 * counts something once per visitor a window (a search term, a contact click) is spent from its
 * first hit to the window's end, so a repeat within that time (the same search again, a refresh,
 * Back) is answered here without a write to D1: the same answer the table would give, for no
 * round trip. Bounded: the oldest entries go first.
 */
const spentUntil = new Map<string, number>();
const SPENT_KEYS_KEPT = 5_000;

/** Forgets the spent markers, as a new isolate starts (the Worker tests share one isolate between files). */
export function forgetSpentMarkers(): void {
  spentUntil.clear();
}

/**
 * True on the first hit of `key` in its window (a once-per-window marker in the shared table); a
 * repeat this isolate already saw within the window is false without touching the database.
 */
export async function firstInWindow(db: Db, key: string, windowMs: number, now = Date.now()): Promise<boolean> {
  const spent = spentUntil.get(key);
  if (spent !== undefined && spent > now) return false;
  const { count, windowStart } = await countHit(db, key, windowMs, now);
  spentUntil.delete(key);
  spentUntil.set(key, windowStart + windowMs);
  if (spentUntil.size > SPENT_KEYS_KEPT) {
    const oldest = spentUntil.keys().next().value;
    if (oldest !== undefined) spentUntil.delete(oldest);
  }
  return count <= 1;
}

/** The window of the once-a-day markers (contact clicks, search terms). */
export const ONCE_A_DAY_MS = 24 * 60 * 60 * 1000;

/** Longer than any window in use (the once-a-day markers are the longest). */
const LONGEST_WINDOW_MS = 2 * ONCE_A_DAY_MS;

/**
 * Forgets counters whose window ended long ago, so the table (one row per visitor and listing or
 * term) does not grow for ever. Meant for the hourly scheduled run. A pruned row only means the
 * next hit starts a new window, as it would have anyway. Returns how many rows went.
 */
export function pruneRateLimits(db: Db, now = Date.now()): Promise<number> {
  return forgetStaleCounters(db, LONGEST_WINDOW_MS, now);
}

/** The visitor's address as Cloudflare reports it; one shared bucket when it is missing (local tools). */
export function clientAddress(headers: Headers): string {
  return headers.get("cf-connecting-ip") ?? "unknown";
}
