import { ANY_VIEWPORT, expect, pageReady, test } from "./fixtures";
import { availableListingOf, ensureSellerListings, JOURNEY_SELLER, PAGING_SELLER, ratingOnPage, signInQuietly, signUpBuyer } from "./storefront-journey";

test.describe("the seller storefront", () => {
  test("pages through the seller's listings: Page 1 of N, Next, Page 2 of N", async ({ page, baseURL }) => {
    const sellerId = await signInQuietly(page, PAGING_SELLER, baseURL);
    await page.context().clearCookies();
    const total = await ensureSellerListings(sellerId, 12);
    const pages = Math.ceil(total / 9);
    await page.goto(`/seller/${sellerId}`);
    await pageReady(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const listings = page.getByRole("navigation", { name: "Listing pages" });
    await expect(listings.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(page.locator("#listings .listing-card")).toHaveCount(9);
    await listings.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(new RegExp(`/seller/${sellerId}\\?page=2#listings$`));
    await expect(listings.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(page.locator("#listings .listing-card")).toHaveCount(Math.min(9, total - 9));
    // A card leads to the listing, whose seller's name leads back here.
    await page.locator("#listings .listing-card-name a").first().click();
    await expect(page).toHaveURL(/\/listing\/\d+$/);
    await page.locator(".seller-link").first().click();
    await expect(page).toHaveURL(new RegExp(`/seller/${sellerId}$`));
  });

  test(
    "a buyer messages a seller, the seller replies, and the buyer's review shows on the storefront with the new average",
    ANY_VIEWPORT,
    async ({ page, baseURL }, testInfo) => {
      const sellerEmail = JOURNEY_SELLER[testInfo.project.name] ?? "otieno@sokoni.test";
      const sellerId = await signInQuietly(page, sellerEmail, baseURL);
      await page.context().clearCookies();
      const listing = await availableListingOf(page, sellerId);
      const buyer = await signUpBuyer(page, testInfo.project.name, baseURL);

      // The buyer writes from the listing page.
      await page.goto(`/listing/${listing._id}`);
      await pageReady(page);
      await page.getByRole("button", { name: "Message seller" }).click();
      await page.getByLabel("Your message").fill(`Hello, is the ${listing.name} still available?`);
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page).toHaveURL(/\/messages\/\d+$/);
      const thread = new URL(page.url()).pathname;
      // The thread's room is joined before the page is left (a socket cut mid-handshake logs an error).
      await expect(page.locator("main[data-live='open']")).toBeAttached();

      // The seller answers in the conversation (the inbox replaced the profile's tab).
      await page.context().clearCookies();
      await signInQuietly(page, sellerEmail, baseURL);
      await page.goto(thread);
      await pageReady(page);
      await expect(page.locator("main[data-live='open']")).toBeAttached();
      await page.getByLabel("Your message").fill("Yes, it is. Come and see it any day this week.");
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await expect(page.locator(".chat-message.mine").getByText("Yes, it is. Come and see it any day this week.")).toBeVisible();

      // The buyer reviews the seller on the storefront.
      await page.context().clearCookies();
      await signInQuietly(page, buyer.email, baseURL, buyer.password);
      await page.goto(`/seller/${sellerId}?review=${listing._id}#write-review`);
      await pageReady(page);
      const before = await ratingOnPage(page);
      const form = page.locator("#write-review");
      await expect(form.getByLabel("Which listing was it about?")).toHaveValue(listing._id);
      await form.getByRole("radio", { name: "5 stars" }).click();
      await expect(form.getByRole("radio", { name: "5 stars" })).toBeChecked();
      const comment = `Replied within the hour and the item was as described. (${buyer.username})`;
      await form.getByLabel("Your review").fill(comment);
      await expect(form.getByText(`${comment.length} of 1,000 characters`)).toBeVisible();
      await form.getByRole("button", { name: "Post review" }).click();
      await expect(page).toHaveURL(/#review-\d+$/);
      const mine = page.locator(".review", { hasText: comment });
      await expect(mine).toBeVisible();
      await expect(mine.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
      await expect(page.getByText("Thank you! Your review is published.")).toBeVisible();
      // The rating in the header counts it.
      await expect.poll(async () => (await ratingOnPage(page))?.count).toBe((before?.count ?? 0) + 1);
      const after = await ratingOnPage(page);
      const expected = before ? (before.average * before.count + 5) / (before.count + 1) : 5;
      expect(Math.abs((after?.average ?? 0) - expected)).toBeLessThanOrEqual(0.1);
      // Nothing left to review: the form is gone; the author may edit their review.
      await expect(page.locator("#write-review-heading")).toHaveCount(0);
      await expect(mine.locator("summary", { hasText: "Edit" })).toBeVisible();
    },
  );

  test("an unknown seller is a real 404 screen", ANY_VIEWPORT, async ({ page }) => {
    const response = await page.goto("/seller/nobody-by-this-id");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Seller not found" })).toBeVisible();
  });
});
