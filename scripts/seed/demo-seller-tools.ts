import { forEachIdSlice } from "./id-slices";
import { BOOST_PACKAGES } from "../../app/domain/boosts";
import { LISTING_LIFE_DAYS, LONG_LISTING_LIFE_DAYS, LONG_LIFE_CATEGORIES } from "../../app/domain/listing-life";

/**
 * Seller tools in the demo: every listing somewhere in its life (published or last renewed so that its
 * expiry falls within one life from now, so some expire within 3 days and the five-minute cron
 * mails their sellers), a few sold and a few expired, a month of daily figures for the sellers'
 * workspace, and boosts paid through the simulator: Top listings in several categories, a Featured
 * row on the home page, and the payments behind them (one cancelled, one timed out), so the
 * dashboard's revenue is the sum of real rows.
 */

const DAY = 86_400_000;
const EAT_OFFSET = 3 * 3_600_000;

const life = (column = "category") =>
  `(CASE WHEN ${column} IN (${LONG_LIFE_CATEGORIES.map((name) => `'${name}'`).join(", ")}) THEN ${LONG_LISTING_LIFE_DAYS} ELSE ${LISTING_LIFE_DAYS} END * ${DAY})`;

export async function insertDemoSellerTools(env: Env, users: { id: string; email: string; phone: string }[]): Promise<void> {
  const now = Date.now();
  const db = env.DB;
  // A slice of listings at a time: a large run's are millions (id-slices.ts).
  await forEachIdSlice(db, "listings", LIVES_SLICE, async (from, to) => {
    await db.batch([
      // Published or renewed a whole number of lives ago: the expiry is the first end after now.
      db
        .prepare(`UPDATE listings SET expires_at = created_at + ${life()} * (CAST((? - created_at) / ${life()} AS INTEGER) + 1) WHERE id >= ? AND id < ?`)
        .bind(now, from, to),
      // A few sold and a few expired (not those the reports hid): their pages say so.
      db
        .prepare(
          "UPDATE listings SET sold_at = ? - (id % 9 + 1) * ?, is_hidden = 1, hidden_reason = 'sold' WHERE is_hidden = 0 AND id % 29 = 11 AND id >= ? AND id < ?",
        )
        .bind(now, DAY, from, to),
      db
        .prepare(
          "UPDATE listings SET expires_at = ? - (id % 7 + 1) * ?, is_hidden = 1, hidden_reason = 'expired' WHERE is_hidden = 0 AND id % 23 = 5 AND id >= ? AND id < ?",
        )
        .bind(now, DAY, from, to),
    ]);
    return 0;
  });
  const seller = users.find((user) => user.email === "wanjiku@sokoni.test");
  if (seller) await showcase(env, seller.id, now);
  // A month of figures by day, for every listing: a large run's day rows are most of its database, as they would be.
  await insertDays(env, now);
  await insertBoosts(env, users, now);
}

/** The verified demo seller's workspace shows every status: one sold, one expired, one expiring in two days. */
async function showcase(env: Env, sellerId: string, now: number): Promise<void> {
  const ids =
    // Away from the phones and cars other demos (and the end-to-end journeys) search for.
    (
      await env.DB.prepare(
        "SELECT id FROM listings WHERE user_ref = ? AND is_hidden = 0 AND is_available = 1 AND category NOT IN ('Mobile Phones & Tablets', 'Vehicles') ORDER BY created_at DESC LIMIT 6",
      )
        .bind(sellerId)
        .all<{ id: number }>()
    ).results.map((row) => row.id);
  const [, sold, expired, expiring] = ids;
  const statements: D1PreparedStatement[] = [];
  if (sold) statements.push(env.DB.prepare("UPDATE listings SET sold_at = ?, is_hidden = 1, hidden_reason = 'sold' WHERE id = ?").bind(now - 3 * DAY, sold));
  if (expired)
    statements.push(env.DB.prepare("UPDATE listings SET expires_at = ?, is_hidden = 1, hidden_reason = 'expired' WHERE id = ?").bind(now - 2 * DAY, expired));
  if (expiring) statements.push(env.DB.prepare("UPDATE listings SET expires_at = ?, expiry_reminded_at = NULL WHERE id = ?").bind(now + 2 * DAY, expiring));
  if (statements.length > 0) await env.DB.batch(statements);
}

/** Listings a statement of the day figures covers: a large run's are millions of rows, written a slice at a time. */
const DAYS_SLICE = 10_000;
/** Listings a statement of their lives (expiry, sold, expired) covers. */
const LIVES_SLICE = 50_000;

/** Views, calls and WhatsApp clicks by day over the last 30 days, and totals never below them. */
async function insertDays(env: Env, now: number): Promise<void> {
  const today = Math.floor((now + EAT_OFFSET) / DAY);
  await forEachIdSlice(env.DB, "listings", DAYS_SLICE, async (from, to) => {
    await env.DB.prepare(
      `WITH RECURSIVE d(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM d WHERE n < 29)
       INSERT INTO listing_days (listing_id, day, views, calls, whatsapp)
       SELECT l.id, ? - d.n, (l.id * 7 + d.n * 13) % 11, ((l.id + d.n) % 5 = 0), ((l.id * 3 + d.n) % 4 = 0)
       FROM listings l, d WHERE l.id >= ? AND l.id < ? AND l.created_at < (? - d.n + 1) * ${DAY} - ${EAT_OFFSET}`,
    )
      .bind(today, from, to, today)
      .run();
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE listings SET views = max(views, (SELECT coalesce(sum(views), 0) FROM listing_days WHERE listing_id = listings.id)) WHERE id >= ? AND id < ?",
      ).bind(from, to),
      ...(["call", "whatsapp"] as const).map((channel) =>
        env.DB.prepare(
          `INSERT INTO listing_interactions (listing_id, channel, count)
           SELECT listing_id, '${channel}', sum(${channel === "call" ? "calls" : "whatsapp"}) FROM listing_days WHERE listing_id >= ? AND listing_id < ?
           GROUP BY listing_id HAVING sum(${channel === "call" ? "calls" : "whatsapp"}) > 0
           ON CONFLICT (listing_id, channel) DO UPDATE SET count = max(count, excluded.count)`,
        ).bind(from, to),
      ),
    ]);
    return 0;
  });
}

interface Paid {
  listingId: number;
  userId: string;
  name: string;
  phone: string;
  packageId: string;
  startedDaysAgo: number;
  status?: "paid" | "cancelled" | "timeout";
}

/**
 * Boosts bought over the last days through the simulator: three Top listings in Vehicles, two in
 * phones, four Featured, each with its paid payment; and one cancelled and one timed-out push.
 */
async function insertBoosts(env: Env, users: { id: string; phone: string }[], now: number): Promise<void> {
  const phoneOf = new Map(users.map((user) => [user.id, user.phone]));
  const pick = async (category: string, count: number, offset: number) =>
    (
      await env.DB.prepare(
        "SELECT id, user_ref AS userId, name FROM listings WHERE category = ? AND is_hidden = 0 AND is_available = 1 ORDER BY views DESC LIMIT ? OFFSET ?",
      )
        .bind(category, count, offset)
        .all<{ id: number; userId: string; name: string }>()
    ).results;
  const paid: Paid[] = [];
  const add = (rows: { id: number; userId: string; name: string }[], packageId: string, status?: Paid["status"]) => {
    rows.forEach((row, index) => {
      paid.push({
        listingId: row.id,
        userId: row.userId,
        name: row.name,
        phone: phoneOf.get(row.userId) ?? "+254700000000",
        packageId,
        startedDaysAgo: index + 1,
        status,
      });
    });
  };
  add(await pick("Vehicles", 3, 2), "top-7");
  add(await pick("Mobile Phones & Tablets", 2, 1), "top-30");
  add(await pick("Property", 2, 0), "featured-7");
  add(await pick("Electronics", 1, 0), "featured-7");
  add(await pick("Fashion", 1, 0), "featured-7");
  add(await pick("Home, Furniture & Appliances", 1, 3), "top-7", "cancelled");
  add(await pick("Vehicles", 1, 8), "featured-7", "timeout");
  const statements: D1PreparedStatement[] = [];
  paid.forEach((payment, index) => {
    const pack = BOOST_PACKAGES.find((entry) => entry.id === payment.packageId);
    if (!pack) return;
    const createdAt = now - payment.startedDaysAgo * DAY + index * 60_000;
    const status = payment.status ?? "paid";
    const until = createdAt + pack.days * DAY;
    const column = pack.kind === "top" ? "top_until" : "featured_until";
    const failure =
      status === "cancelled"
        ? [1032, "Request cancelled by user"]
        : status === "timeout"
          ? [1037, "DS timeout user cannot be reached"]
          : [0, "The service request is processed successfully."];
    statements.push(
      env.DB.prepare(
        `INSERT INTO payments (user_id, listing_id, listing_name, package_id, kind, days, amount, phone_number, status, provider,
           merchant_request_id, checkout_request_id, receipt, result_code, result_desc, created_at, updated_at, paid_at, applied_at, boost_until)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'simulator', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        payment.userId,
        payment.listingId,
        payment.name,
        pack.id,
        pack.kind,
        pack.days,
        pack.price,
        payment.phone,
        status,
        `SIM-seed-${index}`,
        `ws_CO_SIM_seed_${index}`,
        status === "paid" ? `SIM${String(index + 1).padStart(7, "0")}` : null,
        failure[0] as number,
        failure[1] as string,
        createdAt,
        createdAt + 4000,
        status === "paid" ? createdAt + 4000 : null,
        status === "paid" ? createdAt + 4000 : null,
        status === "paid" ? until : null,
      ),
    );
    if (status === "paid")
      statements.push(env.DB.prepare(`UPDATE listings SET ${column} = max(coalesce(${column}, 0), ?) WHERE id = ?`).bind(until, payment.listingId));
  });
  if (statements.length > 0) await env.DB.batch(statements);
}
