import { makeCopiedPair, publicSearch } from "./admin-reports-world";
import { expect, signInAdmin, test, uniqueName } from "./fixtures";

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
