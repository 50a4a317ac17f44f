import { expect, test } from "./fixtures";
import { availableListingOf, ensureSellerListings, JOURNEY_SELLER, PAGING_SELLER, ratingOnPage, signInQuietly, signUpBuyer } from "./storefront-journey";

test.describe("the seller storefront without JavaScript", () => {
  test("pages through the seller's listings with full page loads", async ({ page, baseURL }) => {
    const sellerId = await signInQuietly(page, PAGING_SELLER, baseURL);
    await page.context().clearCookies();
    const total = await ensureSellerListings(sellerId, 12);
    const pages = Math.ceil(total / 9);
    await page.goto(`/seller/${sellerId}`);
    const listings = page.getByRole("navigation", { name: "Listing pages" });
    await expect(listings.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(page.locator("#listings .listing-card")).toHaveCount(9);
    await listings.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?page=2#listings$/);
    await expect(listings.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(page.locator("#listings .listing-card")).toHaveCount(Math.min(9, total - 9));
  });

  test("a buyer messages, the seller replies, and the buyer's review (refused once, then fixed) shows with the new average", async ({
    page,
    baseURL,
  }, testInfo) => {
    const sellerEmail = JOURNEY_SELLER[testInfo.project.name] ?? "kiprono@sokoni.test";
    const sellerId = await signInQuietly(page, sellerEmail, baseURL);
    await page.context().clearCookies();
    const listing = await availableListingOf(page, sellerId);
    const buyer = await signUpBuyer(page, testInfo.project.name, baseURL);

    await page.goto(`/listing/${listing._id}`);
    await page.locator("summary", { hasText: "Message seller" }).click();
    await page.getByLabel("Your message").fill("Is this still available? Can I view it on Saturday?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    await expect(page.getByRole("status").filter({ hasText: "Message sent!" })).toBeVisible();
    const thread = new URL(page.url()).pathname;

    // The seller finds it in the inbox and answers with the thread's plain form.
    await page.context().clearCookies();
    await signInQuietly(page, sellerEmail, baseURL);
    await page.goto("/messages");
    await page.locator(".inbox-row").filter({ hasText: buyer.username }).first().getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${thread}$`));
    await page.getByLabel("Your message").fill("Yes, Saturday morning works.");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.locator(".chat-message.mine").getByText("Yes, Saturday morning works.")).toBeVisible();

    await page.context().clearCookies();
    await signInQuietly(page, buyer.email, baseURL, buyer.password);
    await page.goto(`/seller/${sellerId}?review=${listing._id}`);
    const before = await ratingOnPage(page);
    const form = page.locator("#write-review");
    await expect(form.getByLabel("Which listing was it about?")).toHaveValue(listing._id);
    // Too short, and no stars: refused by the field, with what was typed kept.
    await form.getByLabel("Your review").fill("Good");
    await form.getByRole("button", { name: "Post review" }).click();
    await expect(page).toHaveURL(/#write-review$/);
    await expect(form.getByText("Please choose a rating from 1 to 5 stars.")).toBeVisible();
    await expect(form.getByText("Please write at least 10 characters about the seller.")).toBeVisible();
    await expect(form.getByLabel("Your review")).toHaveValue("Good");
    await expect(form.getByLabel("Your review")).toHaveAttribute("aria-invalid", "true");

    await form.getByRole("radio", { name: "4 stars" }).click();
    await form.getByLabel("Your review").fill("Good seller: answered the same day and the item matched the photos.");
    await form.getByRole("button", { name: "Post review" }).click();
    await expect(page).toHaveURL(/#review-\d+$/);
    await expect(page.locator(".review", { hasText: "answered the same day and the item matched the photos" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Thank you! Your review is published." })).toBeVisible();
    const after = await ratingOnPage(page);
    expect(after?.count).toBe((before?.count ?? 0) + 1);
    const expected = before ? (before.average * before.count + 4) / (before.count + 1) : 4;
    expect(Math.abs((after?.average ?? 0) - expected)).toBeLessThanOrEqual(0.1);
  });
});
