import { expect, test } from "./fixtures";

/* Show contact and a visitor's heart without scripts (docs/decisions/121). */

test("without scripts Show contact loads the listing again with the number written in; the heart goes to sign in and back", async ({ page }) => {
  await page.goto("/search");
  const listing = (await page.locator(".results-grid article h3 a").first().getAttribute("href")) ?? "";
  expect(listing).toMatch(/^\/listing\/\d+$/);
  await page.goto(listing);
  await expect(page.locator(".contact-number")).toHaveCount(0);
  await page.getByRole("button", { name: "Show contact" }).click();
  await expect(page).toHaveURL((url) => url.pathname === listing && url.hash === "#contact");
  await expect(page.locator(".contact-number")).toContainText("Seller's phone number:");
  await expect(page.locator(".contact-number strong")).toHaveText(/^\+254 \d{3} \d{3} \d{3}$/);
  await expect(page.locator(".contact-number")).toBeInViewport();
  // The page as every visitor gets it still keeps the number to itself.
  await page.goto(listing);
  await expect(page.locator(".contact-number")).toHaveCount(0);

  await page
    .locator(".listing-actions")
    .getByRole("button", { name: /^Save .* to favourites$/ })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.get("redirectTo") === listing);
});
