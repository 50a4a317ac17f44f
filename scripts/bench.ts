/**
 * `npm run bench`: measures the production build served locally (the data `npm start` or
 * `npm run seed` left in .wrangler/state, or SOKONI_STATE) and prints what docs/performance.md
 * records. The parts live in scripts/bench/:
 *
 * - plans.ts: the original search mix and each query's EXPLAIN QUERY PLAN (read through D1
 *   before serving); `-- --plans-only` prints the plans with each query's time in D1 itself and
 *   builds nothing.
 * - pages.ts and weights.ts: first loads at 390x844 (with the low-data rows), the search
 *   mix through the API and the page, latencies, Lighthouse; `-- --search-only` the search mixes
 *   and the search page's weight, `-- --weights-only` the first loads alone.
 * - filter-mix.ts: the filter mix through the API, through vite preview and straight to
 *   workerd; `-- --filters-only` alone.
 * - capacity.ts and storage.ts: the capacity figures: CPU time and D1's statements and rows
 *   per request for each page and API call, throughput with and without the shared cache, what the
 *   database holds on disk; `-- --capacity-only` alone.
 * - uploads.ts: the two ways of publishing a listing with six photos (through the Worker,
 *   straight to R2), their Worker CPU, wall time and bytes through the Worker; `-- --uploads-only`
 *   alone.
 * - load.ts: `-- --load`, 1,000 keep-alive connections for 60 s (visitors and signed-in members
 *   with writes), and nothing else; `-- --load --direct` straight to workerd.
 */
import { capacity } from "./bench/capacity";
import { applyLocalMigrations } from "./run";
import { flags, base, port } from "./bench/common";
import { filterMix } from "./bench/filter-mix";
import { loadRun } from "./bench/load";
import { uploadRoutes } from "./bench/uploads";
import { lighthouseMedians, weightsAndSearchMix } from "./bench/pages";
import { SEARCH_MIX, searchMixPlans } from "./bench/plans";
import { buildForBench, CAPACITY_VARS, PREVIEW_ENV } from "./bench/preview";
import { printStorage, type StorageFigures, storageFigures, viewWriteCost } from "./bench/storage";
import { FILTER_MIX } from "./bench-filters";
import { startPreview, stopPreview, waitForServer } from "./serve";

const only = flags.searchOnly || flags.filtersOnly || flags.plansOnly || flags.weightsOnly || flags.capacityOnly || flags.lighthouseOnly || flags.uploadsOnly;
const wantsCapacity = flags.capacityOnly || (!only && !flags.load);
const wantsPlans = !flags.load && !flags.weightsOnly && !flags.capacityOnly && !flags.lighthouseOnly && !flags.uploadsOnly;

// The state brought up to the code's schema first: a state seeded before a migration (a two
// million listings' one takes half an hour to make again) would otherwise answer some pages 500.
applyLocalMigrations();

let plansClean = true;
if (wantsPlans) {
  console.log("\nEXPLAIN QUERY PLAN of the search mix and the filter mix:");
  plansClean = await searchMixPlans(flags.filtersOnly ? FILTER_MIX : [...SEARCH_MIX, ...FILTER_MIX], flags.plansOnly);
}
if (flags.plansOnly) process.exit(plansClean ? 0 : 1);

// What the database holds, read while nothing serves it; and what a counted view writes.
let storage: StorageFigures | null = null;
let viewWrites: Awaited<ReturnType<typeof viewWriteCost>> = null;
if (wantsCapacity) {
  try {
    storage = storageFigures();
    printStorage(storage);
  } catch (error) {
    console.log(`The database's size by table was not read: ${error instanceof Error ? error.message : String(error)}`);
  }
  viewWrites = await viewWriteCost();
  if (viewWrites) {
    console.log(
      `One listing's minute of counted views, as its counter shard writes it (however many views it held): ${viewWrites.statements} statements, ${viewWrites.rowsWritten} rows written, ${viewWrites.rowsRead} rows read.`,
    );
  }
}

const restoreBuildVars = buildForBench(wantsCapacity || flags.load ? CAPACITY_VARS : {});
// The load run turns the preview's request log off: miniflare's entry worker posts each request's
// line to the Node side over a new loopback connection, and at several hundred requests a second
// those connections outgrow the process's open-file limit (docs/performance.md).
const server = startPreview(port, PREVIEW_ENV, flags.load ? ["--logLevel", "warn"] : []);
try {
  await waitForServer(`${base}/api/listings/categories`);
  restoreBuildVars();
  const first = (await (await fetch(`${base}/api/listings?limit=1`)).json()) as { data: { total: number } };
  console.log(`\n${first.data.total.toLocaleString("en-KE")} listings.`);

  if (flags.load) {
    await loadRun(server, process.argv.includes("--direct"));
  } else if (flags.lighthouseOnly) {
    await lighthouseMedians();
  } else if (flags.uploadsOnly) {
    await uploadRoutes(server);
  } else {
    if (!flags.filtersOnly && !flags.capacityOnly) await weightsAndSearchMix(plansClean);
    if (!flags.weightsOnly && !flags.capacityOnly) await filterMix(server, plansClean);
    if (wantsCapacity) await capacity(server, { storage, viewWrites });
    if (!only) await uploadRoutes(server);
  }
} finally {
  restoreBuildVars();
  stopPreview(server);
}
