import { expect, pageReady, test } from "./fixtures";

test.describe("static and help pages", () => {
  test("each page answers 200 with its title and sections", async ({ page }) => {
    const pages = [
      { path: "/about", h1: "About Sokoni", sections: 3 },
      { path: "/contact-us", h1: "Contact us", sections: 1 },
      { path: "/privacy", h1: "Privacy policy", sections: 17 },
      { path: "/terms-of-service", h1: "Terms of service", sections: 11 },
      { path: "/faqs", h1: "Frequently asked questions", sections: 6 },
      { path: "/safety-guide", h1: "Safety guide", sections: 5 },
    ];
    for (const { path, h1, sections } of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.locator("main h2"), path).toHaveCount(sections);
    }
  });

  test("the privacy policy and the terms number their sections", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByText("Effective 06 March 2025")).toBeVisible();
    const privacySections = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(privacySections).toHaveCount(17);
    await expect(privacySections.first()).toHaveText("1. Who we are");
    await expect(privacySections.last()).toHaveText("17. Complaints");
    await page.goto("/terms-of-service");
    const termsSections = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(termsSections).toHaveCount(11);
    await expect(termsSections.first()).toHaveText("1. Acceptance of these terms");
    await expect(termsSections.last()).toHaveText("11. Contact us");
  });

  test("the FAQ opens one answer at a time, and a second click closes it", async ({ page }) => {
    await page.goto("/faqs");
    await pageReady(page);
    const items = page.locator("main .accordion details");
    await expect(items).toHaveCount(6);
    const [first, second] = [items.nth(0), items.nth(1)];
    await expect(first).not.toHaveAttribute("open");
    await expect(first.locator(".accordion-panel")).toBeHidden();

    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.locator(".accordion-panel")).toContainText("classifieds marketplace for Kenya");

    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
    await expect(first.locator(".accordion-panel")).toBeHidden();

    await second.locator("summary").click();
    await expect(page.locator("main .accordion details[open]")).toHaveCount(0);
  });

  test("a question opened below a longer answer stays in sight, under the sticky header", async ({ page }) => {
    await page.goto("/faqs");
    await pageReady(page);
    const items = page.locator("main .accordion details");
    await items.nth(1).locator("summary").click();
    // Scroll so the open answer is above the screen and the last question near the top.
    const last = items.nth(5).locator("summary");
    await last.evaluate((summary) => window.scrollTo({ top: window.scrollY + summary.getBoundingClientRect().top - 200 }));
    await last.click();
    await expect(items.nth(1)).not.toHaveAttribute("open");
    await expect(async () => {
      const headerBottom = await page.locator(".site-header").evaluate((header) => header.getBoundingClientRect().bottom);
      const top = await last.evaluate((summary) => summary.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(headerBottom);
      expect(top).toBeLessThan(page.viewportSize()?.height ?? 800);
    }).toPass({ timeout: 3000 });
  });

  test("the safety guide works from the keyboard", async ({ page }) => {
    await page.goto("/safety-guide");
    await pageReady(page);
    const tips = page.locator("main .accordion details");
    await expect(tips).toHaveCount(5);
    const payments = tips.filter({ hasText: "Avoid suspicious and off-platform payments" });
    await payments.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(payments).toHaveAttribute("open", "");
    await expect(payments.locator(".accordion-panel")).toContainText("M-Pesa deposit");

    // The open tip has no links, so Tab reaches the next tip; Space opens it and closes the first.
    const account = tips.filter({ hasText: "Secure your account" });
    await page.keyboard.press("Tab");
    await expect(account.locator("summary")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(account).toHaveAttribute("open", "");
    await expect(payments).not.toHaveAttribute("open");
    await page.keyboard.press("Space");
    await expect(account).not.toHaveAttribute("open");
  });

  test("contact shows the support email, and no WhatsApp number while none is configured", async ({ page }) => {
    await page.goto("/contact-us");
    await expect(page.getByRole("link", { name: "support@sokoni.co.ke" })).toHaveAttribute("href", "mailto:support@sokoni.co.ke");
    await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveCount(0);
    await expect(page.getByText("within 48 hours")).toBeVisible();
    await expect(page.getByText(/mark your mail URGENT/)).toBeVisible();
  });

  test("about shows Sokoni's counted figures and leads to search and selling", async ({ page }) => {
    await page.goto("/about");
    const claims = page.locator(".claims li");
    await expect(claims).toHaveText([
      /^[\d,]+ listings on show today$/,
      /^[\d,]+ sellers with listings on show$/,
      /^\d+ of Kenya's 47 counties with listings$/,
      "KSh 0 to post a listing",
    ]);
    await expect(page.getByRole("link", { name: "Browse listings" })).toHaveAttribute("href", "/search");
    await expect(page.getByRole("link", { name: "Start selling" })).toHaveAttribute("href", "/create-listing");
  });

  test("the footer reaches every page", async ({ page }) => {
    await page.goto("/about");
    await pageReady(page);
    await page.locator(".site-footer").getByRole("link", { name: "Safety guide" }).click();
    await expect(page).toHaveURL(/\/safety-guide$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safety guide");
    await expect(page).toHaveTitle("Safety guide | Sokoni");
  });
});
