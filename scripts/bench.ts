/**
 * `npm run bench`: measures the production build served locally (the data `npm start` or
 * `npm run seed` left in .wrangler/state) and prints page weights and API latencies.
 *
 * Page weight: every response a first visit loads in Chromium at 390x844, its body gzipped at
 * level 9 (what a phone would download from a compressing edge), JavaScript counted apart.
 * Latency: sequential requests over loopback after a warm-up; p50 and p95 in milliseconds.
 * Lighthouse: mobile preset (simulated slow 4G, 4x CPU slowdown) through a loopback proxy that
 * gzips text the way Cloudflare's edge does.
 */
import { chromium } from "@playwright/test";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromiumPath } from "../test/e2e/browser";
import { startCompressingProxy } from "./compressing-proxy";
import { run } from "./run";
import { startPreview, stopPreview, waitForServer } from "./serve";

const port = Number(process.env.BENCH_PORT ?? 8789);
const base = `http://localhost:${port}`;

interface PageWeight {
  page: string;
  requests: number;
  jsGzip: number;
  totalGzip: number;
  largestImage: number;
}

async function pageWeight(url: string, label: string): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const bodies: Promise<{ type: string; bytes: number; raw: number }>[] = [];
  page.on("response", (response) => {
    bodies.push(
      response
        .body()
        .then((body) => ({ type: response.request().resourceType(), bytes: gzipSync(body, { level: 9 }).length, raw: body.length }))
        .catch(() => ({ type: "other", bytes: 0, raw: 0 })),
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
  };
}

async function latency(path: string, rounds = 200): Promise<{ path: string; p50: number; p95: number; rps: number }> {
  for (let i = 0; i < 20; i++) await (await fetch(base + path)).arrayBuffer();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await (await fetch(base + path)).arrayBuffer();
    times.push(performance.now() - start);
  }
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { path, p50: at(0.5), p95: at(0.95), rps: rounds / elapsed };
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
    [url, "--quiet", "--form-factor=mobile", "--only-categories=performance,accessibility,best-practices,seo", "--output=json", `--output-path=${output}`,
      "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync"],
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

run("react-router", ["build"]);
const server = startPreview(port);
try {
  await waitForServer(`${base}/api/listings/categories`);
  const first = (await (await fetch(`${base}/api/listings?limit=1`)).json()) as { data: { listings: { _id: string }[] } };
  const listingId = first.data.listings[0]?._id;
  if (!listingId) throw new Error("No listings: run `npm run seed` first.");

  console.log("\nFirst load at 390x844 (bodies gzipped at level 9):");
  const weights = [
    await pageWeight(`${base}/`, "home"),
    await pageWeight(`${base}/listing/${listingId}`, "listing"),
    await pageWeight(`${base}/browse?category=Vehicles`, "browse"),
  ];
  console.table(weights.map((w) => ({ page: w.page, requests: w.requests, "JS gzip": kb(w.jsGzip), "all gzip": kb(w.totalGzip), "largest image": kb(w.largestImage) })));

  console.log("Latency over loopback, 200 sequential requests each:");
  const latencies = [];
  for (const path of ["/api/listings?limit=9", "/api/listings?sort=views&order=desc&limit=4", "/api/listings/categories", `/api/listings/${listingId}`, "/", `/listing/${listingId}`]) {
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
} finally {
  stopPreview(server);
}
