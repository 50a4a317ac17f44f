import { test as base, expect, type Page } from "@playwright/test";

/** Every page a test opens is watched: a console error or an uncaught exception fails the test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // Chromium logs every 4xx answer as a console error; the ones that are the product working
      // (a 403 or 404 page, a form refused with 400/401/429) are checked by the tests themselves.
      page.on("console", (message) => {
        if (message.type() === "error" && !/status of (400|401|403|404|429)/.test(message.text())) errors.push(message.text());
      });
      page.on("response", (response) => {
        const formAnswer = response.request().method() === "POST" && [400, 401, 429].includes(response.status());
        if (response.status() >= 400 && response.request().resourceType() !== "document" && !formAnswer) {
          errors.push(`${response.status()} ${response.url()}`);
        }
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page's script has run (React hydrated, or the home page's enhancer started):
 * both mark `<html data-ready>`, so clicks reach their handlers.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}
