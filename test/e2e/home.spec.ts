import { expect, hydrated, test } from "./fixtures";

test.describe("home page", () => {
  test("shows the clock, the banner, the four rows and the categories", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByLabel("Time in Nairobi")).toContainText(/\d{2}:\d{2}:\d{2}/);
    await expect(page.getByRole("link", { name: /^Discover more about / }).first()).toBeVisible();
    for (const row of ["Popular Listings", "Recent Offers", "Recent Products and Services", "Recent Places and Listings"]) {
      const section = page.getByRole("region", { name: row });
      await expect(section).toBeVisible();
      await expect(section.getByRole("article")).toHaveCount(4);
    }
    await expect(page.getByRole("region", { name: "Recently Viewed" })).toHaveCount(0);
    const categories = page.getByRole("navigation", { name: "Categories" });
    await expect(categories.locator("summary", { hasText: "Vehicles" })).toBeVisible();
    await expect(categories.getByRole("link", { name: /Jobs/ })).toBeVisible();
  });

  test("the clock ticks every second", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const clock = page.locator(".eat-clock-time");
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? "", { timeout: 3000 });
  });

  test("row links go to the matching search", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Popular Listings" }).getByRole("link", { name: "View all" })).toHaveAttribute(
      "href",
      "/search?sort=views&order=desc",
    );
    await expect(page.getByRole("region", { name: "Recent Offers" }).getByRole("link", { name: "View all" })).toHaveAttribute("href", "/search?offer=true");
  });

  test("a card opens its listing, which then shows in Recently Viewed", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const card = page.getByRole("region", { name: "Popular Listings" }).getByRole("article").first();
    const title = card.getByRole("heading").getByRole("link");
    const name = (await title.textContent())?.trim() ?? "";
    await title.click();
    await expect(page).toHaveURL(/\/listing\/\d+$/);
    await hydrated(page); // the view is recorded in the browser once the page is live
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText("Key information for your safety")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Call the seller/ })).toHaveAttribute("href", /^tel:\+254\d{9}$/);

    await page.goto("/");
    await hydrated(page);
    const recent = page.getByRole("region", { name: "Recently Viewed" });
    await expect(recent).toBeVisible();
    await expect(recent.getByRole("link").first()).toContainText(name);
  });

  test("a category link lands on /browse with the right query", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const categories = page.getByRole("navigation", { name: "Categories" });
    const vehicles = categories.locator("details", { hasText: "Vehicles" });
    await vehicles.locator("summary").click();
    await expect(vehicles).toHaveAttribute("open", "");
    await vehicles.locator("summary").click();
    await expect(vehicles).not.toHaveAttribute("open", "");
    await vehicles.locator("summary").click();
    await categories.getByRole("link", { name: /^Cars/ }).click();
    await expect(page).toHaveURL(/\/browse\?category=Vehicles&subcategory=Cars$/);
    await expect(page.getByRole("heading", { name: "Browse Listings" })).toBeVisible();
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();

    await page.goto("/");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: /Jobs/ }).click();
    await expect(page).toHaveURL(/\/browse\?category=Jobs$/);
  });
});

test.describe("listing page", () => {
  test("shares its link with 'Link copied!' for 2 seconds", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    const href = await page
      .getByRole("region", { name: "Recent Offers" })
      .getByRole("article")
      .first()
      .getByRole("heading")
      .getByRole("link")
      .getAttribute("href");
    await page.goto(href ?? "/");
    await hydrated(page);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied!")).toBeVisible();
    await expect(page.getByText("Link copied!")).toBeHidden({ timeout: 3500 });
  });

  test("an unknown listing shows the empty text with a 404", async ({ page }) => {
    const response = await page.goto("/listing/99999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("No listing data available")).toBeVisible();
  });
});

test("an unknown page is a real 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
