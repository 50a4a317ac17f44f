import { seriousViolations } from "./axe";
import { expect, pageReady, test } from "./fixtures";

interface ApiPage {
  data: { listings: { name: string }[]; total: number; suggestion: string | null };
}

test.describe("forgiving search", () => {
  test('"iphone 13" finds the iPhone 13s first, then other iPhones', async ({ page, request }) => {
    await page.goto("/search?searchTerm=iphone+13");
    await pageReady(page);
    // The search's own results (Top listings, paid places, sit in a row above them).
    const names = page.locator(".results-grid article h3");
    await expect(names.first()).toContainText(/iPhone 13/i);
    await expect(names.nth(1)).toContainText(/iPhone 13/i);
    // The relaxed tier after the exact matches: other iPhones (the demo has an 11, a 12 and a 14).
    const api = (await (await request.get("/api/listings?searchTerm=iphone%2013&limit=48")).json()) as ApiPage;
    const all = api.data.listings.map((listing) => listing.name);
    const firstOther = all.findIndex((name) => !/\b13\b/.test(name) && /iphone/i.test(name));
    expect(firstOther).toBeGreaterThan(1);
    expect(all.slice(0, firstOther).every((name) => /iphone/i.test(name))).toBe(true);
    expect(all.filter((name) => /iphone 1[124]\b/i.test(name)).length).toBeGreaterThan(0);
    expect(api.data.total).toBe(all.length);
    // A misspelling finds nothing and is offered the catalogue's word.
    const misspelt = (await (await request.get("/api/listings?searchTerm=ipohne%2013")).json()) as ApiPage;
    expect(misspelt.data.total).toBe(0);
    expect(misspelt.data.suggestion).toBe("iphone 13");
  });

  for (const start of ["/search", "/"]) {
    test(`the header suggests as you type and works with the keyboard (${start})`, async ({ page }) => {
      await page.goto(start);
      await pageReady(page);
      const box = page.getByRole("combobox", { name: "Search listings" });
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await box.click();
      await box.pressSequentially("iphone 1", { delay: 40 });
      const list = page.getByRole("listbox", { name: "Search suggestions" });
      await expect(list).toBeVisible();
      await expect(box).toHaveAttribute("aria-expanded", "true");
      const options = list.getByRole("option");
      await expect(options.first()).toHaveText(/^iphone 1/);
      expect(await options.count()).toBeLessThanOrEqual(8);
      expect(await seriousViolations(page)).toEqual([]);
      // Each option is a tap target of at least 44 px.
      expect((await options.first().boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

      await box.press("ArrowDown");
      await box.press("ArrowDown");
      const second = options.nth(1);
      await expect(second).toHaveAttribute("aria-selected", "true");
      await expect(box).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id")) ?? "");
      await box.press("ArrowUp");
      await expect(options.first()).toHaveAttribute("aria-selected", "true");
      const chosen = (await options.first().textContent()) ?? "";
      await box.press("Escape");
      await expect(list).toBeHidden();
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await box.press("ArrowDown");
      await expect(list).toBeVisible();
      await box.press("Enter");
      await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("searchTerm") === chosen);
      await expect(page.locator(".results-grid article").first()).toContainText(/iphone/i);
    });
  }

  test("a pointer picks a suggestion; a category is suggested by its name", async ({ page }) => {
    await page.goto("/search");
    await pageReady(page);
    const box = page.getByRole("combobox", { name: "Search listings" });
    await box.click();
    await box.pressSequentially("vehic", { delay: 40 });
    const option = page.getByRole("option", { name: "Vehicles", exact: true });
    await expect(option).toBeVisible();
    await option.click();
    await page.waitForURL((url) => url.searchParams.get("searchTerm") === "Vehicles");
  });
});
