import { randomUUID } from "node:crypto";
import { drawListingImage } from "./draw-images";
import { storeDrawn } from "./store-images";

/**
 * Forgiving search in the demo: two iPhone 13s and an iPhone 13 case among the demo
 * shops' phones (which already have an iPhone 11, 12 and 14), so "iphone 13" shows the iPhone 13s
 * first and then the other iPhones, "iphone 1" completes in the header, and "ipohne 13" is asked
 * "Did you mean iphone 13?".
 */

const DAY = 86_400_000;

const PHONES: { name: string; description: string; price: number; subcategory: string }[] = [
  {
    name: "iPhone 13 Pro Max, 256 GB, Sierra Blue",
    description: "iPhone 13 Pro Max with box and charger, battery health 89%. No scratches on the screen. Viewing at Moi Avenue.",
    price: 92_000,
    subcategory: "Smartphones",
  },
  {
    name: "iPhone 13, 128 GB, Midnight",
    description: "Clean iPhone 13, face ID and true tone work, battery 91%. Comes with a case. M-Pesa on collection.",
    price: 64_500,
    subcategory: "Smartphones",
  },
  {
    name: "Silicone case for iPhone 13 and 13 Pro",
    description: "Soft silicone case with a microfibre lining, fits iPhone 13 and iPhone 13 Pro. Black, navy and red in stock.",
    price: 1_200,
    subcategory: "Accessories",
  },
];

interface Seller {
  id: string;
  fullName: string;
  phone: string;
  business: string;
  listingWeight: number;
}

export async function insertDemoForgiving(env: Env, users: Seller[]): Promise<void> {
  const shop = users.find((user) => user.listingWeight > 0);
  if (!shop) return;
  const now = Date.now();
  for (const [i, phone] of PHONES.entries()) {
    const picture = await drawListingImage({ category: "Mobile Phones & Tablets", subcategory: phone.subcategory, variant: i % 4, seed: 1300 + i });
    const key = `listings/${randomUUID()}.webp`;
    await storeDrawn(env, key, picture);
    const createdAt = now - (i + 1) * DAY;
    const row = await env.DB.prepare(
      `INSERT INTO listings (name, description, category, subcategory, location, attributes, condition, regular_price, offer,
         image_urls, type, seller_name, business_name, phone_number, user_ref, is_available, views, created_at, updated_at)
       VALUES (?, ?, 'Mobile Phones & Tablets', ?, 'Nairobi', ?, 'Used', ?, 0, ?, 'sale', ?, ?, ?, ?, 1, ?, ?, ?)
       RETURNING id`,
    )
      .bind(
        phone.name,
        phone.description,
        phone.subcategory,
        JSON.stringify({ brand: "Apple" }),
        phone.price,
        JSON.stringify([`/uploads/${key}`]),
        shop.fullName,
        shop.business,
        shop.phone,
        shop.id,
        25 + i * 11,
        createdAt,
        createdAt,
      )
      .first<{ id: number }>();
    await env.DB.prepare("INSERT INTO uploads (key, user_id, listing_id, kind, created_at) VALUES (?, ?, ?, 'listing', ?)")
      .bind(key, shop.id, row?.id ?? null, createdAt)
      .run();
  }
}
