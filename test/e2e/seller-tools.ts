import type { Page } from "@playwright/test";
import { uniqueName } from "./fixtures";
import { signUpBuyer } from "./storefront-journey";
import { purgeLocalPages } from "./local-pages";
import { withStateDb } from "./state-db";

/** Each project boosts in a category of its own, so its Top listing is that category's only one. */
export const BOOST_CATEGORY: Record<string, string> = {
  phone: "Sports, Arts & Outdoors",
  desktop: "Babies & Kids",
  "no-js": "Animals & Pets",
};

/**
 * A new seller (signed in: the page shares the cookie) with a confirmed number ending in
 * `lastDigit` (the simulator: 1 cancels, 2 times out, anything else pays) and one listing on show,
 * written straight into the server's D1 as a finished SMS confirmation and publish leave them.
 */
export async function sellerWithListing(
  page: Page,
  project: string,
  baseURL: string | undefined,
  lastDigit: number,
  category = BOOST_CATEGORY[project] ?? "Jobs",
) {
  const person = await signUpBuyer(page, project, baseURL);
  const phone = `+25479${String(Date.now()).slice(-6)}${project === "phone" ? 1 : project === "desktop" ? 2 : 3}${lastDigit}`;
  const name = uniqueName("Boostable item", project);
  try {
    const now = Date.now();
    // One batch, one transaction: a refused try leaves no phone behind to collide with the next.
    const [, written] = await withStateDb((db) =>
      db.batch<{ id: number }>([
        db.prepare("INSERT INTO phones (phone_number, user_id, verified_at) VALUES (?, ?, ?)").bind(phone, person.id, now),
        db
          .prepare(
            // In an area, as nine demo listings in ten are: other journeys read the newest cards' places.
            `INSERT INTO listings (name, description, category, location, area, regular_price, image_urls, seller_name, business_name, phone_number, user_ref, expires_at, created_at, updated_at)
             VALUES (?, 'In good condition, collect in town.', ?, 'Nairobi', 'Kilimani', 4500, '[]', ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          )
          .bind(name, category, person.username, person.username, phone, person.id, now + 30 * 86_400_000, now - 86_400_000, now),
      ]),
    );
    const row = written?.results[0];
    if (!row) throw new Error("listing not written");
    return { ...person, phone, listingId: String(row.id), listingName: name, category };
  } finally {
    await purgeLocalPages();
  }
}
