import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DUPLICATE_LISTING_MESSAGES } from "../app/domain/listing-safety-texts";
import { listingFlags, listings, uploads } from "../worker/db/schema";
import { db, json, newSeller } from "./fixtures";
import { listingFormFields } from "./matrix-support";
import { jpegOf, photoScene, resizePixels } from "./photos";

/*
 * A seller posting again what they already have (a photo, by bytes or picture,
 * or the same title once folded, among their visible listings in the same subcategory) is refused
 * with a 409 naming that listing; another seller's matching photo is allowed and flagged for the
 * admins. Both faces: POST /api/listings and the create page's action. Each account posts fewer
 * than 5 listings (a new account's daily limit).
 */

type Seller = Awaited<ReturnType<typeof newSeller>>;

const SCENE = photoScene(800, 600, 7);
const PHOTO = jpegOf(SCENE, 85);
const THUMB = jpegOf(resizePixels(SCENE, 480, 360), 70);
/** The same picture as someone saving and re-posting it would send: smaller, harder compressed. */
const COPY_SCENE = resizePixels(SCENE, 640, 480);
const COPY = jpegOf(COPY_SCENE, 45);
const COPY_THUMB = jpegOf(resizePixels(COPY_SCENE, 320, 240), 50);
const OTHER_SCENE = photoScene(800, 600, 21);
const OTHER = jpegOf(OTHER_SCENE, 85);
const OTHER_THUMB = jpegOf(resizePixels(OTHER_SCENE, 480, 360), 70);
const THIRD = jpegOf(photoScene(800, 600, 33), 85);

async function upload(seller: Seller, photo: Uint8Array<ArrayBuffer>, thumb: Uint8Array<ArrayBuffer> | null = null): Promise<string> {
  const form = new FormData();
  form.append("images", new File([photo], "photo.jpg", { type: "image/jpeg" }));
  if (thumb) form.append("thumbnails", new File([thumb], "thumb.jpg", { type: "image/jpeg" }));
  const response = await seller.as("/api/uploads", { method: "POST", body: form });
  expect(response.status).toBe(201);
  return (await json<{ data: { urls: string[] } }>(response)).data.urls[0] as string;
}

function body(seller: Seller, imageUrls: string[], changes: Record<string, unknown> = {}) {
  return {
    name: "Toyota Vitz 2015, 1000cc",
    description: "Clean Vitz, one owner, KCK registration, serviced every 5,000 km.",
    category: "Vehicles",
    subcategory: "Cars",
    location: "Nairobi",
    type: "sale",
    regularPrice: 720_000,
    sellerName: "Wanjiru",
    businessName: "Wanjiru Autos",
    phoneNumber: seller.phone,
    attributes: { make: "Toyota", model: "Vitz", year: 2015, condition: "Used" },
    imageUrls,
    ...changes,
  };
}

function post(seller: Seller, payload: unknown) {
  return seller.as("/api/listings", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });
}

async function created(seller: Seller, payload: unknown): Promise<number> {
  const response = await post(seller, payload);
  const answer = await json<{ data: { _id: string }; message?: string }>(response);
  expect(response.status, answer.message).toBe(201);
  return Number(answer.data._id);
}

async function refused(seller: Seller, payload: unknown) {
  const response = await post(seller, payload);
  expect(response.status).toBe(409);
  return json<{ success: boolean; message: string; listingId?: number }>(response);
}

const listingCount = async () => (await db.select({ id: listings.id }).from(listings)).length;
const unclaimed = async (url: string) =>
  (await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.key, url.slice("/uploads/".length)), isNull(uploads.listingId)))
    .get()) !== undefined;
const flagsOf = (listingId: number) => db.select().from(listingFlags).where(eq(listingFlags.listingId, listingId));

describe("the same seller posting a listing again (POST /api/listings)", () => {
  it("refuses the same photo in the same subcategory with 409, the existing listing's id, and nothing written", async () => {
    const seller = await newSeller("dup_photo");
    const first = await created(seller, body(seller, [await upload(seller, PHOTO, THUMB)]));
    const again = await upload(seller, PHOTO, THUMB);
    const fresh = await upload(seller, THIRD);
    const answer = await refused(seller, body(seller, [fresh, again], { name: "Vitz for sale, very clean" }));
    expect(answer).toMatchObject({ success: false, listingId: first, message: DUPLICATE_LISTING_MESSAGES.samePhoto("Toyota Vitz 2015, 1000cc") });
    expect(await listingCount()).toBe(1);
    expect(await unclaimed(again)).toBe(true);
    expect(await unclaimed(fresh)).toBe(true);
  }, 30_000);

  it("refuses a re-compressed, resized copy of the photo as well (picture hash within the distance)", async () => {
    const seller = await newSeller("dup_similar");
    const first = await created(seller, body(seller, [await upload(seller, PHOTO, THUMB)]));
    const answer = await refused(seller, body(seller, [await upload(seller, COPY, COPY_THUMB)], { name: "Vitz for sale, very clean" }));
    expect(answer.listingId).toBe(first);
  }, 30_000);

  it("refuses the same title once case, punctuation and spacing are folded", async () => {
    const seller = await newSeller("dup_title");
    const first = await created(seller, body(seller, [await upload(seller, PHOTO, THUMB)], { name: "Toyota Vitz 2015" }));
    const answer = await refused(seller, body(seller, [await upload(seller, OTHER, OTHER_THUMB)], { name: "TOYOTA  vitz, 2015!" }));
    expect(answer).toMatchObject({ listingId: first, message: DUPLICATE_LISTING_MESSAGES.sameTitle("Toyota Vitz 2015") });
    expect(await listingCount()).toBe(1);
  }, 30_000);

  it("allows the same photo and title in another subcategory, and again once the first listing is hidden or unavailable", async () => {
    const seller = await newSeller("dup_allowed");
    const first = await created(seller, body(seller, [await upload(seller, PHOTO, THUMB)]));
    const elsewhere = await created(seller, body(seller, [await upload(seller, PHOTO, THUMB)], { subcategory: "Trucks" }));
    expect(await flagsOf(elsewhere)).toHaveLength(0);
    await db.update(listings).set({ isHidden: true, hiddenReason: "admin" }).where(eq(listings.id, first));
    const repost = await created(seller, body(seller, [await upload(seller, PHOTO, THUMB)]));
    expect(repost).not.toBe(first);
    // While the repost is available it is what a third post repeats; once marked unavailable
    // (one way: nothing to edit back to life) the seller may post the item again.
    expect((await refused(seller, body(seller, [await upload(seller, OTHER)]))).listingId).toBe(repost);
    await db.update(listings).set({ isAvailable: false }).where(eq(listings.id, repost));
    expect(await created(seller, body(seller, [await upload(seller, OTHER)]))).not.toBe(repost);
  }, 30_000);
});

describe("another seller's photo", () => {
  it("is allowed, and the new listing is flagged against the original: 'same' for the bytes, 'similar' for a copy", async () => {
    const owner = await newSeller("dup_owner");
    const original = await created(owner, body(owner, [await upload(owner, PHOTO, THUMB)]));
    const copier = await newSeller("dup_copier");
    const same = await created(copier, body(copier, [await upload(copier, PHOTO, THUMB)]));
    expect(await flagsOf(same)).toMatchObject([{ otherListingId: original, kind: "copied_photos", detail: "same", reviewedAt: null }]);
    const other = await newSeller("dup_other");
    const similar = await created(other, body(other, [await upload(other, OTHER, OTHER_THUMB), await upload(other, COPY, COPY_THUMB)]));
    // The copy matches the original and the first copier's listing; nothing matches the other photo.
    const flags = await flagsOf(similar);
    expect(flags.map((flag) => [flag.otherListingId, flag.detail]).sort()).toEqual(
      [
        [original, "similar"],
        [same, "similar"],
      ].sort(),
    );
    // A hidden listing's photos are not compared.
    await db.update(listings).set({ isHidden: true, hiddenReason: "admin" }).where(eq(listings.id, original));
    const fourth = await newSeller("dup_fourth");
    const later = await created(fourth, body(fourth, [await upload(fourth, PHOTO, THUMB)]));
    expect((await flagsOf(later)).map((flag) => flag.otherListingId).sort()).toEqual([same, similar].sort());
  }, 30_000);
});

describe("the create page (without JavaScript)", () => {
  function form(seller: Seller, urls: string[], changes: Record<string, string> = {}) {
    return listingFormFields(urls, { phoneNumber: seller.phone, ...changes });
  }

  it("answers a repeat with 409, the sentence and links to the listing and its edit form, keeping the photos", async () => {
    const seller = await newSeller("dup_page");
    const first = await created(
      seller,
      body(seller, [await upload(seller, PHOTO, THUMB)], {
        name: "Hisense 43 inch smart TV",
        category: "Electronics",
        subcategory: "Home Appliances",
        attributes: { brand: "Hisense", condition: "Used" },
      }),
    );
    const again = await upload(seller, OTHER, OTHER_THUMB);
    const response = await seller.as("/create-listing", { method: "POST", body: form(seller, [again], { name: "hisense 43-inch SMART tv" }) });
    expect(response.status).toBe(409);
    const page = await response.text();
    expect(page).toContain("You already have a listing called");
    expect(page).toContain(`href="/listing/${first}"`);
    expect(page).toContain(`href="/update-listing/${first}"`);
    expect(page).toContain(`value="${again}"`);
    expect(await listingCount()).toBe(1);
    expect(await unclaimed(again)).toBe(true);

    const photo = await upload(seller, PHOTO, THUMB);
    const byPhoto = await seller.as("/create-listing", { method: "POST", body: form(seller, [photo], { name: "LG fridge, 300 litres" }) });
    expect(byPhoto.status).toBe(409);
    expect(await byPhoto.text()).toContain(`href="/update-listing/${first}"`);
    expect(await listingCount()).toBe(1);
  }, 30_000);

  it("publishes another seller's copy and flags it", async () => {
    const owner = await newSeller("pageowner");
    const original = await created(owner, body(owner, [await upload(owner, PHOTO, THUMB)]));
    const copier = await newSeller("pagecopier");
    const response = await copier.as("/create-listing", { method: "POST", body: form(copier, [await upload(copier, COPY, COPY_THUMB)]), redirect: "manual" });
    expect(response.status).toBe(302);
    const id = Number(response.headers.get("location")?.split("/").pop());
    expect(await flagsOf(id)).toMatchObject([{ otherListingId: original, detail: "similar" }]);
  }, 30_000);
});
