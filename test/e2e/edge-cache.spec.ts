import type { Page, Response } from "@playwright/test";
import { apiListings } from "./catalogue";
import { expect, signIn, test } from "./fixtures";

/*
 * Visitors' pages are shared (the local stand-in of the edge cache, PAGE_CACHE=local,
 * docs/decisions/093-edge-cache-for-visitors.md); a member's never are. A visitor and a member open
 * the same pages in turn, each twice, and each sees their own header every time.
 */

async function open(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path);
  if (!response) throw new Error(`no answer for ${path}`);
  return response;
}

async function seesVisitorHeader(page: Page): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(nav.getByRole("link", { name: /profile/i })).toHaveCount(0);
}

async function seesMemberHeader(page: Page, username: string): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await expect(nav.locator('a[href="/profile"]')).toHaveAttribute("aria-label", new RegExp(username));
}

test("a visitor and a member open the same pages in turn, and each sees their own header", async ({ browser, page, baseURL }) => {
  // Twelve page loads and a sign-in.
  test.setTimeout(90_000);
  const listing = (await apiListings(page))[0];
  expect(listing, "a seeded listing").toBeDefined();
  const member = await browser.newContext({ baseURL });
  const memberPage = await member.newPage();
  await signIn(memberPage, "otieno@sokoni.test", "/");
  try {
    for (const path of ["/", "/search?type=sale", `/listing/${listing?._id}`]) {
      for (const round of [1, 2]) {
        const visitor = await open(page, path);
        await seesVisitorHeader(page);
        // The second visit of a page is the shared copy (or a fresh one, if a write purged it between).
        if (round === 2) expect(["HIT", "MISS"]).toContain(visitor.headers()["cf-cache-status"]);
        expect(visitor.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");

        const mine = await open(memberPage, path);
        await seesMemberHeader(memberPage, "otieno_ouma");
        expect(mine.headers()["cf-cache-status"]).toBeUndefined();
        // Never in a shared cache; kept by this browser only to show again on Back (decision 126).
        expect(mine.headers()["cache-control"]).toBe("private, no-cache");
      }
    }
  } finally {
    await member.close();
  }
});
