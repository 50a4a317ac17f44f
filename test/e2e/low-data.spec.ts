import type { Locator, Page } from "@playwright/test";
import { expect, pageReady, test } from "./fixtures";
import { countPhotoRequests, listingWithPhotos } from "./photos";

/*
 * Low-data mode (docs/decisions/087-low-data-mode.md), a phone's journey. The
 * switch in the footer; then home and a listing without a single photo until one is tapped, each
 * photo coming in its placeholder's box; off again, the photos are back. In both languages.
 *
 * Service workers are blocked here so that every photo request is the page's own and counted (the
 * worker keeps no copies in low-data mode anyway: app/sw/keeping.ts).
 */

test.use({ serviceWorkers: "block" });

type Box = { x: number; y: number; width: number; height: number };

interface Texts {
  turnOn: string;
  turnOff: string;
  turnedOn: string;
  tapToShow: string;
  popular: string;
}

const EN: Texts = {
  turnOn: "Turn on low-data mode",
  turnOff: "Turn off low-data mode",
  turnedOn: "Low-data mode is on. Tap a photo to see it.",
  tapToShow: "Tap to show photo",
  popular: "Popular Listings",
};

const SW: Texts = {
  turnOn: "Washa hali ya data kidogo",
  turnOff: "Zima hali ya data kidogo",
  turnedOn: "Hali ya data kidogo imewashwa. Gusa picha ili uione.",
  tapToShow: "Gusa kuona picha",
  popular: "Matangazo maarufu",
};

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

function expectSameBox(after: Box, before: Box): void {
  for (const key of ["x", "y", "width", "height"] as const) expect(Math.abs(after[key] - before[key]), key).toBeLessThan(1);
}

/** The footer's switch, pressed; the page comes back (a full load) to the same address. */
async function pressSwitch(page: Page, label: string): Promise<void> {
  const button = page.getByRole("contentinfo").getByRole("button", { name: label });
  await button.scrollIntoViewIfNeeded();
  await Promise.all([page.waitForEvent("load"), button.click()]);
  await pageReady(page);
}

/** A tapped placeholder becomes its photo, drawn, in exactly its box, and costs one request. */
async function tapAndSee(placeholder: Locator, photo: () => Locator, photos: string[]): Promise<void> {
  await placeholder.scrollIntoViewIfNeeded();
  const before = await box(placeholder);
  const asked = photos.length;
  await placeholder.click();
  const image = photo();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBeGreaterThan(0);
  expectSameBox(await box(image), before);
  expect(photos.length).toBe(asked + 1);
}

async function journey(page: Page, t: Texts): Promise<void> {
  // A normal page first: the photos and the page's script are there.
  await pressSwitch(page, t.turnOn);
  await expect(page.getByRole("status").filter({ hasText: t.turnedOn })).toBeVisible();
  const photos = countPhotoRequests(page);

  // Home in low-data mode: no banner, no module script, not one photo until a tap.
  await page.goto("/");
  await pageReady(page);
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".sponsor-banner")).toHaveCount(0);
  await expect(page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
  const popular = page.getByRole("region", { name: t.popular });
  await expect(popular.getByRole("article").first()).toBeVisible();
  expect(photos).toEqual([]);
  const card = popular.getByRole("article").first();
  const placeholder = card.locator(".photo-placeholder");
  await placeholder.scrollIntoViewIfNeeded();
  const title = await box(card.getByRole("heading"));
  await expect(placeholder).toContainText(t.tapToShow);
  await tapAndSee(placeholder, () => card.locator(".listing-card-image img"), photos);
  // The card stays put: its title did not move (no layout shift).
  expectSameBox(await box(card.getByRole("heading")), title);
  // The others still wait.
  await expect(popular.locator(".photo-placeholder")).toHaveCount((await popular.getByRole("article").count()) - 1);

  // A listing: each photo's place, none asked for until tapped; the first tapped comes in its place.
  const listing = await listingWithPhotos(page);
  photos.length = 0;
  await page.goto(`/listing/${listing._id}`);
  await pageReady(page);
  await page.waitForLoadState("networkidle");
  expect(photos).toEqual([]);
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  const slides = page.locator(".image-carousel-track .photo-placeholder");
  await expect(slides).toHaveCount(listing.imageUrls.length);
  await tapAndSee(slides.first(), () => page.locator(".image-carousel-track li").first().locator("img"), photos);
  expect(photos[0]).toContain(listing.imageUrls[0]);

  // Off again from the footer: the same listing, with its photos.
  photos.length = 0;
  await pressSwitch(page, t.turnOff);
  await expect(page).toHaveURL(new RegExp(`/listing/${listing._id}$`));
  await expect(page.locator(".photo-placeholder")).toHaveCount(0);
  const first = page.locator(".image-carousel-track li").first().locator("img");
  await expect.poll(() => first.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBeGreaterThan(0);
  expect(photos.length).toBeGreaterThan(0);
}

test.describe("low-data mode", () => {
  test.skip(({ isMobile }) => !isMobile, "a phone's journey (390x844)");

  test("turned on from the footer: no photo until tapped, each in its own box; off brings them back", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/");
    await pageReady(page);
    await journey(page, EN);
  });

  test("the same in Kiswahili", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/?lang=sw");
    await pageReady(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "sw-KE");
    await journey(page, SW);
  });
});
