import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** The one script React Router writes into the client build itself: the browser's route manifest. */
const ROUTE_MANIFEST = /^manifest-[\w-]+\.js$/;

/**
 * No page hydrates (docs/decisions/122): React renders on the server only. React Router still
 * builds the browser's side of every route (its entry, each route module, the chunks they
 * share), since that build is where each route's stylesheets are found. This keeps what pages
 * load from it (the stylesheets, and the files our own plugins add to it: the pages' scripts and
 * the service worker) and drops the JavaScript, which no page would load:
 *
 * - the client build's chunks, after Vite has written its manifest, so React Router still finds
 *   each route's stylesheets there;
 * - the route manifest React Router writes into the client build while it builds the server.
 */
export function noHydration(): Plugin {
  return {
    name: "sokoni-no-hydration",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        if (this.environment.name !== "client") return;
        for (const [fileName, output] of Object.entries(bundle)) if (output.type === "chunk") delete bundle[fileName];
      },
    },
    writeBundle() {
      if (this.environment.name !== "ssr") return;
      const assets = path.resolve(this.environment.getTopLevelConfig().environments.client?.build.outDir ?? "build/client", "assets");
      for (const file of readdirSync(assets)) if (ROUTE_MANIFEST.test(file)) rmSync(path.join(assets, file));
    },
  };
}
