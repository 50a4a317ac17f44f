/**
 * `npm run bench`: measures the production build served locally (the data `npm start` or
 * `npm run seed` left in .wrangler/state) and prints page weights and API latencies.
 *
 * Page weight: every response a first visit loads in Chromium at 390x844, its body gzipped at
 * level 9 (what a phone would download from a compressing edge), JavaScript counted apart.
 * Latency: sequential requests over loopback after a warm-up; p50 and p95 in milliseconds.
 * The search mix of issue 5: each query's EXPLAIN QUERY PLAN (read through D1 before serving),
 * then its latency and throughput through the API and through the /search (or /browse) page.
 * `npm run bench -- --search-only` measures the search mixes and the search page's weight only;
 * `-- --filters-only` issue 17's filter mix (scripts/bench-filters.ts) alone, through the API;
 * `-- --plans-only` prints the plans with each query's time in D1 itself, and builds nothing;
 * `-- --weights-only` the first-load weights alone (with issue 19's low-data rows), nothing else.
 * Low-data mode (issue 19): home and a listing with the `lowData=1` cookie, in English and in
 * Kiswahili, loaded through the gzipping proxy: every body gzipped as for the other rows, and the
 * bytes that crossed the wire (headers and compressed bodies) beside them.
 * Lighthouse: mobile preset (simulated slow 4G, 4x CPU slowdown) through a loopback proxy that
 * gzips text the way Cloudflare's edge does.
 */
import { chromium } from "@playwright/test";
import { join } from "node:path";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { getPlatformProxy } from "wrangler";
import { parseListingQuery } from "../app/domain/listing-query";
import { createDb } from "../worker/db/client";
import { listingCountSql, listingIdsSql, listingPageQuery } from "../worker/services/listings";
import { FILTER_MIX } from "./bench-filters";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromiumPath } from "../test/e2e/browser";
import { startCompressingProxy } from "./compressing-proxy";
import { run } from "./run";
import { startPreview, stopPreview, waitForServer, workerdAddress } from "./serve";

const port = Number(process.env.BENCH_PORT ?? 8789);
const base = `http://localhost:${port}`;

interface PageWeight {
  page: string;
  requests: number;
  jsGzip: number;
  totalGzip: number;
  largestImage: number;
  /** What crossed the wire: response headers and bodies as sent (compressed through the proxy). */
  transferred: number;
}

/** `cookies`: sent with the first load (low-data mode, a language), as a returning reader's browser would. */
async function pageWeight(url: string, label: string, cookies: Record<string, string> = {}): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const origin = new URL(url).origin;
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin })));
  const page = await context.newPage();
  const bodies: Promise<{ type: string; bytes: number; raw: number; sent: number }>[] = [];
  page.on("response", (response) => {
    const request = response.request();
    bodies.push(
      Promise.all([response.body(), request.sizes()])
        .then(([body, sizes]) => ({
          type: request.resourceType(),
          bytes: gzipSync(body, { level: 9 }).length,
          raw: body.length,
          sent: sizes.responseHeadersSize + sizes.responseBodySize,
        }))
        .catch(() => ({ type: "other", bytes: 0, raw: 0, sent: 0 })),
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
  };
}

/** Issue 19's budgets for low-data mode, in bytes: home 60 KB, a listing 80 KB, all bytes counted. */
const LOW_DATA_BUDGET = { home: 60 * 1024, listing: 80 * 1024 } as const;

/**
 * Low-data mode's first loads at 390x844 (issue 19, docs/decisions/087-low-data-mode.md): home and
 * a listing, in English and in Kiswahili, through the gzipping proxy as a phone would get them.
 */
async function lowDataWeights(listingId: string): Promise<void> {
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

async function latency(path: string, rounds = 200, origin = base): Promise<{ path: string; p50: number; p95: number; rps: number }> {
  for (let i = 0; i < 20; i++) await (await fetch(origin + path)).arrayBuffer();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await (await fetch(origin + path)).arrayBuffer();
    times.push(performance.now() - start);
  }
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { path, p50: at(0.5), p95: at(0.95), rps: rounds / elapsed };
}

/** The fixed mix: the API query, and the page a person would open for it. */
const SEARCH_MIX = [
  { name: "common term", query: "searchTerm=apartment", page: "/search?searchTerm=apartment" },
  { name: "rare term", query: "searchTerm=burgundy", page: "/search?searchTerm=burgundy" },
  {
    name: "term + category + county",
    query: "searchTerm=toyota&category=Vehicles&location=Mombasa",
    page: "/search?searchTerm=toyota&category=Vehicles&location=Mombasa",
  },
  {
    name: "price range, price sort",
    query: "minPrice=20000&maxPrice=80000&sort=regularPrice&order=asc",
    page: "/search?minPrice=20000&maxPrice=80000&sort=regularPrice&order=asc",
  },
  { name: "offers only", query: "offer=true", page: "/search?offer=true" },
  { name: "browse Property, page 1001", query: "category=Property&limit=9&startIndex=9000", page: "/browse?category=Property&page=1001" },
  // Issue 17's forgiving search: a number as a word with the relaxed tier after it, and a misspelt
  // word that finds nothing and answers with "Did you mean".
  { name: "words with a number", query: "searchTerm=iphone%2013", page: "/search?searchTerm=iphone+13" },
  { name: "misspelt word", query: "searchTerm=iphnoe", page: "/search?searchTerm=iphnoe" },
] as const;

/** A full scan of listings in a plan: `SCAN listings` without an index. */
const FULL_SCAN = /SCAN listings(?! USING)(?!_fts)/;

/** EXPLAIN QUERY PLAN of each query of the mixes, read through D1 in workerd from the bench state. */
async function searchMixPlans(entries: readonly { name: string; query: string }[], timed: boolean): Promise<boolean> {
  const statePath = process.env.SOKONI_STATE;
  const proxy = await getPlatformProxy<Env>({ persist: statePath ? { path: join(statePath, "v3") } : true, remoteBindings: false });
  const dialect = new SQLiteAsyncDialect();
  let clean = true;
  try {
    const db = createDb(proxy.env.DB);
    for (const entry of entries) {
      const parsed = parseListingQuery(new URLSearchParams(entry.query));
      if (!parsed.success) throw new Error(`bad mix query ${entry.query}`);
      for (const [part, query] of [
        ["page ids", listingIdsSql(db, parsed.output)],
        ["total", listingCountSql(db, parsed.output)],
      ] as const) {
        const { sql, params } = dialect.sqlToQuery(query);
        const plan = await proxy.env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...params)
          .all<{ detail: string }>();
        const steps = plan.results.map((row) => row.detail);
        const full = steps.some((step) => FULL_SCAN.test(step));
        clean &&= !full;
        console.log(`${full ? "FULL SCAN " : ""}${entry.name}, ${part}: ${steps.join(" | ")}`);
      }
      if (timed) {
        // The page as findListings reads it: one statement, its total on every row. "In D1" is one
        // batch, 30 times after 3, which includes this script's hop into workerd (about 8 ms here);
        // "SQL" is the same statement ten times over in one batch, divided by ten: what the
        // database itself spends on a request, without any hop.
        const rows = listingPageQuery(db, parsed.output).toSQL();
        const statements = [proxy.env.DB.prepare(rows.sql).bind(...rows.params)];
        const times: number[] = [];
        const sqlTimes: number[] = [];
        let total = 0;
        for (let round = 0; round < 33; round++) {
          const start = performance.now();
          const [page] = await proxy.env.DB.batch<{ total: number | null }>(statements);
          if (round >= 3) times.push(performance.now() - start);
          total = page?.results[0]?.total ?? 0;
          if (round % 3 === 0) {
            const tenfold = performance.now();
            await proxy.env.DB.batch(Array.from({ length: 10 }, () => statements).flat());
            sqlTimes.push((performance.now() - tenfold) / 10);
          }
        }
        const at = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0;
        console.log(
          `  ${entry.name}: ${total.toLocaleString("en-KE")} matches, in D1 p50 ${at(times, 0.5).toFixed(1)} ms, p95 ${at(times, 0.95).toFixed(1)} ms; SQL p50 ${at(sqlTimes, 0.5).toFixed(1)} ms, max ${at(sqlTimes, 1).toFixed(1)} ms`,
        );
      }
    }
  } finally {
    await proxy.dispose();
  }
  return clean;
}

/** Throughput with several requests in flight (closed loop), as a busy moment would bring. */
async function throughput(path: string, concurrency = 4, total = 200): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        await (await fetch(base + path)).arrayBuffer();
      }
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** Runs the Lighthouse CLI asynchronously: the proxy it measures through lives in this process. */
async function lighthouse(url: string, label: string) {
  const output = `.bench/lighthouse-${label}.json`;
  await promisify(execFile)(
    "lighthouse",
    [
      url,
      "--quiet",
      "--form-factor=mobile",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${output}`,
      "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync",
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath() }, timeout: 120_000 },
  );
  const report = JSON.parse(readFileSync(output, "utf8")) as LighthouseReport;
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const metric = (key: string) => report.audits[key]?.numericValue ?? Number.NaN;
  return {
    page: label,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best practices": score("best-practices"),
    seo: score("seo"),
    "LCP ms": Math.round(metric("largest-contentful-paint")),
    "TBT ms": Math.round(metric("total-blocking-time")),
    CLS: Number(metric("cumulative-layout-shift").toFixed(3)),
  };
}

const searchOnly = process.argv.includes("--search-only");
const filtersOnly = process.argv.includes("--filters-only");
const plansOnly = process.argv.includes("--plans-only");
const weightsOnly = process.argv.includes("--weights-only");

if (!weightsOnly) console.log("\nEXPLAIN QUERY PLAN of the search mix and the filter mix:");
const plansClean = weightsOnly || (await searchMixPlans(filtersOnly ? FILTER_MIX : [...SEARCH_MIX, ...FILTER_MIX], plansOnly));
if (plansOnly) process.exit(plansClean ? 0 : 1);

run("react-router", ["build"]);
const server = startPreview(port);
try {
  await waitForServer(`${base}/api/listings/categories`);
  const first = (await (await fetch(`${base}/api/listings?limit=1`)).json()) as { data: { total: number } };
  console.log(`\n${first.data.total.toLocaleString("en-KE")} listings.`);

  if (!filtersOnly) await weightsAndSearchMix();
  if (!weightsOnly) await filterMix();
} finally {
  stopPreview(server);
}

async function filterMix() {
  // What this machine and the local runtime cost before any query of ours: the same commit's
  // figures differ twofold between machines (docs/performance.md), so every run prints its floor.
  const [someListing] = ((await (await fetch(`${base}/api/listings?limit=1`)).json()) as { data: { listings: { _id: string }[] } }).data.listings;
  // The API twice: through `vite preview` (its Node server passes each request on to workerd) and
  // straight to workerd, as production serves the Worker with no such hop (docs/decisions/078).
  const direct = await workerdAddress(server);
  const faces = [["preview", base] as const, ...(direct ? [["workerd", direct] as const] : [])];
  if (!direct) console.log("workerd's own socket was not found: the API is timed through vite preview only.");
  for (const [face, origin] of faces) {
    const floor = [await latency("/favicon.svg", 200, origin), await latency(`/api/listings/${someListing?._id}`, 200, origin)];
    console.log(
      `The floor today (${face}): a static file ${floor[0]?.p50.toFixed(1)} / ${floor[0]?.p95.toFixed(1)} ms, one listing by its key ${floor[1]?.p50.toFixed(1)} / ${floor[1]?.p95.toFixed(1)} ms (p50 / p95).`,
    );
  }
  console.log(
    "Filter mix (issue 17) through the API: 200 rounds after 20 warm-up ones, each asking every query once in turn, through vite preview and straight to workerd:",
  );
  // Interleaved: each round asks every query once on each face, so a moment when the machine is
  // busy with something else lands on all of them alike rather than on a few in a row.
  const times = new Map<string, number[]>();
  for (let round = -20; round < 200; round++) {
    for (const entry of FILTER_MIX) {
      for (const [face, origin] of faces) {
        const start = performance.now();
        await (await fetch(`${origin}/api/listings?${entry.query}`)).arrayBuffer();
        if (round >= 0) times.set(`${face} ${entry.name}`, [...(times.get(`${face} ${entry.name}`) ?? []), performance.now() - start]);
      }
    }
  }
  const filters = [];
  for (const entry of FILTER_MIX) {
    const row: Record<string, string | number> = { query: entry.name };
    row.matches = ((await (await fetch(`${base}/api/listings?${entry.query}&limit=1`)).json()) as { data: { total: number } }).data.total;
    for (const [face] of faces) {
      const sorted = [...(times.get(`${face} ${entry.name}`) ?? [])].sort((a, b) => a - b);
      row[`${face} p50`] = (sorted[Math.floor(sorted.length * 0.5)] ?? 0).toFixed(1);
      row[`${face} p95`] = (sorted[Math.floor(sorted.length * 0.95)] ?? 0).toFixed(1);
    }
    filters.push(row);
  }
  console.table(filters);
  for (const [face] of faces) {
    const over = filters.filter((row) => Number(row[`${face} p95`]) >= 30);
    console.log(
      over.length === 0 ? `Every filter query is under 30 ms p95 (${face}).` : `Over 30 ms p95 (${face}): ${over.map((row) => row.query).join(", ")}`,
    );
  }
  if (!plansClean) console.log("A query of the mixes scans the whole listings table: see the plans above.");
}

async function weightsAndSearchMix() {
  const first = (await (await fetch(`${base}/api/listings?limit=1`)).json()) as { data: { listings: { _id: string }[]; total: number } };
  const listingId = first.data.listings[0]?._id;
  if (!listingId) throw new Error("No listings: run `npm run seed` first.");
  console.log("\nFirst load at 390x844 (bodies gzipped at level 9):");
  const weights = searchOnly
    ? [await pageWeight(`${base}/search`, "search")]
    : [
        await pageWeight(`${base}/`, "home"),
        await pageWeight(`${base}/search`, "search"),
        await pageWeight(`${base}/listing/${listingId}`, "listing"),
        await pageWeight(`${base}/browse?category=Vehicles`, "browse"),
      ];
  console.table(
    weights.map((w) => ({ page: w.page, requests: w.requests, "JS gzip": kb(w.jsGzip), "all gzip": kb(w.totalGzip), "largest image": kb(w.largestImage) })),
  );
  if (!searchOnly) await lowDataWeights(listingId);
  if (weightsOnly) return;

  console.log("Search mix: 200 sequential requests each for p50/p95, then 200 with 4 in flight for req/s:");
  const mix = [];
  for (const entry of SEARCH_MIX) {
    for (const [face, path] of [
      ["API", `/api/listings?${entry.query}`],
      ["page", entry.page],
    ] as const) {
      const measured = await latency(path);
      mix.push({
        query: entry.name,
        via: face,
        "p50 ms": measured.p50.toFixed(1),
        "p95 ms": measured.p95.toFixed(1),
        "req/s (1)": measured.rps.toFixed(0),
        "req/s (4)": (await throughput(path)).toFixed(0),
      });
    }
  }
  console.table(mix);
  if (!plansClean) console.log("A query of the mix scans the whole listings table: see the plans above.");

  if (!searchOnly) {
    console.log("Latency over loopback, 200 sequential requests each:");
    const latencies = [];
    for (const path of [
      "/api/listings?limit=9",
      "/api/listings?sort=views&order=desc&limit=4",
      "/api/listings/categories",
      `/api/listings/${listingId}`,
      // Issue 17: the header's completions as someone types, the Similar listings row, the form's areas.
      "/api/search/suggestions?q=toy",
      "/api/search/suggestions?q=iphone%201",
      "/api/search/suggestions?q=kilim",
      `/api/listings/${listingId}/similar`,
      "/api/listings/areas?county=Nairobi",
      "/",
      `/listing/${listingId}`,
    ]) {
      latencies.push(await latency(path));
    }
    console.table(latencies.map((l) => ({ path: l.path, "p50 ms": l.p50.toFixed(1), "p95 ms": l.p95.toFixed(1), "req/s": l.rps.toFixed(0) })));

    console.log("Lighthouse, mobile, through a gzipping proxy:");
    mkdirSync(".bench", { recursive: true });
    const proxy = await startCompressingProxy(port + 100, port);
    try {
      const viaProxy = `http://localhost:${port + 100}`;
      console.table([
        await lighthouse(`${viaProxy}/`, "home"),
        await lighthouse(`${viaProxy}/search`, "search"),
        await lighthouse(`${viaProxy}/listing/${listingId}`, "listing"),
      ]);
    } finally {
      proxy.close();
    }
  }
}
