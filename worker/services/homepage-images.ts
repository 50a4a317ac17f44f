import { desc, eq } from "drizzle-orm";
import { ADMIN_MESSAGES, checkSponsorUpload } from "../../app/domain/admin";
import { normalizeImageUrl } from "../../app/domain/images";
import type { RequestContext, SessionUser } from "../context";
import type { Db } from "../db/client";
import { homepageImages } from "../db/schema";
import { EXTENSION, sniffImageType, uploadKeyOf, type ImageType } from "./images";
import { requireAdmin } from "./moderation";
import { Refusal } from "./refusal";

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
  try {
    await Promise.all(images.map((image, index) => ctx.env.IMAGES.put(keys[index] as string, image.bytes, { httpMetadata: { contentType: image.type } })));
    await ctx.db.insert(homepageImages).values(checked.entries.map((entry, index) => ({ ...entry, imageUrl: `/uploads/${keys[index]}` })));
  } catch (error) {
    await ctx.env.IMAGES.delete(keys);
    throw error;
  }
  return keys.length;
}

/** Removes a sponsor banner and its image (admins only). */
export async function deleteHomepageImage(ctx: RequestContext, me: SessionUser | null, id: number): Promise<void> {
  requireAdmin(me);
  const [removed] = await ctx.db.delete(homepageImages).where(eq(homepageImages.id, id)).returning({ imageUrl: homepageImages.imageUrl });
  if (!removed) throw new Refusal(404, "Image not found");
  const key = uploadKeyOf(removed.imageUrl);
  if (key) await ctx.env.IMAGES.delete(key);
}
