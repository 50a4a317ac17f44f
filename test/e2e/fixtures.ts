import { test as base, expect, type Locator, type Page } from "@playwright/test";
import jpeg from "jpeg-js";

/** A stable address of a test's own, from its id (which differs per project). */
function addressOf(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/** Every page a test opens is watched: a console error or an uncaught exception fails the test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Each test speaks from its own address. Sign-in, sign-up and reset are limited per address on
  // both faces (docs/api.md, Auth); every browser here is 127.0.0.1, so without this the tests
  // would share those limits and the suite would meet them. The local server takes
  // cf-connecting-ip as sent, where Cloudflare sets it itself.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "cf-connecting-ip": addressOf(testInfo.testId) });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // Chromium logs every 4xx answer as a console error; the ones that are the product working
      // (a 403 or 404 page, a form refused with 400/401/403/409/429, an upload refused with
      // 413/415) are checked by the tests themselves.
      // A room's socket is closed on `pagehide` (docs/decisions/126); one still opening when the
      // page is left is cut short, which Chromium logs. That is our own close, not a failure.
      const cutShortByLeaving = /^WebSocket connection to '[^']*\/parties\/[^']*' failed: Connection closed before receiving a handshake response$/;
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && !/status of (400|401|403|404|409|410|413|415|429)/.test(text) && !cutShortByLeaving.test(text)) errors.push(text);
      });
      page.on("response", (response) => {
        const formAnswer = response.request().method() === "POST" && [400, 401, 403, 409, 410, 413, 415, 429].includes(response.status());
        // The header's badge asks for the unread count as its socket opens; a sign-out in that moment
        // answers it 401, which is the product working.
        const signedOutBadge = response.status() === 401 && new URL(response.url()).pathname === "/api/users/me/unread";
        if (response.status() >= 400 && response.request().resourceType() !== "document" && !formAnswer && !signedOutBadge) {
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
 * A journey whose behaviour does not depend on the screen's width: the phone project runs it, the
 * desktop project skips it (playwright.config.ts `grepInvert`), which keeps the desktop run to the
 * screens whose layout changes at 1280 px (docs/decisions/090-e2e-on-two-shards.md).
 */
export const ANY_VIEWPORT = { tag: "@any-viewport" };

/**
 * Waits until the page's script has run: it marks `<html data-ready>` once its parts are started
 * (app/behaviours/runtime.ts; low-data mode's script too), so clicks reach their handlers.
 */
export async function pageReady(page: Page): Promise<void> {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

/** The demo accounts' password (scripts/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = "sokoni-demo-2025";

/** Signs a demo account in through the real form and waits on the page it was sent back to. */
export async function signIn(page: Page, email: string, redirectTo = "/"): Promise<void> {
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`);
  await pageReady(page);
  await page.getByLabel("Email").fill(email);
  await page.locator("#sign-in-password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === redirectTo);
  await pageReady(page);
}

/** The demo admin signs in through the plain form (the journeys without scripts) and lands on the dashboard. */
export async function signInAdmin(page: Page): Promise<void> {
  await page.goto("/sign-in?redirectTo=%2Fadmin-dashboard");
  await page.getByLabel("Email").fill("admin@sokoni.test");
  await page.locator("#sign-in-password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/admin-dashboard");
}

/**
 * A camera-sized photo (1600x1200), so the browser really has something to shrink. Every call is
 * a picture of its own (a few blocks at random places): the same seller posting the same picture
 * twice in one subcategory is a duplicate, and the projects share one server.
 */
export function photo(tint: number, width = 1600, height = 1200): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      data[i] = (tint + x / 7) % 256;
      data[i + 1] = (y / 5) % 256;
      data[i + 2] = (tint * 3) % 256;
      data[i + 3] = 255;
    }
  }
  for (let block = 0; block < 6; block += 1) {
    const w = Math.floor(width * (0.1 + Math.random() * 0.25));
    const h = Math.floor(height * (0.1 + Math.random() * 0.25));
    const left = Math.floor(Math.random() * (width - w));
    const top = Math.floor(Math.random() * (height - h));
    const shade = Math.floor(Math.random() * 256);
    for (let y = top; y < top + h; y += 1) data.fill(shade, (y * width + left) * 4, (y * width + left + w) * 4);
  }
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return Buffer.from(jpeg.encode({ data, width, height }, 85).data);
}

/** A username no earlier run has taken (letters only, as the username rule wants), per project. */
export function uniqueName(prefix: string, project: string): string {
  const letters = String(Date.now())
    .slice(-7)
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "a");
  return `${prefix}${project === "phone" ? "p" : "d"}${letters}`;
}

/**
 * Signs a new account up through the real form and waits for the thank-you page. `scripts: false`
 * for the no-js project, where the page never marks itself ready.
 */
export async function signUp(page: Page, name: string, { scripts = true }: { scripts?: boolean } = {}): Promise<void> {
  await page.goto("/sign-up");
  if (scripts) await pageReady(page);
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email").fill(`${name}@example.com`);
  await page.locator("#sign-up-password").fill("a-good-password-1");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
}

/**
 * The regular price of each card (the struck-out one when a card shows a discount), read from the
 * page's text: a card off the screen is not drawn (`content-visibility: auto`), so what it shows
 * on screen would read as empty.
 */
export async function regularPrices(cards: Locator): Promise<number[]> {
  const prices: number[] = [];
  for (const card of await cards.all()) {
    const was = card.locator("s.was");
    const text = (await was.count()) > 0 ? await was.textContent() : await card.locator(".price strong").textContent();
    prices.push(Number((text ?? "").replace(/[^\d]/g, "")));
  }
  return prices;
}
