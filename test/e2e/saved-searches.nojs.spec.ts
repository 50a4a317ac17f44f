import { expect, test, uniqueName } from "./fixtures";
import { signUpBuyer } from "./storefront-journey";

// With scripts off: saving a search, changing its alerts and deleting it are
// plain forms and full page loads.
test("a buyer saves a search, turns its alerts off and deletes it, all without JavaScript", async ({ page, baseURL }, testInfo) => {
  await signUpBuyer(page, testInfo.project.name, baseURL);
  const word = uniqueName("nyumba", testInfo.project.name);
  await page.goto(`/search?searchTerm=${word}&category=Property&bedrooms=2`);
  await expect(page.getByText("No listings found! Try adjusting your filters.")).toBeVisible();

  await page.getByText("Save this search", { exact: true }).click();
  const form = page.locator(".save-search-form");
  await form.getByLabel("Name").fill(`Flat ${word}`);
  await expect(form.getByLabel("Alerts")).toHaveValue("daily");
  await form.getByRole("button", { name: "Save search" }).click();
  // The redirect's flash, a toast where scripts run, is written under the header here.
  await expect(page.getByRole("status").filter({ hasText: `Saved "Flat ${word}". We will email you new matches.` })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("bedrooms")).toBe("2");

  // A name is needed: an empty one is refused in plain words and nothing is saved.
  await page.getByText("Save this search", { exact: true }).click();
  await form.getByLabel("Name").fill(" ");
  await form.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /name/i })).toBeVisible();

  await page.goto("/profile#saved-searches");
  const list = page.locator("#saved-searches");
  await expect(list.getByRole("link")).toHaveCount(1);
  await expect(list.getByRole("link", { name: `Flat ${word}` })).toBeVisible();
  await expect(list.getByText("1 of 20 saved searches.")).toBeVisible();

  await list.locator('select[name="frequency"]').selectOption("off");
  await list.getByRole("button", { name: `Change alerts for Flat ${word}` }).click();
  await expect(list.getByRole("status")).toHaveText("Alerts updated.");
  await expect(list.locator('select[name="frequency"]')).toHaveValue("off");

  await list.getByRole("button", { name: `Delete saved search Flat ${word}` }).click();
  await expect(list.getByRole("status")).toHaveText("Saved search deleted.");
  await expect(list.getByText("No saved searches yet. Search, then choose Save this search.")).toBeVisible();
});
