import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { browserBundle } from "./browser-bundle";

const ENTRY = "app/sw/service-worker.ts";
const PLACEHOLDER = "__sokoni_sw_version__";
/** The offline page in each language (app/routes/offline.tsx). */
const OFFLINE_PAGES = ["/offline/en", "/offline/sw"];
/** Files of public/ that every page shows (the tab's icon, the missing-photo picture); the logo is drawn in the page. */
const PUBLIC_FILES = ["/favicon-48.png", "/default-listing.svg"];

/**
 * Builds the service worker (app/sw/service-worker.ts, docs/decisions/086-service-worker.md) into
 * the client build as `/sw.js`, bundled with esbuild like the inline scripts. Two values are filled
 * in: the files it keeps at install (the offline pages, the stylesheets of this build, the few
 * public files above) and a version made from the names of the build's files that pages load (the
 * stylesheets and the pages' scripts, under assets/, named by their content), those public files
 * and the worker's own code, so any deploy that changes what a page loads is a new worker with
 * caches of its own. React Router's chunks are no such files: no page loads them
 * (scripts/vite-no-hydration.ts drops them).
 */
export function serviceWorker(): Plugin {
  return {
    name: "sokoni-service-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle(_options, bundle) {
      const files = Object.entries(bundle)
        .filter(([file, output]) => output.type === "asset" && file.startsWith("assets/"))
        .map(([file]) => file)
        .sort();
      const styles = files.filter((file) => file.endsWith(".css")).map((file) => `/${file}`);
      const precache = [...OFFLINE_PAGES, ...styles, ...PUBLIC_FILES];
      const { code, inputs } = await browserBundle(ENTRY, { __SW_VERSION__: JSON.stringify(PLACEHOLDER), __SW_PRECACHE__: JSON.stringify(precache) });
      for (const input of inputs) this.addWatchFile(input);
      if (!code.includes(PLACEHOLDER)) throw new Error("The service worker lost its version mark");
      const hash = createHash("sha256");
      for (const file of files) hash.update(`${file}\n`);
      for (const file of PUBLIC_FILES) hash.update(readFileSync(`public${file}`));
      hash.update(code);
      const version = hash.digest("hex").slice(0, 12);
      this.emitFile({ type: "asset", fileName: "sw.js", source: code.replaceAll(PLACEHOLDER, version) });
    },
  };
}
