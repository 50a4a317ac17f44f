/**
 * A large run's people and what they did, in the demo's proportions (`npm run seed -- --listings N`
 * with N above the shared-image threshold): one buyer for every 20 listings, a conversation about
 * one listing in five with three messages, a review on half of those, and a favourite on one
 * listing in sixteen. The demo's 320 listings have 69 conversations (0.2 a listing), 189 messages,
 * 38 reviews (0.11) and 20 favourites (0.06).
 *
 * Each kind is made by statements that SQLite runs inside the local D1, one slice of ids at a time:
 * rows are made from the listings by their ids (no random numbers, so a run is the same every
 * time), and no row crosses the process boundary. A slice keeps a statement to some tens of
 * thousands of rows: one statement writing a million messages outlasts the runtime's connection.
 * The day figures are the seller tools' own (`demo-seller-tools.ts`).
 */

import { forEachIdSlice } from "./id-slices";

const DAY = 86_400_000;

/** Ids (of listings, or of conversations) a statement covers. */
const SLICE = 50_000;

/** Listings per made-up buyer. */
export const LISTINGS_PER_BUYER = 20;

const OPENERS = ["Is this still available?", "What is your last price?", "Where can I view it?", "Can you deliver to Nairobi?", "Is the price negotiable?"];
const REPLIES = ["Yes, it is available.", "The price is slightly negotiable.", "You can view it this weekend.", "Delivery is possible at a fee."];
const CLOSERS = ["Thank you, I will come on Saturday.", "Okay, let me think about it.", "Please hold it for me."];
const COMMENTS = [
  "Honest seller, the item was as described.",
  "Quick to answer and easy to deal with.",
  "Good item, a fair price and a smooth meeting.",
  "Delivered on time, would buy again.",
];

/** An SQL `CASE` over `index % texts.length`, for a text chosen by a row's own numbers. */
function oneOf(texts: readonly string[], index: string): string {
  const quoted = texts.map((text, at) => `WHEN ${at} THEN '${text.replace(/'/g, "''")}'`);
  return `CASE (${index}) % ${texts.length} ${quoted.join(" ")} END`;
}

/** The made-up buyer a listing's row picks, never its own seller (the sellers are the demo's accounts). */
const buyerOf = (listingId: string, buyers: number) => `'bulk-buyer-' || (1 + (${listingId} * 7919) % ${buyers})`;

export async function insertBulkActivity(db: D1Database, listings: number, now = Date.now()): Promise<void> {
  const buyers = Math.max(1, Math.floor(listings / LISTINGS_PER_BUYER));
  const started = Date.now();
  const step = async (what: string, sql: string, ...values: unknown[]) => {
    const result = await db
      .prepare(sql)
      .bind(...values)
      .run();
    console.log(`  ${result.meta.changes ?? 0} ${what} after ${Math.round((Date.now() - started) / 1000)} s`);
  };
  /** Runs `sql` (its last two values the slice's first id and the one after its last) over every slice of `table`'s ids. */
  const sliced = async (what: string, table: "listings" | "conversations", sql: string, ...values: unknown[]) => {
    const changes = await forEachIdSlice(db, table, SLICE, async (from, to) => {
      const result = await db
        .prepare(sql)
        .bind(...values, from, to)
        .run();
      return result.meta.changes ?? 0;
    });
    console.log(`  ${changes} ${what} after ${Math.round((Date.now() - started) / 1000)} s`);
  };
  await step(
    "buyers",
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO user (id, name, email, email_verified, username, display_username, role, is_seller_verified, created_at, updated_at, last_login)
     SELECT 'bulk-buyer-' || i, 'Buyer ' || i, 'buyer' || i || '@bulk.sokoni.test', 1, 'buyer' || i, 'Buyer' || i, 'user', 0,
            ? - (i % 700) * ${DAY}, ?, ? - (i % 30) * ${DAY}
     FROM n`,
    buyers,
    now,
    now,
    now,
  );
  // The demo's conversations, made before, take the first ids; the made-up buyers' come after.
  const firstBulk = await db.prepare("SELECT coalesce(max(id), 0) + 1 AS id FROM conversations").first<{ id: number }>();
  await sliced(
    "conversations",
    "listings",
    `INSERT INTO conversations (listing_id, buyer_id, seller_id, last_message_at, created_at)
     SELECT id, ${buyerOf("id", buyers)}, user_ref, created_at + 3 * 3600000, created_at + 3600000
     FROM listings WHERE id % 5 = 0 AND created_at + 3 * 3600000 < ? AND id >= ? AND id < ?`,
    now,
  );
  // Asked, answered, and the buyer's last word, read but for one conversation in four.
  await sliced(
    "messages",
    "conversations",
    `INSERT INTO messages (conversation_id, listing_id, sender_id, recipient_id, body, created_at, read_at)
     SELECT c.id, c.listing_id,
            CASE k.n WHEN 1 THEN c.seller_id ELSE c.buyer_id END,
            CASE k.n WHEN 1 THEN c.buyer_id ELSE c.seller_id END,
            CASE k.n WHEN 0 THEN ${oneOf(OPENERS, "c.id")} WHEN 1 THEN ${oneOf(REPLIES, "c.id")} ELSE ${oneOf(CLOSERS, "c.id")} END,
            c.created_at + k.n * 3600000,
            CASE WHEN k.n = 2 AND c.id % 4 = 0 THEN NULL ELSE c.created_at + k.n * 3600000 + 600000 END
     FROM conversations c, (SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2) k
     WHERE c.id >= ? AND c.id >= ? AND c.id < ?
     ORDER BY c.id, k.n`,
    firstBulk?.id ?? 1,
  );
  await sliced(
    "reviews",
    "conversations",
    `INSERT INTO reviews (seller_id, author_id, listing_id, listing_name, rating, comment, created_at, updated_at)
     SELECT c.seller_id, c.buyer_id, c.listing_id, l.name, 3 + c.id % 3, ${oneOf(COMMENTS, "c.id")}, c.last_message_at + ${DAY}, c.last_message_at + ${DAY}
     FROM conversations c JOIN listings l ON l.id = c.listing_id
     WHERE c.id >= ? AND c.id % 2 = 0 AND c.last_message_at + ${DAY} < ? AND c.id >= ? AND c.id < ?`,
    firstBulk?.id ?? 1,
    now,
  );
  await sliced(
    "favourites",
    "listings",
    `INSERT OR IGNORE INTO favourites (user_id, listing_id, created_at)
     SELECT ${buyerOf("id + 1", buyers)}, id, created_at + 7200000 FROM listings WHERE id % 16 = 3 AND created_at + 7200000 < ? AND id >= ? AND id < ?`,
    now,
  );
}
