import path from "node:path";
import type { Plugin } from "vite";

/**
 * The catalogue files only the Worker reads: the mail and SMS it sends. (Its refusals, `server`,
 * stay in the browser's catalogue: pages show some of them as they render, such as "Listing not
 * found" and the favourites' toasts.)
 */
const SERVER_ONLY = new Set(["mail"]);
const CATALOGUE_DIRS = ["en", "sw"].map((lang) => path.resolve("app/i18n", lang));
const PREFIX = "\0sokoni-server-texts:";

/**
 * Keeps the Worker's own texts out of the browser's bundles (docs/decisions/085): in the client
 * build, `./mail` of a catalogue's index is an empty section. Nothing in the browser reads it. The Worker, the tests and the tools see the whole catalogue.
 */
export function serverOnlyTexts(): Plugin {
  return {
    name: "sokoni-server-only-texts",
    enforce: "pre",
    resolveId(source, importer) {
      if (this.environment?.name !== "client" || !importer) return undefined;
      const name = source.replace(/^\.\//, "");
      if (!source.startsWith("./") || !SERVER_ONLY.has(name)) return undefined;
      if (!CATALOGUE_DIRS.includes(path.dirname(importer.split("?")[0] ?? ""))) return undefined;
      return `${PREFIX}${name}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const name = id.slice(PREFIX.length);
      return `export const ${name} = { ${name}: {} };`;
    },
  };
}
