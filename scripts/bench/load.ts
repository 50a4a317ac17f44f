/**
 * The load run (`npm run bench -- --load`): 1,000 keep-alive connections over loopback
 * against the production build, opened one by one over a 15-second ramp and then all kept busy for
 * 60 seconds, each a client with its own address in 10.x.x.x (`cf-connecting-ip`, which the local
 * runtime takes as sent; the rate limits are per address).
 *
 * Visitors ask for home, searches (words, filters, sorts), listing pages (a couple of thousand ids,
 * the newest asked for most) and browse pages, one in ten in Kiswahili; a few clients are signed in
 * as demo accounts and view their own pages (never shared), and between them save and unsave
 * listings as favourites through the API at a steady few writes a second. Each connection asks
 * again as soon as its answer has arrived (a closed loop, like `wrk -c 1000`), so latency is what
 * 1,000 requests queued on this machine cost: about connections / throughput.
 *
 * An error is a socket error, a request over LOAD_TIMEOUT_MS, or any status other than 2xx and 3xx.
 * Figures, for the 60 seconds after the ramp: requests, req/s, errors, p50 / p95 / p99 overall and
 * per kind, the share of visitors' pages the shared cache answered (CF-Cache-Status), the runtime's
 * CPU per request; the ramp's own requests and errors beside them, latency by 10-second slice, and
 * the first body of each unexpected status. LOAD_CONNECTIONS, LOAD_RAMP_SECONDS, LOAD_SECONDS,
 * LOAD_WRITES_PER_SECOND, LOAD_TIMEOUT_MS and LOAD_VIEWS=off change the run; `-- --load --direct`
 * loads workerd's own socket instead of `vite preview` (decision 078). Figures kept in .bench/load.json.
 */
import type { ChildProcess } from "node:child_process";
import { Agent, request } from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import { DEMO_USERS } from "../seed/demo-accounts";
import { workerdAddress } from "../serve";
import { ascending, loadAverage, port, quantile } from "./common";
import { cpuMeter, cpuSpent } from "./cpu";
import { PHONE_BROWSER, signIn } from "./http";

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 1000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WRITES_PER_SECOND = Number(process.env.LOAD_WRITES_PER_SECOND ?? 4);
const TIMEOUT_MS = Number(process.env.LOAD_TIMEOUT_MS ?? 60_000);
/** LOAD_VIEWS=off: visitors as a crawler, whose listing views are not counted (no D1 write per listing page). */
const AGENT = process.env.LOAD_VIEWS === "off" ? "sokoni-load (crawler)" : PHONE_BROWSER;
/** Clients signed in as demo accounts (the rest are visitors). */
const MEMBERS = Math.max(1, Math.round(CONNECTIONS / 50));
/**
 * Connections open one by one over the first LOAD_RAMP_SECONDS (15), as visitors arrive, and the
 * shared cache fills meanwhile; then SECONDS with all of them. A thousand requests at once on an
 * empty cache are a thousand pages to make on one workerd thread before the first answer.
 */
const RAMP_SECONDS = Number(process.env.LOAD_RAMP_SECONDS ?? 15);

/** Searches as people type them: words, words with filters, filters and sorts alone. */
const SEARCHES = [
  "searchTerm=apartment",
  "searchTerm=iphone",
  "searchTerm=toyota&category=Vehicles",
  "searchTerm=sofa&location=Nairobi",
  "searchTerm=samsung&condition=Used",
  "searchTerm=shoes",
  "searchTerm=laptop&sort=regularPrice&order=asc",
  "category=Property&bedrooms=2",
  "category=Vehicles&make=toyota",
  "type=rent&category=Property&location=Nairobi",
  "minPrice=20000&maxPrice=80000&sort=regularPrice&order=asc",
  "offer=true",
];
const BROWSE = ["category=Vehicles", "category=Property", "category=Electronics&page=2", "category=Fashion", "category=Property&page=5"];

type Kind = "home" | "search" | "listing" | "browse" | "member page" | "member write";
const KINDS: Kind[] = ["home", "search", "listing", "browse", "member page", "member write"];

interface Outcome {
  kind: Kind;
  /** When it was sent, ms after the run started. */
  at: number;
  ms: number;
  status: number | null;
  cache: string | null;
  error: string | null;
}

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)] as T;
}

/** The first body of each unexpected status, printed with the errors. */
const sampleBodies = new Map<number, string>();

/** One request on the shared agent; its body read to the end. */
function send(agent: Agent, origin: URL, kind: Kind, sent: Sent, runStart: number): Promise<Outcome> {
  const start = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (status: number | null, cache: string | null, error: string | null) => {
      if (settled) return;
      settled = true;
      resolve({ kind, at: start - runStart, ms: performance.now() - start, status, cache, error });
    };
    const outgoing = request(
      { agent, host: origin.hostname, port: origin.port, method: sent.method, path: sent.path, headers: sent.headers, timeout: TIMEOUT_MS },
      (incoming) => {
        const status = incoming.statusCode ?? 0;
        // An unexpected answer keeps the start of its body, to say where it came from.
        let body = "";
        incoming.on("data", (chunk: Buffer) => {
          if ((status < 200 || status >= 400) && body.length < 300) body += chunk.toString("utf8");
        });
        incoming.on("end", () => {
          if (body && !sampleBodies.has(status)) sampleBodies.set(status, body.slice(0, 300).replace(/\s+/g, " "));
          done(incoming.statusCode ?? null, (incoming.headers["cf-cache-status"] as string | undefined) ?? null, null);
        });
        incoming.on("error", (error) => done(incoming.statusCode ?? null, null, error.message));
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    outgoing.on("error", (error) => done(null, null, (error as NodeJS.ErrnoException).code ?? error.message));
    outgoing.end();
  });
}

/** Listing ids to ask for, newest first: at most 2,400 (fifty pages of the API). */
async function listingIds(origin: string): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; ids.length < 2_400; start += 48) {
    const page = (await (await fetch(`${origin}/api/listings?limit=48&startIndex=${start}`)).json()) as { data: { listings: { _id: string }[] } };
    ids.push(...page.data.listings.map((listing) => listing._id));
    if (page.data.listings.length < 48) break;
  }
  return ids;
}

export async function loadRun(server: ChildProcess, direct: boolean): Promise<void> {
  // 127.0.0.1, where the preview listens: loopback only.
  const target = direct ? await workerdAddress(server) : `http://127.0.0.1:${port}`;
  if (!target) throw new Error("workerd's own socket was not found (--direct needs Linux /proc).");
  const origin = new URL(target);
  const ids = await listingIds(target);
  if (ids.length === 0) throw new Error("No listings: run `npm run seed` first.");
  // The newest listings are asked for most: the square of a uniform draw leans to the front.
  const someListing = () => ids[Math.floor(ids.length * Math.random() ** 2)] as string;

  const accounts = DEMO_USERS.filter((user) => user.role === "user");
  const sessions: string[] = [];
  for (const [index, account] of accounts.entries()) sessions.push(await signIn(target, account.email, `10.250.0.${index + 1}`));
  console.log(
    `\nLoad run: ${CONNECTIONS} keep-alive connections, opened over ${RAMP_SECONDS} s, then ${SECONDS} s with all of them, against ${target} (${direct ? "workerd's own socket" : "vite preview"}), ${ids.length} listing ids, ${MEMBERS} clients signed in as ${sessions.length} demo accounts, ${WRITES_PER_SECOND} writes a second; load average ${loadAverage()}.`,
  );

  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxTotalSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });
  const outcomes: Outcome[] = [];
  const meter = cpuMeter(server.pid);
  const started = performance.now();
  const measuredFrom = started + RAMP_SECONDS * 1000;
  const deadline = measuredFrom + SECONDS * 1000;
  let nextWrite = started + 1000;
  // The runtime's CPU over the measured window only (read when it starts).
  let cpuBefore: ReturnType<NonNullable<typeof meter>["read"]> | undefined;
  let clientBefore: NodeJS.CpuUsage | undefined;
  const startWindow = setTimeout(() => {
    cpuBefore = meter?.read();
    clientBefore = process.cpuUsage();
  }, RAMP_SECONDS * 1000);
  // Each member saves a listing, then unsaves it on their next write.
  const saved = new Map<number, string>();

  const client = async (index: number) => {
    await new Promise((resolve) => setTimeout(resolve, (RAMP_SECONDS * 1000 * index) / CONNECTIONS));
    const address = `10.${1 + (index >> 16)}.${(index >> 8) & 255}.${(index & 255) + 1}`;
    const member = index < MEMBERS ? (sessions[index % sessions.length] ?? null) : null;
    const common: Record<string, string> = { "user-agent": AGENT, "cf-connecting-ip": address, accept: "text/html,application/json" };
    if (member) common.cookie = member;
    else if (index % 10 === 9) common.cookie = "lang=sw";
    while (performance.now() < deadline) {
      let kind: Kind;
      let sent: Sent;
      const roll = Math.random();
      if (member && performance.now() >= nextWrite) {
        // The next write's slot; slots missed while answers were slow are skipped, not made up.
        nextWrite = Math.max(nextWrite, performance.now()) + 1000 / WRITES_PER_SECOND;
        const had = saved.get(index);
        const id = had ?? someListing();
        if (had) saved.delete(index);
        else saved.set(index, id);
        kind = "member write";
        sent = { method: had ? "DELETE" : "POST", path: `/api/favourites/${id}`, headers: { ...common, origin: origin.origin } };
      } else if (member) {
        kind = "member page";
        const path =
          roll < 0.35
            ? `/listing/${someListing()}`
            : roll < 0.6
              ? "/"
              : roll < 0.8
                ? "/profile"
                : roll < 0.9
                  ? "/profile?tab=favourites"
                  : `/search?${pick(SEARCHES)}`;
        sent = { method: "GET", path, headers: common };
      } else if (roll < 0.3) {
        kind = "home";
        sent = { method: "GET", path: "/", headers: common };
      } else if (roll < 0.55) {
        kind = "search";
        sent = { method: "GET", path: `/search?${pick(SEARCHES)}`, headers: common };
      } else if (roll < 0.9) {
        kind = "listing";
        sent = { method: "GET", path: `/listing/${someListing()}`, headers: common };
      } else {
        kind = "browse";
        sent = { method: "GET", path: `/browse?${pick(BROWSE)}`, headers: common };
      }
      outcomes.push(await send(agent, origin, kind, sent, started));
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => client(index)));
  clearTimeout(startWindow);
  const ended = performance.now();
  const cpu = meter && cpuBefore ? cpuSpent(cpuBefore, meter.read()) : null;
  const clientUsage = clientBefore ? process.cpuUsage(clientBefore) : null;
  const clientMs = clientUsage ? (clientUsage.user + clientUsage.system) / 1000 : null;
  agent.destroy();

  // The measured window: requests sent once every connection was open. Its rate is over the
  // window's length (answers still arriving after the deadline counted in it).
  const rampMs = RAMP_SECONDS * 1000;
  const measured = outcomes.filter((outcome) => outcome.at >= rampMs);
  const ramp = outcomes.filter((outcome) => outcome.at < rampMs);
  const windowSeconds = (ended - measuredFrom) / 1000;
  const failed = (outcome: Outcome) => outcome.error !== null || outcome.status === null || outcome.status < 200 || outcome.status >= 400;
  const summarise = (label: string, list: Outcome[], seconds: number) => {
    const times = ascending(list.map((outcome) => outcome.ms));
    const shared = list.filter((outcome) => outcome.cache !== null);
    const hits = shared.filter((outcome) => outcome.cache === "HIT").length;
    return {
      kind: label,
      requests: list.length,
      "req/s": (list.length / seconds).toFixed(1),
      errors: list.filter(failed).length,
      "p50 ms": quantile(times, 0.5).toFixed(0),
      "p95 ms": quantile(times, 0.95).toFixed(0),
      "p99 ms": quantile(times, 0.99).toFixed(0),
      "cache hits": shared.length > 0 ? `${((100 * hits) / shared.length).toFixed(1)}% of ${shared.length}` : "",
    };
  };
  const table = [
    ...KINDS.map((kind) =>
      summarise(
        kind,
        measured.filter((outcome) => outcome.kind === kind),
        windowSeconds,
      ),
    ),
    summarise("all", measured, windowSeconds),
  ];
  console.log(`The ${SECONDS} s with all ${CONNECTIONS} connections open (requests sent after the ramp):`);
  console.table(table);
  const rampRow = summarise("while connections opened", ramp, RAMP_SECONDS);
  console.log(
    `While the connections opened (${RAMP_SECONDS} s, the shared cache filling): ${rampRow.requests} requests, ${rampRow.errors} errors, p50 ${rampRow["p50 ms"]} ms, p95 ${rampRow["p95 ms"]} ms, p99 ${rampRow["p99 ms"]} ms.`,
  );
  // How latency moved: requests by the 10-second slice they were sent in.
  const slices = [];
  for (let from = 0; from < RAMP_SECONDS * 1000 + SECONDS * 1000; from += 10_000) {
    const slice = outcomes.filter((outcome) => outcome.at >= from && outcome.at < from + 10_000);
    const times = ascending(slice.map((outcome) => outcome.ms));
    slices.push(
      `${from / 1000}-${from / 1000 + 10} s: ${slice.length} sent, p50 ${quantile(times, 0.5).toFixed(0)} / p95 ${quantile(times, 0.95).toFixed(0)} ms`,
    );
  }
  console.log(`By the time they were sent: ${slices.join("; ")}.`);
  const causes = new Map<string, number>();
  for (const outcome of outcomes.filter(failed)) {
    const cause = outcome.error ?? `HTTP ${outcome.status} (${outcome.kind})`;
    causes.set(cause, (causes.get(cause) ?? 0) + 1);
  }
  const errors = outcomes.filter(failed).length;
  console.log(errors === 0 ? "0 errors." : `${errors} errors: ${[...causes].map(([cause, n]) => `${cause} x${n}`).join(", ")}.`);
  for (const [status, body] of sampleBodies) console.log(`  HTTP ${status} answered: ${body}`);
  const perRequest = (ms: number) => (ms / Math.max(1, measured.length)).toFixed(2);
  // Against the window's length: how much of a core each part of the local stack had.
  const share = (ms: number) => `${((100 * ms) / 1000 / windowSeconds).toFixed(0)}% of a core`;
  if (cpu && clientMs !== null) {
    console.log(
      `CPU per request over the measured window: workerd ${perRequest(cpu.workerd)} ms (${share(cpu.workerd)}), vite preview ${perRequest(cpu.preview)} ms (${share(cpu.preview)}), this client ${perRequest(clientMs)} ms (${share(clientMs)}).`,
    );
  }
  console.log(`${outcomes.length} requests in ${((ended - started) / 1000).toFixed(1)} s; load average ${loadAverage()} at the end.`);
  mkdirSync(".bench", { recursive: true });
  writeFileSync(
    ".bench/load.json",
    `${JSON.stringify({ at: new Date().toISOString(), target, connections: CONNECTIONS, rampSeconds: RAMP_SECONDS, seconds: SECONDS, windowSeconds, table, ramp: rampRow, slices, causes: Object.fromEntries(causes), cpu, clientMs }, null, 2)}\n`,
  );
  if (errors > 0) process.exitCode = 1;
}
