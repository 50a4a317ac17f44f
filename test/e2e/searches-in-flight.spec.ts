import type { Page, Request } from "@playwright/test";
import { expect, pageReady, test } from "./fixtures";

/*
 * A search typed over an earlier one cancels the earlier request: on a phone
 * on paid data an answer nobody will see must not keep downloading. The first answer is held back
 * by the test, so it is still on its way when the second words are typed.
 */

/** Holds back the first request matching `pattern` until released; says whether the browser aborted it. */
async function holdFirst(page: Page, pattern: (url: URL) => boolean) {
  let held: Request | null = null;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => pattern(url),
    async (route) => {
      if (held) return route.continue();
      held = route.request();
      await released;
      // The browser may have given up on it meanwhile; continuing a cancelled request throws.
      await route.continue().catch(() => {});
    },
  );
  const aborted = new Promise<string>((resolve) => {
    page.on("requestfailed", (request) => {
      if (request === held) resolve(request.failure()?.errorText ?? "");
    });
  });
  return { first: () => held as Request | null, release, aborted };
}

test("the header's suggestions cancel the request a newer word replaces", async ({ page }) => {
  await page.goto("/search");
  await pageReady(page);
  const flight = await holdFirst(page, (url) => url.pathname === "/api/search/suggestions");
  const box = page.locator("#header-search");
  await box.fill("toy");
  await expect.poll(() => flight.first()?.url() ?? "").toContain("q=toy");
  await box.fill("toyota");
  expect(await flight.aborted).toContain("ABORTED");
  flight.release();
  await expect(page.getByRole("option").first()).toBeVisible();
});

test("the results page's live search cancels the request a newer word replaces", async ({ page }) => {
  await page.goto("/search");
  await pageReady(page);
  const toggle = page.locator("summary.filters-toggle");
  if (await toggle.isVisible()) await toggle.click();
  const flight = await holdFirst(page, (url) => url.pathname === "/search" && url.searchParams.get("searchTerm") === "toy");
  const box = page.locator("#search-filters input[name=searchTerm]");
  await box.fill("toy");
  await expect.poll(() => flight.first()?.url() ?? "").toContain("searchTerm=toy");
  await box.fill("toyota");
  expect(await flight.aborted).toContain("ABORTED");
  flight.release();
  await expect(page).toHaveURL(/searchTerm=toyota/);
  await expect(page.locator(".search-results")).toHaveAttribute("aria-busy", "false");
});
