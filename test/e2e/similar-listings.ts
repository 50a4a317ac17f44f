import type { Page } from "@playwright/test";

interface Card {
  _id: string;
  name: string;
}

/** A seeded listing whose Similar listings row is not empty, with the row as the API answers it. */
export async function listingWithSimilar(page: Page): Promise<{ id: string; similar: Card[] }> {
  const found = await page.request.get("/api/listings?limit=48");
  const { data } = (await found.json()) as { data: { listings: Card[] } };
  for (const listing of data.listings) {
    const answer = await page.request.get(`/api/listings/${listing._id}/similar`);
    const { data: similar } = (await answer.json()) as { data: { listings: Card[] } };
    if (similar.listings.length >= 2) return { id: listing._id, similar: similar.listings };
  }
  throw new Error("no seeded listing has similar listings");
}
