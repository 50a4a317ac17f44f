import { makeCopiedPair, publicSearch } from "./admin-reports-world";
import { expect, test, uniqueName } from "./fixtures";

/** The demo admin signs in through the plain form (no scripts). */
async function signInAdmin(page: import("@playwright/test").Page): Promise<void> {
  await page.goto("/sign-in?redirectTo=%2Fadmin-dashboard");
  await page.getByLabel("Email").fill("admin@sokoni.test");
  await page.locator("#sign-in-password").fill("sokoni-demo-2025");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/admin-dashboard");
}

test("without scripts an admin dismisses a possible copy with a full page load: both listings stay up", async ({ page, playwright, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const pair = await makeCopiedPair(playwright, baseURL ?? "", uniqueName("lookalike", testInfo.project.name), testInfo.project.name);
  await pair.copier.dispose();
  await signInAdmin(page);
  const section = page.getByRole("region", { name: "Reports" });
  const row = section.locator(`[data-flag="${pair.flagId}"]`);
  await expect(row.locator(".pair-side")).toHaveCount(2);
  await expect(row).toContainText(pair.copy.name);
  await expect(row).toContainText(pair.original.name);

  const loaded = page.waitForEvent("load");
  await row.getByRole("button", { name: `Dismiss: ${pair.copy.name} is not a copy` }).click();
  await loaded;
  await expect(section.getByRole("status").filter({ hasText: "Flag dismissed. Both listings stay up." })).toBeVisible();
  await expect(section.locator(`[data-flag="${pair.flagId}"]`)).toHaveCount(0);
  expect(await publicSearch(playwright, baseURL ?? "", pair.copy.name)).toContain(pair.copy._id);
});
