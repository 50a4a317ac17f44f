/**
 * First loads and Lighthouse for `npm run bench`.
 *
 * Page weight: every response a first visit loads in Chromium at 390x844, its body gzipped at
 * level 9 (what a phone would download from a compressing edge), JavaScript counted apart.
 * Low-data mode: home and a listing with the `lowData=1` cookie, in English and in
 * Kiswahili, loaded through the gzipping proxy: every body gzipped as for the other rows, and the
 * bytes that crossed the wire (headers and compressed bodies) beside them.
 * Lighthouse: mobile preset (simulated slow 4G, 4x CPU slowdown) through a loopback proxy that
 * gzips text the way Cloudflare's edge does.
 */
import { chromium } from "@playwright/test";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { chromiumPath } from "../../test/e2e/browser";
import { startCompressingProxy } from "../compressing-proxy";
import { kb, port } from "./common";

export interface PageWeight {
  page: string;
  requests: number;
  jsGzip: number;
  totalGzip: number;
  largestImage: number;
  /** What crossed the wire: response headers and bodies as sent (compressed through the proxy). */
  transferred: number;
  /** The bundle report: each script the page loaded (its file name without the hash), gzipped. */
  scripts: { name: string; bytes: number }[];
}

/** `cookies`: sent with the first load (low-data mode, a language), as a returning reader's browser would. */
export async function pageWeight(url: string, label: string, cookies: Record<string, string> = {}): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const origin = new URL(url).origin;
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin })));
  const page = await context.newPage();
  const bodies: Promise<{ type: string; url: string; bytes: number; raw: number; sent: number }>[] = [];
  page.on("response", (response) => {
    const request = response.request();
    bodies.push(
      Promise.all([response.body(), request.sizes()])
        .then(([body, sizes]) => ({
          type: request.resourceType(),
          url: request.url(),
          bytes: gzipSync(body, { level: 9 }).length,
          raw: body.length,
          sent: sizes.responseHeadersSize + sizes.responseBodySize,
        }))
        .catch(() => ({ type: "other", url: "", bytes: 0, raw: 0, sent: 0 })),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const loaded = await Promise.all(bodies);
  await browser.close();
  const images = loaded.filter((entry) => entry.type === "image");
  return {
    page: label,
    requests: loaded.length,
    jsGzip: loaded.filter((entry) => entry.type === "script").reduce((sum, entry) => sum + entry.bytes, 0),
    totalGzip: loaded.reduce((sum, entry) => sum + entry.bytes, 0),
    // Images are already compressed: their raw size is what travels.
    largestImage: Math.max(0, ...images.map((entry) => entry.raw)),
    transferred: loaded.reduce((sum, entry) => sum + entry.sent, 0),
    scripts: loaded
      .filter((entry) => entry.type === "script")
      .map((entry) => ({ name: chunkName(entry.url), bytes: entry.bytes }))
      .sort((a, b) => b.bytes - a.bytes),
  };
}

/** `/assets/enhance/home-WzOIBQIdp8.js` as `home`: the page's script, the same name from build to build. */
function chunkName(url: string): string {
  const file = new URL(url).pathname.split("/").pop() ?? url;
  return file.replace(/-[\w-]{8,10}\.js$/, "").replace(/\.js$/, "");
}

/**
 * The bundle report: which files make each page's JavaScript, largest first, with the
 * rest summed. Since no page hydrates (docs/decisions/122) it is the page's own script alone.
 */
export function printBundleReport(weights: PageWeight[], shown = 8): void {
  for (const weight of weights) {
    if (weight.scripts.length === 0) continue;
    const rest = weight.scripts.slice(shown);
    const rows = weight.scripts.slice(0, shown).map((script) => ({ chunk: script.name, gzip: kb(script.bytes) }));
    if (rest.length > 0) rows.push({ chunk: `${rest.length} more`, gzip: kb(rest.reduce((sum, script) => sum + script.bytes, 0)) });
    console.log(`JavaScript of ${weight.page} (${kb(weight.jsGzip)} in ${weight.scripts.length} files):`);
    console.table(rows);
  }
}

/** The budgets for low-data mode, in bytes: home 60 KB, a listing 80 KB, all bytes counted. */
const LOW_DATA_BUDGET = { home: 60 * 1024, listing: 80 * 1024 } as const;

/**
 * Low-data mode's first loads at 390x844 (docs/decisions/087-low-data-mode.md): home and
 * a listing, in English and in Kiswahili, through the gzipping proxy as a phone would get them.
 */
export async function lowDataWeights(listingId: string): Promise<void> {
  const proxy = await startCompressingProxy(port + 100, port);
  try {
    const viaProxy = `http://localhost:${port + 100}`;
    const rows: { weight: PageWeight; budget: number }[] = [];
    for (const lang of ["en", "sw"] as const) {
      const cookies = { lowData: "1", lang };
      rows.push({ weight: await pageWeight(`${viaProxy}/`, `home, low-data, ${lang}`, cookies), budget: LOW_DATA_BUDGET.home });
      rows.push({ weight: await pageWeight(`${viaProxy}/listing/${listingId}`, `listing, low-data, ${lang}`, cookies), budget: LOW_DATA_BUDGET.listing });
    }
    console.log("\nLow-data mode, first load at 390x844 through the gzipping proxy (bodies gzipped at level 9; transferred: headers and bodies as sent):");
    console.table(
      rows.map(({ weight, budget }) => ({
        page: weight.page,
        requests: weight.requests,
        "JS gzip": kb(weight.jsGzip),
        "all gzip": kb(weight.totalGzip),
        transferred: kb(weight.transferred),
        budget: kb(budget),
        within: Math.max(weight.totalGzip, weight.transferred) <= budget ? "yes" : "NO",
      })),
    );
  } finally {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  }
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/**
 * Runs the Lighthouse CLI asynchronously: the proxy it measures through lives in this process.
 * `cookie`: sent with every request (a signed-in session).
 */
export async function lighthouse(url: string, label: string, cookie?: string) {
  const output = `.bench/lighthouse-${label.replace(/[^\w-]+/g, "-")}.json`;
  // Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART): such a run is tried again.
  const attempt = () =>
    promisify(execFile)(
      "lighthouse",
      [
        url,
        ...(cookie ? [`--extra-headers=${JSON.stringify({ cookie })}`] : []),
        "--quiet",
        "--form-factor=mobile",
        "--only-categories=performance,accessibility,best-practices,seo",
        "--output=json",
        `--output-path=${output}`,
        "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync",
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath() }, timeout: 120_000 },
    );
  await attempt().catch((error: Error) => {
    console.log(`Lighthouse failed on ${url} (${error.message.split("\n")[1] ?? error.message}); once more.`);
    return attempt();
  });
  const report = JSON.parse(readFileSync(output, "utf8")) as LighthouseReport;
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const metric = (key: string) => report.audits[key]?.numericValue ?? Number.NaN;
  return {
    page: label,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best practices": score("best-practices"),
    seo: score("seo"),
    "FCP ms": Math.round(metric("first-contentful-paint")),
    "LCP ms": Math.round(metric("largest-contentful-paint")),
    "TBT ms": Math.round(metric("total-blocking-time")),
    CLS: Number(metric("cumulative-layout-shift").toFixed(3)),
  };
}
