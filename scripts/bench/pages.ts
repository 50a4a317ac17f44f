/**
 * First loads, the search mix through the API and the page, API and page latencies, and
 * Lighthouse: the part of `npm run bench` that `--search-only` and `--weights-only` narrow.
 * Latencies and the search mix send UNCACHED, so their pages are made for each request as before
 * the shared cache (decision 093); the capacity section measures the cache.
 */
import { mkdirSync } from "node:fs";
import { startCompressingProxy } from "../compressing-proxy";
import { base, flags, kb, latency, port, throughput, UNCACHED } from "./common";
import { signIn } from "./http";
import { SEARCH_MIX } from "./plans";
import { lighthouse, lowDataWeights, pageWeight, printBundleReport } from "./weights";

export async function weightsAndSearchMix(plansClean: boolean): Promise<void> {
  const first = (await (await fetch(`${base}/api/listings?limit=1`)).json()) as { data: { listings: { _id: string }[]; total: number } };
  const listingId = first.data.listings[0]?._id;
  if (!listingId) throw new Error("No listings: run `npm run seed` first.");
  console.log("\nFirst load at 390x844 (bodies gzipped at level 9):");
  const weights = flags.searchOnly
    ? [await pageWeight(`${base}/search`, "search")]
    : [
        await pageWeight(`${base}/`, "home"),
        await pageWeight(`${base}/search`, "search"),
        await pageWeight(`${base}/listing/${listingId}`, "listing"),
        await pageWeight(`${base}/browse?category=Vehicles`, "browse"),
        // The account forms a new user opens first (decision 099).
        await pageWeight(`${base}/sign-in`, "sign in"),
        await pageWeight(`${base}/sign-up`, "sign up"),
        await pageWeight(`${base}/forgot-password`, "forgot password"),
      ];
  console.table(
    weights.map((w) => ({ page: w.page, requests: w.requests, "JS gzip": kb(w.jsGzip), "all gzip": kb(w.totalGzip), "largest image": kb(w.largestImage) })),
  );
  printBundleReport(weights);
  if (!flags.searchOnly) await lowDataWeights(listingId);
  if (flags.weightsOnly) return;

  console.log(
    "Search mix: 200 sequential requests each for p50/p95, then 200 with 4 in flight for req/s (pages made for each request, not from the shared cache):",
  );
  const mix = [];
  for (const entry of SEARCH_MIX) {
    for (const [face, path] of [
      ["API", `/api/listings?${entry.query}`],
      ["page", entry.page],
    ] as const) {
      const measured = await latency(path, 200, base, UNCACHED);
      mix.push({
        query: entry.name,
        via: face,
        "p50 ms": measured.p50.toFixed(1),
        "p95 ms": measured.p95.toFixed(1),
        "req/s (1)": measured.rps.toFixed(0),
        "req/s (4)": (await throughput(path, 4, 200, base, UNCACHED)).toFixed(0),
      });
    }
  }
  console.table(mix);
  if (!plansClean) console.log("A query of the mix scans the whole listings table: see the plans above.");

  if (flags.searchOnly) return;
  console.log("Latency over loopback, 200 sequential requests each (pages made for each request):");
  const latencies = [];
  for (const path of [
    "/api/listings?limit=9",
    "/api/listings?sort=views&order=desc&limit=4",
    "/api/listings/categories",
    `/api/listings/${listingId}`,
    // The header's completions as someone types, the Similar listings row, the form's areas.
    "/api/search/suggestions?q=toy",
    "/api/search/suggestions?q=iphone%201",
    "/api/search/suggestions?q=kilim",
    `/api/listings/${listingId}/similar`,
    "/api/listings/areas?county=Nairobi",
    "/",
    `/listing/${listingId}`,
  ]) {
    latencies.push(await latency(path, 200, base, UNCACHED));
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

/**
 * `-- --lighthouse-only` (the first performance deliverable): Lighthouse's mobile preset through the
 * gzipping proxy on home, search, browse and a listing, three runs each and the median by largest
 * paint, for a visitor and for a signed-in demo buyer.
 */
export async function lighthouseMedians(): Promise<void> {
  const first = (await (await fetch(`${base}/api/listings?limit=1`)).json()) as { data: { listings: { _id: string }[] } };
  const listingId = first.data.listings[0]?._id;
  if (!listingId) throw new Error("No listings: run `npm run seed` first.");
  mkdirSync(".bench", { recursive: true });
  const proxy = await startCompressingProxy(port + 100, port);
  try {
    const viaProxy = `http://localhost:${port + 100}`;
    const session = await signIn(base, "amina@sokoni.test", "10.77.0.1");
    // `-- --page=home` (or search, browse, listing): that page alone, for a quicker look.
    const only = process.argv.find((arg) => arg.startsWith("--page="))?.slice("--page=".length);
    const pages = (
      [
        ["home", "/"],
        ["search", "/search"],
        ["browse", "/browse?category=Vehicles"],
        ["listing", `/listing/${listingId}`],
      ] as const
    ).filter(([label]) => !only || label === only);
    const rows = [];
    // `-- --lighthouse-only --visitor`: the visitor's runs alone.
    const readers = [
      ["visitor", undefined],
      ["signed in", session],
    ] as const;
    for (const [who, cookie] of process.argv.includes("--visitor") ? readers.slice(0, 1) : readers) {
      for (const [label, path] of pages) {
        const runs = [];
        for (let run = 0; run < 3; run += 1) runs.push(await lighthouse(`${viaProxy}${path}`, `${label}-${who}`, cookie));
        const median = [...runs].sort((a, b) => a["LCP ms"] - b["LCP ms"])[1] ?? runs[0];
        rows.push({ ...median, page: `${label}, ${who}`, "LCP ms (3 runs)": runs.map((each) => each["LCP ms"]).join(" / ") });
      }
    }
    console.log("Lighthouse, mobile, through a gzipping proxy, median of 3 by LCP:");
    console.table(rows);
  } finally {
    proxy.close();
  }
}
