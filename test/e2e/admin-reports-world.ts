import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { latestSmsCodeTo } from "./phones";
import { withStateDb } from "./state-db";
import { purgeLocalPages } from "./local-pages";

type Playwright = PlaywrightWorkerArgs["playwright"];
type Envelope<T> = { success: boolean; data: T; message?: string };

/*
 * The "Possible copied photos" for the dashboard journeys: a new account posts another
 * seller's listing again with that listing's own photo, and the flag between the two is written
 * into the server's D1 the way listing-duplicates.ts records one (INSERT OR IGNORE: once the
 * server's photo check flags the copy itself, the row is already there).
 */

export interface ListingJson {
  _id: string;
  name: string;
  category: string;
  subcategory: string | null;
  location: string;
  attributes: Record<string, unknown>;
  condition: string | null;
  regularPrice: number;
  imageUrls: string[];
  type: "sale" | "rent";
  userRef: string;
}

export interface CopiedPair {
  flagId: number;
  copy: ListingJson;
  original: ListingJson;
  /** The copier's session, to change the copy (which refreshes the admins' dashboards). */
  copier: APIRequestContext;
}

async function ok<T>(response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as Envelope<T>).data;
}

let addresses = 0;

/** A context speaking from an address of its own (sign-up and sign-in are limited per address). */
export async function person(playwright: Playwright, baseURL: string): Promise<APIRequestContext> {
  addresses += 1;
  const address = `10.216.${Math.floor(Math.random() * 250)}.${addresses % 250}`;
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, "cf-connecting-ip": address } });
}

/** A new account with a confirmed number of its own (076, the project's digit, the clock's last six). */
async function newSeller(playwright: Playwright, baseURL: string, name: string, project: string): Promise<{ api: APIRequestContext; phone: string }> {
  const api = await person(playwright, baseURL);
  const signedUp = await api.post("/api/auth/sign-up/email", { data: { name, username: name, email: `${name}@example.com`, password: "a-good-password-1" } });
  if (!signedUp.ok()) throw new Error(`sign up: ${signedUp.status()} ${await signedUp.text()}`);
  const phone = `+25476${project === "phone" ? 1 : project === "desktop" ? 2 : 3}${String(Date.now()).slice(-6)}`;
  await ok(await api.post("/api/users/me/phone", { data: { phoneNumber: phone } }), "phone");
  await ok(await api.post("/api/users/me/phone/verify", { data: { phoneNumber: phone, code: await latestSmsCodeTo(phone) } }), "verify");
  return { api, phone };
}

/** Runs idempotent SQL on the server's D1 (./state-db), then lets the shared page cache forget. */
async function withDatabase<T>(work: (db: D1Database) => Promise<T>): Promise<T> {
  try {
    return await withStateDb(work);
  } finally {
    await purgeLocalPages();
  }
}

/** The open flag between two listings, written as listing-duplicates.ts writes one. */
export async function flagCopy(copyId: string, originalId: string): Promise<number> {
  return withDatabase(async (db) => {
    await db
      .prepare("INSERT OR IGNORE INTO listing_flags (listing_id, other_listing_id, kind, detail) VALUES (?, ?, 'copied_photos', 'same')")
      .bind(Number(copyId), Number(originalId))
      .run();
    const row = await db
      .prepare("SELECT id FROM listing_flags WHERE listing_id = ? AND other_listing_id = ? AND kind = 'copied_photos'")
      .bind(Number(copyId), Number(originalId))
      .first<{ id: number }>();
    if (!row) throw new Error("flag not written");
    return row.id;
  });
}

/** A public listing of a demo seller with one of our own photos (the one to be copied). */
async function originalListing(api: APIRequestContext, skip: string[]): Promise<ListingJson> {
  const page = await ok<{ listings: ListingJson[] }>(await api.get("/api/listings?category=Electronics&limit=24"), "listings");
  const found = page.listings.find((listing) => listing.imageUrls[0]?.startsWith("/uploads/listings/") && !skip.includes(listing._id));
  if (!found) throw new Error("no demo listing with a photo");
  return found;
}

/**
 * A new seller posts `original` again under their own name (its first photo, downloaded and
 * uploaded again) at a price too good to be true, and the pair is flagged.
 */
export async function makeCopiedPair(playwright: Playwright, baseURL: string, name: string, project: string, skip: string[] = []): Promise<CopiedPair> {
  const { api: copier, phone } = await newSeller(playwright, baseURL, name, project);
  const original = await originalListing(copier, skip);
  const bytes = await (await copier.get(original.imageUrls[0] ?? "")).body();
  const uploaded = await ok<{ urls: string[] }>(
    await copier.post("/api/uploads", { multipart: { images: { name: "photo.jpg", mimeType: "image/jpeg", buffer: bytes } } }),
    "upload",
  );
  const copy = await ok<ListingJson>(
    await copier.post("/api/listings", {
      data: {
        name: `Copy ${name} ${original.name}`.slice(0, 62),
        description: "Brand new, still sealed. I deliver tomorrow anywhere in town.",
        category: original.category,
        subcategory: original.subcategory ?? undefined,
        location: original.location,
        type: original.type,
        regularPrice: Math.max(100, Math.round(original.regularPrice * 0.4)),
        sellerName: "Quick Deals",
        businessName: "Quick Deals",
        phoneNumber: phone,
        attributes: { ...original.attributes, ...(original.condition ? { condition: original.condition } : {}) },
        imageUrls: uploaded.urls,
      },
    }),
    "create",
  );
  return { flagId: await flagCopy(copy._id, original._id), copy, original, copier };
}

/** Listing ids a visitor finds for `term` in public search. */
export async function publicSearch(playwright: Playwright, baseURL: string, term: string): Promise<string[]> {
  const visitor = await person(playwright, baseURL);
  const page = await ok<{ listings: { _id: string }[] }>(await visitor.get(`/api/listings?searchTerm=${encodeURIComponent(term)}`), "search");
  await visitor.dispose();
  return page.listings.map((listing) => listing._id);
}
