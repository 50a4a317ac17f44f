import { expect, pageReady, test } from "./fixtures";
import { seriousViolationsIn } from "./listing-seller";

/**
 * The warning signs on a listing page, on the demo data (scripts/seed/demo-limits.ts): the
 * newcomer's iPhone, far below the median of the used smartphones for sale, shows the price
 * caution with its link to the safety guide, and "New on Sokoni" beside its seller.
 */
test("a listing far below its group's median warns, and a seller of two days is New on Sokoni", async ({ page }) => {
  const found = await page.request.get(`/api/listings?${new URLSearchParams({ searchTerm: "iPhone 14 Pro Max like new", limit: "1" })}`);
  const body = (await found.json()) as { data: { listings: { _id: string; name: string }[] } };
  const listing = body.data.listings.find((item) => item.name === "iPhone 14 Pro Max, 256 GB, like new");
  expect(listing).toBeDefined();
  await page.goto(`/listing/${listing?._id}`);
  await pageReady(page);

  const warning = page.locator(".listing-summary .price-warning");
  await expect(warning).toBeVisible();
  await expect(warning).toContainText("This price is much lower than similar listings. Be careful of scams.");
  const guide = warning.getByRole("link", { name: "Read our safety guide" });
  await expect(guide).toHaveAttribute("href", "/safety-guide");
  expect((await guide.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  await expect(page.locator("dl.seller").getByText("New on Sokoni: joined 2 days ago")).toBeVisible();
  expect(await seriousViolationsIn(page, ".listing-summary")).toEqual([]);

  await guide.click();
  await expect(page).toHaveURL(/\/safety-guide$/);
});

test("a listing at a usual price shows neither sign", async ({ page }) => {
  const found = await page.request.get(`/api/listings?${new URLSearchParams({ searchTerm: "Samsung Galaxy S21 5G", limit: "5" })}`);
  const body = (await found.json()) as { data: { listings: { _id: string; name: string }[] } };
  const listing = body.data.listings.find((item) => item.name === "Samsung Galaxy S21 5G, 128 GB");
  expect(listing).toBeDefined();
  await page.goto(`/listing/${listing?._id}`);
  await expect(page.locator("h1")).toHaveText("Samsung Galaxy S21 5G, 128 GB");
  await expect(page.locator(".price-warning")).toHaveCount(0);
  await expect(page.locator(".new-seller")).toHaveCount(0);
});
