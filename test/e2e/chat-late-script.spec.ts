import type { Page, Route } from "@playwright/test";
import { expect, test, uniqueName } from "./fixtures";
import { converse, signInAs } from "./reviews-world";
import { signInQuietly } from "./storefront-journey";

/** The counts watched are the new buyer's own, so any demo seller with a listing will do. */
const SELLER = "wanjiku@sokoni.test";

/**
 * Holds the page's scripts (`/assets/enhance/*.js`, asked for by the inlined loader after the first
 * frame) while a hold is on: what happens meanwhile happens while the page is shown but its socket
 * is not yet open, as on a slow phone. `hold()` starts one: its `requested` settles once the
 * loader has asked for a script, its `release()` lets the scripts through.
 */
async function scriptGate(page: Page) {
  let gate: Promise<void> = Promise.resolve();
  let asked = () => {};
  await page.route(/\/assets\/enhance\/[^/]+\.js$/, async (route: Route) => {
    asked();
    await gate;
    await route.continue();
  });
  return {
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const requested = new Promise<void>((resolve) => {
        asked = resolve;
      });
      return { requested, release };
    },
  };
}

/** The header's Messages link, whose accessible name carries the unread count. */
const badge = (page: Page) => page.locator("header a[data-inbox-user]");

test("a message and a read mark sent while the page is still connecting show once its socket opens", async ({ page, playwright, baseURL }, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "the live rooms are what scripts add");
  test.setTimeout(90_000);
  const talk = await converse(playwright, baseURL ?? "", uniqueName("late", testInfo.project.name), SELLER);
  const seller = await signInAs(playwright, baseURL ?? "", SELLER);
  const thread = `/messages/${talk.conversationId}`;
  try {
    await signInQuietly(page, talk.buyerEmail, baseURL, talk.buyerPassword);

    // The header badge: the seller's answer is unread; a second message comes while the script loads.
    const gate = await scriptGate(page);
    let scripts = gate.hold();
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await expect(badge(page)).toHaveAttribute("aria-label", "Messages, 1 unread");
    await scripts.requested;
    expect((await seller.api.post(`/api/conversations/${talk.conversationId}/messages`, { data: { text: "Are you still there?" } })).status()).toBe(201);
    scripts.release();
    await expect(badge(page)).toHaveAttribute("data-live", "open");
    await expect(badge(page)).toHaveAttribute("aria-label", "Messages, 2 unread");

    // The thread: the buyer's own last message is unseen; the seller reads it and answers while the
    // page's script is still on its way.
    expect((await talk.buyer.post(`/api/conversations/${talk.conversationId}/messages`, { data: { text: "Yes, I can come at five." } })).status()).toBe(201);
    scripts = gate.hold();
    await page.goto(thread, { waitUntil: "domcontentloaded" });
    await expect(page.locator(".chat-message.mine").getByText("Yes, I can come at five.")).toBeVisible();
    await expect(page.locator(".chat-seen")).toHaveCount(0);
    await scripts.requested;
    expect((await seller.api.post(`/api/conversations/${talk.conversationId}/read`)).ok()).toBe(true);
    expect((await seller.api.post(`/api/conversations/${talk.conversationId}/messages`, { data: { text: "Karibu, see you at five." } })).status()).toBe(201);
    scripts.release();
    await expect(page.locator("main[data-live='open']")).toBeAttached();
    await expect(page.locator(".chat-message.theirs").getByText("Karibu, see you at five.")).toBeVisible();
    await expect(page.locator(".chat-seen")).toHaveText("Seen");
  } finally {
    await seller.api.dispose();
    await talk.buyer.dispose();
  }
});
