import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { purgeLocalPages } from "./local-pages";
import { signInQuietly, signUpBuyer } from "./storefront-journey";
import { withStateDb } from "./state-db";

/*
 * The texts a real seller or buyer types that no layout expects: a title that is a web address, a
 * description carrying a 300-character link, a word of 80 letters with no place to break. Written
 * straight into the run's D1 (as the seed would), so the scam guard's rules on links cannot keep
 * them from the screens this journey measures.
 */
export const LONG_WORD = `Kilimanjaro${"mbegu".repeat(13)}nyingisana${"x".repeat(4)}`.slice(0, 80);
const LONG_LINK = `https://shop.example.co.ke/catalogue/${"bidhaa-".repeat(36)}details?ref=${"abc123".repeat(6)}`.slice(0, 300);
export const URL_TITLE = "https://www.example.co.ke/electronics/samsung-galaxy-a54-5g-256".slice(0, 62);

export interface LongTextWorld {
  seller: { id: string; username: string; email: string; password: string };
  listingId: string;
  conversationId: string;
}

/**
 * A new verified seller whose names are long single words, one listing of theirs with the texts
 * above, a conversation about it with a demo buyer carrying the long link, a review of 80-letter
 * words, and a report of each kind for the admin's rows. The page ends signed in as the seller.
 */
export async function longTextWorld(page: Page, project: string, baseURL: string | undefined): Promise<LongTextWorld> {
  const buyerId = await signInQuietly(page, "brian@sokoni.test", baseURL);
  await page.context().clearCookies();
  const seller = await signUpBuyer(page, project, baseURL);
  const now = Date.now();
  const phone = `+25471${String(now).slice(-6)}${project === "phone" ? 7 : 8}5`;
  const description = `Brand new, sealed. Full details and more photos here: ${LONG_LINK} . Colour: ${LONG_WORD}. Call or message.`;
  try {
    const [, , , written] = await withStateDb((db) =>
      db.batch<{ id: number }>([
        db.prepare("UPDATE user SET name = ?, is_seller_verified = 1 WHERE id = ?").bind(`${LONG_WORD.slice(0, 40)} ${LONG_WORD}`, seller.id),
        db.prepare("INSERT INTO phones (phone_number, user_id, verified_at) VALUES (?, ?, ?)").bind(phone, seller.id, now),
        db.prepare("DELETE FROM listings WHERE name = ? AND user_ref = ?").bind(URL_TITLE, seller.id),
        db
          .prepare(
            `INSERT INTO listings (name, description, category, subcategory, location, area, regular_price, image_urls, seller_name, business_name, phone_number, user_ref, expires_at, created_at, updated_at)
             VALUES (?, ?, 'Mobile Phones & Tablets', 'Smartphones', 'Nairobi', 'Kilimani', 38500,
               (SELECT image_urls FROM listings WHERE image_urls != '[]' AND category = 'Mobile Phones & Tablets' ORDER BY id LIMIT 1),
               ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          )
          .bind(URL_TITLE, description, seller.username, LONG_WORD, phone, seller.id, now + 30 * 86_400_000, now, now),
      ]),
    );
    const listingId = String(written?.results[0]?.id ?? "");
    expect(listingId).not.toBe("");
    const conversation = await withStateDb(async (db) => {
      const row = await db
        .prepare(
          `INSERT INTO conversations (listing_id, buyer_id, seller_id, last_message_at, created_at) VALUES (?1, ?2, ?3, ?4, ?4)
           ON CONFLICT (listing_id, buyer_id) DO UPDATE SET last_message_at = excluded.last_message_at RETURNING id`,
        )
        .bind(Number(listingId), buyerId, seller.id, now + 2)
        .first<{ id: number }>();
      const id = row?.id ?? 0;
      const message = "INSERT INTO messages (conversation_id, listing_id, sender_id, recipient_id, body, created_at) VALUES (?, ?, ?, ?, ?, ?)";
      await db.batch([
        db.prepare(message).bind(id, Number(listingId), buyerId, seller.id, `Is it the one on ${LONG_LINK}? ${LONG_WORD}`, now + 1),
        db.prepare(message).bind(id, Number(listingId), seller.id, buyerId, `Yes: ${LONG_WORD}`, now + 2),
        db
          .prepare(
            "INSERT INTO reviews (seller_id, author_id, listing_id, listing_name, rating, comment, reply, created_at, updated_at) VALUES (?, ?, ?, ?, 4, ?, ?, ?, ?)",
          )
          .bind(seller.id, buyerId, Number(listingId), URL_TITLE, `Good phone. ${LONG_WORD} ${LONG_LINK}`, `Thank you ${LONG_WORD}`, now, now),
        db.prepare("INSERT INTO reports (listing_id, reason, created_at) VALUES (?, ?, ?)").bind(Number(listingId), `${LONG_WORD} ${LONG_LINK}`, now),
        db
          .prepare("INSERT INTO user_reports (user_id, reporter_id, conversation_id, reason, created_at) VALUES (?, ?, ?, ?, ?)")
          .bind(seller.id, buyerId, id, `${LONG_WORD} ${LONG_LINK}`, now),
      ]);
      return String(id);
    });
    return { seller, listingId, conversationId: conversation };
  } finally {
    await purgeLocalPages();
  }
}

/**
 * How far the page reaches past the screen's right edge (0 when it fits), with the deepest
 * elements that stick out, so a failure names its culprit.
 */
export async function overflowOf(page: Page): Promise<{ over: number; culprits: string[] }> {
  // The screen's width as set, not `innerWidth`: a phone browser zooms out to fit a page that is too
  // wide, and then reports the wider width.
  const screenWidth = page.viewportSize()?.width ?? 0;
  return page.evaluate((width) => {
    const over = document.documentElement.scrollWidth - width;
    const culprits: string[] = [];
    if (over > 0) {
      for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
        const box = element.getBoundingClientRect();
        if (box.right <= width + 0.5 || box.width === 0) continue;
        const childOut = [...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5);
        if (childOut) continue;
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.className && typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).join(".")}` : ""}`;
        culprits.push(`${name} (right ${Math.round(box.right)})`);
        if (culprits.length >= 8) break;
      }
    }
    return { over, culprits };
  }, screenWidth);
}
