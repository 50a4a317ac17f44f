import { desc } from "drizzle-orm";
import { normalizeImageUrl } from "../../app/domain/images";
import type { Db } from "../db/client";
import { homepageImages } from "../db/schema";

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
