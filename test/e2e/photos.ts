import type { Page } from "@playwright/test";

/** Every listing photo (an upload) the page asks for, from now on. */
export function countPhotoRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/uploads/")) seen.push(request.url());
  });
  return seen;
}

/** A seeded listing with at least two photos of its own (uploads). */
export async function listingWithPhotos(page: Page): Promise<{ _id: string; name: string; imageUrls: string[] }> {
  const answer = await page.request.get("/api/listings?limit=48");
  const { data } = (await answer.json()) as { data: { listings: { _id: string; name: string; imageUrls: string[] }[] } };
  const found = data.listings.find((listing) => listing.imageUrls.length >= 2 && listing.imageUrls.every((url) => url.startsWith("/uploads/")));
  if (!found) throw new Error("no seeded listing with two photos");
  return found;
}
