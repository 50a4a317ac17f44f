import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, photo, test } from "./fixtures";

// Scripts off (Opera Mini, a script lost on a bad connection): selling still works with page loads.

/** Signs in through the plain form, with no script to wait for. */
async function signInPlain(page: Page, email: string, redirectTo: string) {
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Email").fill(email);
  await page.locator("#sign-in-password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === redirectTo);
}

test("a seller creates a listing with a photo and edits it, with JavaScript off", async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Mazda Demio 2014 no-js ${Date.now() % 100000}`;
  await signInPlain(page, "kiprono@sokoni.test", "/create-listing");

  // Step one: the category, then Continue brings its fields (and only the spec's fields).
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category", { exact: true }).selectOption("Jobs");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Condition")).toHaveCount(0);
  await page.getByLabel("Category", { exact: true }).selectOption("Vehicles");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Make", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Condition")).toBeVisible();

  // A refused submit: every message at once, every value kept, the photo stored and attached.
  await page.getByLabel("Choose photos").setInputFiles([{ name: "front.jpg", mimeType: "image/jpeg", buffer: photo(60) }]);
  await page.getByLabel("Subcategory").selectOption("Cars");
  await page.getByLabel("Condition").selectOption("Used");
  await page.getByLabel("Make", { exact: true }).fill("Mazda");
  await page.getByLabel("Year").fill("2014");
  await page.getByLabel("Regular price (KSh)").fill("650,000.50");
  await page.getByLabel("Business name").fill("Private seller");
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page.locator(".form-summary")).toHaveText("Error: Description is required");
  await expect(page.getByText("Description is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Write the price in whole shillings, e.g. 45000, 45k, 1.5m or KSh 40,000 (no cents)")).toBeVisible();
  // The seller's confirmed number is offered and ticked.
  await expect(page.getByRole("radio", { name: /\+254 798 101 112/ })).toBeChecked();
  await expect(page.getByLabel("Regular price (KSh)")).toHaveValue("650,000.50");
  await expect(page.getByLabel("Make", { exact: true })).toHaveValue("Mazda");
  await expect(page.getByLabel("Condition")).toHaveValue("Used");
  await expect(page.getByRole("checkbox", { name: "Keep photo 1" })).toBeChecked();

  await page.getByLabel("Description").fill("Silver, 1300cc, automatic, 90,000 km. Viewing in Eldoret town.");
  await page.getByLabel("Regular price (KSh)").fill("650,000");
  await page.getByRole("button", { name: "Create Listing" }).click();

  await expect(page).toHaveURL(/\/listing\/\d+$/);
  const listingPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.locator(".listing-summary .price strong")).toHaveText("KSh 650,000");
  const cover = await page.locator(".image-carousel-main img").first().getAttribute("src");
  expect(cover).toMatch(/\/uploads\/listings\/[0-9a-f-]{36}\.webp/);
  // The server made what the browser would have: a WebP within 1024px.
  const served = await page.request.get((cover ?? "").split("?")[0] ?? "");
  expect(served.headers()["content-type"]).toBe("image/webp");

  // Edit: the price shows as it was typed at create; a second photo joins the first.
  await page.goto(`/update-listing/${listingPath.split("/").pop()}`);
  await expect(page.getByLabel("Regular price (KSh)")).toHaveValue("650,000");
  await page.getByLabel("Regular price (KSh)").fill("620,000");
  await page.getByLabel("Choose photos").setInputFiles([{ name: "side.jpg", mimeType: "image/jpeg", buffer: photo(140) }]);
  await page.getByRole("button", { name: "Update Listing" }).click();
  await expect(page).toHaveURL(new RegExp(`${listingPath}$`));
  await expect(page.locator(".listing-summary .price strong")).toHaveText("KSh 620,000");

  // Dropping a photo: untick it.
  await page.goto(`/update-listing/${listingPath.split("/").pop()}`);
  await expect(page.getByRole("checkbox", { name: /Keep photo/ })).toHaveCount(2);
  await page.getByRole("checkbox", { name: "Keep photo 2" }).uncheck();
  await page.getByRole("button", { name: "Update Listing" }).click();
  await expect(page).toHaveURL(new RegExp(`${listingPath}$`));
  await page.goto(`/update-listing/${listingPath.split("/").pop()}`);
  await expect(page.getByRole("checkbox", { name: /Keep photo/ })).toHaveCount(1);
});

test("a signed-out visitor to the edit screen is sent to sign in", async ({ page }) => {
  const response = await page.goto("/update-listing/1");
  expect(response?.ok()).toBe(true);
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fupdate-listing%2F1$/);
});
