import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { LIMITS } from "../../app/domain/limits";
import { UPLOAD_MESSAGES } from "../../app/domain/listing-input";
import type { RequestContext, SessionUser } from "../context";
import type { Db } from "../db/client";
import { uploads } from "../db/schema";
import { compressPhoto, PREPARABLE, photoDimensions } from "./compress-photo";
import { EXTENSION, type ImageType, sniffImageType, thumbKeyOf, uploadKeyOf } from "./images";
import { Refusal } from "./refusal";

/** A card thumbnail made by the browser is small; anything bigger is not a thumbnail. */
const THUMB_MAX_BYTES = 200 * 1024;

/** Unused uploads older than this are removed by the scheduled clean-up. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

interface CheckedImage {
  bytes: Uint8Array;
  type: keyof typeof EXTENSION;
  thumb: { bytes: Uint8Array; type: keyof typeof EXTENSION } | null;
}

/**
 * Stores a seller's listing images (1 to 6, each within the cap, real JPEG/PNG/WebP/AVIF bytes)
 * under random keys and records them as theirs. Every file is checked before anything is stored,
 * so a refused upload leaves nothing behind. `thumbs[i]`, when given, is the browser-made card
 * thumbnail of `files[i]`.
 */
export async function storeListingImages(ctx: RequestContext, me: SessionUser, files: File[], thumbs: (File | null)[], capBytes: number): Promise<string[]> {
  if (files.length === 0) throw new Refusal(400, UPLOAD_MESSAGES.noFiles);
  if (files.length > LIMITS.imagesPerListing) throw new Refusal(400, UPLOAD_MESSAGES.tooMany);
  const checked: CheckedImage[] = [];
  for (const [index, file] of files.entries()) {
    if (file.size > capBytes) throw new Refusal(413, UPLOAD_MESSAGES.tooLarge(capBytes));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw new Refusal(415, UPLOAD_MESSAGES.notImage);
    const thumbFile = thumbs[index];
    let thumb: CheckedImage["thumb"] = null;
    if (thumbFile && thumbFile.size <= THUMB_MAX_BYTES) {
      const thumbBytes = new Uint8Array(await thumbFile.arrayBuffer());
      const thumbType = sniffImageType(thumbBytes);
      if (thumbType) thumb = { bytes: thumbBytes, type: thumbType };
    }
    checked.push({ bytes, type, thumb });
  }
  return storeChecked(ctx, me, checked);
}

/**
 * Photos sent with the listing form itself (no JavaScript, so nothing was shrunk in the browser):
 * the server checks each by its bytes, makes what the browser would have made (1024px WebP and a
 * 480px thumbnail), and stores them. `alreadyAttached` counts toward the six. Each file may be as
 * large as the create form allows; the form's own cap applies to the result, as it does to the
 * browser's (docs/decisions/010). All are checked and prepared before any is stored: a refused photo
 * leaves nothing in R2.
 */
export async function storeFormPhotos(ctx: RequestContext, me: SessionUser, files: File[], alreadyAttached: number, capBytes: number): Promise<string[]> {
  if (files.length === 0) return [];
  if (alreadyAttached + files.length > LIMITS.imagesPerListing) throw new Refusal(400, UPLOAD_MESSAGES.tooMany);
  const sources: { bytes: Uint8Array; type: ImageType }[] = [];
  for (const file of files) {
    if (file.size > LIMITS.imageBytesCreate) throw new Refusal(413, UPLOAD_MESSAGES.tooLarge(LIMITS.imageBytesCreate));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw new Refusal(415, UPLOAD_MESSAGES.notImage);
    if (!PREPARABLE.includes(type)) throw new Refusal(415, UPLOAD_MESSAGES.notPreparable);
    const size = photoDimensions(bytes, type);
    if (!size) throw new Refusal(415, UPLOAD_MESSAGES.unreadable);
    if (size.width * size.height > LIMITS.preparedPhotoPixels) {
      throw new Refusal(413, UPLOAD_MESSAGES.tooManyPixels(Math.floor(LIMITS.preparedPhotoPixels / 100_000) / 10));
    }
    sources.push({ bytes, type });
  }
  const checked: CheckedImage[] = [];
  // One at a time: a decoded photo is large, and the next may reuse the codec's memory.
  for (const source of sources) {
    let photo: Awaited<ReturnType<typeof compressPhoto>>;
    try {
      photo = await compressPhoto(source.bytes, source.type);
    } catch {
      throw new Refusal(415, UPLOAD_MESSAGES.unreadable);
    }
    if (photo.image.byteLength > capBytes) throw new Refusal(413, UPLOAD_MESSAGES.tooLarge(capBytes));
    checked.push({ bytes: photo.image, type: photo.type, thumb: { bytes: photo.thumb, type: photo.type } });
  }
  return storeChecked(ctx, me, checked);
}

/** Puts checked images (and thumbnails) in R2 and records them; on any failure, removes them all. */
async function storeChecked(ctx: RequestContext, me: SessionUser, checked: CheckedImage[]): Promise<string[]> {
  const keys = checked.map((image) => `listings/${crypto.randomUUID()}.${EXTENSION[image.type]}`);
  try {
    await Promise.all(
      checked.flatMap((image, index) => {
        const key = keys[index] as string;
        const puts = [ctx.env.IMAGES.put(key, image.bytes, { httpMetadata: { contentType: image.type } })];
        // The thumbnail keeps the main image's key with `.thumb`; its own type travels in metadata.
        if (image.thumb) puts.push(ctx.env.IMAGES.put(thumbKeyOf(key), image.thumb.bytes, { httpMetadata: { contentType: image.thumb.type } }));
        return puts;
      }),
    );
    await ctx.db.insert(uploads).values(keys.map((key) => ({ key, userId: me.id })));
  } catch (error) {
    await ctx.env.IMAGES.delete(keys.flatMap((key) => [key, thumbKeyOf(key)]));
    throw error;
  }
  return keys.map((key) => `/uploads/${key}`);
}

/**
 * The R2 keys of a listing's images, once each is known to be allowed: an image the listing
 * already has, or one the editor uploaded that no other listing has taken. Anything else (an
 * address guessed from another listing, a deleted upload) is refused.
 */
export async function claimableKeys(db: Db, me: SessionUser, urls: string[], current: { id: number; imageUrls: string[] } | null): Promise<string[]> {
  const existing = new Set(current?.imageUrls ?? []);
  const keys = urls.map((url) => uploadKeyOf(url));
  const fresh = keys.filter((key, index): key is string => key !== null && !existing.has(urls[index] as string));
  if (keys.some((key) => key === null)) throw new Refusal(400, UPLOAD_MESSAGES.notOurs);
  if (fresh.length > 0) {
    const mine = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(
        and(
          inArray(uploads.key, fresh),
          eq(uploads.userId, me.id),
          current ? or(isNull(uploads.listingId), eq(uploads.listingId, current.id)) : isNull(uploads.listingId),
        ),
      );
    if (mine.length !== new Set(fresh).size) throw new Refusal(400, UPLOAD_MESSAGES.notOurs);
  }
  return keys as string[];
}

/** R2 objects (image and thumbnail) behind a set of listing image keys; benchmark images are shared. */
export function objectKeys(keys: Iterable<string>): string[] {
  return [...keys].filter((key) => !key.startsWith("shared/")).flatMap((key) => [key, thumbKeyOf(key)]);
}

export async function deleteObjects(bucket: R2Bucket, keys: string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 1000) await bucket.delete(keys.slice(start, start + 1000));
}

/**
 * The scheduled clean-up: images uploaded more than a day ago that no listing uses (the seller
 * gave up, or the form failed) are removed from R2 and forgotten. Returns how many went.
 */
export async function removeUnusedUploads(db: Db, bucket: R2Bucket, now = Date.now()): Promise<number> {
  let removed = 0;
  for (;;) {
    const stale = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(isNull(uploads.listingId), lt(uploads.createdAt, new Date(now - UNUSED_UPLOAD_TTL_MS))))
      .limit(200);
    if (stale.length === 0) return removed;
    const keys = stale.map((row) => row.key);
    await deleteObjects(bucket, objectKeys(keys));
    await db.delete(uploads).where(inArray(uploads.key, keys));
    removed += keys.length;
  }
}
