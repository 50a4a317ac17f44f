/**
 * `npm start`: local secrets, migrations, demo data when the database is empty, the production
 * build, then the built Worker served by workerd on http://localhost:8787 (or $PORT).
 */
import { ensureDevVars } from "./local-env";
import { applyLocalMigrations, run } from "./run";
import { isDatabaseEmpty, seed } from "./seed";
import { startPreview, stopPreview } from "./serve";

ensureDevVars();
applyLocalMigrations();
if (await isDatabaseEmpty()) {
  console.log("The local database is empty: seeding the demo marketplace.");
  await seed({ listings: 320 });
}
run("react-router", ["build"]);

const port = process.env.PORT ?? "8787";
const server = startPreview(Number(port));
console.log(`\nSokoni is starting on http://localhost:${port}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stopPreview(server));
server.on("exit", (code) => process.exit(code ?? 0));
