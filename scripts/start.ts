/**
 * `npm start`: local secrets, migrations, demo data when the database is empty, the production
 * build, then the built Worker served by workerd on http://localhost:8787 (or $PORT).
 */
import { ensureDevVars, setDevVar } from "./local-env";
import { applyLocalMigrations, run } from "./run";
import { isDatabaseEmpty, seed } from "./seed";
import { startPreview, stopPreview, waitForServer } from "./serve";

const port = process.env.PORT ?? "8787";
ensureDevVars();
// Links in the scheduled mails (unread messages) point here; production sets BETTER_AUTH_URL.
setDevVar("SITE_URL", `http://localhost:${port}`);
applyLocalMigrations();
if (await isDatabaseEmpty()) {
  console.log("The local database is empty: seeding the demo marketplace.");
  await seed({ listings: 320 });
}
run("react-router", ["build"]);

const server = startPreview(Number(port));
console.log(`\nSokoni is starting on http://localhost:${port}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stopPreview(server));
server.on("exit", (code) => process.exit(code ?? 0));

/**
 * Cloudflare runs the Worker's cron triggers in production; locally nothing does, so this process
 * plays the scheduler through workerd's local trigger address: the same `scheduled` handler and
 * code paths (the unread-message mails every 5 minutes, the hourly clean-ups).
 */
const CRONS = [
  { cron: "*/5 * * * *", everyMs: 5 * 60 * 1000 },
  { cron: "17 * * * *", everyMs: 60 * 60 * 1000 },
];
await waitForServer(`http://localhost:${port}/api/listings/categories`, 120_000).catch(() => undefined);
for (const { cron, everyMs } of CRONS) {
  const trigger = () =>
    fetch(`http://localhost:${port}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}`).catch((error: unknown) =>
      console.warn(`[start] the ${cron} trigger did not run`, error),
    );
  setInterval(trigger, everyMs);
}
