import path from "node:path";
import type { Plugin } from "vite";

/**
 * The route modules whose first load decides the largest paint (docs/decisions/139): the root and
 * the pages a visitor lands on from a search engine or a shared link.
 */
export const LANDING_MODULES = ["app/root.tsx", "app/routes/home.tsx", "app/routes/search.tsx", "app/routes/browse.tsx", "app/routes/listing.tsx"];

/** The client build's two stylesheets, by what they hold (`assets/landing-<hash>.css`, `assets/pages-<hash>.css`). */
export const STYLESHEET_NAMES = { landing: "landing", pages: "pages" } as const;

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * Each component imports its own stylesheet (`listing-card.tsx` imports `listing-card.css`). Left
 * to itself the client build would make a stylesheet per route and per shared chunk, and a page
 * would block its first paint on several requests. This groups every stylesheet module into one
 * of two files: `landing` holds every one that the root or one of the landing routes imports
 * (directly or through a component), so home, search, browse and a listing link that one cached
 * file and nothing else; `pages` holds the rest, linked after it by the routes whose modules
 * import one of them. React Router finds both through Vite's manifest as before
 * (scripts/vite-no-hydration.ts).
 */
export function stylesheetGroups(): Plugin {
  let appRoot = "";
  const landing = new Map<string, boolean>();
  const isLandingModule = (id: string) => LANDING_MODULES.some((file) => id.split("?")[0] === path.join(appRoot, file));

  /** Whether a module is in the static import graph of the root or a landing route, walking its importers up. */
  function reachedFromLanding(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
    const known = landing.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    const found = isLandingModule(id) || (graph.getModuleInfo(id)?.importers ?? []).some((importer) => reachedFromLanding(importer, graph, seen));
    // Only a positive answer is final: a negative one may come from a cycle cut short by `seen`.
    if (found) landing.set(id, true);
    return found;
  }

  return {
    name: "sokoni-stylesheet-groups",
    apply: "build",
    configResolved(config) {
      appRoot = config.root;
    },
    config() {
      return {
        environments: {
          client: {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      {
                        test: /\.css$/,
                        name: (id: string, graph: ModuleGraph) => (reachedFromLanding(id, graph) ? STYLESHEET_NAMES.landing : STYLESHEET_NAMES.pages),
                      },
                    ],
                  },
                },
              },
            },
          },
        },
      };
    },
  };
}
