import { expect, test } from "./fixtures";

/** The warning signs on a listing page come with the page itself: no script needed. */
test("without JavaScript the price caution and New on Sokoni are on the page", async ({ page }) => {
  const found = await page.request.get(`/api/listings?${new URLSearchParams({ searchTerm: "iPhone 14 Pro Max like new", limit: "1" })}`);
  const body = (await found.json()) as { data: { listings: { _id: string; name: string }[] } };
  const listing = body.data.listings.find((item) => item.name === "iPhone 14 Pro Max, 256 GB, like new");
  expect(listing).toBeDefined();
  await page.goto(`/listing/${listing?._id}`);
  const warning = page.locator(".listing-summary .price-warning");
  await expect(warning).toContainText("This price is much lower than similar listings. Be careful of scams.");
  await expect(warning.getByRole("link", { name: "Read our safety guide" })).toHaveAttribute("href", "/safety-guide");
  await expect(page.locator("dl.seller").getByText("New on Sokoni: joined 2 days ago")).toBeVisible();
});
