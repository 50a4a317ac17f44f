import { apiListings } from "./catalogue";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, test } from "./fixtures";
import { signUpBuyer } from "./storefront-journey";

/** Signs in through the API (the sign-in screen is another journey); the page shares the cookie. */
async function signInQuietly(page: Page, email: string, baseURL: string | undefined): Promise<string> {
  const response = await page.request.post("/api/auth/sign-in/email", { headers: { origin: baseURL ?? "" }, data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** A listing with scripts off: every photo, the contact links, and forms that post with a page load. */
test.describe("a listing without JavaScript", () => {
  test("shows every photo, each linked to its full size, and the seller's Call and WhatsApp links", async ({ page }) => {
    const listing = (await apiListings(page)).find((entry) => entry.imageUrls.length > 2 && entry.isAvailable && entry.phoneNumber);
    expect(listing).toBeDefined();
    if (!listing) return;
    await page.goto(`/listing/${listing._id}`);
    const photos = page.locator(".image-carousel-track img");
    await expect(photos).toHaveCount(listing.imageUrls.length);
    for (const [position, url] of listing.imageUrls.entries()) {
      await expect(page.getByRole("link", { name: `Open photo ${position + 1} of ${listing.imageUrls.length} full size` })).toHaveAttribute("href", url);
    }
    // The strip scrolls to a photo from its thumbnail (an anchor), no script needed.
    await page.getByRole("link", { name: "Show photo 3" }).click();
    await expect(photos.nth(2)).toBeInViewport();
    // No arrows that would do nothing.
    await expect(page.getByRole("button", { name: "Next photo" })).toHaveCount(0);

    await expect(page.getByRole("link", { name: /^Call the seller/ })).toHaveAttribute("href", /^tel:\+254\d{9}$/);
    await expect(page.getByRole("link", { name: /^Chat on WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/254\d{9}\?text=/);
  });

  test("a visitor reports a listing and is asked to sign in to message the seller", async ({ page }) => {
    const listing = (await apiListings(page)).find((entry) => entry.isAvailable);
    const path = `/listing/${listing?._id}`;
    await page.goto(path);
    await expect(page.getByRole("link", { name: "Message seller" })).toHaveAttribute(
      "href",
      `/sign-in?redirectTo=${encodeURIComponent(`${path}?ready=message#message-seller`)}`,
    );
    // No buttons that would do nothing: sharing is the address bar's job without a script.
    await expect(page.getByRole("button", { name: "Share" })).toHaveCount(0);

    await page.locator("summary", { hasText: "Report Abuse" }).click();
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText("Please provide a reason for reporting.")).toBeVisible();
    const reason = page.getByLabel("What is wrong with this listing?");
    await reason.fill("The photos are of a different plot.");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Report sent successfully!" })).toBeVisible();
  });

  test("a buyer messages the seller; the owner marks the listing unavailable", async ({ page, baseURL }, testInfo) => {
    const listings = await apiListings(page);
    // A new buyer: one with a conversation about the listing would be offered it instead of the box.
    const buyer = await signUpBuyer(page, testInfo.project.name, baseURL);
    const listing = listings.find((entry) => entry.isAvailable && entry.userRef !== buyer.id);
    await page.goto(`/listing/${listing?._id}`);
    await page.locator("summary", { hasText: "Message seller" }).click();
    const message = page.getByLabel("Your message");
    await message.fill("");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please write your message.")).toBeVisible();
    await page.getByLabel("Your message").fill("Is the price negotiable? (sent without JavaScript)");
    await page.getByRole("button", { name: "Send message" }).click();
    // The message starts a conversation and the buyer goes on to it.
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    await expect(page.getByRole("status").filter({ hasText: "Message sent!" })).toBeVisible();
    await expect(page.getByText("Is the price negotiable? (sent without JavaScript)")).toBeVisible();
    await page.goto(`/listing/${listing?._id}`);

    // The heart is a form too.
    const heart = page.locator(".listing-actions .favourite-button");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(page.getByRole("status").filter({ hasText: "Added to favourites" })).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await heart.click();
    await expect(page.getByRole("status").filter({ hasText: "Removed from favourites" })).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "false");

    await page.context().clearCookies();
    const ownerId = await signInQuietly(page, "wanjiku@sokoni.test", baseURL);
    const mine = listings.find((entry) => entry.userRef === ownerId && entry.isAvailable);
    await page.goto(`/listing/${mine?._id}`);
    await expect(page.getByRole("link", { name: /^Call the seller/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Mark Unavailable" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Listing marked as unavailable!" })).toBeVisible();
    await expect(page.locator(".listing-summary .badge.unavailable")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark Unavailable" })).toBeDisabled();
  });
});

test("a visitor's heart on a home card asks them to sign in first", async ({ page }) => {
  await page.goto("/");
  const card = page.getByRole("region", { name: "Popular Listings" }).getByRole("article").first();
  const href = (await card.getByRole("heading").getByRole("link").getAttribute("href")) ?? "";
  await card.locator(".favourite-button").click();
  await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.get("redirectTo") === href);
});
