/**
 * The alerts cron (docs/decisions/075-alerts-matching-in-the-worker.md). Every five
 * minutes (UNREAD_MAIL_CRON, worker/scheduled.ts):
 *
 * 1. New listings since the `job_cursors` mark are read in id order, a batch at a time, and matched
 *    in the Worker against every saved search with alerts on (`listingMatches`, the search's own
 *    meaning). Matches go to `saved_search_matches` with INSERT OR IGNORE, and the mark moves in the
 *    same batch: a listing is matched once, and a pair is stored once, so never mailed twice.
 * 2. Each saved search with pending matches that is due (instant: nothing mailed in the last hour;
 *    daily: nothing in the last day) gets ONE mail listing them, claimed before it is sent.
 * 3. Each favourite whose buyer's price fell (a `price_drops` row, written by updateListing) mails
 *    the people who keep it as a favourite, unless they turned price-drop alerts off.
 *
 * Every mail carries a signed one-click unsubscribe link (worker/services/search/alert-unsubscribe.ts).
 */
import { sql } from "drizzle-orm";
import { type MatchableListing, listingMatches, listingTokens, type PreparedQuery, prepareQuery } from "../../../app/domain/alert-match";
import { type ListingQuery, searchHref } from "../../../app/domain/listing-query";
import { formatKsh } from "../../../app/domain/money";
import type { ListingType } from "../../../app/domain/catalog";
import { redactContacts } from "../../../app/domain/scam-guard";
import { STRINGS } from "../../../app/i18n";
import type { Db } from "../../db/client";
import type { WorkerEnv } from "../../env";
import { inRecipientLanguage, type Mail, sendMail } from "../../mail";
import { unsubscribePath, unsubscribeToken } from "./alert-unsubscribe";
import { mailOrigin } from "../chat/chat-mail";
import { pushSavedSearchMatches } from "../chat/push";
import { readSavedQuery } from "./saved-searches";

export const ALERT_LIMITS = {
  /** New listings read and matched per batch. */
  listingBatch: 100,
  /** Batches per run at most; the rest wait five minutes (a busy hour still drains in a few runs). */
  batchesPerRun: 20,
  /** No new batch starts after this much of a run (a Worker's cron may run 30 s of CPU; D1 waits are not CPU). */
  runBudgetMs: 15_000,
  /** Saved-search mails per run at most. */
  searchMailsPerRun: 50,
  /** Listings named in one mail; the mail links to the search for the rest. */
  listingsPerMail: 10,
  /** Listings whose price fell handled per run, and people mailed about one at most. */
  priceDropsPerRun: 20,
  favouritersPerDrop: 200,
  instantGapMs: 60 * 60 * 1000,
  dailyGapMs: 24 * 60 * 60 * 1000,
} as const;

/** The job_cursors row: the highest listing id already matched. */
export const ALERT_CURSOR = "saved-search-listings";

/** A new listing as D1 returns it: the fields a saved search matches on, with SQLite's integers for booleans and JSON as text. */
interface ListingRow extends Omit<MatchableListing, "offer" | "attributes"> {
  id: number;
  userRef: string;
  offer: number;
  attributes: string;
  isHidden: number;
  isAvailable: number;
  createdAt: number;
}

interface SearchRow {
  id: number;
  userId: string;
  query: string;
  createdAt: number;
}

interface PreparedSearch {
  id: number;
  userId: string;
  createdAt: number;
  prepared: PreparedQuery;
}

/** Saved searches with alerts on, grouped by the category they need ("" for any). */
async function alertingSearches(db: Db): Promise<Map<string, PreparedSearch[]>> {
  const rows = await db.all<SearchRow>(
    sql`SELECT id, user_id AS userId, query, created_at AS createdAt FROM saved_searches WHERE frequency IN ('instant', 'daily')`,
  );
  const groups = new Map<string, PreparedSearch[]>();
  for (const row of rows) {
    let query: ListingQuery;
    try {
      query = readSavedQuery(row.query);
    } catch {
      continue; // A stored address the codec no longer reads matches nothing.
    }
    const key = query.category ?? "";
    const group = groups.get(key) ?? [];
    group.push({ id: row.id, userId: row.userId, createdAt: row.createdAt, prepared: prepareQuery(query) });
    groups.set(key, group);
  }
  return groups;
}

function matchable(row: ListingRow): MatchableListing {
  let attributes: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.attributes);
    if (parsed && typeof parsed === "object") attributes = parsed as Record<string, unknown>;
  } catch {
    // Unreadable attributes read as none: the category filters then do not match.
  }
  return { ...row, offer: row.offer === 1, attributes };
}

/** Where the matching stands: the cursor, or (first run) the newest listing older than every saved search. */
async function cursorOf(db: Db): Promise<number> {
  const row = await db.get<{ value: number }>(sql`SELECT value FROM job_cursors WHERE name = ${ALERT_CURSOR}`);
  if (row) return row.value;
  const start = await db.get<{ id: number | null }>(
    sql`SELECT max(id) AS id FROM listings WHERE created_at < coalesce((SELECT min(created_at) FROM saved_searches), 9e15)`,
  );
  return start?.id ?? 0;
}

export interface MatchRun {
  listings: number;
  matches: number;
  batches: number;
}

/**
 * Matches the listings published since the mark against every saved search with alerts on. A match
 * needs a visible, available listing, published after the search was saved, by someone else.
 */
export async function matchNewListings(db: Db, maxBatches: number = ALERT_LIMITS.batchesPerRun): Promise<MatchRun> {
  const run: MatchRun = { listings: 0, matches: 0, batches: 0 };
  let cursor = await cursorOf(db);
  let searches: Map<string, PreparedSearch[]> | undefined;
  const started = Date.now();
  while (run.batches < maxBatches && Date.now() - started < ALERT_LIMITS.runBudgetMs) {
    const rows = await db.all<ListingRow>(sql`
      SELECT id, user_ref AS userRef, name, description, category, subcategory, location, area, condition, type, offer,
        regular_price AS regularPrice, attributes, is_hidden AS isHidden, is_available AS isAvailable, created_at AS createdAt
      FROM listings WHERE id > ${cursor} ORDER BY id LIMIT ${ALERT_LIMITS.listingBatch}`);
    if (rows.length === 0) break;
    searches ??= await alertingSearches(db);
    const anyCategory = searches.get("") ?? [];
    const pairs: string[] = [];
    const now = Date.now();
    for (const row of rows) {
      if (row.isHidden || !row.isAvailable) continue;
      const listing = matchable(row);
      const tokens = listingTokens(listing);
      for (const group of [searches.get(row.category) ?? [], anyCategory]) {
        for (const search of group) {
          if (search.userId === row.userRef || row.createdAt < search.createdAt) continue;
          if (listingMatches(search.prepared, listing, tokens)) pairs.push(`(${search.id}, ${row.id}, ${now})`);
        }
      }
    }
    const last = rows[rows.length - 1] as ListingRow;
    const d1 = db.$client;
    // Numbers only, written as literals: D1 binds at most 100 parameters a statement. The mark moves
    // in the same batch (one transaction), so a listing is never matched twice.
    const statements = [];
    for (let i = 0; i < pairs.length; i += 400) {
      statements.push(
        d1.prepare(`INSERT OR IGNORE INTO saved_search_matches (saved_search_id, listing_id, created_at) VALUES ${pairs.slice(i, i + 400).join(", ")}`),
      );
    }
    statements.push(
      d1.prepare("INSERT INTO job_cursors (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value").bind(ALERT_CURSOR, last.id),
    );
    await d1.batch(statements);
    cursor = last.id;
    run.listings += rows.length;
    run.matches += pairs.length;
    run.batches += 1;
    if (rows.length < ALERT_LIMITS.listingBatch) break;
  }
  return run;
}

interface DueSearch {
  id: number;
  userId: string;
  name: string;
  query: string;
  frequency: "instant" | "daily";
  email: string;
  userName: string;
  /** The language the person chose: the mail is written in it. */
  lang: string;
}

interface MatchedListing {
  id: number;
  name: string;
  regularPrice: number;
  discountPrice: number | null;
  offer: number;
  type: ListingType;
  location: string;
  area: string | null;
}

/** Saved searches with pending matches whose gap since the last mail is over (pending index, then by key). */
export function dueSearchesQuery(now: number, limit: number = ALERT_LIMITS.searchMailsPerRun) {
  return sql`
    SELECT s.id AS id, s.user_id AS userId, s.name AS name, s.query AS query, s.frequency AS frequency, u.email AS email,
      coalesce(u.display_username, u.username, u.name) AS userName, u.lang AS lang
    FROM saved_searches s JOIN user u ON u.id = s.user_id
    WHERE s.id IN (SELECT DISTINCT saved_search_id FROM saved_search_matches WHERE mailed_at IS NULL)
      AND s.frequency IN ('instant', 'daily')
      AND coalesce(s.mailed_at, 0) <= CASE s.frequency WHEN 'instant' THEN ${now - ALERT_LIMITS.instantGapMs} ELSE ${now - ALERT_LIMITS.dailyGapMs} END
    LIMIT ${limit}`;
}

/** The pending matches still worth telling about: visible, available, newest first. */
export function pendingListingsQuery(savedSearchId: number, limit: number = ALERT_LIMITS.listingsPerMail) {
  return sql`
    SELECT l.id AS id, l.name AS name, l.regular_price AS regularPrice, l.discount_price AS discountPrice, l.offer AS offer,
      l.type AS type, l.location AS location, l.area AS area
    FROM saved_search_matches m JOIN listings l ON l.id = m.listing_id
    WHERE m.saved_search_id = ${savedSearchId} AND m.mailed_at IS NULL AND l.is_hidden = 0 AND l.is_available = 1
    ORDER BY l.id DESC LIMIT ${limit}`;
}

const place = (listing: { location: string; area: string | null }) => (listing.area ? `${listing.area}, ${listing.location}` : listing.location);
const buyerPrice = (listing: MatchedListing) => (listing.offer && listing.discountPrice !== null ? listing.discountPrice : listing.regularPrice);

/** The mail about a saved search's new matches, in the current language (the person's: see mailSavedSearches). */
export function savedSearchMail(input: {
  to: string;
  userName: string;
  searchName: string;
  listings: MatchedListing[];
  more: number;
  origin: string;
  searchLink: string;
  unsubscribeLink: string;
}): Mail {
  const T = STRINGS.mail.savedSearch;
  const name = redactContacts(input.searchName);
  const lines = input.listings.map(
    (listing) =>
      `- ${redactContacts(listing.name)}: ${formatKsh(buyerPrice(listing), listing.type)}, ${place(listing)}\n  ${input.origin}/listing/${listing.id}`,
  );
  return {
    to: input.to,
    subject: T.subject(input.listings.length + input.more, name),
    text: T.text(redactContacts(input.userName), name, lines.join("\n"), input.more, input.searchLink, input.origin, input.unsubscribeLink),
  };
}

/** Mails each due saved search once, about its pending matches; returns how many mails went. */
export async function mailSavedSearches(db: Db, env: WorkerEnv, now: number = Date.now()): Promise<number> {
  const origin = mailOrigin(env);
  if (!origin) return 0;
  const due = await db.all<DueSearch>(dueSearchesQuery(now));
  let sent = 0;
  for (const search of due) {
    try {
      const listings = await db.all<MatchedListing>(pendingListingsQuery(search.id, ALERT_LIMITS.listingsPerMail + 1));
      const threshold = now - (search.frequency === "instant" ? ALERT_LIMITS.instantGapMs : ALERT_LIMITS.dailyGapMs);
      // The claim and the marking in one batch: two overlapping runs never send the same mail.
      const [claimed] = await db.$client.batch([
        db.$client
          .prepare("UPDATE saved_searches SET mailed_at = ?1 WHERE id = ?2 AND coalesce(mailed_at, 0) <= ?3 AND ?4 > 0 RETURNING id")
          .bind(now, search.id, threshold, listings.length),
        db.$client
          .prepare(
            "UPDATE saved_search_matches SET mailed_at = ?1 WHERE saved_search_id = ?2 AND mailed_at IS NULL AND created_at <= ?1 AND (SELECT mailed_at FROM saved_searches WHERE id = ?2) = ?1",
          )
          .bind(now, search.id),
      ]);
      if (!claimed || claimed.results.length === 0) {
        // Nothing left to show (hidden or sold since): the pending rows are settled without a mail.
        if (listings.length === 0)
          await db.run(
            sql`UPDATE saved_search_matches SET mailed_at = ${now} WHERE saved_search_id = ${search.id} AND mailed_at IS NULL AND created_at <= ${now}`,
          );
        continue;
      }
      const shown = listings.slice(0, ALERT_LIMITS.listingsPerMail);
      const visible = await db.get<{ total: number }>(sql`
        SELECT count(*) AS total FROM saved_search_matches m JOIN listings l ON l.id = m.listing_id
        WHERE m.saved_search_id = ${search.id} AND m.mailed_at = ${now} AND l.is_hidden = 0 AND l.is_available = 1`);
      const token = await unsubscribeToken(env.BETTER_AUTH_SECRET, { kind: "search", id: search.id });
      let searchLink = `${origin}/search`;
      try {
        searchLink = `${origin}${searchHref(readSavedQuery(search.query))}`;
      } catch {
        // An address the codec no longer reads: the plain search page.
      }
      // From the cron: in the language the person chose.
      const mail = inRecipientLanguage(search.lang, () =>
        savedSearchMail({
          to: search.email,
          userName: search.userName,
          searchName: search.name,
          listings: shown,
          more: Math.max(0, (visible?.total ?? shown.length) - shown.length),
          origin,
          searchLink,
          unsubscribeLink: `${origin}${unsubscribePath(token)}`,
        }),
      );
      await sendMail(env, db, mail);
      sent += 1;
      // And to the browsers the person turned notifications on in (the newest match).
      const newest = shown[0];
      if (newest) {
        await pushSavedSearchMatches(db, env, {
          userId: search.userId,
          searchId: search.id,
          searchName: search.name,
          listing: { id: newest.id, name: newest.name, price: buyerPrice(newest), type: newest.type, place: place(newest) },
          more: Math.max(0, (visible?.total ?? shown.length) - 1),
        }).catch((error: unknown) => console.error(`[alerts] saved search ${search.id} not pushed`, error));
      }
    } catch (error) {
      console.error(`[alerts] saved search ${search.id} not mailed`, error);
    }
  }
  return sent;
}

interface DropRow {
  listingId: number;
  oldPrice: number;
  newPrice: number;
}

/** The mail about a favourite's lower price, in the current language (the person's: see mailPriceDrops). */
export function priceDropMail(input: {
  to: string;
  userName: string;
  listing: { id: number; name: string; type: ListingType };
  oldPrice: number;
  newPrice: number;
  origin: string;
  unsubscribeLink: string;
}): Mail {
  const T = STRINGS.mail.priceDrop;
  const name = redactContacts(input.listing.name);
  const newPrice = formatKsh(input.newPrice, input.listing.type);
  return {
    to: input.to,
    subject: T.subject(name, newPrice),
    text: T.text(
      redactContacts(input.userName),
      name,
      formatKsh(input.oldPrice, input.listing.type),
      newPrice,
      `${input.origin}/listing/${input.listing.id}`,
      input.unsubscribeLink,
    ),
  };
}

/** Mails the favouriters of each listing whose price fell; returns how many mails went. */
export async function mailPriceDrops(db: Db, env: WorkerEnv, now: number = Date.now()): Promise<number> {
  const origin = mailOrigin(env);
  if (!origin) return 0;
  const pending = await db.all<{ listingId: number }>(
    sql`SELECT listing_id AS listingId FROM price_drops WHERE processed_at IS NULL ORDER BY created_at LIMIT ${ALERT_LIMITS.priceDropsPerRun}`,
  );
  let sent = 0;
  for (const listingId of new Set(pending.map((row) => row.listingId))) {
    try {
      // Claimed first: every pending drop of the listing, so several edits in five minutes make one mail.
      const drops = await db.all<DropRow & { id: number }>(sql`
        UPDATE price_drops SET processed_at = ${now} WHERE listing_id = ${listingId} AND processed_at IS NULL
        RETURNING id, listing_id AS listingId, old_price AS oldPrice, new_price AS newPrice`);
      if (drops.length === 0) continue;
      drops.sort((a, b) => a.id - b.id);
      const oldPrice = (drops[0] as DropRow).oldPrice;
      const newPrice = (drops[drops.length - 1] as DropRow).newPrice;
      if (newPrice >= oldPrice) continue;
      const listing = await db.get<{ id: number; name: string; type: ListingType; userRef: string }>(
        sql`SELECT id, name, type, user_ref AS userRef FROM listings WHERE id = ${listingId} AND is_hidden = 0 AND is_available = 1`,
      );
      if (!listing) continue;
      const people = await db.all<{ id: string; email: string; userName: string; lang: string }>(sql`
        SELECT u.id AS id, u.email AS email, coalesce(u.display_username, u.username, u.name) AS userName, u.lang AS lang
        FROM favourites f JOIN user u ON u.id = f.user_id
        WHERE f.listing_id = ${listingId} AND f.user_id != ${listing.userRef}
          AND NOT EXISTS (SELECT 1 FROM price_alert_opt_outs o WHERE o.user_id = f.user_id)
        LIMIT ${ALERT_LIMITS.favouritersPerDrop}`);
      for (const person of people) {
        const token = await unsubscribeToken(env.BETTER_AUTH_SECRET, { kind: "prices", userId: person.id });
        const mail = inRecipientLanguage(person.lang, () =>
          priceDropMail({
            to: person.email,
            userName: person.userName,
            listing,
            oldPrice,
            newPrice,
            origin,
            unsubscribeLink: `${origin}${unsubscribePath(token)}`,
          }),
        );
        await sendMail(env, db, mail);
        sent += 1;
      }
    } catch (error) {
      console.error(`[alerts] price drop of listing ${listingId} not mailed`, error);
    }
  }
  return sent;
}

export interface AlertRun extends MatchRun {
  searchMails: number;
  priceDropMails: number;
}

/** The cron's whole run: match, then mail saved searches, then price drops. */
export async function runAlerts(db: Db, env: WorkerEnv, at?: number): Promise<AlertRun> {
  const matched = await matchNewListings(db);
  // Taken after the matching, so the matches it just stored count as pending now.
  const now = at ?? Date.now();
  const searchMails = await mailSavedSearches(db, env, now);
  const priceDropMails = await mailPriceDrops(db, env, now);
  return { ...matched, searchMails, priceDropMails };
}
