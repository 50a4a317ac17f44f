import { and, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { LIMITS } from "../../../app/domain/limits";
import { UPLOAD_MESSAGES } from "../../../app/domain/listing-input";
import { STRINGS } from "../../../app/i18n";
import type { RequestContext, SessionUser } from "../../context";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema";
import { PHOTO_WIDTHS, THUMB_WIDTH, variantField, variantMaxBytes } from "../../../app/domain/images";
import { compressPhoto, PREPARABLE, photoDimensions } from "./compress-photo";
import {
  AVIF_SIBLING,
  EXTENSION,
  type ImageType,
  objectKeysOf,
  VARIANT_TYPES,
  ownerKeyOf,
  sniffImageType,
  type VariantFormat,
  uploadKeyOf,
  variantKeyOf,
} from "./images";
import { type HashColumns, hashesForStore } from "./photo-hashes";
import { withServerCopies } from "./shown-copies";
import { clientAddress, withinRateLimit } from "../accounts/rate-limit";
import { Refusal } from "../refusal";

export { variantMaxBytes };

/** The most one photo's variants may add to an upload request (every width, WebP and AVIF). */
export const VARIANT_BYTES_PER_PHOTO = PHOTO_WIDTHS.reduce((sum, width) => sum + 2 * variantMaxBytes(width), 0);

/** Unused uploads (and objects nothing refers to) older than this are removed by the scheduled clean-up. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Upload requests (listing photos, photos sent with the form, avatars) per account and per
 * address in an hour. Generous for a seller posting a shop's stock; an address is shared by many
 * people behind a mobile operator's NAT, so it gets several accounts' worth.
 */
export const UPLOAD_RATE = { perAccount: 60, perAddress: 240, windowMs: 60 * 60 * 1000 } as const;

/** Storing images, in the reader's language (read where used). */
export const STORAGE_MESSAGES = STRINGS.server.media.storage;

/**
 * Counts one upload request against the account's and the address's hourly limits (both faces
 * call the services, so both share them); over either, a 429 with a plain sentence.
 */
export async function checkUploadRate(ctx: RequestContext, me: SessionUser, headers?: Headers): Promise<void> {
  const byAccount = await withinRateLimit(ctx.db, `upload:user:${me.id}`, UPLOAD_RATE.perAccount, UPLOAD_RATE.windowMs);
  const byAddress = headers ? await withinRateLimit(ctx.db, `upload:ip:${clientAddress(headers)}`, UPLOAD_RATE.perAddress, UPLOAD_RATE.windowMs) : true;
  if (!byAccount || !byAddress) throw new Refusal(429, STORAGE_MESSAGES.tooManyUploads);
}

/** A narrower copy of an image, checked and ready to store (docs/decisions/091-image-variants.md). */
export interface CheckedVariant {
  width: number;
  format: VariantFormat;
  bytes: Uint8Array;
  type: ImageType;
}

/** An image checked (and, for a form, prepared) and ready to store, with its variants. */
export interface CheckedImage {
  bytes: Uint8Array;
  type: keyof typeof EXTENSION;
  variants: CheckedVariant[];
}

/** Browser-made variants as posted: for each width and format, one entry per image in the order of `images` (null: none). */
export interface VariantFiles {
  width: number;
  format: VariantFormat;
  files: (File | null)[];
}

/**
 * The variants posted with `images` (docs/api.md): `variant240`, `variant480`, `variant960` and,
 * from a browser that writes AVIF, `avif240`... An empty entry keeps the order for an image too
 * narrow for that width. `thumbnails` is the 480 base variant's name from before variants (a page
 * loaded before them may still send it).
 */
export function variantFilesOf(form: FormData): VariantFiles[] {
  const entries = (name: string) => form.getAll(name).map((value) => (value instanceof File && value.size > 0 ? value : null));
  return PHOTO_WIDTHS.flatMap((width) =>
    (["base", "avif"] as const).map((format) => {
      const name = variantField(width, format);
      const legacy = format === "base" && width === THUMB_WIDTH && !form.has(name);
      return { width, format, files: entries(legacy ? "thumbnails" : name) };
    }),
  );
}

/** Where checked images go and what their rows say: listing photos, or chat photos. */
export interface StoreAs {
  /** The R2 folder: `listings` or `chat`. */
  folder: "listings" | "chat";
  kind: "listing" | "message";
}

const LISTING_STORE: StoreAs = { folder: "listings", kind: "listing" };

/**
 * Stores a seller's listing images (1 to 6, each within the cap, real JPEG/PNG/WebP/AVIF bytes)
 * under random keys and records them as theirs. Every file is checked before anything is stored,
 * so a refused upload leaves nothing behind. `variants` are the browser-made variants of `files`.
 */
export async function storeListingImages(
  ctx: RequestContext,
  me: SessionUser,
  files: File[],
  variants: VariantFiles[],
  capBytes: number,
  headers?: Headers,
): Promise<string[]> {
  if (files.length === 0) throw new Refusal(400, UPLOAD_MESSAGES.noFiles);
  await checkUploadRate(ctx, me, headers);
  if (files.length > LIMITS.imagesPerListing) throw new Refusal(400, UPLOAD_MESSAGES.tooMany);
  return storeChecked(ctx, me, await checkBrowserImages(files, variants, capBytes), LISTING_STORE);
}

/**
 * Checks images the browser has already shrunk: each within the cap and really a JPEG, PNG,
 * WebP or AVIF by its bytes (415 otherwise), and each of their variants (checkVariant); the base
 * copies one was sent without are made here (shown-copies.ts). One bad file refuses the whole
 * upload. Nothing is stored here.
 */
export async function checkBrowserImages(files: File[], variants: VariantFiles[], capBytes: number): Promise<CheckedImage[]> {
  const checked: CheckedImage[] = [];
  for (const [index, file] of files.entries()) {
    if (file.size > capBytes) throw new Refusal(413, UPLOAD_MESSAGES.tooLarge(capBytes));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw new Refusal(415, UPLOAD_MESSAGES.notImage);
    const made: CheckedVariant[] = [];
    for (const { width, format, files: posted } of variants) {
      const variant = posted[index];
      if (variant) made.push(await checkVariant(variant, width, format));
    }
    // A script or an API client may send a photo without its copies: the server makes them, so
    // a card never downloads the full photo (docs/decisions/113-copies-at-claim.md).
    checked.push(await withServerCopies({ bytes, type, variants: made }, PHOTO_WIDTHS));
  }
  return checked;
}

export { VARIANT_TYPES };

/**
 * One browser-made variant, judged by its bytes: of its format's types (415), within
 * variantMaxBytes (413), and no wider than its field says (400) where its header names a width (a
 * header naming none is a picture no browser can show either, so it cannot stand in for a big one).
 */
async function checkVariant(file: File, width: number, format: VariantFormat): Promise<CheckedVariant> {
  if (file.size > variantMaxBytes(width)) throw new Refusal(413, UPLOAD_MESSAGES.badVariant);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type || !VARIANT_TYPES[format].includes(type)) throw new Refusal(415, UPLOAD_MESSAGES.badVariant);
  const size = photoDimensions(bytes, type);
  if (size && (size.width > width || size.height > Math.max(width, LIMITS.compressionMaxSide))) throw new Refusal(400, UPLOAD_MESSAGES.badVariant);
  return { width, format, bytes, type };
}

/**
 * Photos sent with the listing form itself (no JavaScript, so nothing was shrunk in the browser):
 * the server checks each by its bytes, makes what the browser would have made (1024px WebP and its
 * 240, 480 and 960 wide variants), and stores them. `alreadyAttached` counts toward the six. Each file may be as
 * large as the create form allows; the form's own cap applies to the result, as it does to the
 * browser's (docs/decisions/010). All are checked and prepared before any is stored: a refused photo
 * leaves nothing in R2.
 */
export async function storeFormPhotos(
  ctx: RequestContext,
  me: SessionUser,
  files: File[],
  alreadyAttached: number,
  capBytes: number,
  headers?: Headers,
): Promise<string[]> {
  if (files.length === 0) return [];
  await checkUploadRate(ctx, me, headers);
  if (alreadyAttached + files.length > LIMITS.imagesPerListing) throw new Refusal(400, UPLOAD_MESSAGES.tooMany);
  return storeChecked(ctx, me, await prepareFormPhotos(files, capBytes), LISTING_STORE);
}

/**
 * Photos sent without JavaScript, made into what the browser would have made: each checked by its
 * bytes (JPEG, PNG or WebP the server can decode, at most LIMITS.preparedPhotoPixels, at most
 * LIMITS.imageBytesCreate as sent), then a 1024px WebP and its WebP variants, the image within
 * `capBytes`. All are checked before any is prepared; nothing is stored here.
 */
export async function prepareFormPhotos(files: File[], capBytes: number): Promise<CheckedImage[]> {
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
    const variants = photo.variants.map((variant) => ({ width: variant.width, format: "base" as const, bytes: variant.bytes, type: photo.type }));
    checked.push({ bytes: photo.image, type: photo.type, variants });
  }
  return checked;
}

/**
 * Every object of one image as R2 puts: the image under `key`, each variant under its variant
 * key (its own type in its metadata), a base variant marked when its AVIF sibling is stored too.
 */
export function putImage(bucket: R2Bucket, key: string, image: CheckedImage): Promise<R2Object | null>[] {
  const avifWidths = new Set(image.variants.filter((variant) => variant.format === "avif").map((variant) => variant.width));
  return [
    bucket.put(key, image.bytes, { httpMetadata: { contentType: image.type } }),
    ...image.variants.map((variant) =>
      bucket.put(variantKeyOf(key, variant.width, variant.format), variant.bytes, {
        httpMetadata: { contentType: variant.type },
        customMetadata: variant.format === "base" && avifWidths.has(variant.width) ? { [AVIF_SIBLING]: "1" } : undefined,
      }),
    ),
  ];
}

/** The card-sized variant the picture hash is taken from (docs/decisions/065), if stored. */
function thumbnailOf(image: CheckedImage): Uint8Array | null {
  return image.variants.find((variant) => variant.format === "base" && variant.width === THUMB_WIDTH)?.bytes ?? null;
}

/**
 * Puts checked images and their variants in R2 and records them as the uploader's, with their
 * hashes (worker/services/media/photo-hashes.ts; a failed hash leaves them to the hourly run). Every put is
 * awaited, failed or not, before anything is taken back out (a put still under way could land
 * after the clean-up); on any failure all of them go and the person gets one sentence.
 */
export async function storeChecked(ctx: RequestContext, me: SessionUser, checked: CheckedImage[], as: StoreAs): Promise<string[]> {
  const keys = checked.map((image) => `${as.folder}/${crypto.randomUUID()}.${EXTENSION[image.type]}`);
  const puts = await Promise.allSettled(checked.flatMap((image, index) => putImage(ctx.env.IMAGES, keys[index] as string, image)));
  try {
    const failed = puts.find((put) => put.status === "rejected");
    if (failed) throw failed.reason;
    // Hashed from what was stored, one at a time: a decoded picture is large.
    const hashes: HashColumns[] = [];
    for (const image of checked) hashes.push(await hashesForStore(image.bytes, thumbnailOf(image)));
    await ctx.db
      .insert(uploads)
      .values(keys.map((key, index) => ({ key, userId: me.id, kind: as.kind, bytes: checked[index]?.bytes.byteLength, ...hashes[index] })));
  } catch (error) {
    await removeQuietly(ctx.env.IMAGES, objectKeys(keys));
    console.error("[uploads] images not stored", error);
    throw new Refusal(503, STORAGE_MESSAGES.notStored);
  }
  return keys.map((key) => `/uploads/${key}`);
}

/**
 * Takes objects back out after a failed store. A failure here is only logged: nothing refers to
 * the objects, so the clean-up's walk of the bucket removes them a day later.
 */
export async function removeQuietly(bucket: R2Bucket, keys: string[]): Promise<void> {
  try {
    await deleteObjects(bucket, keys);
  } catch (error) {
    console.error("[uploads] objects left for the clean-up", error);
  }
}

/** A listing's images as R2 keys: all of them, and the ones it does not have yet (to be claimed). */
export interface ClaimableKeys {
  keys: string[];
  fresh: string[];
}

/**
 * The R2 keys of a listing's images, once each is known to be allowed: an image the listing
 * already has, or one the editor uploaded that no other listing has taken. Anything else (an
 * address guessed from another listing, a deleted upload) is refused. An edit holds the images
 * it adds to the update cap, whatever the upload asked for (`?for=update` is the client's word).
 * This is a first look with a clear answer; the claim itself is made atomically by `claimCheck`.
 */
export async function claimableKeys(db: Db, me: SessionUser, urls: string[], current: { id: number; imageUrls: string[] } | null): Promise<ClaimableKeys> {
  const existing = new Set(current?.imageUrls ?? []);
  const keys = urls.map((url) => uploadKeyOf(url));
  if (keys.some((key) => key === null)) throw new Refusal(400, UPLOAD_MESSAGES.notOurs);
  const fresh = [...new Set(keys.filter((key, index): key is string => key !== null && !existing.has(urls[index] as string)))];
  if (fresh.length > 0) {
    const mine = await db
      .select({ key: uploads.key, bytes: uploads.bytes })
      .from(uploads)
      .where(
        and(
          inArray(uploads.key, fresh),
          eq(uploads.userId, me.id),
          eq(uploads.kind, "listing"),
          // A presigned upload only once its bytes were checked (upload-slots.ts, checkPendingUploads).
          isNull(uploads.pendingUntil),
          current ? or(isNull(uploads.listingId), eq(uploads.listingId, current.id)) : isNull(uploads.listingId),
        ),
      );
    if (mine.length !== fresh.length) throw new Refusal(400, UPLOAD_MESSAGES.notOurs);
    if (current && mine.some((row) => (row.bytes ?? 0) > LIMITS.imageBytesUpdate)) {
      throw new Refusal(413, UPLOAD_MESSAGES.tooLarge(LIMITS.imageBytesUpdate));
    }
  }
  return { keys: keys as string[], fresh };
}

/**
 * True (in SQL, inside the write's own batch) while every fresh key is still the editor's and
 * free, or already this listing's. Each statement of a listing write carries it, so two writes
 * racing for one upload cannot both take it: D1 runs a batch as one transaction, one at a time.
 */
export function claimCheck(fresh: string[], editorId: string, listingId: number | null): SQL {
  const free = listingId === null ? sql`u.listing_id IS NULL` : sql`(u.listing_id IS NULL OR u.listing_id = ${listingId})`;
  return sql`(SELECT count(*) FROM uploads AS u WHERE u.key IN (${sql.join(
    fresh.map((key) => sql`${key}`),
    sql`, `,
  )}) AND u.user_id = ${editorId} AND u.kind = 'listing' AND u.pending_until IS NULL AND ${free}) = ${fresh.length}`;
}

/**
 * R2 objects (image and every variant it may have) behind a set of upload keys; benchmark images
 * are shared. A variant never made is a key R2 deletes as a no-op.
 */
export function objectKeys(keys: Iterable<string>): string[] {
  return [...keys].filter((key) => !key.startsWith("shared/")).flatMap(objectKeysOf);
}

export async function deleteObjects(bucket: R2Bucket, keys: string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 1000) await bucket.delete(keys.slice(start, start + 1000));
}

/** D1 binds at most 100 parameters a statement; key lists go in slices well under that. */
const KEYS_PER_STATEMENT = 50;

/**
 * Deletes the objects of uploads a write has just detached (owner cleared in the same batch that
 * dropped them), then their rows. If R2 fails, the rows stay detached and the hourly clean-up
 * retries: the person's write has happened, and nothing is orphaned for good.
 */
export async function discardDetached(ctx: Pick<RequestContext, "db" | "env">, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await deleteObjects(ctx.env.IMAGES, objectKeys(keys));
    for (let start = 0; start < keys.length; start += KEYS_PER_STATEMENT) {
      await ctx.db.delete(uploads).where(and(inArray(uploads.key, keys.slice(start, start + KEYS_PER_STATEMENT)), isNull(uploads.userId)));
    }
  } catch (error) {
    console.error("[uploads] detached uploads left for the clean-up", error);
  }
}

/**
 * The scheduled clean-up, part one (rows): listing images uploaded more than a day ago that no
 * listing took (the seller gave up, or the form failed) are detached, and so are chat photos more
 * than a day old that no message holds: never sent, or their message went (its conversation was
 * deleted outside the product; `message_id` is SET NULL). Then every detached upload (left by a
 * failed delete, or whose owner was removed) loses its objects and its row. Detaching first is
 * atomic, so a listing or message claiming a stale upload at this moment either wins or is refused.
 * Returns how many uploads went.
 */
export async function removeUnusedUploads(db: Db, bucket: R2Bucket, now = Date.now()): Promise<number> {
  await db.update(uploads).set({ userId: null }).where(unusedUploads(now));
  let removed = 0;
  for (;;) {
    const detached = await db.select({ key: uploads.key }).from(uploads).where(isNull(uploads.userId)).limit(KEYS_PER_STATEMENT);
    if (detached.length === 0) return removed;
    const keys = detached.map((row) => row.key);
    await deleteObjects(bucket, objectKeys(keys));
    await db.delete(uploads).where(and(inArray(uploads.key, keys), isNull(uploads.userId)));
    removed += keys.length;
  }
}

/**
 * Uploads still owned but unused for a day: a listing photo no listing took, a chat photo no
 * message holds, a presigned slot or banner nothing claimed. Read through uploads_unused_idx, the uploads that neither a listing nor a message
 * holds (an avatar is neither, and is left alone by its kind).
 */
export function unusedUploads(now: number): SQL | undefined {
  return and(
    isNull(uploads.listingId),
    isNull(uploads.messageId),
    isNotNull(uploads.userId),
    lt(uploads.createdAt, new Date(now - UNUSED_UPLOAD_TTL_MS)),
    // A slot never claimed goes whatever it was for. A banner's row goes when a banner
    // claims it, so one still here was checked but never claimed; a checked avatar is left alone.
    or(inArray(uploads.kind, ["listing", "message", "banner"]), isNotNull(uploads.pendingUntil)),
  );
}

/**
 * The scheduled clean-up, part two (objects): walks the bucket a page at a time and deletes
 * objects older than a day that nothing refers to: no upload row, sponsor banner, listing or
 * avatar (a row removed outside the product, e.g. a user deleted by hand, leaves such objects).
 * Benchmark images under `shared/` are left alone. Returns how many objects went.
 */
export async function removeOrphanObjects(db: Db, bucket: R2Bucket, now = Date.now()): Promise<number> {
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor, limit: 500 });
    const old = page.objects.filter((object) => !object.key.startsWith("shared/") && object.uploaded.getTime() < now - UNUSED_UPLOAD_TTL_MS);
    if (old.length > 0) {
      const referenced = await referencedKeys(db, [...new Set(old.map((object) => ownerKeyOf(object.key)))]);
      const orphans = old.filter((object) => !referenced.has(ownerKeyOf(object.key))).map((object) => object.key);
      await deleteObjects(bucket, orphans);
      removed += orphans.length;
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return removed;
}

/**
 * Which of these keys something refers to. Upload rows and banners are looked up by key first
 * (cheap); only keys still unclaimed are searched for in listings and avatars, which means a scan,
 * so that an image some old row names without an upload row is never taken from under it.
 * The keys travel as one JSON parameter (D1 binds at most 100).
 */
async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const candidates = sql`(SELECT value AS key FROM json_each(${JSON.stringify(keys)}))`;
  const cheap = await db.all<{ key: string }>(sql`
    SELECT c.key FROM ${candidates} AS c WHERE c.key IN (SELECT key FROM uploads)
    UNION SELECT substr(image_url, 10) FROM homepage_images WHERE image_url IN (SELECT '/uploads/' || key FROM ${candidates})`);
  for (const row of cheap) found.add(row.key);
  const rest = keys.filter((key) => !found.has(key));
  if (rest.length === 0) return found;
  const left = sql`(SELECT '/uploads/' || value FROM json_each(${JSON.stringify(rest)}))`;
  const scanned = await db.all<{ key: string }>(sql`
    SELECT substr(image, 10) AS key FROM "user" WHERE image IN ${left}
    UNION SELECT substr(j.value, 10) FROM listings AS l, json_each(l.image_urls) AS j WHERE j.value IN ${left}`);
  for (const row of scanned) found.add(row.key);
  return found;
}

/** Both parts of the hourly clean-up; what each removed. */
export async function cleanUpStorage(db: Db, bucket: R2Bucket, now = Date.now()): Promise<{ uploads: number; orphans: number }> {
  const removedUploads = await removeUnusedUploads(db, bucket, now);
  const orphans = await removeOrphanObjects(db, bucket, now);
  return { uploads: removedUploads, orphans };
}
