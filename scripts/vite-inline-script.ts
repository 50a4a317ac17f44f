import { build } from "esbuild";
import type { Plugin } from "vite";

const PREFIX = "virtual:inline-script/";

/**
 * `import code from "virtual:inline-script/home"` gives the minified bundle of
 * `app/enhance/home.ts` as a string, to be inlined into a page that ships no framework JS.
 * The browser's build gets an empty string: such a page never hydrates, and a `<script>` React
 * puts in on the client would not run anyway, so the bytes would only weigh on every page's
 * JavaScript (the low-data script sits in the root route's chunk).
 */
export function inlineScript(): Plugin {
  return {
    name: "sokoni-inline-script",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      if (!/^[a-z-]+$/.test(name)) throw new Error(`Unknown inline script ${name}`);
      if (this.environment.config.consumer === "client") return `export default "";`;
      const entry = `app/enhance/${name}.ts`;
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        minify: true,
        format: "iife",
        target: "es2020",
        write: false,
        metafile: true,
        legalComments: "none",
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(input);
      const code = result.outputFiles[0]?.text.trim() ?? "";
      // Inlined inside <script>: a closing tag in a string must not end the element early.
      return `export default ${JSON.stringify(code.replace(/<\/script/gi, "<\\/script"))};`;
    },
  };
}
