import { seriousViolations } from "./axe";
import { ANY_VIEWPORT, expect, pageReady, signIn, test, uniqueName } from "./fixtures";
import { converse, makeReportedReview, publicReviewIds } from "./reviews-world";

test(
  "an admin removes a reported review: it leaves the list, the seller's reviews and their rating",
  ANY_VIEWPORT,
  async ({ page, playwright, baseURL }, testInfo) => {
    test.setTimeout(60_000);
    const reported = await makeReportedReview(playwright, baseURL ?? "", { buyerName: uniqueName("critic", testInfo.project.name) });
    expect(await publicReviewIds(playwright, baseURL ?? "", reported.sellerId)).toContain(reported.reviewId);

    await signIn(page, "admin@sokoni.test", "/admin-dashboard");
    // Once more without the sign-in's toast, which axe would read mid-animation.
    await page.goto("/admin-dashboard");
    await pageReady(page);
    const section = page.getByRole("region", { name: "Reported reviews" });
    await expect(section.getByRole("heading", { name: "Reported reviews", level: 2 })).toBeVisible();
    const row = section.locator(`[data-review="${reported.reviewId}"]`);
    await expect(row).toContainText(reported.comment);
    await expect(row).toContainText(reported.reason);
    await expect(row).toContainText("Reported 1 time");
    await expect(row.getByRole("img", { name: "1 out of 5 stars" })).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole("button", { name: /^Remove the review by/ }).click();
    await expect(page.getByText("Review removed. It no longer counts in the seller's rating.")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await publicReviewIds(playwright, baseURL ?? "", reported.sellerId)).not.toContain(reported.reviewId);
  },
);

test("a buyer whose seller answered sees 'Review this seller' on that conversation", ANY_VIEWPORT, async ({ page, playwright, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const name = uniqueName("asker", testInfo.project.name);
  const talk = await converse(playwright, baseURL ?? "", name);
  await talk.buyer.dispose();
  // The link sits on the conversation's own page.
  const thread = `/messages/${talk.conversationId}`;
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent(thread)}`);
  await pageReady(page);
  await page.getByLabel("Email").fill(talk.buyerEmail);
  await page.locator("#sign-in-password").fill(talk.buyerPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === thread);
  // Loaded again, without the sign-in's toast (axe reads the whole page).
  await page.goto(thread);
  await pageReady(page);
  await expect(page.getByRole("link", { name: talk.listing.name, exact: true })).toBeVisible();
  // The thread's room is joined before the page is left (a socket cut mid-handshake logs an error).
  await expect(page.locator("main[data-live='open']")).toBeAttached();
  const link = page.getByRole("link", { name: /^Review this seller/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", `/seller/${talk.sellerId}?review=${talk.listing._id}#write-review`);
  const box = await link.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(await seriousViolations(page)).toEqual([]);
});
