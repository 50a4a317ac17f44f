import { expect, test } from "./fixtures";
import { availableListingOf, signInQuietly, signUpBuyer } from "./storefront-journey";

/**
 * Conversations with JavaScript off: Message seller is a plain form (a quick reply sends itself), the
 * thread's compose box posts and the page reloads with the message, and the seller answers the
 * same way from the inbox.
 */
test("with scripts off a buyer starts a conversation from a listing and both reply through plain forms", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const sellerContext = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
  const seller = await sellerContext.newPage();
  try {
    const sellerId = await signInQuietly(seller, "wanjiku@sokoni.test", baseURL);
    const listing = await availableListingOf(seller, sellerId);
    await signUpBuyer(page, testInfo.project.name, baseURL);

    await page.goto(`/listing/${listing._id}`);
    await page.locator("summary", { hasText: "Message seller" }).click();
    await page.getByRole("button", { name: "Is this still available?" }).click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    const thread = new URL(page.url()).pathname;
    await expect(page.locator(".chat-message.mine").getByText("Is this still available?")).toBeVisible();

    await page.getByLabel("Your message").fill("I can come on Saturday morning.");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${thread}(#latest)?$`));
    await expect(page.locator(".chat-message.mine").getByText("I can come on Saturday morning.")).toBeVisible();
    // An empty message is refused in words, on the page.
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Please write your message.");
    await page.reload();
    await expect(page.locator(".chat-message.mine")).toHaveCount(2);

    // The seller finds it in the inbox and answers; the buyer's reload shows it, and "Seen".
    await seller.goto("/messages");
    await seller.locator(".inbox-row").filter({ hasText: listing.name }).first().getByRole("link").click();
    await expect(seller).toHaveURL(new RegExp(`${thread}$`));
    await seller.getByLabel("Your message").fill("Saturday is fine. Call me when you arrive.");
    await seller.getByRole("button", { name: "Send", exact: true }).click();
    await expect(seller.locator(".chat-message.mine").getByText("Saturday is fine. Call me when you arrive.")).toBeVisible();
    await page.reload();
    await expect(page.locator(".chat-message.theirs").getByText("Saturday is fine. Call me when you arrive.")).toBeVisible();
    await expect(page.locator(".chat-seen")).toHaveText("Seen");
    await seller.reload();
    await expect(seller.locator(".chat-seen")).toHaveText("Seen");

    // The listing now offers the conversation itself.
    await page.goto(`/listing/${listing._id}`);
    await expect(page.getByRole("link", { name: "View conversation" })).toHaveAttribute("href", thread);
  } finally {
    await sellerContext.close();
  }
});
