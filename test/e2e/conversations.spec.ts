import type { Page } from "@playwright/test";
import { expect, pageReady, photo, test } from "./fixtures";
import { availableListingOf, signInQuietly, signUpBuyer } from "./storefront-journey";

/** Each project talks to its own demo seller, so the two runs never move each other's badge. */
const SELLER: Record<string, string> = { phone: "achieng@sokoni.test", desktop: "amina@sokoni.test" };

const SCAM = "Send the deposit to till 5123456 before viewing";

/** The header's Messages link, whose accessible name carries the unread count. */
const badge = (page: Page) => page.locator("header a[data-inbox-user]");

async function unreadOf(page: Page): Promise<number> {
  const label = (await badge(page).getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

/**
 * End to end with two browsers: the buyer writes from the listing with a quick reply; the
 * seller, on another page, sees the badge and the message arrive without reloading, answers, and
 * the buyer sees the answer and "Seen" live; a scam message warns the seller only; a block shows
 * both sides the sentence instead of the compose box.
 */
test("a buyer and a seller hold a live conversation about a listing", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const sellerContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const seller = await sellerContext.newPage();
  const sellerErrors: string[] = [];
  seller.on("pageerror", (error) => sellerErrors.push(error.message));
  try {
    const sellerId = await signInQuietly(seller, SELLER[testInfo.project.name] ?? "achieng@sokoni.test", baseURL);
    const listing = await availableListingOf(seller, sellerId);
    await signUpBuyer(page, testInfo.project.name, baseURL);

    // The seller waits on the inbox, its badge live.
    await seller.goto("/messages");
    await pageReady(seller);
    // Messages sent before a room's socket is open reach the page on its next load, not live.
    await expect(badge(seller)).toHaveAttribute("data-live", "open");
    const before = await unreadOf(seller);

    // The buyer writes from the listing with the first quick reply.
    await page.goto(`/listing/${listing._id}`);
    await pageReady(page);
    await page.getByRole("button", { name: "Message seller" }).click();
    const box = page.getByRole("dialog", { name: "Message seller" });
    await box.getByRole("button", { name: "Is this still available?" }).click();
    await expect(box.getByLabel("Your message")).toHaveValue("Is this still available?");
    await box.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    await pageReady(page);
    const thread = new URL(page.url()).pathname;
    await expect(page.locator("main[data-live='open']")).toBeAttached();
    const buyerMessages = page.locator(".chat-messages");
    await expect(buyerMessages.locator(".chat-message.mine").getByText("Is this still available?")).toBeVisible();
    await expect(page.getByRole("link", { name: listing.name }).first()).toBeVisible();

    // Without a reload the seller's badge moves and the conversation tops the inbox.
    await expect(badge(seller)).toHaveAttribute("aria-label", `Messages, ${before + 1} unread`);
    const row = seller.locator(".inbox-row").first();
    await expect(row).toContainText("Is this still available?");
    await expect(row).toContainText(listing.name);
    await expect(row).toContainText("1 unread");

    // The seller opens it (reading it) and answers; the buyer sees it arrive and "Seen".
    await row.getByRole("link").click();
    await expect(seller).toHaveURL(new RegExp(`${thread}$`));
    await expect(seller.locator("main[data-live='open']")).toBeAttached();
    await expect(badge(seller)).toHaveAttribute("aria-label", before > 0 ? `Messages, ${before} unread` : "Messages");
    await expect(page.locator(".chat-seen")).toHaveText("Seen");
    // The buyer's typing shows on the seller's side.
    await page.getByLabel("Your message").pressSequentially("Thank");
    await expect(seller.locator(".chat-typing")).toContainText("typing...");
    await page.getByLabel("Your message").fill("");

    await seller.getByLabel("Your message").fill("Yes, it is. You can view it on Saturday.");
    await seller.getByRole("button", { name: "Send", exact: true }).click();
    await expect(seller.locator(".chat-message.mine").getByText("Yes, it is. You can view it on Saturday.")).toBeVisible();
    await expect(buyerMessages.locator(".chat-message.theirs").getByText("Yes, it is. You can view it on Saturday.")).toBeVisible();
    await expect(seller.locator(".chat-seen")).toHaveText("Seen");

    // A scam message: the seller is warned, the buyer who wrote it is not.
    await page.getByLabel("Your message").fill(SCAM);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(buyerMessages.getByText(SCAM)).toBeVisible();
    const received = seller.locator(".chat-message.theirs").filter({ hasText: SCAM });
    await expect(received).toBeVisible();
    await expect(received.locator(".scam-warning")).toBeVisible();
    await expect(received.getByRole("link", { name: /safety/i })).toHaveAttribute("href", /^\/safety-guide/);
    await expect(page.locator(".scam-warning")).toHaveCount(0);
    // The message was sent once, though both the answer and the room brought it.
    await expect(buyerMessages.getByText(SCAM)).toHaveCount(1);
    // The seller, looking at the thread, read it at once: the buyer sees "Seen" under it.
    await expect(buyerMessages.locator(".chat-message.mine", { hasText: SCAM }).locator(".chat-seen")).toHaveText("Seen");

    // A photo, compressed in the browser and uploaded as it is picked, reaches the seller as a
    // thumbnail that opens the full image.
    await page.locator(".chat-photo-input").setInputFiles({ name: "gate.jpg", mimeType: "image/jpeg", buffer: photo(90) });
    await expect(page.locator(".chat-compose-photos img")).toHaveCount(1);
    await page.getByLabel("Your message").fill("This is the gate.");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    const sentPhoto = seller.locator(".chat-message.theirs", { hasText: "This is the gate." }).locator(".chat-photos a");
    await expect(sentPhoto).toHaveAttribute("href", /^\/uploads\/chat\//);
    await expect.poll(() => sentPhoto.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(buyerMessages.locator(".chat-message.mine", { hasText: "This is the gate." }).locator(".chat-seen")).toHaveText("Seen");

    // Reporting the person needs a reason, and says thank you.
    await seller.locator("summary", { hasText: "Report this person" }).click();
    await seller.getByLabel("What happened?").fill("Asked me to pay a deposit to a till before viewing.");
    await seller.getByRole("button", { name: "Send report" }).click();
    await expect(seller.getByText("Thank you. Our team will look into your report.").first()).toBeVisible();

    // On the home page (no React) the badge follows the inbox room too.
    await seller.goto("/");
    await pageReady(seller);
    await expect(badge(seller)).toHaveAttribute("data-live", "open");
    const home = await unreadOf(seller);
    await page.getByLabel("Your message").fill("Can you deliver to Thika?");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(badge(seller)).toHaveAttribute("aria-label", `Messages, ${home + 1} unread`);
    await expect(badge(seller).locator("[data-inbox-count]")).toHaveText(String(home + 1));

    // The seller blocks the buyer: each side sees its sentence instead of the compose box.
    await seller.goto(thread);
    await pageReady(seller);
    await expect(seller.locator("main[data-live='open']")).toBeAttached();
    await seller.getByRole("button", { name: "Block this person" }).click();
    await expect(seller.getByText("You blocked this person. Unblock them to send a message.")).toBeVisible();
    await expect(seller.getByLabel("Your message")).toHaveCount(0);
    await expect(page.getByText("You can no longer send messages in this conversation.")).toBeVisible();
    await expect(page.getByLabel("Your message")).toHaveCount(0);
    // Unblocking gives both their compose box back.
    await seller.getByRole("button", { name: /^Unblock/ }).click();
    await expect(seller.getByLabel("Your message")).toBeVisible();
    expect(sellerErrors).toEqual([]);
  } finally {
    await sellerContext.close();
  }
});
