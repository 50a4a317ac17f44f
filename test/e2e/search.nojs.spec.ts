import type { Page } from "@playwright/test";
import { ensureCategorySize } from "./catalogue";
import { expect, regularPrices, test } from "./fixtures";

/**
 * Search and browse with JavaScript off (Opera Mini, a script lost on a bad connection): every
 * step is a plain form or a link and a full page load.
 */

const results = (page: Page) => page.locator(".results-grid article");
const status = (page: Page) => page.getByRole("status").filter({ hasText: /Showing/ });

async function openFilters(page: Page): Promise<void> {
  await page.locator("summary.filters-toggle").click();
  await expect(page.locator("#search-filters")).toBeVisible();
}

test.beforeAll(() => ensureCategorySize("Vehicles", 19));

test("search: the phone panel opens, a term, filters and sort go with the form", async ({ page }) => {
  await page.goto("/search");
  await expect(page.locator("#search-filters")).toBeHidden();
  await openFilters(page);
  await page.getByLabel("Search term").fill("toyota");
  await page.getByText("Vehicles", { exact: true }).click();
  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await page.getByRole("button", { name: "Search", exact: true }).click();

  // The form sends every field; the page answers with the tidy address of what it shows.
  await expect(page).toHaveURL(/\/search\?searchTerm=toyota&category=Vehicles&sort=regularPrice&order=asc$/);
  await expect(results(page).first()).toContainText(/toyota/i);
  const prices = await regularPrices(results(page));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // The chosen category's subcategories appear on the next page load (a two-step form).
  await openFilters(page);
  await expect(page.getByLabel("Search term")).toHaveValue("toyota");
  await expect(page.getByLabel("Sort by")).toHaveValue("regularPrice_asc");
  await page.getByLabel("Subcategory").selectOption("Cars");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/category=Vehicles&subcategory=Cars&sort=regularPrice&order=asc$/);

  // Active filters are links: removing the category takes its subcategory with it.
  await page.getByRole("link", { name: "Remove filter: Vehicles" }).click();
  await expect(page).toHaveURL(/\/search\?searchTerm=toyota&sort=regularPrice&order=asc$/);
});

test("search: Show more is a link, and the address keeps every result shown", async ({ page }) => {
  await page.goto("/search?category=Vehicles&sort=regularPrice&order=desc");
  await expect(results(page)).toHaveCount(9);
  const total = Number(((await status(page).innerText()).match(/of ([\d,]+)/)?.[1] ?? "0").replace(/,/g, ""));
  expect(total).toBeGreaterThanOrEqual(19);

  await page.getByRole("link", { name: "Show more" }).click();
  await expect(page).toHaveURL(/startIndex=9$/);
  await expect(results(page)).toHaveCount(18);
  await expect(status(page)).toContainText(`Showing 18 of ${total}`);
  const prices = await regularPrices(results(page));
  expect(prices).not.toContain(0);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  await page.reload();
  await expect(results(page)).toHaveCount(18);
});

test("search: a bad value is dropped, and an empty search offers Clear filters", async ({ page }) => {
  await page.goto("/search?minPrice=abc&offer=true");
  await expect(page).toHaveURL(/\/search\?offer=true&minPrice=abc$/);
  await expect(page.getByText(/Invalid|Expected|NaN/)).toHaveCount(0);

  await page.goto("/search?category=Jobs&minPrice=48000000000");
  await expect(page.getByText("No listings found! Try adjusting your filters.")).toBeVisible();
  await page.locator(".search-empty").getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(results(page)).toHaveCount(9);
});

test("browse: a category, its page 2 and back, by links", async ({ page }) => {
  await page.goto("/browse?category=Vehicles");
  const label = page.locator("[aria-current=page]");
  await expect(label).toHaveText(/^Page 1 of [3-9]$/);
  const pages = (await label.innerText()).split(" of ")[1];
  // The page's own cards (Top listings, paid places, sit in a row of their own above them).
  const links = page.locator(".browse-grid article h3 a");
  const firstPage = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  expect(firstPage).toHaveLength(9);

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/browse\?category=Vehicles&page=2$/);
  await expect(label).toHaveText(`Page 2 of ${pages}`);
  const secondPage = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  expect(secondPage).toHaveLength(9);
  expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);

  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/browse\?category=Vehicles$/);
  await expect(label).toHaveText(`Page 1 of ${pages}`);
});
