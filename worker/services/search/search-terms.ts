import { desc, sql } from "drizzle-orm";
import type { ListingQuery } from "../../../app/domain/listing-query";
import { searchTermToRecord } from "../../../app/domain/search-term";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import { searchTerms } from "../../db/schema";
import { firstInWindow, ONCE_A_DAY_MS } from "../accounts/rate-limit";

/**
 * Counts one search for the admin's most searched keywords (docs/decisions/013): the normalised term
 * only, never who searched. Each visitor counts once per term a day
 * (docs/decisions/048-counters-once-per-visitor.md): the marker in the rate-limit table holds a
 * hash of the term, not the words; a repeat the isolate already counted writes nothing (firstInWindow).
 * One atomic upsert, meant to run after the answer (`waitUntil`).
 */
export async function recordSearchTerm(ctx: Pick<RequestContext, "db" | "visitor">, raw: string | undefined): Promise<void> {
  const term = raw ? searchTermToRecord(raw) : null;
  if (!term) return;
  if (!(await firstInWindow(ctx.db, `search:${await ctx.visitor()}:${await shortHash(term)}`, ONCE_A_DAY_MS))) return;
  const now = new Date();
  await ctx.db
    .insert(searchTerms)
    .values({ term, count: 1, lastSearchedAt: now })
    .onConflictDoUpdate({ target: searchTerms.term, set: { count: sql`${searchTerms.count} + 1`, lastSearchedAt: now } });
}

/** 64 bits of the term's SHA-256, hex: a short key that does not keep what was searched. */
async function shortHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest).slice(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Counts a search once, after the answer has gone: only its first page (startIndex 0), so that
 * Show more and paging do not count the same search again. Used by the /search page and the API.
 */
export function countSearchLater(ctx: Pick<RequestContext, "db" | "executionCtx" | "visitor">, query: ListingQuery): void {
  if (!query.searchTerm || query.startIndex !== 0) return;
  ctx.executionCtx.waitUntil(recordSearchTerm(ctx, query.searchTerm).catch((error: unknown) => console.error("search term not counted", error)));
}

/** The most searched terms, most searched first (recently searched first among equals). */
export async function topSearchTerms(db: Db, limit: number): Promise<{ name: string; count: number }[]> {
  return db
    .select({ name: searchTerms.term, count: searchTerms.count })
    .from(searchTerms)
    .orderBy(desc(searchTerms.count), desc(searchTerms.lastSearchedAt))
    .limit(limit);
}
