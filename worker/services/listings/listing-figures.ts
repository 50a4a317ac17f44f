/**
 * A listing's figures for its seller: views, calls, WhatsApp clicks, messages and
 * favourites, in total and over the last 30 days. Totals come from where they always were
 * (`listings.views`, `listing_interactions`); the days' views and clicks from `listing_days`, one
 * row per listing and East Africa day. The counter shards (worker/services/counting/) write both a
 * minute at a time, so these are at most a minute behind. Messages and favourites come from their
 * own rows' dates.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

const EAT_OFFSET_MS = 3 * 3_600_000;
export const FIGURE_DAYS = 30;
/** How long day rows are kept (the hourly clean-up prunes older ones). */
export const DAY_ROWS_KEPT = 90;

/** The East Africa day of a moment, as days since 1970-01-01. */
export function eatDay(at: number): number {
  return Math.floor((at + EAT_OFFSET_MS) / 86_400_000);
}

export interface ListingFigures {
  views: number;
  calls: number;
  whatsapp: number;
  messages: number;
  favourites: number;
}

export interface FiguresPair {
  last30: ListingFigures;
  total: ListingFigures;
}

const ZERO: ListingFigures = { views: 0, calls: 0, whatsapp: 0, messages: 0, favourites: 0 };

/**
 * The figures of a page of one seller's listings (at most a page: a few small indexed reads per
 * listing). Messages are those buyers sent about the listing; favourites the people who saved it.
 */
export async function figuresOf(db: Db, ids: number[], now = Date.now()): Promise<Map<number, FiguresPair>> {
  const result = new Map<number, FiguresPair>();
  if (ids.length === 0) return result;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const since = now - FIGURE_DAYS * 86_400_000;
  const firstDay = eatDay(now) - (FIGURE_DAYS - 1);
  type Row = { id: number; a: number | null; b: number | null; c: number | null; d: number | null; e: number | null; f: number | null };
  const [totals, days, messages, favourites] = await Promise.all([
    db.all<Row>(sql`SELECT l.id AS id, l.views AS a,
        (SELECT count FROM listing_interactions WHERE listing_id = l.id AND channel = 'call') AS b,
        (SELECT count FROM listing_interactions WHERE listing_id = l.id AND channel = 'whatsapp') AS c
      FROM listings l WHERE l.id IN (${list})`),
    db.all<Row>(sql`SELECT listing_id AS id, sum(views) AS a, sum(calls) AS b, sum(whatsapp) AS c
      FROM listing_days WHERE listing_id IN (${list}) AND day >= ${firstDay} GROUP BY listing_id`),
    db.all<Row>(sql`SELECT m.listing_id AS id, count(*) AS a, sum(m.created_at >= ${since}) AS b
      FROM messages m JOIN listings l ON l.id = m.listing_id
      WHERE m.listing_id IN (${list}) AND m.recipient_id = l.user_ref GROUP BY m.listing_id`),
    db.all<Row>(sql`SELECT listing_id AS id, count(*) AS a, sum(created_at >= ${since}) AS b
      FROM favourites WHERE listing_id IN (${list}) GROUP BY listing_id`),
  ]);
  for (const id of ids) result.set(id, { last30: { ...ZERO }, total: { ...ZERO } });
  for (const row of totals) {
    const pair = result.get(row.id);
    if (pair) Object.assign(pair.total, { views: row.a ?? 0, calls: row.b ?? 0, whatsapp: row.c ?? 0 });
  }
  for (const row of days) {
    const pair = result.get(row.id);
    if (pair) Object.assign(pair.last30, { views: row.a ?? 0, calls: row.b ?? 0, whatsapp: row.c ?? 0 });
  }
  for (const row of messages) {
    const pair = result.get(row.id);
    if (pair) {
      pair.total.messages = row.a ?? 0;
      pair.last30.messages = row.b ?? 0;
    }
  }
  for (const row of favourites) {
    const pair = result.get(row.id);
    if (pair) {
      pair.total.favourites = row.a ?? 0;
      pair.last30.favourites = row.b ?? 0;
    }
  }
  return result;
}

/** The hourly clean-up: day rows older than DAY_ROWS_KEPT days go. */
export async function pruneListingDays(db: Db, now = Date.now()): Promise<void> {
  await db.run(sql`DELETE FROM listing_days WHERE day < ${eatDay(now) - DAY_ROWS_KEPT}`);
}
