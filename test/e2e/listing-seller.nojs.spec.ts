import { expect, test } from "./fixtures";
import { HIDDEN_NAME, sellerWithHiddenListings, UNAVAILABLE_NAME } from "./listing-seller";

/** The seller on a listing page without JavaScript: plain links all the way. */
test.describe("the seller on a listing page without JavaScript", () => {
  test("links the seller to their storefront and shows their other listings, which open with a page load", async ({ page }) => {
    const seller = await sellerWithHiddenListings(page);
    await page.goto(`/listing/${seller.listingId}`);
    const storefront = `/seller/${encodeURIComponent(seller.sellerId)}`;
    await expect(page.locator(".seller a.seller-link")).toHaveAttribute("href", storefront);

    const row = page.getByRole("region", { name: "More from this seller" });
    const cards = row.locator(".listing-card-name a");
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(seller.expected.map((id) => `/listing/${id}`));
    await expect(row.getByText(HIDDEN_NAME)).toHaveCount(0);
    await expect(row.getByText(UNAVAILABLE_NAME)).toHaveCount(0);
    await expect(row.getByRole("link", { name: /^See all listings from/ })).toHaveAttribute("href", storefront);

    await cards.last().click();
    await expect(page).toHaveURL(new RegExp(`/listing/${seller.expected.at(-1)}$`));
    await expect(page.getByRole("region", { name: "More from this seller" })).toBeVisible();
  });
});
