/**
 * The filter mix (scripts/bench-filters.ts) through the API, interleaved, through `vite
 * preview` and straight to workerd (docs/decisions/078-bench-api-straight-to-workerd.md), after
 * the day's floor on both faces.
 */
import type { ChildProcess } from "node:child_process";
import { FILTER_MIX } from "../bench-filters";
import { workerdAddress } from "../serve";
import { ascending, base, latency, quantile } from "./common";

export async function filterMix(server: ChildProcess, plansClean: boolean): Promise<void> {
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
    "Filter mix (category filters) through the API: 200 rounds after 20 warm-up ones, each asking every query once in turn, through vite preview and straight to workerd:",
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
      const sorted = ascending(times.get(`${face} ${entry.name}`) ?? []);
      row[`${face} p50`] = quantile(sorted, 0.5).toFixed(1);
      row[`${face} p95`] = quantile(sorted, 0.95).toFixed(1);
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
