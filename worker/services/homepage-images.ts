import { desc, eq } from "drizzle-orm";
import { ADMIN_MESSAGES, checkSponsorUpload } from "../../app/domain/admin";
import { BANNER_WIDTHS, normalizeImageUrl } from "../../app/domain/images";
import { LIMITS } from "../../app/domain/limits";
import type { RequestContext, SessionUser } from "../context";
import { HOME_TAG, purgeSharedPages } from "../edge-cache";
import type { Db } from "../db/client";
import { homepageImages } from "../db/schema";
import { PREPARABLE, photoDimensions, variantsOf } from "./compress-photo";
import { EXTENSION, sniffImageType, uploadKeyOf, type ImageType } from "./images";
import { requireAdmin } from "./moderation";
import { COMMON_MESSAGES, Refusal } from "./refusal";
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
