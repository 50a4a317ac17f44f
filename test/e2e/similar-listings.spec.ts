import { expect, pageReady, test } from "./fixtures";
import { seriousViolationsIn } from "./listing-seller";
import { listingWithSimilar } from "./similar-listings";

/** The listing page's "Similar listings" row. */
test("a listing page shows similar listings, and a card opens one", async ({ page }, testInfo) => {
  const { id, similar } = await listingWithSimilar(page);
  await page.goto(`/listing/${id}`);
  await pageReady(page);
  const row = page.getByRole("region", { name: "Similar listings" });
  await row.scrollIntoViewIfNeeded();
  await expect(row).toBeVisible();
  const cards = row.locator(".listing-card-name a");
  expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(similar.map((listing) => `/listing/${listing._id}`));
  await expect(row.locator(`a[href="/listing/${id}"]`)).toHaveCount(0);
  // Pictures below the fold wait until they are needed.
  for (const image of await row.locator("img").all()) await expect(image).toHaveAttribute("loading", "lazy");
  const seeMore = row.getByRole("link", { name: /^See more in / });
  await expect(seeMore).toHaveAttribute("href", /^\/search\?category=/);
  expect((await seeMore.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await seriousViolationsIn(page, ".similar-listings")).toEqual([]);
  await row.screenshot({ path: testInfo.outputPath("similar-row.png") });

  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`/listing/${similar[0]?._id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
