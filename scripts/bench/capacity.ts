/**
 * The capacity figures (`npm run bench`, or alone with `-- --capacity-only`):
 *
 * - Per page and API call: CPU time per request (workerd's processes and the preview's Node server,
 *   from /proc, over 200 sequential requests after 20) and D1's statements, rows read and rows
 *   written per request (the answers' Server-Timing, SOKONI_TIMING=on). The shared pages twice:
 *   made for the request (a cookie no page reads keeps it out of the shared cache) and from the
 *   local stand-in of the edge cache (decision 093).
 * - Throughput of anonymous home, search and a listing with and without the cache, in the same
 *   run, through `vite preview` and straight to workerd (decision 078): 200 requests with 8 in
 *   flight after 20, and the cached path's ratio to the uncached one.
 *
 * The figures are printed, and kept in .bench/capacity.json for docs/performance.md.
 */
import type { ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { workerdAddress } from "../serve";
import { ascending, base, loadAverage, quantile, UNCACHED } from "./common";
import { type CpuMeter, cpuMeter, cpuSpent } from "./cpu";
import { type D1Timing, d1Timing, PHONE_BROWSER, signIn } from "./http";
import type { StorageFigures } from "./storage";

const ROUNDS = 200;
/**
 * Sent with every request: the local runtime compresses an answer the client would accept
 * compressed (miniflare's entry worker does what Cloudflare's edge does), and that work would count
 * as workerd's CPU; at the edge it is not the Worker's.
 */
const IDENTITY = { "accept-encoding": "identity" } as const;
const WARM_UP = 20;

interface Target {
  name: string;
  path: string;
  /** A visitor's page the shared cache may answer: measured made and cached. */
  shared?: boolean;
  signedIn?: boolean;
  /** The user agent: a phone's browser unless said (a crawler's view is not counted). */
  agent?: string;
  /** Requests in turn: favourite, then unfavourite (a signed-in write through the API). */
  write?: boolean;
}

interface PathFigures {
  name: string;
  cache: "made" | "cached";
  /** workerd's CPU per request, ms (the local D1's SQL included), and the preview's Node server's. */
  cpuMs: number | null;
  previewCpuMs: number | null;
  d1: D1Timing | null;
  p50: number;
  statuses: string;
  cacheStatuses: string;
}

interface ThroughputFigures {
  page: string;
  face: "preview" | "workerd";
  cache: "made" | "cached" | "static";
  rps: number;
  cpuMs: number | null;
  previewCpuMs: number | null;
  clientCpuMs: number;
  cacheStatuses: string;
}

const tallyOf = (list: string[]) =>
  [...list.reduce((counts, item) => counts.set(item, (counts.get(item) ?? 0) + 1), new Map<string, number>())].map(([item, n]) => `${item} x${n}`).join(", ");

function average(timings: (D1Timing | null)[]): D1Timing | null {
  const measured = timings.filter((timing): timing is D1Timing => timing !== null);
  if (measured.length === 0) return null;
  const mean = (pick: (timing: D1Timing) => number) => measured.reduce((sum, timing) => sum + pick(timing), 0) / measured.length;
  return { queries: mean((t) => t.queries), rowsRead: mean((t) => t.rowsRead), rowsWritten: mean((t) => t.rowsWritten), sqlMs: mean((t) => t.sqlMs) };
}

/** `rounds` requests one after another (after WARM_UP), with the runtime's CPU read around them. */
async function sequential(meter: CpuMeter | null, send: (round: number) => Promise<Response>, rounds = ROUNDS) {
  for (let round = 0; round < WARM_UP; round++) await (await send(round)).arrayBuffer();
  const before = meter?.read();
  const times: number[] = [];
  const timings: (D1Timing | null)[] = [];
  const statuses: string[] = [];
  const cacheStatuses: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    const response = await send(WARM_UP + round);
    await response.arrayBuffer();
    times.push(performance.now() - start);
    timings.push(d1Timing(response.headers.get("server-timing")));
    statuses.push(String(response.status));
    cacheStatuses.push(response.headers.get("cf-cache-status") ?? "none");
  }
  const after = meter?.read();
  const spent = before && after ? cpuSpent(before, after) : null;
  return {
    cpuMs: spent ? spent.workerd / rounds : null,
    previewCpuMs: spent ? spent.preview / rounds : null,
    d1: average(timings),
    p50: quantile(ascending(times), 0.5),
    statuses: tallyOf(statuses),
    cacheStatuses: tallyOf(cacheStatuses),
  };
}

interface Variant {
  url: string;
  headers: Record<string, string>;
}

/**
 * Closed-loop throughput of a few variants of one page (made for the request, cached; through the
 * preview, straight to workerd), interleaved: `blocks` turns, each running every variant for its
 * share of `total` requests with `concurrency` in flight, so that a busy moment of the machine
 * lands on all of them alike. CPU per request over the same requests: workerd's, the preview's,
 * and this process's own (the client, on the same cores).
 */
async function interleaved(meter: CpuMeter | null, variants: Variant[], concurrency = 8, total = ROUNDS, blocks = 4) {
  const spent = variants.map(() => ({ seconds: 0, requests: 0, workerd: 0, preview: 0, client: 0, cacheStatuses: [] as string[] }));
  for (const { url, headers } of variants) for (let round = 0; round < WARM_UP; round++) await (await fetch(url, { headers })).arrayBuffer();
  for (let block = 0; block < blocks; block++) {
    const order = variants.map((_, index) => index);
    if (block % 2 === 1) order.reverse();
    for (const index of order) {
      const variant = variants[index] as Variant;
      const tally = spent[index] as (typeof spent)[number];
      const share = Math.round(total / blocks);
      let next = 0;
      const before = meter?.read();
      const clientBefore = process.cpuUsage();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < share) {
            next += 1;
            const response = await fetch(variant.url, { headers: variant.headers });
            await response.arrayBuffer();
            tally.cacheStatuses.push(response.headers.get("cf-cache-status") ?? "none");
          }
        }),
      );
      tally.seconds += (performance.now() - started) / 1000;
      tally.requests += share;
      const client = process.cpuUsage(clientBefore);
      tally.client += (client.user + client.system) / 1000;
      const after = meter?.read();
      if (before && after) {
        const cpu = cpuSpent(before, after);
        tally.workerd += cpu.workerd;
        tally.preview += cpu.preview;
      }
    }
  }
  return spent.map((tally) => ({
    rps: tally.requests / tally.seconds,
    cpuMs: meter ? tally.workerd / tally.requests : null,
    previewCpuMs: meter ? tally.preview / tally.requests : null,
    clientCpuMs: tally.client / tally.requests,
    cacheStatuses: tallyOf(tally.cacheStatuses),
  }));
}

const fixed = (value: number | null | undefined, digits = 1) => (value === null || value === undefined ? "n/a" : value.toFixed(digits));

export async function capacity(server: ChildProcess, extras: { storage?: StorageFigures | null; viewWrites?: unknown } = {}): Promise<void> {
  const meter = cpuMeter(server.pid);
  console.log(
    `\nCapacity, load average ${loadAverage()} at the start.${meter ? ` workerd pid(s) ${meter.workerdPids.join(", ")}, preview pid ${server.pid}.` : " No workerd process found under the preview: CPU is not measured."}`,
  );
  const browser = { "user-agent": PHONE_BROWSER, ...IDENTITY };
  const probe = await fetch(`${base}/api/listings?limit=1&startIndex=100`, { headers: browser });
  const timed = d1Timing(probe.headers.get("server-timing")) !== null;
  const { data } = (await probe.json()) as { data: { listings: { _id: string }[] } };
  const listingId =
    data.listings[0]?._id ?? ((await (await fetch(`${base}/api/listings?limit=1`)).json()) as { data: { listings: { _id: string }[] } }).data.listings[0]?._id;
  if (!listingId) throw new Error("No listings: run `npm run seed` first.");
  if (!timed)
    console.log(
      "No D1 figures in Server-Timing (SOKONI_TIMING is not on in the build's .dev.vars, or worker/db/session.ts is not there yet): D1 columns say n/a.",
    );
  for (let i = 0; i < 2; i++) await (await fetch(`${base}/`, { headers: browser })).arrayBuffer();
  const cacheOn = (await fetch(`${base}/`, { headers: browser })).headers.get("cf-cache-status") === "HIT";
  if (!cacheOn) console.log("The home page did not come from the shared cache on its third request (PAGE_CACHE=local missing?): cached rows are not measured.");

  let session: string | null = null;
  try {
    session = await signIn(base, "wanjiku@sokoni.test", "10.20.0.1");
  } catch (error) {
    console.log(`Signed-in rows skipped: ${error instanceof Error ? error.message : String(error)}`);
  }

  const targets: Target[] = [
    { name: "static file (no Worker code: the runtime's own cost)", path: "/favicon.svg" },
    { name: "home", path: "/", shared: true },
    { name: "search (words)", path: "/search?searchTerm=apartment", shared: true },
    { name: "browse (a category)", path: "/browse?category=Vehicles", shared: true },
    { name: "listing page (a phone: view counted)", path: `/listing/${listingId}`, shared: true },
    { name: "listing page (a crawler: not counted)", path: `/listing/${listingId}`, shared: true, agent: "node" },
    { name: "API list", path: "/api/listings?limit=9" },
    { name: "API one listing", path: `/api/listings/${listingId}` },
    { name: "API categories", path: "/api/listings/categories" },
    { name: "profile (signed in)", path: "/profile", signedIn: true },
    { name: "favourite / unfavourite (signed in, API)", path: `/api/favourites/${listingId}`, signedIn: true, write: true },
  ];
  const rows: PathFigures[] = [];
  for (const target of targets) {
    if (target.signedIn && !session) continue;
    const agent = { "user-agent": target.agent ?? PHONE_BROWSER, ...IDENTITY };
    const faces: ["made" | "cached", Record<string, string>][] = target.signedIn
      ? [["made", { ...agent, cookie: session ?? "" }]]
      : [["made", { ...agent, ...UNCACHED }], ...(target.shared && cacheOn ? [["cached", agent] as ["cached", Record<string, string>]] : [])];
    for (const [cache, headers] of faces) {
      const send = (round: number) =>
        target.write
          ? fetch(base + target.path, { method: round % 2 === 0 ? "POST" : "DELETE", headers: { ...headers, origin: base } })
          : fetch(base + target.path, { headers });
      rows.push({ name: target.name, cache, ...(await sequential(meter, send)) });
    }
  }
  console.log(
    `Per request, ${ROUNDS} sequential requests after ${WARM_UP} through vite preview. CPU: workerd's processes (the local D1's SQL and miniflare's routing included) and the preview's Node server; "less SQL" takes off the SQL time D1 reports. D1: the answer's Server-Timing (work after the answer, such as counting a view, is not in it):`,
  );
  console.table(
    rows.map((row) => ({
      request: row.name,
      answer: row.cache,
      "CPU ms": fixed(row.cpuMs, 2),
      "less SQL": row.cpuMs === null ? "n/a" : fixed(Math.max(0, row.cpuMs - (row.d1?.sqlMs ?? 0)), 2),
      "preview CPU ms": fixed(row.previewCpuMs, 2),
      "D1 queries": fixed(row.d1?.queries),
      "rows read": fixed(row.d1?.rowsRead),
      "rows written": fixed(row.d1?.rowsWritten),
      "SQL ms": fixed(row.d1?.sqlMs, 2),
      "p50 ms": fixed(row.p50),
      statuses: row.statuses,
      "CF-Cache-Status": row.cacheStatuses,
    })),
  );

  // Throughput with and without the cache, through the preview and straight to workerd.
  const direct = await workerdAddress(server);
  if (!direct) console.log("workerd's own socket was not found: throughput is measured through vite preview only.");
  const faces = [["preview", base] as const, ...(direct ? [["workerd", direct] as const] : [])];
  const pages = [
    { page: "home", path: "/", agent: PHONE_BROWSER },
    { page: "search", path: "/search?searchTerm=apartment", agent: PHONE_BROWSER },
    { page: "listing (view counted)", path: `/listing/${listingId}`, agent: PHONE_BROWSER },
    { page: "listing (crawler)", path: `/listing/${listingId}`, agent: "node" },
  ];
  const throughputs: ThroughputFigures[] = [];
  // The floor: a static file, which runs none of our code (production serves it without the Worker).
  const floors = await interleaved(
    meter,
    faces.map(([, origin]) => ({ url: `${origin}/favicon.svg`, headers: { ...IDENTITY } })),
  );
  for (const [index, [face]] of faces.entries())
    throughputs.push({ page: "static file (the floor)", face, cache: "static", ...(floors[index] as (typeof floors)[number]) });
  for (const { page, path, agent } of pages) {
    const variants: { face: "preview" | "workerd"; cache: "made" | "cached"; url: string; headers: Record<string, string> }[] = [];
    for (const [face, origin] of faces) {
      variants.push({ face, cache: "made", url: origin + path, headers: { "user-agent": agent, ...IDENTITY, ...UNCACHED } });
      if (cacheOn) variants.push({ face, cache: "cached", url: origin + path, headers: { "user-agent": agent, ...IDENTITY } });
    }
    const measured = await interleaved(meter, variants);
    for (const [index, variant] of variants.entries())
      throughputs.push({ page, face: variant.face, cache: variant.cache, ...(measured[index] as (typeof measured)[number]) });
  }
  console.log(
    `Throughput, ${ROUNDS} requests with 8 in flight after ${WARM_UP}, in four interleaved blocks (CPU per request over the same requests: workerd, the preview's Node server, this client):`,
  );
  console.table(
    throughputs.map((row) => ({
      page: row.page,
      via: row.face,
      answer: row.cache,
      "req/s": row.rps.toFixed(0),
      "workerd CPU ms": fixed(row.cpuMs, 2),
      "preview CPU ms": fixed(row.previewCpuMs, 2),
      "client CPU ms": fixed(row.clientCpuMs, 2),
      "CF-Cache-Status": row.cacheStatuses,
    })),
  );
  const ratios = [];
  for (const { page } of pages) {
    for (const [face] of faces) {
      const made = throughputs.find((row) => row.page === page && row.face === face && row.cache === "made");
      const cached = throughputs.find((row) => row.page === page && row.face === face && row.cache === "cached");
      if (made && cached)
        ratios.push({
          page,
          via: face,
          "made req/s": made.rps.toFixed(0),
          "cached req/s": cached.rps.toFixed(0),
          "cached / made": (cached.rps / made.rps).toFixed(1),
          "workerd CPU made / cached": made.cpuMs && cached.cpuMs ? (made.cpuMs / cached.cpuMs).toFixed(1) : "n/a",
        });
    }
  }
  if (ratios.length > 0) {
    console.table(ratios);
    const short = ratios.filter((row) => Number(row["cached / made"]) < 5);
    console.log(
      short.length === 0
        ? "Every cached path is at least 5x its uncached one."
        : `Under 5x: ${short.map((row) => `${row.page} via ${row.via} (${row["cached / made"]}x)`).join(", ")}.`,
    );
  }
  console.log(`Load average at the end: ${loadAverage()}.`);

  mkdirSync(".bench", { recursive: true });
  writeFileSync(
    ".bench/capacity.json",
    `${JSON.stringify({ at: new Date().toISOString(), state: process.env.SOKONI_STATE ?? ".wrangler/state", rows, throughputs, ...extras }, null, 2)}\n`,
  );
  console.log("Kept in .bench/capacity.json.");
}
