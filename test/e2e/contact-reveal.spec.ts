import { expect, pageReady, test } from "./fixtures";

/*
 * Show contact (docs/decisions/121): a buyer on any screen reads the seller's number as text, in
 * place; a visitor's heart offers Sign in, back to the listing.
 */

/** The first listing of the search results: on show, with its seller's confirmed number. */
async function firstListing(page: import("@playwright/test").Page): Promise<string> {
  await page.goto("/search");
  const href = await page.locator(".results-grid article h3 a").first().getAttribute("href");
  expect(href).toMatch(/^\/listing\/\d+$/);
  return href ?? "";
}

test("Show contact puts the seller's number on the page as text, without leaving it", async ({ page }) => {
  const listing = await firstListing(page);
  await page.goto(listing);
  await pageReady(page);
  const call = await page.locator(".listing-actions a[data-contact=call]").getAttribute("href");
  const digits = (call ?? "").replace(/^tel:\+254/, "");
  const loads: string[] = [];
  page.on("framenavigated", (frame) => loads.push(frame.url()));
  await page.getByRole("button", { name: "Show contact" }).click();
  const number = page.locator(".contact-number");
  await expect(number).toContainText("Seller's phone number:");
  await expect(number.locator("strong")).toHaveText(`+254 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`);
  await expect(number).toBeFocused();
  expect(loads).toEqual([]);
  await expect(page.getByRole("button", { name: "Show contact" })).toHaveCount(0);
});

test("a visitor's heart says to log in and offers Sign in, back to the listing", async ({ page }) => {
  const listing = await firstListing(page);
  await page.goto(listing);
  await pageReady(page);
  await page
    .locator(".listing-actions")
    .getByRole("button", { name: /^Save .* to favourites$/ })
    .click();
  const toast = page.locator(".mini-toast", { hasText: "Please log in to add to favourites!" });
  await expect(toast).toBeVisible();
  await expect(page.locator(".mini-toasts")).toHaveAttribute("aria-live", "polite");
  const signIn = toast.getByRole("link", { name: "Sign in" });
  await expect(signIn).toHaveAttribute("href", `/sign-in?redirectTo=${encodeURIComponent(listing)}`);
  await signIn.click();
  await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.get("redirectTo") === listing);
});

test("the toasts' live region is in the page the server sent, before any script", async ({ page }) => {
  const response = await page.request.get("/");
  expect(await response.text()).toMatch(/<section class="mini-toasts" data-toast-region="" aria-live="polite" aria-label="Notifications"><\/section>/);
});
