import type { Rng } from "./listing-drafts";

/**
 * What a week of a living marketplace leaves behind, so the admin dashboard has something to
 * show on a fresh clone: two sellers asking for verification, a few reported listings, the
 * searches people made, favourites, and calls and chats on listings.
 */
const REPORT_REASONS = [
  "The seller asked for a deposit by M-Pesa before viewing.",
  "The same photos are on another listing with a different price.",
  "The phone number does not go through and the price looks too good to be true.",
  "This item is already sold; the seller told me on WhatsApp.",
];

const SEARCHES: [string, number][] = [
  ["toyota", 142],
  ["iphone", 118],
  ["bedsitter", 87],
  ["apartment kilimani", 54],
  ["sofa", 41],
  ["samsung a15", 33],
  ["dairy cow", 21],
];

export async function insertDemoActivity(env: Env, users: { id: string; email: string; verified: boolean; role: string }[], rng: Rng): Promise<void> {
  const now = Date.now();
  const hour = 3_600_000;
  const statements: D1PreparedStatement[] = [];

  const unverified = users.filter((user) => !user.verified && user.role !== "admin").slice(0, 2);
  for (const [index, user] of unverified.entries()) {
    statements.push(
      env.DB.prepare("INSERT INTO verification_requests (user_id, status, created_at) VALUES (?, 'pending', ?)").bind(user.id, now - (index + 1) * 20 * hour),
    );
  }

  // The demo's own activity falls on its first listings: a large run's two million need not cross into this process.
  const { results: listingRows } = await env.DB.prepare("SELECT id, user_ref FROM listings ORDER BY id LIMIT 20000").all<{ id: number; user_ref: string }>();
  const pick = () => listingRows[Math.floor(rng() * listingRows.length)];
  const buyers = users.filter((user) => user.role !== "admin");

  // Three listings draw the reports: three, two and two.
  const reported = [listingRows[5], listingRows[5], listingRows[5], listingRows[12], listingRows[12], listingRows[20], listingRows[20]];
  for (const [index, listing] of reported.entries()) {
    if (!listing) continue;
    statements.push(
      env.DB.prepare("INSERT INTO reports (listing_id, reason, created_at) VALUES (?, ?, ?)").bind(
        listing.id,
        REPORT_REASONS[index % REPORT_REASONS.length]!,
        now - index * 5 * hour,
      ),
    );
  }

  for (const [term, count] of SEARCHES) {
    statements.push(
      env.DB.prepare("INSERT INTO search_terms (term, count, last_searched_at) VALUES (?, ?, ?)").bind(term, count, now - Math.floor(rng() * 48) * hour),
    );
  }

  for (let favourite = 0; favourite < 24; favourite += 1) {
    const listing = pick();
    const buyer = buyers[Math.floor(rng() * buyers.length)];
    if (!listing || !buyer || listing.user_ref === buyer.id) continue;
    statements.push(
      env.DB.prepare("INSERT OR IGNORE INTO favourites (user_id, listing_id, created_at) VALUES (?, ?, ?)").bind(buyer.id, listing.id, now - favourite * hour),
    );
  }

  for (let click = 0; click < 30; click += 1) {
    const listing = pick();
    if (!listing) continue;
    const channel = (["call", "whatsapp", "whatsapp", "message"] as const)[click % 4];
    statements.push(
      env.DB.prepare(
        "INSERT INTO listing_interactions (listing_id, channel, count) VALUES (?, ?, ?) ON CONFLICT (listing_id, channel) DO UPDATE SET count = count + excluded.count",
      ).bind(listing.id, channel, 1 + Math.floor(rng() * 12)),
    );
  }
  await env.DB.batch(statements);
}
