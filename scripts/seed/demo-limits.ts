import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { createDb } from "../../worker/db/client";
import { refreshAllPriceGroups } from "../../worker/services/listings/price-medians";
import { DEMO_PASSWORD } from "./demo-accounts";
import { drawListingImage } from "./draw-images";
import { storeDrawn } from "./store-images";

/**
 * The listing-page warning signs in the demo: a full group of used smartphones for sale (ten more
 * from the demo shops, so the group has well over the 10 comparables the price warning needs), a
 * seller who joined two days ago (DEMO_NEWCOMER, "New on Sokoni: joined 2 days ago") whose
 * "iPhone 14 Pro Max" costs a fraction of the group's median (the price warning), and the
 * medians refreshed from everything the seed wrote, as the hourly run would.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

export const DEMO_NEWCOMER = {
  email: "kevin@sokoni.test",
  username: "kevin_otieno",
  fullName: "Kevin Otieno",
  phone: "+254769001122",
} as const;

/** Used phones as the demo shops price them (KSh): the market the cheap iPhone is measured against. */
const FAIR_PHONES: [string, number][] = [
  ["iPhone 12, 128 GB, battery 86%", 42_000],
  ["Samsung Galaxy S21 5G, 128 GB", 38_500],
  ["Google Pixel 6, 128 GB, unlocked", 34_000],
  ["Tecno Camon 20 Pro, 256 GB", 21_500],
  ["Infinix Note 30, 256 GB, with box", 19_000],
  ["Oppo Reno 8, 256 GB", 33_000],
  ["Xiaomi Redmi Note 12 Pro, 128 GB", 24_500],
  ["iPhone 11, 64 GB, face ID works", 29_000],
  ["Samsung Galaxy A54 5G, 128 GB", 31_000],
  ["Nokia G21, 64 GB, dual SIM", 12_500],
];

interface Seller {
  id: string;
  fullName: string;
  phone: string;
  business: string;
  listingWeight: number;
}

async function storePicture(env: Env, seed: number): Promise<string> {
  const picture = await drawListingImage({ category: "Mobile Phones & Tablets", subcategory: "Smartphones", variant: seed % 4, seed: 900 + seed });
  const key = `listings/${randomUUID()}.webp`;
  await storeDrawn(env, key, picture);
  return `/uploads/${key}`;
}

async function insertPhone(
  env: Env,
  seller: { id: string; fullName: string; phone: string; business: string },
  name: string,
  price: number,
  createdAt: number,
  seed: number,
) {
  const image = await storePicture(env, seed);
  const row = await env.DB.prepare(
    `INSERT INTO listings (name, description, category, subcategory, location, attributes, condition, regular_price, offer,
       image_urls, type, seller_name, business_name, phone_number, user_ref, is_available, views, created_at, updated_at)
     VALUES (?, ?, 'Mobile Phones & Tablets', 'Smartphones', 'Nairobi', '{}', 'Used', ?, 0, ?, 'sale', ?, ?, ?, ?, 1, ?, ?, ?)
     RETURNING id`,
  )
    .bind(
      name,
      `${name}. Used, in good working order, no cracks. Viewing in town, M-Pesa or cash on collection.`,
      price,
      JSON.stringify([image]),
      seller.fullName,
      seller.business,
      seller.phone,
      seller.id,
      40 + seed * 7,
      createdAt,
      createdAt,
    )
    .first<{ id: number }>();
  await env.DB.prepare("INSERT INTO uploads (key, user_id, listing_id, kind, created_at) VALUES (?, ?, ?, 'listing', ?)")
    .bind(image.slice("/uploads/".length), seller.id, row?.id ?? null, createdAt)
    .run();
}

export async function insertDemoLimits(env: Env, users: Seller[]): Promise<void> {
  const now = Date.now();
  const shops = users.filter((user) => user.listingWeight > 0);
  for (const [i, [name, price]] of FAIR_PHONES.entries()) {
    const shop = shops[i % shops.length];
    if (shop) await insertPhone(env, shop, name, price, now - (i + 2) * 2 * DAY, i);
  }

  // A newcomer of two days with one listing at a price far below the group's.
  const joined = now - 2 * DAY;
  const id = randomUUID();
  const hash = await hashPassword(DEMO_PASSWORD);
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO user (id, name, email, email_verified, username, display_username, role, is_seller_verified, created_at, updated_at, last_login)
       VALUES (?, ?, ?, 1, ?, ?, 'user', 0, ?, ?, ?)`,
    ).bind(id, DEMO_NEWCOMER.fullName, DEMO_NEWCOMER.email, DEMO_NEWCOMER.username, "Kevin_Otieno", joined, joined, now - HOUR),
    env.DB.prepare("INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at) VALUES (?, ?, 'credential', ?, ?, ?, ?)").bind(
      randomUUID(),
      id,
      id,
      hash,
      joined,
      joined,
    ),
    env.DB.prepare("INSERT INTO phones (phone_number, user_id, verified_at) VALUES (?, ?, ?)").bind(DEMO_NEWCOMER.phone, id, joined + HOUR),
  ]);
  const newcomer = { id, fullName: DEMO_NEWCOMER.fullName, phone: DEMO_NEWCOMER.phone, business: DEMO_NEWCOMER.fullName };
  await insertPhone(env, newcomer, "iPhone 14 Pro Max, 256 GB, like new", 7_500, now - 5 * HOUR, 20);
  await env.DB.prepare("INSERT INTO listing_posts (user_id, listing_id, created_at) SELECT user_ref, id, created_at FROM listings WHERE user_ref = ?")
    .bind(id)
    .run();

  // Every group's median from what the seed wrote, as the hourly run keeps them.
  await refreshAllPriceGroups(createDb(env.DB), now);
}
