import type { Page } from "@playwright/test";
import { apiListings } from "./catalogue";
import { DEMO_PASSWORD, expect, uniqueName } from "./fixtures";
import { purgeLocalPages } from "./local-pages";
import { withStateDb } from "./state-db";

/** Each project reviews its own demo seller, so runs and projects never count each other's reviews. */
export const JOURNEY_SELLER: Record<string, string> = {
  phone: "otieno@sokoni.test",
  desktop: "fatuma@sokoni.test",
  "no-js": "kiprono@sokoni.test",
};

/** The seller whose storefront the paging tests walk through. */
export const PAGING_SELLER = "mwangi@sokoni.test";

/** Signs in through the API (the sign-in screen is another journey); the page shares the cookie. */
export async function signInQuietly(page: Page, email: string, baseURL: string | undefined, password = DEMO_PASSWORD): Promise<string> {
  const response = await page.request.post("/api/auth/sign-in/email", { headers: { origin: baseURL ?? "" }, data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** A new buyer, signed in (the page shares the cookie): a fresh name per run and project. */
export async function signUpBuyer(page: Page, project: string, baseURL: string | undefined) {
  const username = uniqueName("buyer", project);
  const email = `${username}@example.com`;
  const password = "a-good-password-1";
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL ?? "" },
    data: { name: username, username, email, password },
  });
  expect(response.status()).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, username, email, password };
}

/** One of the seller's listings that buyers can see and buy. */
export async function availableListingOf(page: Page, sellerId: string) {
  const listing = (await apiListings(page)).find((entry) => entry.userRef === sellerId && entry.isAvailable);
  expect(listing, "the seeded seller has an available listing").toBeDefined();
  return listing as NonNullable<typeof listing>;
}

/**
 * Makes sure the seller has at least `minimum` listings on show (visible and available) by
 * copying their own seeded ones, as catalogue.ts does for categories. Returns how many there are.
 */
export async function ensureSellerListings(sellerId: string, minimum: number): Promise<number> {
  const onShow = "user_ref = ? AND is_hidden = 0 AND is_available = 1";
  const columns = `description, category, subcategory, location, attributes, condition, regular_price, discount_price, offer,
    image_urls, type, seller_name, business_name, phone_number, user_ref, is_available, views, created_at, updated_at`;
  try {
    // Counted again on every try: a copy that did land is never made twice.
    return await withStateDb(async (db) => {
      for (;;) {
        const row = await db.prepare(`SELECT count(*) AS n FROM listings WHERE ${onShow}`).bind(sellerId).first<{ n: number }>();
        const total = row?.n ?? 0;
        if (total >= minimum) return total;
        await db
          .prepare(`INSERT INTO listings (name, ${columns}) SELECT substr(name, 1, 58) || ' (2)', ${columns} FROM listings WHERE ${onShow} ORDER BY id LIMIT ?`)
          .bind(sellerId, minimum - total)
          .run();
      }
    });
  } finally {
    await purgeLocalPages();
  }
}

/** The header's rating line: `4.5 out of 5 from 12 reviews`, or nothing yet. */
export async function ratingOnPage(page: Page): Promise<{ average: number; count: number } | null> {
  const text = (await page.locator(".seller-facts").textContent()) ?? "";
  const match = text.match(/([\d.]+) out of 5 from ([\d,]+) reviews?/);
  return match ? { average: Number(match[1]), count: Number(match[2]?.replace(/,/g, "")) } : null;
}

/** A two-way conversation about a listing, written straight into the database (the journey itself writes one through the screens). */
export async function seedConversation(listingId: string, buyerId: string, sellerId: string): Promise<void> {
  try {
    // A message belongs to the conversation of its listing and buyer: that row first.
    const now = Date.now();
    const conversation = `INSERT INTO conversations (listing_id, buyer_id, seller_id, last_message_at, created_at) VALUES (?1, ?2, ?3, ?4, ?4)
      ON CONFLICT (listing_id, buyer_id) DO UPDATE SET last_message_at = excluded.last_message_at`;
    const insert = `INSERT INTO messages (conversation_id, listing_id, sender_id, recipient_id, body, created_at)
      SELECT id, ?1, ?2, ?3, ?4, ?5 FROM conversations WHERE listing_id = ?1 AND buyer_id = ?6`;
    // One batch, one transaction: a refused try leaves nothing behind to be written twice.
    await withStateDb((db) =>
      db.batch([
        db.prepare(conversation).bind(Number(listingId), buyerId, sellerId, now + 1),
        db.prepare(insert).bind(Number(listingId), buyerId, sellerId, "Is it still available?", now, buyerId),
        db.prepare(insert).bind(Number(listingId), sellerId, buyerId, "Yes, it is.", now + 1, buyerId),
      ]),
    );
  } finally {
    await purgeLocalPages();
  }
}
