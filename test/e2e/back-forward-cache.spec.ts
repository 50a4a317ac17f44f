import type { Page } from "@playwright/test";
import { expect, pageReady, test } from "./fixtures";
import { signInQuietly } from "./storefront-journey";

/*
 * Back and forward restore the page as it was left (docs/decisions/126): the browser keeps it in
 * its back-forward cache only if nothing holds it back (an open socket, `Cache-Control: no-store`,
 * an unload handler). Runs in the `bfcache` project, whose Chromium keeps the cache on
 * (Playwright turns it off by default).
 */

/** Marks the document when the browser shows it again from the back-forward cache. */
async function watchRestores(page: Page): Promise<void> {
  await page.addInitScript(() => {
    addEventListener("pageshow", (event) => {
      if (event.persisted) document.documentElement.dataset.restored = String(Number(document.documentElement.dataset.restored ?? 0) + 1);
    });
  });
}

/** What Chromium says held the page back, when it loaded it again instead. */
async function notRestoredReasons(page: Page): Promise<string> {
  return page.evaluate(() => {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown };
    return JSON.stringify(entry?.notRestoredReasons ?? null);
  });
}

/**
 * Opens `path` with its script and sockets running, leaves for another page, and comes back; with
 * `room`, that room's socket (closed when the page was left) must open again.
 */
async function leaveAndComeBack(page: Page, path: string, room?: string): Promise<void> {
  await page.goto(path);
  await pageReady(page);
  await page.evaluate(() => {
    document.documentElement.dataset.left = "here";
  });
  await page.goto("/about");
  await pageReady(page);
  const reopened = room ? page.waitForEvent("websocket", { predicate: (socket) => socket.url().includes(`/parties/${room}`) }) : null;
  // A page restored from the back-forward cache fires no "load": wait for the address only.
  await page.goBack({ waitUntil: "commit" });
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path, { waitUntil: "commit" });
  const restored = await page.evaluate(() => document.documentElement.dataset.left === "here");
  expect(restored, `${path} was loaded again, not restored: ${await notRestoredReasons(page)}`).toBe(true);
  await expect(page.locator("html[data-restored]")).toBeAttached();
  await reopened;
}

test.beforeEach(async ({ page }) => {
  await watchRestores(page);
});

test("home, search and a listing come back from the back-forward cache, live again", async ({ page }) => {
  await leaveAndComeBack(page, "/", "categories/global");
  const listings = await page.request.get("/api/listings?limit=1");
  const { data } = (await listings.json()) as { data: { listings: { _id: string }[] } };
  const id = data.listings[0]?._id;
  expect(id).toBeDefined();
  await leaveAndComeBack(page, "/search?searchTerm=phone");
  await leaveAndComeBack(page, `/listing/${id}`);
});

test("a signed-in conversation comes back from the back-forward cache, its room open again", async ({ page, baseURL }) => {
  await signInQuietly(page, "brian@sokoni.test", baseURL);
  await page.goto("/messages");
  const thread = await page.locator(".inbox-row a").first().getAttribute("href");
  expect(thread).toMatch(/^\/messages\/\d+$/);
  await page.goto(thread ?? "");
  await pageReady(page);
  await expect(page.locator("main[data-live='open']")).toBeAttached();
  await leaveAndComeBack(page, thread ?? "", `conversation/${thread?.split("/").at(-1)}`);
  await expect(page.locator("main[data-live='open']")).toBeAttached();
  await expect(page.locator("header a[data-inbox-user][data-live='open']")).toBeAttached();
  // The signed-in home page, its badge's socket included, is kept too.
  await leaveAndComeBack(page, "/");
});

test("after signing out, Back leads to signing in, not to the signed-in page it left", async ({ page, baseURL, consoleErrors }) => {
  await signInQuietly(page, "brian@sokoni.test", baseURL);
  await page.goto("/messages");
  await pageReady(page);
  await page.locator("form.header-sign-out").evaluate((form: HTMLFormElement) => form.requestSubmit());
  await page.waitForURL((url) => url.pathname === "/");
  await pageReady(page);
  await page.goBack({ waitUntil: "commit" });
  // Restored or not, the page finds its person gone and loads again: the way to sign in.
  await page.waitForURL((url) => url.pathname === "/sign-in", { waitUntil: "commit" });
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  // A restored page's sockets may try their rooms once before it reloads; the room refuses them.
  const refusedSockets = consoleErrors.filter((error) => /^WebSocket connection to .*\/parties\/inbox\/.* failed/.test(error));
  expect(refusedSockets.length).toBeLessThanOrEqual(2);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !refusedSockets.includes(error)));
});
