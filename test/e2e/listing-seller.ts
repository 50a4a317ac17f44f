import type { Page } from "@playwright/test";
import { apiListings } from "./catalogue";
import { purgeLocalPages } from "./local-pages";
import { withStateDb } from "./state-db";

export { seriousViolationsIn } from "./axe";

/** Names of the rows `sellerWithHiddenListings` adds: newer than everything, so they would top the row if let through. */
export const HIDDEN_NAME = "Seller row check: hidden by a moderator";
export const UNAVAILABLE_NAME = "Seller row check: already sold";

export interface SellerCase {
  sellerId: string;
  /** The listing the test opens. */
  listingId: string;
  /** The ids the More from this seller row must show, in order. */
  expected: string[];
}

/**
 * A seeded seller with at least three listings others can buy, given one hidden and one
 * unavailable listing more (copies of one of theirs, added once, straight into the server's
 * database as test/e2e/catalogue.ts does), and what their row must then show.
 */
export async function sellerWithHiddenListings(page: Page): Promise<SellerCase> {
  const listings = await apiListings(page);
  const bySeller = new Map<string, string[]>();
  for (const listing of listings) if (listing.isAvailable) bySeller.set(listing.userRef, [...(bySeller.get(listing.userRef) ?? []), listing._id]);
  const [sellerId] = [...bySeller.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!sellerId) throw new Error("No seller with listings in the e2e seed");
  try {
    // Each write is skipped when already there, so a refused try is simply run again.
    await withStateDb(async (db) => {
      const columns = `description, category, subcategory, location, attributes, condition, regular_price, discount_price, offer,
        image_urls, type, seller_name, business_name, phone_number, user_ref, views`;
      for (const [name, hidden, available] of [
        [HIDDEN_NAME, 1, 1],
        [UNAVAILABLE_NAME, 0, 0],
      ] as const) {
        const exists = await db.prepare("SELECT id FROM listings WHERE user_ref = ? AND name = ?").bind(sellerId, name).first();
        if (exists) continue;
        await db
          .prepare(
            `INSERT INTO listings (name, is_hidden, is_available, ${columns})
           SELECT ?, ?, ?, ${columns} FROM listings WHERE user_ref = ? ORDER BY id LIMIT 1`,
          )
          .bind(name, hidden, available, sellerId)
          .run();
      }
      // A confirmed phone and a review by an account of this spec's own, for the badges beside the name.
      await db.batch([
        db.prepare("INSERT OR IGNORE INTO phones (phone_number, user_id, verified_at) VALUES ('+254799000141', ?, ?)").bind(sellerId, Date.now()),
        db.prepare(
          "INSERT OR IGNORE INTO user (id, name, email, username, display_username) VALUES ('e2e-seller-row-reviewer', 'Row Reviewer', 'row-reviewer@sokoni.test', 'row_reviewer', 'Row_Reviewer')",
        ),
        db
          .prepare(
            `INSERT OR IGNORE INTO reviews (seller_id, author_id, listing_id, listing_name, rating, comment)
           SELECT ?1, 'e2e-seller-row-reviewer', id, name, 4, 'Answered quickly and the item was as described.'
           FROM listings WHERE user_ref = ?1 AND is_hidden = 0 ORDER BY id LIMIT 1`,
          )
          .bind(sellerId),
      ]);
    });
  } finally {
    await purgeLocalPages();
  }
  // The seller's public listings, newest first (the unavailable one among them, the hidden one not).
  const response = await page.request.get(`/api/users/${encodeURIComponent(sellerId)}/listings`);
  const theirs = ((await response.json()) as { data: { _id: string; isAvailable: boolean }[] }).data.filter((listing) => listing.isAvailable);
  // The second newest: the row skips it from the middle of the seller's list.
  const opened = theirs[1] ?? theirs[0];
  if (!opened) throw new Error("The seller has no listing to open");
  const expected = theirs.filter((listing) => listing._id !== opened._id).slice(0, 4);
  return { sellerId, listingId: opened._id, expected: expected.map((listing) => listing._id) };
}
