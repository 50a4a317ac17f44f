import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, pageReady, signIn, test } from "./fixtures";
import { availableListingOf, seedConversation, signInQuietly, signUpBuyer } from "./storefront-journey";

async function firstSellerPath(page: Page): Promise<string> {
  const response = await page.request.get("/api/listings?limit=1");
  const body = (await response.json()) as { data: { listings: { userRef: string }[] } };
  return `/seller/${body.data.listings[0]?.userRef ?? ""}`;
}

async function firstListingPath(page: Page): Promise<string> {
  const response = await page.request.get("/api/listings?limit=1");
  const body = (await response.json()) as { data: { listings: { _id: string }[] } };
  return `/listing/${body.data.listings[0]?._id ?? ""}`;
}

test("public pages have no serious or critical accessibility violations", async ({ page }) => {
  test.setTimeout(90_000);
  const listing = await firstListingPath(page);
  const seller = await firstSellerPath(page);
  for (const path of [
    "/",
    "/search",
    "/browse?category=Vehicles",
    listing,
    seller,
    "/seller/no-such-seller",
    "/sign-in",
    "/sign-up",
    "/forgot-password",
    "/reset-password/not-a-real-token",
    "/about",
    "/contact-us",
    "/privacy",
    "/terms-of-service",
    "/faqs",
    "/safety-guide",
  ]) {
    await page.goto(path);
    await pageReady(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("signed-in screens have no serious or critical accessibility violations", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, "admin@sokoni.test", "/admin-dashboard");
  for (const path of ["/admin-dashboard", "/create-listing", "/profile", "/profile?tab=favourites"]) {
    await page.goto(path);
    await pageReady(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("a seller's My listings, whose figures scroll inside their box on a phone, has no serious or critical accessibility violations", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, "wanjiku@sokoni.test", "/profile");
  await page.goto("/profile?tab=listings");
  await pageReady(page);
  // A box that scrolls is a named region the keyboard can reach.
  await expect(page.getByRole("region", { name: /^Figures for / }).first()).toHaveAttribute("tabindex", "0");
  expect(await seriousViolations(page)).toEqual([]);
});

test("the storefront's review form, and its refusal, have no serious or critical accessibility violations", async ({ page, baseURL }, testInfo) => {
  const sellerId = await signInQuietly(page, "nduta@sokoni.test", baseURL);
  await page.context().clearCookies();
  const listing = await availableListingOf(page, sellerId);
  const buyer = await signUpBuyer(page, testInfo.project.name, baseURL);
  await seedConversation(listing._id, buyer.id, sellerId);
  await page.goto(`/seller/${sellerId}?review=${listing._id}#write-review`);
  await pageReady(page);
  await expect(page.locator("#write-review-heading")).toBeVisible();
  expect(await seriousViolations(page), "the review form").toEqual([]);
  await page.locator("#write-review").getByRole("button", { name: "Post review" }).click();
  await expect(page.locator("#write-review").getByText("Please choose a rating from 1 to 5 stars.")).toBeVisible();
  expect(await seriousViolations(page), "the refused review form").toEqual([]);
});

test("the inbox and a thread have no serious or critical accessibility violations", async ({ page, baseURL }, testInfo) => {
  const sellerId = await signInQuietly(page, "nduta@sokoni.test", baseURL);
  await page.context().clearCookies();
  const listing = await availableListingOf(page, sellerId);
  const buyer = await signUpBuyer(page, testInfo.project.name, baseURL);
  await seedConversation(listing._id, buyer.id, sellerId);
  await page.goto("/messages");
  await pageReady(page);
  await expect(page.locator(".inbox-row")).toHaveCount(1);
  expect(await seriousViolations(page), "/messages").toEqual([]);
  await page.locator(".inbox-row a").first().click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  await pageReady(page);
  await expect(page.locator(".chat-message")).toHaveCount(2);
  expect(await seriousViolations(page), "a thread").toEqual([]);
});

test("the report modal keeps focus inside and closes on Escape", async ({ page }) => {
  await page.goto(await firstListingPath(page));
  await pageReady(page);
  const opener = page.getByRole("button", { name: "Report Abuse" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Report this listing" });
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
