import { spawnSync } from "node:child_process";
import { OFFLINE_ENV } from "./local-env";

/** Runs a project binary (from node_modules/.bin, on PATH under npm scripts) and stops on failure. */
export function run(command: string, args: string[], extraEnv: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...OFFLINE_ENV, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** The local state folder: `.wrangler/state` unless SOKONI_STATE says otherwise (e2e runs). */
export function localStatePath(): string | undefined {
  return process.env.SOKONI_STATE;
}

export function applyLocalMigrations(): void {
  const persist = localStatePath();
  // CI=true keeps wrangler from asking for confirmation.
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...(persist ? ["--persist-to", persist] : [])], { CI: "true" });
}
