import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { ADMIN_MESSAGES, checkSponsorEntries, checkSponsorUpload } from "../../../app/domain/admin";
import { BANNER_WIDTHS, normalizeImageUrl } from "../../../app/domain/images";
import { LIMITS } from "../../../app/domain/limits";
import { UPLOAD_MESSAGES } from "../../../app/domain/listing-input";
import type { RequestContext, SessionUser } from "../../context";
import { HOME_TAG, purgeSharedPages } from "../../edge-cache";
import type { Db } from "../../db/client";
import { homepageImages, uploads } from "../../db/schema";
import { PREPARABLE, photoDimensions, variantsOf } from "./compress-photo";
import { EXTENSION, sniffImageType, uploadKeyOf, type ImageType } from "./images";
import { requireAdmin } from "../safety/moderation";
import { COMMON_MESSAGES, Refusal } from "../refusal";
import { checkPendingUploads } from "./upload-slots";
import { type CheckedImage, type CheckedVariant, objectKeys, putImage, removeQuietly, STORAGE_MESSAGES } from "./uploads";

export interface HomepageImage {
  id: number;
  imageUrl: string;
  companyName: string;
  companyUrl: string;
}

/** The sponsor banner's images, newest first, with the spec's defaults for missing fields. */
export async function listHomepageImages(db: Db): Promise<HomepageImage[]> {
  const rows = await db.select().from(homepageImages).orderBy(desc(homepageImages.createdAt), desc(homepageImages.id));
  return rows.flatMap((row) => {
    const imageUrl = normalizeImageUrl(row.imageUrl);
    if (!imageUrl) return [];
    return [{ id: row.id, imageUrl, companyName: row.companyName || "Unknown", companyUrl: row.companyUrl || "#" }];
  });
}

/**
 * Adds sponsor banners (admins only): every file is checked (the spec's caps, real image bytes,
 * a URL and company name each) and given its variants before anything is stored; the rows go in
 * one batch, and a failure takes the stored objects back out, so nothing is left half-written.
 */
export async function addHomepageImages(ctx: RequestContext, me: SessionUser | null, files: File[], urls: string[], companyNames: string[]): Promise<number> {
  requireAdmin(me);
  const checked = checkSponsorUpload(files, urls, companyNames);
  if (!checked.ok) throw new Refusal(checked.tooLarge ? 413 : 400, checked.message);
  const sent: { bytes: Uint8Array; type: ImageType }[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw new Refusal(415, ADMIN_MESSAGES.notImage);
    sent.push({ bytes, type });
  }
  // One at a time: a decoded banner is large.
  const images: CheckedImage[] = [];
  for (const image of sent) images.push({ ...image, variants: await bannerVariants(image.bytes, image.type) });
  const keys = images.map((image) => `homepage/${crypto.randomUUID()}.${EXTENSION[image.type]}`);
  // Every put settles before any is taken back, so none lands after the clean-up.
  const puts = await Promise.allSettled(images.flatMap((image, index) => putImage(ctx.env.IMAGES, keys[index] as string, image)));
  try {
    const failed = puts.find((put) => put.status === "rejected");
    if (failed) throw failed.reason;
    await ctx.db.insert(homepageImages).values(checked.entries.map((entry, index) => ({ ...entry, imageUrl: `/uploads/${keys[index]}` })));
  } catch (error) {
    await removeQuietly(ctx.env.IMAGES, objectKeys(keys));
    console.error("[homepage images] not stored", error);
    throw new Refusal(503, STORAGE_MESSAGES.notStored);
  }
  // The banners are on the home page only (docs/decisions/093-edge-cache-for-visitors.md).
  purgeSharedPages(ctx, [HOME_TAG]);
  return keys.length;
}

/**
 * Adds sponsor banners the admin's browser sent straight to R2: `imageUrls` name the
 * banner slots' objects, each with its URL and company name. Each is checked by its bytes first
 * (`checkPendingUploads`: the admin's own, a real image within 5 MB, its 640/1280 copies too), then
 * 25 MB in all. One batch adds the banners only while every slot is still unclaimed and takes the
 * slots' rows (the banner row is then what refers to the object, as for a banner sent through the
 * form), so of two claims racing for a banner exactly one stands.
 */
export async function claimHomepageImages(
  ctx: RequestContext,
  me: SessionUser | null,
  imageUrls: string[],
  urls: string[],
  companyNames: string[],
): Promise<number> {
  const admin = requireAdmin(me);
  const keys = imageUrls.map(uploadKeyOf);
  const checked = checkSponsorEntries(keys.length, urls, companyNames);
  if (!checked.ok) throw new Refusal(400, checked.message);
  const named = keys.filter((key): key is string => key !== null);
  if (named.length !== keys.length || new Set(named).size !== named.length) throw new Refusal(400, UPLOAD_MESSAGES.notOurs);
  await checkPendingUploads(ctx, admin, named, "banner", LIMITS.homepageImageBytes);
  const free = and(inArray(uploads.key, named), eq(uploads.userId, admin.id), eq(uploads.kind, "banner"), isNull(uploads.pendingUntil));
  const rows = await ctx.db.select({ bytes: uploads.bytes }).from(uploads).where(free);
  if (rows.length !== named.length) throw new Refusal(400, UPLOAD_MESSAGES.notOurs);
  const total = rows.reduce((sum, row) => sum + (row.bytes ?? 0), 0);
  if (total > LIMITS.homepageImagesTotalBytes) throw new Refusal(413, ADMIN_MESSAGES.totalTooLarge((total / 1024 / 1024).toFixed(2)));
  const entries = JSON.stringify(named.map((key, index) => ({ key, ...checked.entries[index] })));
  const allFree = sql`(SELECT count(*) FROM ${uploads} WHERE ${free}) = ${named.length}`;
  let added: { id: number }[];
  try {
    [added] = await ctx.db.batch([
      ctx.db
        .insert(homepageImages)
        .select(
          sql`SELECT NULL, '/uploads/' || json_extract(value, '$.key'), json_extract(value, '$.companyName'), json_extract(value, '$.companyUrl'), ${Date.now()}
              FROM json_each(${entries}) WHERE ${allFree} ORDER BY key`,
        )
        .returning({ id: homepageImages.id }),
      ctx.db.delete(uploads).where(and(free, sql`EXISTS (SELECT 1 FROM ${homepageImages} AS h WHERE h.image_url = '/uploads/' || ${uploads.key})`)),
    ]);
  } catch (error) {
    console.error("[homepage images] not claimed", error);
    throw new Refusal(503, STORAGE_MESSAGES.notStored);
  }
  if (added.length !== named.length) throw new Refusal(409, UPLOAD_MESSAGES.notOurs);
  purgeSharedPages(ctx, [HOME_TAG]);
  return added.length;
}

/**
 * The banner's WebP variants, 640 and 1280 wide, made here rather than in the admin's browser: a
 * banner is stored as the admin sent it (often a wide, heavy original), and admins are few. Only
 * for what the Worker decodes within the prepared photos' pixel limit; anything else (AVIF, a
 * picture too large, bytes the decoder refuses) is stored without variants and serves whole.
 */
async function bannerVariants(bytes: Uint8Array, type: ImageType): Promise<CheckedVariant[]> {
  if (!PREPARABLE.includes(type)) return [];
  const size = photoDimensions(bytes, type);
  if (!size || size.width * size.height > LIMITS.preparedPhotoPixels) return [];
  try {
    const made = await variantsOf(bytes, type, BANNER_WIDTHS);
    return made.map((variant) => ({ width: variant.width, format: "base", bytes: variant.bytes, type: "image/webp" }));
  } catch (error) {
    console.error("[homepage images] no variants made", error);
    return [];
  }
}

/**
 * Removes a sponsor banner and its image with its variants (admins only). The row goes first: if R2 then fails, the
 * objects are ones nothing refers to, which the hourly clean-up's walk of the bucket removes.
 */
export async function deleteHomepageImage(ctx: RequestContext, me: SessionUser | null, id: number): Promise<void> {
  requireAdmin(me);
  const [removed] = await ctx.db.delete(homepageImages).where(eq(homepageImages.id, id)).returning({ imageUrl: homepageImages.imageUrl });
  if (!removed) throw new Refusal(404, COMMON_MESSAGES.imageNotFound);
  purgeSharedPages(ctx, [HOME_TAG]);
  const key = uploadKeyOf(removed.imageUrl);
  if (key) await removeQuietly(ctx.env.IMAGES, objectKeys([key]));
}
