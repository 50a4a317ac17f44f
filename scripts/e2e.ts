/**
 * `npm run test:e2e`: a fresh local state with a small seeded marketplace, the production build
 * served by workerd, and Playwright driving Debian's Chromium against it.
 *
 * With no arguments the suite runs as shards side by side (Playwright's `--shard`; two, or
 * E2E_SHARDS), each against its own server on its own copy of the one seeded state, so the shards
 * never share an account, a listing or a rate limit (docs/decisions/090-e2e-on-two-shards.md).
 * The servers listen on E2E_PORT (8788) and the ports after it.
 * With arguments (a spec, `--project phone`, ...) one server and one Playwright run.
 *
 * `npm test` splits the run in two (docs/decisions/124-test-stages.md): `--prepare` seeds, copies
 * and builds while other stages run, `--prepared` serves and runs the journeys on what it left.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, rmSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { ensureBuild } from "./build";
import { ensureDevVars, OFFLINE_ENV, setDevVar } from "./local-env";
import { applyLocalMigrations } from "./run";
import { startPreview, stopPreview, waitForServer } from "./serve";

interface Shard {
  label: string;
  port: number;
  state: string;
  args: string[];
  /** What the shard's Playwright printed, kept for the recap of its failures. */
  lines?: string[];
}

const port = Number(process.env.E2E_PORT ?? 8788);
const shardCount = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const MODES = ["--prepare", "--prepared"];
const mode = process.argv.slice(2).find((arg) => MODES.includes(arg));
const given = process.argv.slice(2).filter((arg) => !MODES.includes(arg));
const stateOf = (index: number) => (index === 0 ? ".wrangler/e2e-state" : `.wrangler/e2e-state-${String.fromCharCode(97 + index)}`);
const shards: Shard[] =
  given.length > 0
    ? [{ label: "", port, state: stateOf(0), args: given }]
    : Array.from({ length: shardCount }, (_, index) => ({
        label: shardCount > 1 ? `shard ${index + 1}` : "",
        port: port + index,
        state: stateOf(index),
        args: shardCount > 1 ? ["--shard", `${index + 1}/${shardCount}`] : [],
      }));

const [first, ...others] = shards;
if (!first) throw new Error("no shard to run");
/** Left by `--prepare` once every shard's state and the build are ready, for `--prepared`. */
const READY = ".wrangler/e2e-ready.json";

if (mode !== "--prepared") await prepare();
if (mode === "--prepare") process.exit(0);
if (mode === "--prepared" && !existsSync(READY)) {
  console.error(`${READY} is missing: run \`tsx scripts/e2e.ts --prepare\` first (with the same E2E_PORT and E2E_SHARDS).`);
  process.exit(1);
}

/** One seed for every shard: seeded once, then copied (the files are closed once the seed ends). */
async function prepare(): Promise<void> {
  rmSync(READY, { force: true });
  for (const shard of shards) rmSync(shard.state, { recursive: true, force: true });
  process.env.SOKONI_STATE = first?.state;
  ensureDevVars();
  // The scheduled mails (saved-search alerts, unread messages) link to the first server; the
  // journeys follow only the path of a mailed link, so the other shards read them as well.
  setDevVar("SITE_URL", `http://localhost:${port}`);
  applyLocalMigrations();
  const { seed } = await import("./seed");
  await seed({ listings: 60 });
  for (const shard of others) cpSync(first?.state ?? "", shard.state, { recursive: true });
  // .dev.vars is final by now: the build made here is the one the deploy check finds fresh.
  ensureBuild();
  writeFileSync(READY, JSON.stringify({ port, shards: shards.length }));
}

const servers: ChildProcess[] = [];
let status = 1;
// Stopped from outside (npm test's runner passes a Ctrl-C or CI's stop on): the servers run in
// process groups of their own, so they would outlive this process.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const server of servers) stopPreview(server);
    process.exit(130);
  });
}
try {
  // A no-op after `--prepare`, unless a source changed since.
  ensureBuild();
  // One after another: each `vite preview` regenerates `.react-router/types` as it starts, and two
  // doing it at once can remove a folder the other is writing into (the second server then dies).
  for (const shard of shards) {
    servers.push(startPreview(shard.port, { SOKONI_STATE: shard.state, SOKONI_INSPECTOR: "off" }));
    await waitForServer(`http://localhost:${shard.port}/api/listings/categories`);
  }
  const codes = await Promise.all(shards.map(runShard));
  status = codes.every((code) => code === 0) ? 0 : 1;
  shards.forEach((shard, index) => {
    if (codes[index] !== 0) recapFailures(shard);
  });
} finally {
  for (const server of servers) stopPreview(server);
}
// The states have been written to by the journeys: a new run seeds again.
rmSync(READY, { force: true });
process.exit(status);

/** One Playwright run against one shard's server; its lines are prefixed when shards run together. */
function runShard(shard: Shard): Promise<number> {
  const env = {
    ...process.env,
    ...OFFLINE_ENV,
    SOKONI_STATE: shard.state,
    E2E_BASE_URL: `http://localhost:${shard.port}`,
  };
  // Each run keeps its failure screenshots apart (Playwright empties its output folder at start).
  const outputArgs = shard.label ? ["--output", `test-results/${shard.label.replace(/\W+/g, "-")}`] : [];
  const child = spawn("playwright", ["test", ...shard.args, ...outputArgs], {
    env,
    stdio: shard.label ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  if (shard.label) {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      shard.lines = [];
      createInterface({ input: stream }).on("line", (line) => {
        shard.lines?.push(line);
        console.log(`[${shard.label}] ${line}`);
      });
    }
  }
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

/**
 * Side by side, a shard's failures are printed while the other shard and both servers are still
 * writing, so they end up buried mid-log: each failure as its reporter told it is printed again
 * once everything has stopped, where the end of a CI log shows it.
 */
function recapFailures(shard: Shard): void {
  if (!shard.label) return;
  const recap: string[] = [];
  let inFailure = false;
  for (const line of shard.lines ?? []) {
    // A failure's block opens with "  1) [project] › file..." and runs to the next test's progress line.
    if (/^\s+\d+\) /.test(line)) inFailure = true;
    else if (/^\[\d+\/\d+\] /.test(line)) inFailure = false;
    if (inFailure) recap.push(line);
  }
  if (recap.length === 0) return;
  console.log(`\n[${shard.label}] its failures once more:`);
  for (const line of recap) console.log(`[${shard.label}] ${line}`);
}
