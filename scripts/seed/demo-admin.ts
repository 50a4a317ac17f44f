import { randomUUID } from "node:crypto";
import { AUTO_HIDE_REPORTS } from "../../app/domain/listing-safety-texts";
import { DEMO_SCAMMER } from "./demo-accounts";
import { copyStored } from "./store-images";

/**
 * The admin dashboard's Reports for the demo marketplace, so a fresh clone shows both
 * groups with something to act on:
 * - "Possible copied photos": the demo scammer (DEMO_SCAMMER) re-posts two shops' listings with
 *   their photos (stored again under keys of his own, so deleting one never breaks the other) at a
 *   price too good to be true; each copy is flagged against the original as the server's photo
 *   check flags one (listing_flags, detail "same": the same bytes).
 * - "Hidden by reports": one private seller's listing that AUTO_HIDE_REPORTS people reported this
 *   week, hidden as auto-hide leaves it (is_hidden = 1, hidden_reason = 'reports').
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Person {
  id: string;
  username: string;
  role: string;
}

type Row = { id: number; name: string; description: string; category: string; subcategory: string | null; location: string; attributes: string };
type Priced = Row & { condition: string | null; regular_price: number; type: string; image_urls: string; user_ref: string };

/** The seller's newest listing with photos, or null. */
async function newestWithPhotos(env: Env, userId: string, skip: number[] = []): Promise<Priced | null> {
  const rows = await env.DB.prepare(
    `SELECT id, name, description, category, subcategory, location, attributes, condition, regular_price, type, image_urls, user_ref
     FROM listings WHERE user_ref = ? AND is_hidden = 0 AND image_urls LIKE '["/uploads/listings/%' ORDER BY created_at DESC LIMIT 5`,
  )
    .bind(userId)
    .all<Priced>();
  return rows.results.find((row) => !skip.includes(row.id)) ?? null;
}

/** The original's first photo with its variants stored again under a key of the copier's. */
async function copyPhoto(env: Env, url: string): Promise<string | null> {
  const from = url.slice("/uploads/".length);
  const to = `listings/${randomUUID()}.${from.split(".").pop() ?? "webp"}`;
  return (await copyStored(env, from, to)) ? to : null;
}

async function insertCopy(env: Env, original: Priced, copier: Person, postedAgo: number): Promise<void> {
  const first = (JSON.parse(original.image_urls) as string[])[0];
  const key = first ? await copyPhoto(env, first) : null;
  if (!key) return;
  const at = Date.now() - postedAgo;
  const price = Math.max(100, Math.round((original.regular_price * 0.45) / 100) * 100);
  const created = await env.DB.prepare(
    `INSERT INTO listings (name, description, category, subcategory, location, attributes, condition, regular_price, image_urls, type,
       seller_name, business_name, phone_number, user_ref, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Brian K.', 'Brian Deals', '+254768554433', ?, ?, ?) RETURNING id`,
  )
    .bind(
      `${original.name} - urgent sale`.slice(0, 62),
      "Urgent sale, owner travelling. Pay the deposit on M-Pesa first and I deliver tomorrow.",
      original.category,
      original.subcategory,
      original.location,
      original.attributes,
      original.condition,
      price,
      JSON.stringify([`/uploads/${key}`]),
      original.type,
      copier.id,
      at,
      at,
    )
    .first<{ id: number }>();
  if (!created) return;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO uploads (key, user_id, listing_id, kind, created_at) VALUES (?, ?, ?, 'listing', ?)").bind(key, copier.id, created.id, at),
    env.DB.prepare(
      "INSERT OR IGNORE INTO listing_flags (listing_id, other_listing_id, kind, detail, created_at) VALUES (?, ?, 'copied_photos', 'same', ?)",
    ).bind(created.id, original.id, at + 1000),
  ]);
}

export async function insertDemoAdminReports(env: Env, people: Person[]): Promise<void> {
  const byName = (username: string) => people.find((person) => person.username === username);
  const copier = byName(DEMO_SCAMMER);
  const shops = ["fatuma_ali", "wanjiku_kamau"].map(byName).filter((person): person is Person => person !== undefined);
  if (copier) {
    for (const [index, shop] of shops.entries()) {
      const original = await newestWithPhotos(env, shop.id);
      if (original) await insertCopy(env, original, copier, (index + 1) * 5 * HOUR);
    }
  }

  // Hidden by reports: a private seller's listing, reported by AUTO_HIDE_REPORTS signed-in people.
  const seller = byName("nduta_wambui");
  const listing = seller ? await newestWithPhotos(env, seller.id) : null;
  if (!seller || !listing) return;
  const reporters = people.filter((person) => person.id !== seller.id && person.role !== "admin").slice(0, AUTO_HIDE_REPORTS);
  const reasons = ["Asked me to pay before viewing", "The same photos are on another site", "Seller stopped answering after I paid"];
  const now = Date.now();
  await env.DB.batch([
    ...reporters.map((reporter, index) =>
      env.DB.prepare("INSERT INTO reports (listing_id, reporter_id, reporter_key, reason, created_at) VALUES (?, ?, ?, ?, ?)").bind(
        listing.id,
        reporter.id,
        `demo-${randomUUID().replace(/-/g, "")}`,
        reasons[index % reasons.length] ?? "Scam",
        now - (3 - index) * DAY,
      ),
    ),
    env.DB.prepare("UPDATE listings SET is_hidden = 1, hidden_reason = 'reports', updated_at = ? WHERE id = ?").bind(now - DAY, listing.id),
  ]);
}
