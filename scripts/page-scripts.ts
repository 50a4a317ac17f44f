/**
 * What each page's script weighs, as the build makes it (scripts/vite-inline-script.ts), and what it is
 * made of: `npm run page-scripts` lists every page's script, raw and gzip (level 9, as the bench
 * counts); `npm run page-scripts -- profile` adds the files that make the profile's, largest first.
 */
import { readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { bundleEnhancer } from "./vite-inline-script";

const NOT_A_PAGE = new Set(["page.ts"]);
const only = process.argv[2];
const pages = readdirSync("app/enhance")
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !NOT_A_PAGE.has(file))
  .map((file) => file.slice(0, -3))
  .filter((page) => !only || page === only);

for (const page of pages) {
  // As the build makes it: with the socket's address, or without the socket's loader where the script carries the socket.
  const { code, bytesOf } = await bundleEnhancer(page);
  console.log(`${page.padEnd(14)} ${String(code.length).padStart(7)} B raw ${String(gzipSync(code, { level: 9 }).length).padStart(7)} B gzip`);
  if (!only) continue;
  for (const [file, bytes] of Object.entries(bytesOf).sort(([, a], [, b]) => b - a)) if (bytes > 0) console.log(`  ${String(bytes).padStart(7)}  ${file}`);
}
