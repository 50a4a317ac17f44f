import { expect, test } from "./fixtures";

test.describe("forgiving search without JavaScript", () => {
  test("the header is the plain search form, and iphone 13 finds the iPhone 13s first", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Search listings" });
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await box.fill("iphone 13");
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("searchTerm") === "iphone 13");
    await expect(page.locator(".results-grid article").first()).toContainText(/iPhone 13/i);
  });
});
