import { expect, signInAdmin, test, uniqueName } from "./fixtures";
import { makeReportedReview, publicReviewIds } from "./reviews-world";

test("without scripts an admin dismisses a review's reports (it stays) and removes another (it goes)", async ({ page, playwright, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const kept = await makeReportedReview(playwright, baseURL ?? "", { buyerName: uniqueName("fairnj", testInfo.project.name) });
  const removed = await makeReportedReview(playwright, baseURL ?? "", {
    buyerName: uniqueName("rudenj", testInfo.project.name),
    seller: "otieno@sokoni.test",
    reporter: "wanjiku@sokoni.test",
  });
  await signInAdmin(page);
  const section = page.getByRole("region", { name: "Reported reviews" });

  await section
    .locator(`[data-review="${kept.reviewId}"]`)
    .getByRole("button", { name: /^Dismiss the reports/ })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Reports dismissed. The review stays up." })).toBeVisible();
  await expect(section.locator(`[data-review="${kept.reviewId}"]`)).toHaveCount(0);
  expect(await publicReviewIds(playwright, baseURL ?? "", kept.sellerId)).toContain(kept.reviewId);

  await section
    .locator(`[data-review="${removed.reviewId}"]`)
    .getByRole("button", { name: /^Remove the review by/ })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Review removed." })).toBeVisible();
  await expect(section.locator(`[data-review="${removed.reviewId}"]`)).toHaveCount(0);
  expect(await publicReviewIds(playwright, baseURL ?? "", removed.sellerId)).not.toContain(removed.reviewId);
});
