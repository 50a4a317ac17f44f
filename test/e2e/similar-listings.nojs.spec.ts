import { expect, test } from "./fixtures";
import { listingWithSimilar } from "./similar-listings";

/** Without scripts the row is the same plain links. */
test("the similar listings row works without JavaScript", async ({ page }, testInfo) => {
  const { id, similar } = await listingWithSimilar(page);
  await page.goto(`/listing/${id}`);
  const row = page.getByRole("region", { name: "Similar listings" });
  await expect(row.locator(".listing-card")).toHaveCount(similar.length);
  await row.screenshot({ path: testInfo.outputPath("similar-row-nojs.png") });
  await row.locator(".listing-card-name a").first().click();
  await expect(page).toHaveURL(new RegExp(`/listing/${similar[0]?._id}$`));
});
