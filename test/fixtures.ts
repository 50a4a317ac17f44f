import { listDurableObjectIds, runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { type Counters, makeShardTables } from "../worker/services/counting/counter-shard";
import { createDb } from "../worker/db/client";
import { checkEnv, MisconfiguredEnv, type WorkerEnv } from "../worker/env";
import { homepageImages, listings, phones, user, type NewListingRow } from "../worker/db/schema";

export const db = createDb(env.DB);

/** The test run's bindings (vitest.config.ts) through the Worker's own check (worker/env.ts). */
export function workerEnv(): WorkerEnv {
  const checked = checkEnv(env);
  if (checked instanceof MisconfiguredEnv) throw checked;
  return checked;
}

let counter = 0;

/** A seller row as better-auth would leave it; enough for listings to reference. */
export async function createSeller(overrides: Partial<typeof user.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(user)
    .values({
      id: `seller-${counter}-${crypto.randomUUID()}`,
      name: `Seller ${counter}`,
      email: `seller${counter}-${crypto.randomUUID()}@sokoni.test`,
      username: `seller_${"abcdefghij"[counter % 10]}${counter}`,
      displayUsername: `Seller_${counter}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("seller not created");
  return row;
}

export async function createListing(userRef: string, overrides: Partial<NewListingRow> = {}) {
  const [row] = await db
    .insert(listings)
    .values({
      name: "Toyota Fielder 2014 1500cc",
      description: "Clean Fielder, KDA registration, well maintained, accident free.",
      category: "Vehicles",
      subcategory: "Cars",
      location: "Nakuru",
      attributes: { make: "Toyota", model: "Fielder", year: 2014 },
      condition: "Used",
      regularPrice: 1_150_000,
      imageUrls: ["/uploads/listings/a.jpg"],
      sellerName: "Otieno Ouma",
      businessName: "Lakeside Motors",
      phoneNumber: "+254722456789",
      userRef,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("listing not created");
  return row;
}

export async function createHomepageImage(overrides: Partial<typeof homepageImages.$inferInsert> = {}) {
  const [row] = await db
    .insert(homepageImages)
    .values({ imageUrl: "/uploads/homepage/banner.jpg", companyName: "Safiri Motors", companyUrl: "https://safiri.example", ...overrides })
    .returning();
  return row;
}

/** A request to the Worker under test, the way a browser would make it. */
export function call(path: string, init?: RequestInit): Promise<Response> {
  // `exports.default` is the Worker under test (worker/index.ts), called in-process.
  const worker = (exports as unknown as { default: { fetch(request: Request): Promise<Response> } }).default;
  return worker.fetch(new Request(`http://localhost${path}`, init));
}

export async function json<T = { success: boolean; data: unknown; message?: string }>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export const ORIGIN = "http://localhost";
let address = 0;

/**
 * A Kenyan mobile number of a test's own (+2547 9...), different for every user of a test file:
 * one number belongs to one account.
 */
export function testPhone(n: number): string {
  return `+25479${String(n).padStart(7, "0")}`;
}

/** Confirms a number for a user straight in D1, as a finished SMS confirmation leaves it. */
export async function verifyPhone(userId: string, phoneNumber: string): Promise<void> {
  await db.insert(phones).values({ phoneNumber, userId, verifiedAt: new Date() });
}

/**
 * Signs a new user up through better-auth and returns a function that calls the Worker as them.
 * `{ phone }` also confirms that number for them (see `newSeller`).
 */
export async function newUser(username: string, password = "a-good-password-1", options: { phone?: string | null } = {}) {
  address += 1;
  const ip = `10.1.${Math.floor(address / 250)}.${address % 250}`;
  const email = `${username}@example.com`;
  const response = await call("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": ip },
    body: JSON.stringify({ name: username, username, email, password }),
  });
  const cookie =
    response.headers
      .getSetCookie()
      .find((value) => value.startsWith("sokoni.session_token="))
      ?.split(";")[0] ?? "";
  const body = await json<{ user: { id: string } }>(response);
  const as = (path: string, init: RequestInit = {}) =>
    call(path, { ...init, headers: { origin: ORIGIN, cookie, "cf-connecting-ip": ip, ...(init.headers as Record<string, string>) } });
  const phone = options.phone ?? null;
  if (phone) await verifyPhone(body.user.id, phone);
  return { id: body.user.id, email, cookie, ip, as, phone: phone ?? "" };
}

/**
 * A new user with a confirmed phone (`phone`, +254 form, their own in this test file): publishing
 * a listing needs one.
 */
export async function newSeller(username: string, password = "a-good-password-1") {
  return newUser(username, password, { phone: testPhone(address + 1) });
}

/** A TV's fields as the create form sends them without JavaScript (the seller's phone added by the caller). */
export const TV_FORM_FIELDS = {
  name: "Hisense 43 inch smart TV",
  description: "Bought last year, with remote and wall bracket.",
  category: "Electronics",
  subcategory: "Home Appliances",
  location: "Nakuru",
  type: "sale",
  regularPrice: "32,000",
  sellerName: "Otieno",
  businessName: "Otieno Electronics",
  "attributes.brand": "Hisense",
  "attributes.condition": "Used",
} as const;

/** The create form as a browser without JavaScript sends it: a TV's fields and its photos. */
export function listingForm(seller: { phone: string }, photos: Uint8Array<ArrayBuffer>[], changes: Record<string, string> = {}) {
  const form = new FormData();
  const fields: Record<string, string> = { ...TV_FORM_FIELDS, phoneNumber: seller.phone, ...changes };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [index, bytes] of photos.entries()) form.append("photos", new File([bytes], `tv-${index}.jpg`, { type: "image/jpeg" }));
  return form;
}

/** A phone's listing as the API takes it (JSON), with the seller's confirmed number and the given photos. */
export function phoneListingBody(seller: { phone: string }, imageUrls: string[], changes: Record<string, unknown> = {}) {
  return {
    name: "Samsung Galaxy A15, 128 GB",
    description: "Six months old, with box and charger. Screen has no scratches.",
    category: "Mobile Phones & Tablets",
    subcategory: "Smartphones",
    location: "Mombasa",
    type: "sale",
    regularPrice: 21_000,
    sellerName: "Amina Hassan",
    businessName: "Amina Phones",
    phoneNumber: seller.phone,
    attributes: { condition: "Used" },
    imageUrls,
    ...changes,
  };
}

/**
 * The inline script every page ends with (docs/decisions/106): with the
 * request's nonce, it adds the page's enhancer, `/assets/enhance/<name>-<hash>.js`.
 */
export function pageScript(name: string): RegExp {
  return new RegExp(`<script nonce="[^"]+">(?:(?!</script>)[\\s\\S])*"/assets/enhance/${name}-\\w+\\.js"`);
}

/**
 * Writes what the counter shards gathered (views, contact clicks, search terms) to D1 now, as their
 * minute's alarm would (worker/services/counting/): after the work the Worker does once it has
 * answered (`waitUntil`) has reached them.
 */
/**
 * Empties every counter shard made so far (their gathered counts and once-a-day markers); a shard
 * awake makes its tables again, as it would starting. For the files that read counts, before each
 * test: emptying on every test of every file cost the Worker tests about a tenth of their time.
 */
export async function emptyCounters(): Promise<void> {
  for (const id of await listDurableObjectIds(env.Counters)) {
    await runInDurableObject(env.Counters.get(id), async (_shard, state) => {
      await state.storage.deleteAlarm();
      await state.storage.deleteAll();
      makeShardTables(state.storage.sql);
    });
  }
}

export async function writeCounts(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (const id of await listDurableObjectIds(env.Counters)) await runInDurableObject(env.Counters.get(id), (shard: Counters) => shard.flush());
}
