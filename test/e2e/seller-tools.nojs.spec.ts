import { expect, test } from "./fixtures";
import { sellerWithListing } from "./seller-tools";

/*
 * Seller tools without JavaScript: My listings' buttons are forms, the boost page is a form, and the
 * payment's page reloads itself (a refresh inside <noscript>) until M-Pesa has answered.
 */

test("without scripts a seller boosts a listing, follows the payment to its receipt, and marks another sold", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const seller = await sellerWithListing(page, testInfo.project.name, baseURL, 3);
  await page.goto("/profile?tab=listings");
  const row = page.locator(".my-listing", { hasText: seller.listingName });
  await row.getByRole("link", { name: "Boost", exact: true }).click();
  await page.getByRole("radio", { name: /Top 30 days/ }).check();
  await page.getByRole("button", { name: "Pay with M-Pesa" }).click();
  await expect(page).toHaveURL(/\/payments\/\d+$/);
  await expect(page.getByText(`Check your phone (${seller.phone}): enter your M-Pesa PIN to pay KSh 1,000.`)).toBeVisible();
  await expect(page.getByText(/^Paid\. M-Pesa receipt SIM\d{7}\.$/)).toBeVisible({ timeout: 20_000 });
  await page.goto(`/browse?${new URLSearchParams({ category: seller.category })}`);
  const first = page.locator(".top-grid .listing-card").first();
  await expect(first.getByRole("heading", { name: seller.listingName })).toBeVisible();
  await expect(first.locator(".boost-badge")).toHaveText("Top");

  // Mark sold: the page answers in place, and the row says Sold.
  await page.goto("/profile?tab=listings");
  await page.locator(".my-listing", { hasText: seller.listingName }).getByRole("button", { name: "Mark sold" }).click();
  await expect(page.getByText("Marked as sold. It no longer shows in search.")).toBeVisible();
  await page.goto("/profile?tab=listings&status=sold");
  await expect(page.locator(".my-listing", { hasText: seller.listingName }).getByText("Sold", { exact: true })).toBeVisible();
  await page.goto(`/listing/${seller.listingId}`);
  await expect(page.getByText("You marked this listing sold", { exact: false })).toBeVisible();
});
