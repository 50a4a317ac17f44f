import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./test/e2e/browser.ts";

const baseURL = process.env.E2E_BASE_URL ?? "http://localhost:8788";

/**
 * Debian's headless shell (package chromium-headless-shell, the same Chromium build without the
 * browser's windows, toolbar and omnibox) when it is installed, as Playwright itself runs headless
 * Chromium: the full browser draws a window and prepares an omnibox popup for every context, about
 * half of its processor time per journey (docs/decisions/131-e2e-on-the-headless-shell.md).
 * CHROME_PATH, when set, wins.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const executablePath = !process.env.CHROME_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();

// Chromium flags for a closed network: no background calls home, no first-run work.
const args = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Journeys written for a browser without JavaScript: `*.nojs.spec.ts`, run only by the no-js project. */
const NO_JS = /\.nojs\.spec\.ts$/;

/** Journeys through the back-forward cache, which Playwright turns off unless told (the `bfcache` project). */
const BACK_FORWARD = /\/back-forward-cache\.spec\.ts$/;

/**
 * What the desktop project runs (docs/decisions/090-e2e-on-two-shards.md): the screens whose layout
 * changes at 1280 px (the header, home's sidebar, search's filter panel, the listing page's columns,
 * the admin dashboard, the storefront, the conversations' two panes, the profile's tabs, sharing's
 * copy instead of the phone's share sheet) and the accessibility sweep. The other journeys (sign-up,
 * selling, boosts, phones, saved searches, offline ...) do the same work at any width: the phone,
 * where most of our readers are, runs them all.
 */
const DESKTOP_LAYOUT = /\/(home|search|discovery-filters|accessibility|admin|admin-reports|admin-reviews|conversations|storefront|profile|sharing)\.spec\.ts$/;

export default defineConfig({
  testDir: "test/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // Both shards share one development server on a 2-core machine: a full page load under that load
  // has taken longer than Playwright's 5 s default (a no-JS Show more link, a phone Show more).
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL,
    // The service worker (decision 086) is the PWA journeys' subject (test/e2e/pwa.spec.ts allows it);
    // elsewhere it would only add its install and its second fetch of every listing to each test.
    serviceWorkers: "block",
    launchOptions: { executablePath, args },
    trace: "off",
  },
  projects: [
    {
      name: "phone",
      testIgnore: [NO_JS, BACK_FORWARD],
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: { executablePath, args } },
    },
    {
      name: "desktop",
      testMatch: DESKTOP_LAYOUT,
      // Journeys tagged ANY_VIEWPORT (test/e2e/fixtures.ts) behave the same at every width: the phone runs them.
      grepInvert: /@any-viewport/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: { executablePath, args } },
    },
    // Chromium as readers have it: Playwright launches it with --disable-back-forward-cache, which
    // this project alone leaves out (docs/decisions/126). The full browser: its journeys fail on
    // the headless shell (decision 131).
    {
      name: "bfcache",
      testMatch: BACK_FORWARD,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        launchOptions: { executablePath: chromiumPath(), args, ignoreDefaultArgs: ["--disable-back-forward-cache"] },
      },
    },
    // The main journeys once more with scripts off (Opera Mini, a script lost on a bad connection):
    // every public screen and form must do its job with full page loads.
    {
      name: "no-js",
      testMatch: NO_JS,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, javaScriptEnabled: false, launchOptions: { executablePath, args } },
    },
  ],
});
