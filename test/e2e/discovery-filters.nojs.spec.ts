import { ensureCategorySize } from "./catalogue";
import { expect, test } from "./fixtures";

test.beforeAll(() => ensureCategorySize("Vehicles", 19));

test("without a script, Vehicles narrow by make, model and year with full page loads, and a chip removes one", async ({ page }) => {
  await page.goto("/search");
  await page.locator("summary.filters-toggle").click();
  await page.getByText("Vehicles", { exact: true }).click();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?category=Vehicles$/);

  await page.locator("summary.filters-toggle").click();
  const make = page.getByLabel("Make");
  const makeValue = await make.locator("option").nth(1).getAttribute("value");
  expect(makeValue).toBeTruthy();
  await make.selectOption(makeValue ?? "");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/make=/);

  await page.locator("summary.filters-toggle").click();
  const model = page.getByLabel("Model");
  await model.selectOption((await model.locator("option").nth(1).getAttribute("value")) ?? "");
  await page.getByLabel("Year from").fill("1990");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/category=Vehicles&make=[^&]+&model=[^&]+&yearFrom=1990$/);
  await expect(page.locator(".results-grid article").first()).toBeVisible();

  await page.getByRole("link", { name: "Remove filter: From 1990" }).click();
  await expect(page).toHaveURL(/category=Vehicles&make=[^&]+&model=[^&]+$/);
});

test("without a script, an empty result offers the nearest search", async ({ page }) => {
  await page.goto("/search?category=Vehicles&maxPrice=1");
  await expect(page.getByRole("link", { name: "Clear filters" })).toBeVisible();
  const nearest = page.getByRole("navigation", { name: "Searches nearby with results" }).getByRole("link");
  await nearest.first().click();
  await expect(page.locator(".results-grid article").first()).toBeVisible();
});
