/**
 * The production build the bench serves. `vite preview` gives the Worker the variables of the
 * build's own copy of `.dev.vars` (build/server/.dev.vars, which the build writes from the project's
 * `.dev.vars`), not the preview process's environment: the bench's own switches go there, after
 * the build and before the preview starts, and the project's `.dev.vars` is left as it is.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { setDevVar } from "../local-env";
import { run } from "../run";

const BUILD_DEV_VARS = "build/server/.dev.vars";

/**
 * What the capacity figures need: the D1 figures on every answer (`SOKONI_TIMING=on`,
 * docs/decisions/092-d1-sessions.md) and the local stand-in of the edge cache (`PAGE_CACHE=local`,
 * decision 093; without it the Worker takes wrangler.jsonc's `workers`, which caches nothing locally).
 */
export const CAPACITY_VARS = { SOKONI_TIMING: "on", PAGE_CACHE: "local" } as const;

/**
 * The preview's own environment (read by the Cloudflare Vite plugin, not the Worker): miniflare's
 * local observability, which adds a tail worker to every invocation and streams its events to a
 * local collector, and its data explorer are development tools, on by default, whose cost lands
 * on every request and which production does not have. The bench turns them off;
 * BENCH_LOCAL_TOOLS=on keeps them, as every run before 2026-11-24 had them.
 */
export const PREVIEW_ENV: Record<string, string> = process.env.BENCH_LOCAL_TOOLS === "on" ? {} : { X_LOCAL_OBSERVABILITY: "false", X_LOCAL_EXPLORER: "false" };

/**
 * Builds, and adds the bench's switches to the build's `.dev.vars`. Returns what puts the file back
 * as the build wrote it: called once the preview has read it, so a later `vite preview` of the same
 * build (someone else's) does not inherit the switches.
 */
export function buildForBench(vars: Record<string, string>): () => void {
  run("react-router", ["build"]);
  const original = existsSync(BUILD_DEV_VARS) ? readFileSync(BUILD_DEV_VARS, "utf8") : null;
  if (Object.keys(vars).length > 0 && original === null)
    console.log(`No ${BUILD_DEV_VARS} after the build (no .dev.vars?): writing one with the bench's switches only.`);
  for (const [name, value] of Object.entries(vars)) setDevVar(name, value, BUILD_DEV_VARS);
  return () => {
    if (Object.keys(vars).length === 0) return;
    if (original === null) rmSync(BUILD_DEV_VARS, { force: true });
    else writeFileSync(BUILD_DEV_VARS, original);
  };
}
