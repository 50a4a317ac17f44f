import { seriousViolations } from "./axe";
import { makeCopiedPair, publicSearch } from "./admin-reports-world";
import { expect, pageReady, signIn, test, uniqueName } from "./fixtures";

test("an admin sees a copied pair arrive side by side, live, and hides the copy: it leaves the section and public search", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, "admin@sokoni.test", "/admin-dashboard");
  // Once more without the sign-in's toast, which axe would read mid-animation; the live room opens with it.
  const room = page.waitForEvent("websocket", (socket) => socket.url().includes("/parties/dashboard/admin"));
  await page.goto("/admin-dashboard");
  await pageReady(page);
  await room;
  const section = page.getByRole("region", { name: "Reports" });
  const copies = section.locator('[data-group="copied-photos"]');
  await expect(copies.getByRole("heading", { name: /^Possible copied photos/, level: 3 })).toBeVisible();
  await expect(section.locator('[data-group="hidden-by-reports"]').getByRole("heading", { name: /^Hidden by reports/, level: 3 })).toBeVisible();

  // The copy is posted and flagged while the dashboard is open: it arrives with the next change.
  const pair = await makeCopiedPair(playwright, baseURL ?? "", uniqueName("copier", testInfo.project.name), testInfo.project.name);
  const row = copies.locator(`[data-flag="${pair.flagId}"]`);
  let price = pair.copy.regularPrice;
  await expect(async () => {
    price += 1;
    // Any change refreshes the admins' dashboards; the seller's own edit is one.
    expect((await pair.copier.patch(`/api/listings/${pair.copy._id}`, { data: { regularPrice: price } })).status()).toBe(200);
    await expect(row).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });

  // Both listings side by side (stacked on a phone): photo, name, price, seller.
  const sides = row.locator(".pair-side");
  await expect(sides).toHaveCount(2);
  await expect(sides.nth(0).getByRole("link", { name: pair.copy.name })).toHaveAttribute("href", `/listing/${pair.copy._id}`);
  await expect(sides.nth(1).getByRole("link", { name: pair.original.name })).toHaveAttribute("href", `/listing/${pair.original._id}`);
  await expect(sides.nth(0).getByRole("img", { name: `Cover photo of ${pair.copy.name}` })).toBeVisible();
  await expect(sides.nth(1).getByRole("img", { name: `Cover photo of ${pair.original.name}` })).toBeVisible();
  await expect(sides.nth(0)).toContainText(`KSh ${price.toLocaleString("en-KE")}`);
  const [copyBox, originalBox] = await Promise.all([sides.nth(0).boundingBox(), sides.nth(1).boundingBox()]);
  if (testInfo.project.name === "phone") expect(originalBox?.y ?? 0).toBeGreaterThan((copyBox?.y ?? 0) + (copyBox?.height ?? 0) - 1);
  else expect(Math.round(originalBox?.y ?? 0)).toBe(Math.round(copyBox?.y ?? 0));
  for (const button of [row.getByRole("button", { name: /^Dismiss/ }), row.getByRole("button", { name: /^Hide the copy/ })]) {
    expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await row.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await publicSearch(playwright, baseURL ?? "", pair.copy.name)).toContain(pair.copy._id);

  await row.getByRole("button", { name: `Hide the copy: ${pair.copy.name}` }).click();
  await expect(page.getByText("The copy is hidden.")).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await publicSearch(playwright, baseURL ?? "", pair.copy.name)).not.toContain(pair.copy._id);
  expect(await publicSearch(playwright, baseURL ?? "", pair.original.name)).toContain(pair.original._id);
  await pair.copier.dispose();
});
