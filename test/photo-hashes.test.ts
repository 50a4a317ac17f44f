import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashDistance, hashQuarters, isPhotoHash, SIMILAR_PHOTO_DISTANCE } from "../app/domain/photo-hash";
import { uploads } from "../worker/db/schema";
import worker from "../worker/index";
import { hashUnhashedUploads, NO_PICTURE_HASH, sha256Hex } from "../worker/services/media/photo-hashes";
import { db, json, newSeller } from "./fixtures";
import { jpegOf, photoScene, resizePixels } from "./photos";

/*
 * Every stored image is hashed by the server from what it stored (SHA-256 of
 * the bytes, difference hash of the thumbnail or the image), through the API, the form without
 * JavaScript and the avatar; rows without hashes are filled by the hourly run.
 */

type Seller = Awaited<ReturnType<typeof newSeller>>;

const SCENE = photoScene(800, 600, 7);
const PHOTO = jpegOf(SCENE, 85);
const THUMB = jpegOf(resizePixels(SCENE, 480, 360), 70);

async function uploadPhoto(seller: Seller, photo: Uint8Array<ArrayBuffer>, thumb: Uint8Array<ArrayBuffer> | null): Promise<string> {
  const form = new FormData();
  form.append("images", new File([photo], "photo.jpg", { type: "image/jpeg" }));
  if (thumb) form.append("thumbnails", new File([thumb], "thumb.jpg", { type: "image/jpeg" }));
  const response = await seller.as("/api/uploads", { method: "POST", body: form });
  expect(response.status).toBe(201);
  const [url] = (await json<{ data: { urls: string[] } }>(response)).data.urls;
  return (url as string).slice("/uploads/".length);
}

async function rowOf(key: string) {
  const row = await db.select().from(uploads).where(eq(uploads.key, key)).get();
  if (!row) throw new Error(`no uploads row for ${key}`);
  return row;
}

function expectPictureHash(row: Awaited<ReturnType<typeof rowOf>>) {
  expect(isPhotoHash(row.phash)).toBe(true);
  expect([row.phashA, row.phashB, row.phashC, row.phashD]).toEqual(hashQuarters(row.phash as string));
}

describe("hashes at upload", () => {
  it("POST /api/uploads stores the SHA-256 of the stored bytes and the thumbnail's picture hash", async () => {
    const seller = await newSeller("hash_api");
    const key = await uploadPhoto(seller, PHOTO, THUMB);
    const row = await rowOf(key);
    expect(row.sha256).toBe(await sha256Hex(PHOTO));
    expectPictureHash(row);
    // Without a thumbnail the image itself is decoded; the picture is the same.
    const bare = await rowOf(await uploadPhoto(seller, PHOTO, null));
    expect(hashDistance(bare.phash as string, row.phash as string)).toBeLessThanOrEqual(SIMILAR_PHOTO_DISTANCE);
  });

  it("another seller's re-compressed, resized copy of the picture gets a hash within the distance and other bytes", async () => {
    const first = await newSeller("hash_first");
    const second = await newSeller("hash_second");
    const original = await rowOf(await uploadPhoto(first, PHOTO, THUMB));
    const smaller = resizePixels(SCENE, 640, 480);
    const copy = await rowOf(await uploadPhoto(second, jpegOf(smaller, 45), jpegOf(resizePixels(smaller, 320, 240), 50)));
    expect(copy.sha256).not.toBe(original.sha256);
    expect(hashDistance(copy.phash as string, original.phash as string)).toBeLessThanOrEqual(SIMILAR_PHOTO_DISTANCE);
    const other = await rowOf(await uploadPhoto(second, jpegOf(photoScene(800, 600, 21), 85), null));
    expect(hashDistance(other.phash as string, original.phash as string)).toBeGreaterThan(SIMILAR_PHOTO_DISTANCE);
  });

  it("the listing form without JavaScript hashes the photos the server prepared", async () => {
    const seller = await newSeller("hash_form");
    const form = new FormData();
    form.append("intent", "category");
    form.append("category", "Electronics");
    form.append("photos", new File([PHOTO], "tv.jpg", { type: "image/jpeg" }));
    const response = await seller.as("/create-listing", { method: "POST", body: form });
    expect(response.status).toBe(200);
    const [row] = await db.select().from(uploads).where(eq(uploads.userId, seller.id));
    if (!row) throw new Error("no upload stored");
    expect(row.key).toMatch(/\.webp$/);
    const stored = await env.IMAGES.get(row.key);
    expect(row.sha256).toBe(await sha256Hex(new Uint8Array(await (stored as R2ObjectBody).arrayBuffer())));
    expectPictureHash(row);
    const fromApi = await rowOf(await uploadPhoto(seller, PHOTO, THUMB));
    expect(hashDistance(row.phash as string, fromApi.phash as string)).toBeLessThanOrEqual(SIMILAR_PHOTO_DISTANCE);
  }, 30_000);

  it("an avatar is hashed too", async () => {
    const seller = await newSeller("hash_avatar");
    const form = new FormData();
    form.append("profileImage", new File([THUMB], "me.jpg", { type: "image/jpeg" }));
    const response = await seller.as("/api/users/me/avatar", { method: "POST", body: form });
    expect(response.status).toBe(200);
    const row = await db.select().from(uploads).where(eq(uploads.kind, "avatar")).get();
    expect(row?.sha256).toBe(await sha256Hex(THUMB));
    expectPictureHash(row as Awaited<ReturnType<typeof rowOf>>);
  });

  it("a picture the Worker cannot decode keeps its SHA-256 and gets no picture hash, and the upload stands", async () => {
    const seller = await newSeller("hash_blank");
    // The right magic bytes, nothing a decoder can read.
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1]);
    const row = await rowOf(await uploadPhoto(seller, broken, null));
    expect(row.sha256).toBe(await sha256Hex(broken));
    expect(row.phash).toBe(NO_PICTURE_HASH);
    expect(row.phashA).toBeNull();
  });
});

describe("the hourly run", () => {
  async function storedWithoutHashes(key: string, bytes: Uint8Array<ArrayBuffer> | null, thumb: Uint8Array<ArrayBuffer> | null, userId: string) {
    if (bytes) await env.IMAGES.put(key, bytes);
    if (thumb) await env.IMAGES.put(key.replace(/\.(\w+)$/, ".thumb.$1"), thumb);
    await db.insert(uploads).values({ key, userId, kind: "listing", bytes: bytes?.byteLength ?? 0 });
  }

  it("fills the rows without hashes from R2 through the scheduled handler, and marks what it cannot hash so it is not retried", async () => {
    const seller = await newSeller("hash_backfill");
    await storedWithoutHashes("listings/old-photo.jpg", PHOTO, THUMB, seller.id);
    await storedWithoutHashes("listings/old-bare.jpg", PHOTO, null, seller.id);
    await storedWithoutHashes("listings/gone.jpg", null, null, seller.id);
    // An AVIF (no decoder in the Worker): its SHA-256 only.
    const avif = new Uint8Array([0, 0, 0, 28, 0x66, 0x74, 0x79, 0x70, 0x61, 0x76, 0x69, 0x66, 0, 0, 0, 0, 0x61, 0x76, 0x69, 0x66, 0x6d, 0x69, 0x66, 0x31]);
    await storedWithoutHashes("listings/new.avif", avif, null, seller.id);

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "0 * * * *", scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);

    const photo = await rowOf("listings/old-photo.jpg");
    expect(photo.sha256).toBe(await sha256Hex(PHOTO));
    expectPictureHash(photo);
    const bare = await rowOf("listings/old-bare.jpg");
    expect(bare.sha256).toBe(photo.sha256);
    expect(hashDistance(bare.phash as string, photo.phash as string)).toBeLessThanOrEqual(SIMILAR_PHOTO_DISTANCE);
    const gone = await rowOf("listings/gone.jpg");
    expect(gone).toMatchObject({ sha256: null, phash: NO_PICTURE_HASH });
    const avifRow = await rowOf("listings/new.avif");
    expect(avifRow).toMatchObject({ sha256: await sha256Hex(avif), phash: NO_PICTURE_HASH, phashA: null });
    // Nothing is left for the next run.
    expect(await hashUnhashedUploads(db, env.IMAGES)).toBe(0);
  }, 30_000);

  it("works in small batches and stops at the run's share", async () => {
    const seller = await newSeller("hash_batches");
    for (let i = 0; i < 5; i += 1) await storedWithoutHashes(`listings/batch-${i}.jpg`, THUMB, null, seller.id);
    expect(await hashUnhashedUploads(db, env.IMAGES, { batch: 2, batchesPerRun: 2 })).toBe(4);
    expect(await hashUnhashedUploads(db, env.IMAGES, { batch: 2, batchesPerRun: 2 })).toBe(1);
    const rows = await db.select().from(uploads).where(eq(uploads.userId, seller.id));
    expect(rows.every((row) => isPhotoHash(row.phash))).toBe(true);
  }, 30_000);
});
