import { build } from "esbuild";

/**
 * The browsers whose syntax the scripts are written down to (docs/decisions/141):
 * Chrome and Edge 91, Safari 15, Firefox 90 (2021). Every phone browser that runs our scripts at
 * all is newer; one that is older gets the pages as they work without scripts.
 */
export const SCRIPT_BROWSERS = ["chrome91", "edge91", "safari15", "firefox90"];

/**
 * One script for the browser from one entry, as the pages' scripts and the service worker are
 * built: bundled, minified, an IIFE for SCRIPT_BROWSERS, no licence comments. `inputs` are the files it
 * read, for the plugins to watch; `bytesOf` how many bytes of the script each of them became.
 */
export async function browserBundle(
  entry: string,
  define: Record<string, string> = {},
): Promise<{ code: string; inputs: string[]; bytesOf: Record<string, number> }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    target: SCRIPT_BROWSERS,
    write: false,
    metafile: true,
    legalComments: "none",
    define,
  });
  const output = Object.values(result.metafile.outputs)[0]?.inputs ?? {};
  const bytesOf = Object.fromEntries(Object.entries(output).map(([file, { bytesInOutput }]) => [file, bytesInOutput]));
  return { code: result.outputFiles[0]?.text ?? "", inputs: Object.keys(result.metafile.inputs), bytesOf };
}
