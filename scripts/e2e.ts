/**
 * `npm run test:e2e`: a fresh local state with a small seeded marketplace, the production build
 * served by workerd on :8788, and Playwright driving Debian's Chromium against it.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { ensureDevVars, OFFLINE_ENV, setDevVar } from "./local-env";
import { applyLocalMigrations, run } from "./run";
import { startPreview, stopPreview, waitForServer } from "./serve";

const port = Number(process.env.E2E_PORT ?? 8788);
const statePath = ".wrangler/e2e-state";
rmSync(statePath, { recursive: true, force: true });
process.env.SOKONI_STATE = statePath;

ensureDevVars();
// The scheduled mails (saved-search alerts, unread messages) link to the server under test.
setDevVar("SITE_URL", `http://localhost:${port}`);
applyLocalMigrations();
const { seed } = await import("./seed");
await seed({ listings: 60 });
run("react-router", ["build"]);

const server = startPreview(port);
let status = 1;
try {
  await waitForServer(`http://localhost:${port}/api/listings/categories`);
  const result = spawnSync("playwright", ["test", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, ...OFFLINE_ENV, E2E_BASE_URL: `http://localhost:${port}` },
  });
  status = result.status ?? 1;
} finally {
  stopPreview(server);
}
process.exit(status);
