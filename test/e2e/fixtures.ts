import { test as base, expect, type Page } from "@playwright/test";

/** Every page a test opens is watched: a console error or an uncaught exception fails the test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // A page that answers 404 on purpose makes Chromium log the status; that is not a fault.
        if (message.type() === "error" && !/status of 404/.test(message.text())) errors.push(message.text());
      });
      page.on("response", (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== "document") {
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
