import type { Page } from "@playwright/test";
import { purgeLocalPages } from "./local-pages";
import { withStateDb } from "./state-db";

/**
 * Makes sure a category has at least `minimum` visible listings in the server under test, by
 * copying its own seeded listings (same sellers and images, "(2)" after the name). The e2e seed is
 * small, so no category has a second browse page on its own. Safe to call more than once.
 */
export async function ensureCategorySize(category: string, minimum: number): Promise<void> {
  const columns = `description, category, subcategory, location, attributes, condition, regular_price, discount_price, offer,
      image_urls, type, seller_name, business_name, phone_number, user_ref, is_available, views, created_at, updated_at`;
  try {
    // Counted again on every try: a copy that did land is never made twice.
    await withStateDb(async (db) => {
      for (;;) {
        const row = await db.prepare("SELECT count(*) AS n FROM listings WHERE category = ? AND is_hidden = 0").bind(category).first<{ n: number }>();
        const missing = minimum - (row?.n ?? 0);
        if (missing <= 0) return;
        await db
          .prepare(
            `INSERT INTO listings (name, ${columns})
             SELECT substr(name, 1, 58) || ' (2)', ${columns} FROM listings WHERE category = ? AND is_hidden = 0 ORDER BY id LIMIT ?`,
          )
          .bind(category, missing)
          .run();
      }
    });
  } finally {
    await purgeLocalPages();
  }
}

/** A listing as the API's list gives it, with the fields the e2e specs pick listings by. */
export interface ApiListing {
  _id: string;
  name: string;
  userRef: string;
  isAvailable: boolean;
  imageUrls: string[];
  phoneNumber: string;
}

/** The first hundred visible listings, newest first, through the public API. */
export async function apiListings(page: Page): Promise<ApiListing[]> {
  // Every listing, a page (at most 48) at a time: the demo catalogue is more than one page.
  const all: ApiListing[] = [];
  for (;;) {
    const response = await page.request.get(`/api/listings?limit=48&startIndex=${all.length}`);
    const body = (await response.json()) as { data: { listings: ApiListing[]; total?: number } };
    all.push(...body.data.listings);
    if (body.data.listings.length < 48) return all;
  }
}
