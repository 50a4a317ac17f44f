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

/** The visitor's address as Cloudflare reports it; one shared bucket when it is missing (local tools). */
export function clientAddress(headers: Headers): string {
  return headers.get("cf-connecting-ip") ?? "unknown";
}
