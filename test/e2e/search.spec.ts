import { expect, hydrated, test } from "./fixtures";

test.describe("search", () => {
  test("the home rows' links land on matching results", async ({ page }) => {
    await page.goto("/search?offer=true");
    await expect(page.getByRole("article").first()).toBeVisible();
    // Every result of the offers link shows a struck-through regular price.
    const cards = await page.getByRole("article").count();
    await expect(page.locator("article s.was")).toHaveCount(cards);

    await page.goto("/search?type=rent");
    await expect(page.getByRole("article").first()).toContainText("/ month");
  });

  test("typing a term updates the results after a pause, and Show more appends", async ({ page }) => {
    await page.goto("/search");
    await hydrated(page);
    const status = page.getByRole("status").filter({ hasText: /Showing/ });
    await expect(status).toContainText(/Showing 9 of \d+ listings/);
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(status).toContainText(/Showing 18 of \d+ listings/);

    if (await page.getByRole("button", { name: "Filters" }).isVisible()) await page.getByRole("button", { name: "Filters" }).click();
    await page.getByLabel("Search term").fill("toyota");
    await expect(page).toHaveURL(/searchTerm=toyota/);
    await expect(page.getByRole("article").first()).toContainText(/toyota/i);
  });

  test("Clear goes back to /search", async ({ page }) => {
    await page.goto("/search?category=Vehicles&offer=true");
    await hydrated(page);
    if (await page.getByRole("button", { name: "Filters" }).isVisible()) await page.getByRole("button", { name: "Filters" }).click();
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test("an impossible filter shows the empty text", async ({ page }) => {
    await page.goto("/search?minPrice=48000000000");
    await expect(page.getByText("No listings found! Try adjusting your filters.")).toBeVisible();
  });
});
