import { desc } from "drizzle-orm";
import type { ListingQuery } from "../../../app/domain/listing-query";
import { searchTermToRecord } from "../../../app/domain/search-term";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import { searchTerms } from "../../db/schema";
import { countSearch } from "../counting/counts";

/**
 * Counts one search for the admin's most searched keywords (docs/decisions/013): the normalised term
 * only, never who searched, by the term's counter shard (worker/services/counting/). Each visitor
 * counts once per term a day (docs/decisions/048-counters-once-per-visitor.md): the shard's marker
 * holds a hash of the term, not the words. Meant to run after the answer (`waitUntil`).
 */
export async function recordSearchTerm(ctx: Pick<RequestContext, "env" | "visitor">, raw: string | undefined): Promise<void> {
  const term = raw ? searchTermToRecord(raw) : null;
  if (!term) return;
  await countSearch(ctx.env, await ctx.visitor(), term);
}

/**
 * Counts a search once, after the answer has gone: only its first page (startIndex 0), so that
 * Show more and paging do not count the same search again. Used by the /search page and the API.
 */
export function countSearchLater(ctx: Pick<RequestContext, "env" | "executionCtx" | "visitor">, query: ListingQuery): void {
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
