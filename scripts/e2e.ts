/**
 * `npm run test:e2e`: a fresh local state with a small seeded marketplace, the production build
 * served by workerd, and Playwright driving Debian's Chromium against it.
 *
 * With no arguments the suite runs as two shards side by side (Playwright's `--shard`, each half of
 * every project's files), each against its own server on its own copy of the seeded state, so the
 * shards never share an account, a listing or a rate limit (docs/decisions/090-e2e-on-two-shards.md).
 * With arguments (a spec, `--project phone`, ...) one server and one Playwright run.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { createInterface } from "node:readline";
import { ensureDevVars, OFFLINE_ENV, setDevVar } from "./local-env";
import { applyLocalMigrations, run } from "./run";
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
const given = process.argv.slice(2);
const shards: Shard[] =
  given.length > 0
    ? [{ label: "", port, state: ".wrangler/e2e-state", args: given }]
    : [
        { label: "shard 1", port, state: ".wrangler/e2e-state", args: ["--shard", "1/2"] },
        { label: "shard 2", port: port + 1, state: ".wrangler/e2e-state-b", args: ["--shard", "2/2"] },
      ];

const [first, ...others] = shards;
if (!first) throw new Error("no shard to run");
for (const shard of shards) rmSync(shard.state, { recursive: true, force: true });

process.env.SOKONI_STATE = first.state;
ensureDevVars();
// The scheduled mails (saved-search alerts, unread messages) link to the first server; the
// journeys follow only the path of a mailed link, so the second shard reads them as well.
setDevVar("SITE_URL", `http://localhost:${first.port}`);
applyLocalMigrations();
const { seed } = await import("./seed");
await seed({ listings: 60 });
// Every shard starts from the same seeded marketplace (the files are closed once the seed ends).
for (const shard of others) cpSync(first.state, shard.state, { recursive: true });
run("react-router", ["build"]);

const servers: ChildProcess[] = [];
let status = 1;
try {
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
