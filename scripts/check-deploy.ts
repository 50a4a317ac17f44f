/**
 * Proves the Worker bundles for Cloudflare offline (`wrangler deploy --dry-run` on the production
 * build) and stays within the Workers script size limit; prints its compressed size. The build is
 * the one the e2e run made when it is still fresh (scripts/build.ts).
 */
import { spawnSync } from "node:child_process";
import { OFFLINE_ENV } from "./local-env";
import { ensureBuild } from "./build";

// The Workers Free plan's limit on a compressed script; the paid plans allow 10 MiB.
const LIMIT_GZIP_KIB = 3 * 1024;

ensureBuild();
const result = spawnSync("wrangler", ["deploy", "--dry-run", "--outdir", ".wrangler/dry-run"], {
  encoding: "utf8",
  env: { ...process.env, ...OFFLINE_ENV, CI: "true" },
});
const output = `${result.stdout}\n${result.stderr}`;
if (result.status !== 0) {
  console.error(output);
  process.exit(result.status ?? 1);
}
const match = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(output);
if (!match) {
  console.error(output);
  console.error("Could not read the upload size from wrangler's output.");
  process.exit(1);
}
const [, total, gzip] = match;
console.log(`Worker bundle: ${gzip} KiB compressed, the figure Cloudflare limits to ${LIMIT_GZIP_KIB} KiB (${total} KiB before compression).`);
if (Number(gzip) > LIMIT_GZIP_KIB) {
  console.error("The Worker is over the Workers script size limit.");
  process.exit(1);
}
