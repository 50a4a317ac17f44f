import type { Page, Route } from "@playwright/test";
import { seriousViolations } from "./axe";
import { apiListings } from "./catalogue";
import { expect, pageReady, photo, signIn, test } from "./fixtures";
import { signUpBuyer } from "./storefront-journey";

/*
 * Photos are never lost: a form sent while a photo is still uploading waits for it (the button
 * says so) and the photo is in what was sent; a photo that did not upload stays in the list with
 * Try again, and the form says so instead of going without it. The uploads are slowed or cut at
 * the network by the test, as a phone's line would.
 */

/** Holds every request `matches` picks until `release` is called. */
function holdRequests(page: Page, matches: (url: URL) => boolean) {
  const held: Route[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const done = page.route(matches, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return { held, release: () => release(), done };
}

const toStorage = (url: URL) => url.pathname.startsWith("/cdn-cgi/local/r2/s3/sokoni-images/listings/");

async function fillListing(page: Page, title: string): Promise<void> {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption("Mobile Phones & Tablets");
  await page.getByLabel("Subcategory").selectOption("Smartphones");
  await page.getByLabel("Condition").selectOption("Used");
  await page.getByLabel("Description").fill("Six months old, 128 GB, with box and charger. Screen has no scratches.");
  await page.getByLabel("Regular price (KSh)").fill("21,000");
  await page.getByLabel("Business name").fill("Private seller");
}

test("Create Listing waits for a photo still uploading, and keeps one that did not upload for Try again", async ({ page, consoleErrors }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, "kiprono@sokoni.test", "/create-listing");
  await pageReady(page);

  // A slow line: the photo is still on its way when Create Listing is tapped.
  const slow = holdRequests(page, toStorage);
  await slow.done;
  await page.getByTestId("image-input").setInputFiles([{ name: "front.jpg", mimeType: "image/jpeg", buffer: photo(40) }]);
  await expect(page.getByRole("progressbar")).toHaveCount(1);
  await fillListing(page, `Samsung Galaxy A15 busy ${testInfo.project.name} ${Date.now() % 100000}`);
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page.getByRole("button", { name: "Waiting for the photos to upload..." })).toBeDisabled();
  await expect(page).toHaveURL(/\/create-listing/);
  slow.release();
  await expect(page).toHaveURL(/\/listing\/\d+$/);
  await page.unroute(toStorage);
  await expect(page.locator(".image-carousel-track > li")).toHaveCount(1);
  const first = new URL(page.url()).pathname.split("/").pop();

  // A line that drops: every try fails, the photo stays with Try again, and the form will not go without it.
  await page.goto("/create-listing");
  await pageReady(page);
  let cut = 0;
  await page.route(toStorage, async (route) => {
    cut += 1;
    await route.abort("failed");
  });
  await page.getByTestId("image-input").setInputFiles([{ name: "side.jpg", mimeType: "image/jpeg", buffer: photo(120) }]);
  const notSent = "A photo did not upload. Tap Try again, or remove it.";
  await expect(page.locator("[data-picker-error]")).toHaveText(notSent);
  expect(cut).toBeGreaterThanOrEqual(3);
  const retry = page.getByRole("button", { name: "Try again, photo 1" });
  await expect(retry).toBeVisible();
  await expect(page.locator(".picked-images > li.unsent img")).toHaveCount(1);
  await fillListing(page, `Samsung Galaxy A15 retry ${testInfo.project.name} ${Date.now() % 100000}`);
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page.locator("[data-picker-error]")).toHaveText(notSent);
  await expect(retry).toBeFocused();
  // The failed photo, its buttons, the sentence and the error toast all read clearly.
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page).toHaveURL(/\/create-listing/);

  // The browser reports each cut request; those, and only those, were expected.
  const cutOff = consoleErrors.splice(0);
  expect(cutOff.length).toBe(cut);
  expect(new Set(cutOff)).toEqual(new Set(["Failed to load resource: net::ERR_FAILED"]));

  // The line is back: Try again sends it, and the listing has it.
  await page.unroute(toStorage);
  await retry.click();
  await expect(page.locator('.picked-images input[name="imageUrls"]')).toHaveCount(1);
  await expect(page.locator(".picked-images > li.unsent")).toHaveCount(0);
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page).toHaveURL(/\/listing\/\d+$/);
  await expect(page.locator(".image-carousel-track > li")).toHaveCount(1);
  const second = new URL(page.url()).pathname.split("/").pop();

  // Leave the seller's shop as it was for the other journeys, from another page: this one's
  // "More from this seller" still loads the first listing's photo lazily, which the delete removes.
  await page.goto("/about");
  for (const id of [first, second]) {
    const removed = await page.request.delete(`/api/listings/${id}`, { headers: { origin: new URL(page.url()).origin } });
    expect(removed.status()).toBe(200);
  }
});

test("Send in a conversation waits for a photo still uploading, and the message has it", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  await signUpBuyer(page, `${testInfo.project.name}photo`, baseURL);
  const listing = (await apiListings(page)).find((entry) => entry.isAvailable);
  if (!listing) throw new Error("no listing on show");
  await page.goto(`/listing/${listing._id}`);
  await pageReady(page);
  await page.getByRole("button", { name: "Message seller" }).click();
  const box = page.getByRole("dialog", { name: "Message seller" });
  await box.getByLabel("Your message").fill("Hello, is the price firm?");
  await box.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  await pageReady(page);

  const slow = holdRequests(page, (url) => url.pathname === "/api/uploads" && url.searchParams.get("for") === "message");
  await slow.done;
  await page.locator(".chat-photo-input").setInputFiles({ name: "gate.jpg", mimeType: "image/jpeg", buffer: photo(70) });
  await page.getByLabel("Your message").fill("Here is the gate.");
  await expect.poll(() => slow.held.length).toBe(1);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("button", { name: "Waiting for the photos..." })).toBeDisabled();
  slow.release();
  const sent = page.locator(".chat-message.mine", { hasText: "Here is the gate." });
  await expect(sent.locator(".chat-photos a")).toHaveCount(1);
  await expect(sent.locator(".chat-photos a")).toHaveAttribute("href", /^\/uploads\/chat\//);
  await expect(page.getByLabel("Your message")).toHaveValue("");
});
