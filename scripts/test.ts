/**
 * `npm test`: every check, as stages that overlap where this machine's two processors allow
 * (docs/decisions/124-test-stages.md), and the time of each stage at the end.
 *
 *   worker ──────────────────────────┐
 *   typecheck (once the worker's      ├─ e2e (the journeys, on the prepared states and build)
 *     type generation is done)        │
 *   lint, unit                        │
 *   e2e prepare (seed, copies, build) ┴─ deploy check, styles check (on that build)
 *
 * A stage's lines carry its name. A failed stage stops the stages not started yet; the ones
 * running finish, and the run fails.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import { createInterface } from "node:readline";

interface Stage {
  name: string;
  command: string[];
  /** Stages that must have passed first. */
  after: string[];
  /** Something else to wait for before starting (see `typesWritten`). */
  ready?: () => Promise<void>;
  state?: "waiting" | "running" | "passed" | "failed" | "skipped";
  start?: number;
  end?: number;
  child?: ChildProcess;
}

const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

const stages: Stage[] = [
  // The longest chain (worker, then e2e) starts at once.
  { name: "worker", command: ["npm", "run", "--silent", "test:worker"], after: [] },
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"], after: [], ready: typesWritten },
  { name: "lint", command: ["npm", "run", "--silent", "lint"], after: [] },
  { name: "unit", command: ["npm", "run", "--silent", "test:unit"], after: [] },
  { name: "e2e prepare", command: ["tsx", "scripts/e2e.ts", "--prepare"], after: [] },
  { name: "deploy check", command: ["npm", "run", "--silent", "check:deploy"], after: ["e2e prepare"] },
  { name: "styles check", command: ["npm", "run", "--silent", "check:styles"], after: ["e2e prepare"] },
  { name: "e2e", command: ["tsx", "scripts/e2e.ts", "--prepared"], after: ["e2e prepare", "worker"] },
];

/**
 * Every Vite server that React Router's plugin is part of (the worker project's vitest, `vite
 * preview`) deletes and writes `.react-router/types` again as it starts; `tsc` reading the folder
 * at that moment would miss files. The typecheck starts once the worker run has written it (the
 * e2e servers start after the worker run, so after the typecheck too).
 */
async function typesWritten(): Promise<void> {
  const worker = stages.find((stage) => stage.name === "worker");
  // Both are scheduled in the same moment; the worker run is launched a tick later.
  while (worker?.state === undefined || worker.state === "waiting") await new Promise((resolve) => setTimeout(resolve, 50));
  const since = worker.start ?? started;
  const files = [".react-router/types/+routes.ts", ".react-router/types/+server-build.d.ts"];
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && worker.state === "running") {
    if (files.every((file) => existsSync(file) && statSync(file).mtimeMs >= since)) {
      // The other files are written in the same moment; a second covers the last of them.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Not seen: wait for the worker run to end rather than race it.
  while (worker.state === "running") await new Promise((resolve) => setTimeout(resolve, 500));
}

const width = Math.max(...stages.map((stage) => stage.name.length));

function launch(stage: Stage): Promise<void> {
  stage.state = "running";
  stage.start = Date.now();
  console.log(`[${stage.name}] started at ${seconds(stage.start - started)}: ${stage.command.join(" ")}`);
  const [command = "", ...args] = stage.command;
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
  stage.child = child;
  const label = `[${stage.name.padEnd(width)}]`;
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on("line", (line) => console.log(`${label} ${line}`));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      stage.end = Date.now();
      stage.state = code === 0 ? "passed" : "failed";
      console.log(`[${stage.name}] ${stage.state} after ${seconds(stage.end - (stage.start ?? started))}`);
      resolve();
    });
  });
}

const running = new Set<Promise<void>>();
let failed = false;
function schedule(): void {
  for (const stage of stages) {
    if (stage.state !== undefined) continue;
    if (failed) {
      stage.state = "skipped";
      continue;
    }
    const before = stage.after.map((name) => stages.find((other) => other.name === name));
    if (!before.every((other) => other?.state === "passed")) continue;
    stage.state = "waiting";
    const go = (stage.ready ?? (async () => undefined))().then(() => launch(stage));
    const done = go.then(() => {
      running.delete(done);
      if (stage.state === "failed") failed = true;
      schedule();
    });
    running.add(done);
  }
}

// Stopped from outside (Ctrl-C, CI's time running out): the stages go too.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const stage of stages) stage.child?.kill(signal);
    process.exit(130);
  });
}

const loadBefore = loadavg();
schedule();
while (running.size > 0) await Promise.race(running);
for (const stage of stages) if (stage.state === undefined) stage.state = "skipped";

const total = Date.now() - started;
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(" ");
console.log("\nnpm test, stage by stage (seconds from the start):");
console.log(`  ${"stage".padEnd(width)}  ${"start".padStart(5)}  ${"end".padStart(5)}  ${"took".padStart(5)}  result`);
for (const stage of stages) {
  const from = stage.start === undefined ? "" : ((stage.start - started) / 1000).toFixed(0);
  const to = stage.end === undefined ? "" : ((stage.end - started) / 1000).toFixed(0);
  const took = stage.start === undefined || stage.end === undefined ? "" : ((stage.end - stage.start) / 1000).toFixed(0);
  console.log(`  ${stage.name.padEnd(width)}  ${from.padStart(5)}  ${to.padStart(5)}  ${took.padStart(5)}  ${stage.state}`);
}
console.log(`  ${"all".padEnd(width)}  ${"0".padStart(5)}  ${(total / 1000).toFixed(0).padStart(5)}  ${(total / 1000).toFixed(0).padStart(5)}`);
console.log(`load average (1, 5, 15 min): ${load(loadBefore)} at the start, ${load(loadavg())} at the end`);
const passed = stages.filter((stage) => stage.state === "passed").length;
const notPassed = stages.length - passed;
console.log(`stages: ${passed} passed, ${notPassed} failed`);
process.exit(notPassed === 0 ? 0 : 1);
