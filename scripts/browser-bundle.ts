import { build } from "esbuild";

/**
 * One script for the browser from one entry, as the pages' scripts and the service worker are
 * built: bundled, minified, an IIFE for ES2020, no licence comments. `inputs` are the files it
 * read, for the plugins to watch.
 */
export async function browserBundle(entry: string, define: Record<string, string> = {}): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    write: false,
    metafile: true,
    legalComments: "none",
    define,
  });
  return { code: result.outputFiles[0]?.text ?? "", inputs: Object.keys(result.metafile.inputs) };
}
