import { build } from "esbuild";
import { gzipSync } from "node:zlib";
for (const entry of process.argv.slice(2)) {
  const r = await build({ entryPoints: [entry], bundle: true, minify: true, format: "iife", target: "es2020", write: false, legalComments: "none" });
  console.log(entry, r.outputFiles[0].text.length, gzipSync(r.outputFiles[0].text, { level: 9 }).length);
}
