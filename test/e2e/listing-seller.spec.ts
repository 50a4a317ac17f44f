import { expect, pageReady, test } from "./fixtures";
import { HIDDEN_NAME, sellerWithHiddenListings, seriousViolationsIn, UNAVAILABLE_NAME } from "./listing-seller";

/** The seller on a listing page: their storefront link, and More from this seller. */
test.describe("the seller on a listing page", () => {
  test("the seller's name leads to their storefront; the row shows their other listings, not this one nor hidden or sold ones", async ({ page }) => {
    const seller = await sellerWithHiddenListings(page);
    await page.goto(`/listing/${seller.listingId}`);
    await pageReady(page);
    const storefront = `/seller/${encodeURIComponent(seller.sellerId)}`;

    const name = page.locator(".seller a.seller-link");
    await expect(name).toHaveAttribute("href", storefront);
    const box = await name.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    const facts = page.locator("dl.seller");
    await expect(facts.getByText("Phone verified")).toBeVisible();
    await expect(facts.getByText(/^Rated \d\.\d out of 5 from \d+ reviews?$/)).toBeAttached();
    await expect(facts.getByText(/^\d\.\d ★ \(\d+ reviews?\)$/)).toBeVisible();
    await expect(facts.getByText(/^On Sokoni since$/)).toBeVisible();
    expect(await seriousViolationsIn(page, "dl.seller")).toEqual([]);
    expect(await seriousViolationsIn(page, ".more-from-seller")).toEqual([]);

    const row = page.getByRole("region", { name: "More from this seller" });
    await expect(row).toBeVisible();
    const cards = row.locator(".listing-card-name a");
    await expect(cards).toHaveCount(seller.expected.length);
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(seller.expected.map((id) => `/listing/${id}`));
    await expect(row.locator(`a[href="/listing/${seller.listingId}"]`)).toHaveCount(0);
    await expect(row.getByText(HIDDEN_NAME)).toHaveCount(0);
    await expect(row.getByText(UNAVAILABLE_NAME)).toHaveCount(0);
    // The seller's Call and WhatsApp are at the top of the page, not on each card again.
    await expect(row.getByRole("link", { name: /^Call the seller/ })).toHaveCount(0);
    await expect(row.getByRole("link", { name: /^Chat on WhatsApp/ })).toHaveCount(0);

    const seeAll = row.getByRole("link", { name: /^See all listings from/ });
    await expect(seeAll).toHaveAttribute("href", storefront);
    expect((await seeAll.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    // A card of the row opens that listing.
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/listing/${seller.expected[0]}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
