import { desc, eq } from "drizzle-orm";
import { ADMIN_MESSAGES, checkSponsorUpload } from "../../app/domain/admin";
import { normalizeImageUrl } from "../../app/domain/images";
import type { RequestContext, SessionUser } from "../context";
import type { Db } from "../db/client";
import { homepageImages } from "../db/schema";
import { EXTENSION, sniffImageType, uploadKeyOf, type ImageType } from "./images";
import { requireAdmin } from "./moderation";
import { COMMON_MESSAGES, Refusal } from "./refusal";
import { removeQuietly, STORAGE_MESSAGES } from "./uploads";

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
 * a URL and company name each) before anything is stored; the rows go in one batch, and a
 * failure takes the stored objects back out, so nothing is left half-written.
 */
export async function addHomepageImages(ctx: RequestContext, me: SessionUser | null, files: File[], urls: string[], companyNames: string[]): Promise<number> {
  requireAdmin(me);
  const checked = checkSponsorUpload(files, urls, companyNames);
  if (!checked.ok) throw new Refusal(checked.tooLarge ? 413 : 400, checked.message);
  const images: { bytes: Uint8Array; type: ImageType }[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw new Refusal(415, ADMIN_MESSAGES.notImage);
    images.push({ bytes, type });
  }
  const keys = images.map((image) => `homepage/${crypto.randomUUID()}.${EXTENSION[image.type]}`);
  // Every put settles before any is taken back, so none lands after the clean-up.
  const puts = await Promise.allSettled(
    images.map((image, index) => ctx.env.IMAGES.put(keys[index] as string, image.bytes, { httpMetadata: { contentType: image.type } })),
  );
  try {
    const failed = puts.find((put) => put.status === "rejected");
    if (failed) throw failed.reason;
    await ctx.db.insert(homepageImages).values(checked.entries.map((entry, index) => ({ ...entry, imageUrl: `/uploads/${keys[index]}` })));
  } catch (error) {
    await removeQuietly(ctx.env.IMAGES, keys);
    console.error("[homepage images] not stored", error);
    throw new Refusal(503, STORAGE_MESSAGES.notStored);
  }
  return keys.length;
}

/**
 * Removes a sponsor banner and its image (admins only). The row goes first: if R2 then fails, the
 * object is one nothing refers to, which the hourly clean-up's walk of the bucket removes.
 */
export async function deleteHomepageImage(ctx: RequestContext, me: SessionUser | null, id: number): Promise<void> {
  requireAdmin(me);
  const [removed] = await ctx.db.delete(homepageImages).where(eq(homepageImages.id, id)).returning({ imageUrl: homepageImages.imageUrl });
  if (!removed) throw new Refusal(404, COMMON_MESSAGES.imageNotFound);
  const key = uploadKeyOf(removed.imageUrl);
  if (key) await removeQuietly(ctx.env.IMAGES, [key]);
}
