import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { ensureCategorySize } from "./catalogue";
import { ANY_VIEWPORT, expect, pageReady, test } from "./fixtures";

/** A vehicle's make, model and year as the API gives them. */
interface Vehicle {
  name: string;
  attributes: { make?: string; model?: string; year?: number };
}

/** The most common make among the seeded vehicles, one of its models and that model's oldest year. */
async function aVehicle(page: Page): Promise<{ make: string; model: string; year: number }> {
  const response = await page.request.get("/api/listings?category=Vehicles&limit=48");
  const { listings } = ((await response.json()) as { data: { listings: Vehicle[] } }).data;
  const withAll = listings.filter((listing) => listing.attributes.make && listing.attributes.model && listing.attributes.year);
  const counts = new Map<string, number>();
  for (const listing of withAll) counts.set(listing.attributes.make ?? "", (counts.get(listing.attributes.make ?? "") ?? 0) + 1);
  const make = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
  const first = withAll.find((listing) => listing.attributes.make === make);
  const model = first?.attributes.model ?? "";
  const years = withAll
    .filter((listing) => listing.attributes.make === make && listing.attributes.model === model)
    .map((listing) => listing.attributes.year ?? 0);
  return { make, model, year: Math.min(...years) };
}

const results = (page: Page) => page.locator(".results-grid article");

async function openFilters(page: Page): Promise<void> {
  const toggle = page.locator("summary.filters-toggle");
  if (await toggle.isVisible()) await toggle.click();
}

test.describe("category filters", () => {
  test.beforeAll(() => ensureCategorySize("Vehicles", 19));

  test("narrows Vehicles by make, model and year, and a chip removes one", ANY_VIEWPORT, async ({ page }) => {
    const vehicle = await aVehicle(page);
    const make = vehicle.make.toLowerCase();
    const model = vehicle.model.toLowerCase();
    await page.goto("/search");
    await pageReady(page);
    await openFilters(page);
    // The category's own filters show only for it.
    await expect(page.getByLabel("Make")).toHaveCount(0);
    await page.getByText("Vehicles", { exact: true }).click();
    // A make, then its models, come from the listings that exist.
    await expect(page.getByLabel("Make")).toBeVisible();
    await expect(page.getByLabel("Bedrooms")).toHaveCount(0);
    await page.getByLabel("Make").selectOption(make);
    await expect(page.getByLabel("Model")).toBeVisible();
    await page.getByLabel("Model").selectOption(model);
    await page.getByLabel("Year from").fill(String(vehicle.year));
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`category=Vehicles&make=${encodeURIComponent(make).replace(/%20/g, "\\+")}&model=.+&yearFrom=${vehicle.year}`));

    // Every result is that make and model, and there are as many as the API counts.
    const api = await page.request.get(
      `/api/listings?category=Vehicles&make=${encodeURIComponent(make)}&model=${encodeURIComponent(model)}&yearFrom=${vehicle.year}`,
    );
    const { total, listings } = ((await api.json()) as { data: { total: number; listings: Vehicle[] } }).data;
    expect(total).toBeGreaterThan(0);
    await expect(results(page)).toHaveCount(Math.min(total, 9));
    // The page shows the API's listings, each of that make and model (a listing another journey
    // posted may name the car any way, so its attributes are what count).
    const shown = (await results(page).locator("h3").allInnerTexts()).map((text) => text.split("\n")[0]);
    expect(shown).toEqual(listings.slice(0, 9).map((listing) => listing.name));
    for (const listing of listings) expect([listing.attributes.make?.toLowerCase(), listing.attributes.model?.toLowerCase()]).toEqual([make, model]);

    // A chip for each filter, each removable; removing the make drops its model too.
    await expect(page.getByRole("link", { name: `Remove filter: From ${vehicle.year}` })).toBeVisible();
    await page.getByRole("link", { name: new RegExp(`^Remove filter: ${vehicle.model}$`, "i") }).click();
    await expect(page).not.toHaveURL(/model=/);
    await expect(page).toHaveURL(/make=/);
    await page.getByRole("link", { name: new RegExp(`^Remove filter: ${vehicle.make}$`, "i") }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?category=Vehicles&yearFrom=${vehicle.year}$`));
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test("a home row's type says For rent, and a filter's chip reads as people say it", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/search?category=Property&type=rent&bedrooms=2&furnished=true");
    await expect(page.getByRole("link", { name: "Remove filter: For rent" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove filter: 2 bedrooms" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove filter: Furnished" })).toBeVisible();
  });

  test("an empty result offers Clear filters and the nearest search that has results", ANY_VIEWPORT, async ({ page }) => {
    const vehicle = await aVehicle(page);
    await page.goto(`/search?category=Vehicles&make=${encodeURIComponent(vehicle.make.toLowerCase())}&maxPrice=1`);
    await expect(page.getByText("No listings found!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Clear filters" })).toBeVisible();
    const nearest = page.getByRole("navigation", { name: "Searches nearby with results" }).getByRole("link");
    await expect(nearest.first()).toBeVisible();
    // Each offer says what it drops and how many it finds, and keeps its word.
    await expect(nearest.first()).toContainText(/^Without “.+”: \d+ listings?$/);
    await nearest.first().click();
    await expect(results(page).first()).toBeVisible();
  });

  test("browse has the same panel and a sort", async ({ page }) => {
    await page.goto("/browse?category=Vehicles");
    await pageReady(page);
    await openFilters(page);
    await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/browse\?category=Vehicles&sort=regularPrice&order=asc$/);
    await expect(page.locator(".browse-grid article").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove filter: Vehicles" })).toBeVisible();
  });

  test("on a phone the results are two to a row; on a desktop Search shows without scrolling", async ({ page }, testInfo) => {
    await page.goto("/search?category=Vehicles");
    await pageReady(page);
    if (testInfo.project.name === "phone") {
      const [a, b] = await results(page).evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().top));
      expect(a).toBe(b);
    } else {
      await expect(page.getByRole("button", { name: "Search", exact: true })).toBeInViewport();
    }
  });

  test("the panel, its chips and the empty result are axe clean", async ({ page }) => {
    const vehicle = await aVehicle(page);
    for (const path of [
      `/search?category=Vehicles&make=${encodeURIComponent(vehicle.make.toLowerCase())}&yearFrom=1990`,
      "/search?category=Property&type=rent&bedrooms=2&furnished=true",
      "/search?category=Vehicles&maxPrice=1",
      "/browse?category=Vehicles&sort=regularPrice&order=asc",
    ]) {
      await page.goto(path);
      await pageReady(page);
      await openFilters(page);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
