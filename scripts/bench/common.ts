/**
 * What every part of `npm run bench` shares: the port and address it serves on, its flags, and
 * the small timing helpers (sequential latency, closed-loop throughput, percentiles).
 */
import { readFileSync } from "node:fs";

export const port = Number(process.env.BENCH_PORT ?? 8789);
export const base = `http://localhost:${port}`;

/** The command line's choices (docs/performance.md "How to measure"). */
export const flags = {
  searchOnly: process.argv.includes("--search-only"),
  filtersOnly: process.argv.includes("--filters-only"),
  plansOnly: process.argv.includes("--plans-only"),
  weightsOnly: process.argv.includes("--weights-only"),
  capacityOnly: process.argv.includes("--capacity-only"),
  lighthouseOnly: process.argv.includes("--lighthouse-only"),
  uploadsOnly: process.argv.includes("--uploads-only"),
  load: process.argv.includes("--load"),
};

/**
 * A cookie no page reads: any cookie but `lang` and `lowData` keeps a request out of the shared
 * cache (docs/decisions/093-edge-cache-for-visitors.md), so the page is made for this request.
 * The latency and search-mix rows send it so that their page figures stay the rendering's, as
 * they were before the cache; the capacity section measures both ways.
 */
export const UNCACHED = { cookie: "bench=uncached" } as const;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The value at quantile `q` of an ascending list (0 when empty). */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export const ascending = (list: readonly number[]) => [...list].sort((a, b) => a - b);

export async function latency(
  path: string,
  rounds = 200,
  origin = base,
  headers: Record<string, string> = {},
): Promise<{ path: string; p50: number; p95: number; rps: number }> {
  for (let i = 0; i < 20; i++) await (await fetch(origin + path, { headers })).arrayBuffer();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await (await fetch(origin + path, { headers })).arrayBuffer();
    times.push(performance.now() - start);
  }
  const elapsed = (performance.now() - started) / 1000;
  const sorted = ascending(times);
  return { path, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), rps: rounds / elapsed };
}

/** Throughput with several requests in flight (closed loop), as a busy moment would bring. */
export async function throughput(path: string, concurrency = 4, total = 200, origin = base, headers: Record<string, string> = {}): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        await (await fetch(origin + path, { headers })).arrayBuffer();
      }
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

/**
 * How busy the machine is, printed beside figures that move with it (Linux; "n/a" elsewhere): the
 * load average over the last minute, and the share of the last minute in which some task waited
 * for a CPU (pressure stall information, /proc/pressure/cpu "some avg60").
 */
export function loadAverage(): string {
  const read = (path: string) => {
    try {
      return readFileSync(path, "utf8");
    } catch {
      return null;
    }
  };
  const load = read("/proc/loadavg")?.split(" ")[0];
  const stall = /some avg10=[\d.]+ avg60=([\d.]+)/.exec(read("/proc/pressure/cpu") ?? "")?.[1];
  return `${load ?? "n/a"}${stall ? ` (tasks waited for a CPU ${stall}% of the last minute)` : ""}`;
}
