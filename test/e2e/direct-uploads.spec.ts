import type { Route } from "@playwright/test";
import { expect, pageReady, photo, signIn, test } from "./fixtures";

// Photos go from the browser straight to R2 (the preview server's local S3 endpoint)
// through presigned PUTs, each with its own bar; the listing that names them has them checked.
test("a seller's three photos go straight to storage, each with its bar, and the listing takes them", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, "kiprono@sokoni.test", "/create-listing");
  await pageReady(page);

  const puts: string[] = [];
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().includes("/cdn-cgi/local/r2/s3/sokoni-images/listings/")) puts.push(request.url());
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/uploads") posts.push(request.url());
  });
  // The photos wait at the door until every bar is on screen, then go.
  const held: Route[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/cdn-cgi/local/r2/s3/**", async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });

  await page.getByTestId("image-input").setInputFiles([
    { name: "front.jpg", mimeType: "image/jpeg", buffer: photo(30) },
    { name: "side.jpg", mimeType: "image/jpeg", buffer: photo(90) },
    { name: "back.jpg", mimeType: "image/jpeg", buffer: photo(160) },
  ]);
  const bars = page.getByRole("progressbar");
  await expect(bars).toHaveCount(3);
  await expect(bars.first()).toHaveAccessibleName(/^Photo 1 of 3: \d+% sent$/);
  release();
  await expect(page.getByText("Images uploaded!")).toBeVisible();
  await expect(bars).toHaveCount(0);
  await page.unroute("**/cdn-cgi/local/r2/s3/**");

  const fields = page.locator('input[name="imageUrls"]');
  await expect(fields).toHaveCount(3);
  for (const value of await fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))) {
    expect(value).toMatch(/^\/uploads\/listings\/[A-Za-z0-9_-]+\/[0-9a-f-]{36}\.(webp|jpg)$/);
  }
  // Each photo and its copies went to storage; nothing went through the Worker's upload.
  expect(puts.length).toBeGreaterThanOrEqual(3);
  expect(held.length).toBe(puts.length);
  expect(posts).toEqual([]);

  const title = `Samsung Galaxy A15 ${testInfo.project.name} ${Date.now() % 100000}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption("Mobile Phones & Tablets");
  await page.getByLabel("Subcategory").selectOption("Smartphones");
  await page.getByLabel("Condition").selectOption("Used");
  await page.getByLabel("Description").fill("Six months old, 128 GB, with box and charger. Screen has no scratches.");
  await page.getByLabel("Regular price (KSh)").fill("21,000");
  await page.getByLabel("Business name").fill("Private seller");
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page).toHaveURL(/\/listing\/\d+$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").pop();
  await expect(page.locator(".image-carousel-track > li")).toHaveCount(3);
  const cover = await page.locator(".image-carousel-track img").first().getAttribute("src");
  expect(cover).toMatch(/\/uploads\/listings\/[A-Za-z0-9_-]+\/[0-9a-f-]{36}\./);
  const shown = await page.request.get(cover ?? "");
  expect(shown.status()).toBe(200);

  // Leave the seller's shop as it was for the other journeys.
  const removed = await page.request.delete(`/api/listings/${id}`, { headers: { origin: new URL(page.url()).origin } });
  expect(removed.status()).toBe(200);
});
