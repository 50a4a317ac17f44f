/**
 * Saved searches: a signed-in person keeps up to 20 searches, each named, with
 * instant or daily alerts (or none). The query is stored as the search page's canonical address
 * without paging or sort (`listingQueryToSearchParams`), so one search is saved once. Every write
 * checks the caller owns the row; someone else's id reads as not found.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { defaultListingQuery, type ListingQuery, listingQueryToSearchParams, parseListingQuery } from "../../../app/domain/listing-query";
import { STRINGS } from "../../../app/i18n";
import type { SessionUser } from "../../context";
import type { Db } from "../../db/client";
import { savedSearches } from "../../db/schema";
import { Refusal } from "../refusal";
import { visibleAtLeast } from "../../../app/domain/visible-text";

export const SAVED_SEARCH_LIMITS = { perUser: 20, nameMax: 60 } as const;
export const SAVED_SEARCH_FREQUENCIES = ["instant", "daily", "off"] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/**
 * Saved searches' refusals, in the reader's language (read where used; the schemas below take them
 * as functions, so each check reads the sentence when it fails). `nameTooLong` and `tooMany` take
 * their limit: SAVED_SEARCH_LIMITS.nameMax and .perUser.
 */
export const SAVED_SEARCH_MESSAGES = STRINGS.server.search.savedSearches;
const M = SAVED_SEARCH_MESSAGES;

export interface SavedSearchJson {
  id: string;
  name: string;
  /** The canonical address string (no paging or sort). */
  query: string;
  frequency: SavedSearchFrequency;
  createdAt: string;
  mailedAt: string | null;
}

const nameSchema = v.pipe(
  v.string(() => M.nameRequired),
  v.transform((value) =>
    value
      .replace(/[\p{Cc}\p{Cf}]/gu, " ")
      .trim()
      .replace(/\s+/g, " "),
  ),
  visibleAtLeast(1, () => M.nameRequired),
  v.maxLength(SAVED_SEARCH_LIMITS.nameMax, () => M.nameTooLong(SAVED_SEARCH_LIMITS.nameMax)),
);
const frequencySchema = v.picklist(SAVED_SEARCH_FREQUENCIES, () => M.frequency);

// A missing key reads as empty, so it gets the field's own sentence, never the validator's words.
export const SavedSearchInput = v.object({
  name: v.optional(nameSchema, ""),
  query: v.optional(
    v.pipe(
      v.string(() => M.query),
      v.maxLength(2000, () => M.query),
    ),
    "",
  ),
  frequency: v.optional(frequencySchema, "daily"),
});
export const SavedSearchUpdate = v.object({ frequency: v.optional(frequencySchema, "" as never) });

/** What a saved search narrows by: the query without its sort and paging. */
export function savedQueryOf(query: ListingQuery): ListingQuery {
  const base = defaultListingQuery();
  return { ...query, sort: undefined, order: base.order, limit: base.limit, startIndex: 0 };
}

/** The stored form of a query: its canonical address without sort and paging. */
export function canonicalSavedQuery(query: ListingQuery): string {
  return listingQueryToSearchParams(savedQueryOf(query)).toString();
}

/** A stored (or posted) address back to a query; a bad one is refused with the codec's own sentence. */
export function readSavedQuery(address: string): ListingQuery {
  const parsed = parseListingQuery(new URLSearchParams(address.replace(/^\?/, "")));
  if (!parsed.success) throw new Refusal(400, parsed.issues[0]?.message ?? M.query);
  return savedQueryOf(parsed.output);
}

function toJson(row: typeof savedSearches.$inferSelect): SavedSearchJson {
  return {
    id: String(row.id),
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    createdAt: row.createdAt.toISOString(),
    mailedAt: row.mailedAt ? row.mailedAt.toISOString() : null,
  };
}

/** The person's saved searches, newest first (saved_searches_user_idx). */
export async function savedSearchesOf(db: Db, userId: string): Promise<SavedSearchJson[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(SAVED_SEARCH_LIMITS.perUser);
  return rows.map(toJson);
}

/**
 * Saves a search. The limit is checked in the same statement as the insert, so two saves at once
 * never make 21. The same query saved twice is refused (it would mail the same listings twice).
 */
export async function createSavedSearch(
  db: Db,
  me: SessionUser,
  input: { name: string; query: ListingQuery; frequency: SavedSearchFrequency },
): Promise<SavedSearchJson> {
  const query = canonicalSavedQuery(input.query);
  if (query === "") throw new Refusal(400, M.empty);
  const existing = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, me.id), eq(savedSearches.query, query)))
    .get();
  if (existing) throw new Refusal(409, M.duplicate);
  const now = Date.now();
  const [row] = await db.all<{ id: number }>(sql`
    INSERT INTO saved_searches (user_id, name, query, frequency, created_at)
    SELECT ${me.id}, ${input.name}, ${query}, ${input.frequency}, ${now}
    WHERE (SELECT count(*) FROM saved_searches WHERE user_id = ${me.id}) < ${SAVED_SEARCH_LIMITS.perUser}
    RETURNING id`);
  if (!row) throw new Refusal(409, M.tooMany(SAVED_SEARCH_LIMITS.perUser));
  return { id: String(row.id), name: input.name, query, frequency: input.frequency, createdAt: new Date(now).toISOString(), mailedAt: null };
}

function savedSearchId(raw: string | number | undefined): number {
  const text = String(raw ?? "");
  const id = /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new Refusal(404, M.notFound);
  return id;
}

/** Instant, daily or off, for the owner only. */
export async function setSavedSearchFrequency(
  db: Db,
  me: SessionUser,
  rawId: string | number | undefined,
  frequency: SavedSearchFrequency,
): Promise<SavedSearchJson> {
  const id = savedSearchId(rawId);
  const [row] = await db
    .update(savedSearches)
    .set({ frequency })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, me.id)))
    .returning();
  if (!row) throw new Refusal(404, M.notFound);
  return toJson(row);
}

/** Deletes one, for the owner only; its matches go with it (ON DELETE CASCADE). */
export async function deleteSavedSearch(db: Db, me: SessionUser, rawId: string | number | undefined): Promise<void> {
  const id = savedSearchId(rawId);
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, me.id)))
    .returning({ id: savedSearches.id });
  if (rows.length === 0) throw new Refusal(404, M.notFound);
}
