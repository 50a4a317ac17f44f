import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { browserBundle } from "./browser-bundle";

const PREFIX = "virtual:inline-script/";
/** Where the enhancers are served from: under /assets/, so cached for a year (public/_headers) and by the service worker. */
const FOLDER = "assets/enhance";
/**
 * Scripts written into the page itself: low-data mode's (under 1 KB) promises a page with no
 * request for a script (docs/decisions/087-low-data-mode.md).
 */
const WRITTEN_IN_PLACE = new Set(["low-data"]);
/**
 * The rooms' socket (app/enhance/live-socket.ts, docs/decisions/142): no page's loader names it; a
 * page's script asks for it when it opens a room, by the address this build gives it.
 */
const LIVE_SOCKET = "live-socket";
const SOCKET_CODE = "app/lib/live-socket.ts";

interface Bundle {
  code: string;
  /** `assets/enhance/<name>-<hash>.js`, the hash of the code. */
  fileName: string;
  inputs: string[];
  /** How many bytes of the script each file it read became (`npm run page-scripts -- <name>`). */
  bytesOf: Record<string, number>;
}

/**
 * `import code from "virtual:inline-script/home"` gives the inline script the home page ends with
 * (docs/decisions/122): a loader of about 250 bytes that adds `app/enhance/home.ts`, bundled
 * and minified, as `/assets/enhance/home-<hash>.js` (docs/decisions/106-page-scripts-as-cached-files.md).
 * The bundle is written into the client build; the server's build gets the loader, whose exact text
 * (and so the file's address) the page's policy pins by its hash (worker/pinned-scripts.ts), and
 * 'strict-dynamic' lets it add the file. Low-data mode's script is still the whole code, inlined.
 * React Router's browser build, whose JavaScript no page loads (scripts/vite-no-hydration.ts),
 * gets an empty string.
 */
export function inlineScript(): Plugin {
  const bundles = new Map<string, Promise<Bundle>>();
  const bundleOf = (name: string, fresh = false): Promise<Bundle> => {
    const known = bundles.get(name);
    if (known && !fresh) return known;
    const made = bundleEnhancer(name, name === LIVE_SOCKET ? undefined : bundleOf(LIVE_SOCKET, fresh));
    bundles.set(name, made);
    return made;
  };
  /** The client build writes the socket's file once, beside the first page script it writes. */
  let socketWritten = false;
  return {
    name: "sokoni-inline-script",
    buildStart() {
      socketWritten = false;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      if (!/^[a-z-]+$/.test(name)) throw new Error(`Unknown inline script ${name}`);
      // A rebuild in watch mode or the dev server's reload bundles again.
      const made = await bundleOf(name, this.environment.mode === "dev" || this.meta.watchMode);
      for (const input of made.inputs) this.addWatchFile(input);
      if (this.environment.config.consumer === "client") {
        if (this.environment.mode === "build" && !WRITTEN_IN_PLACE.has(name)) {
          this.emitFile({ type: "asset", fileName: made.fileName, source: made.code });
          if (!socketWritten) {
            const socket = await bundleOf(LIVE_SOCKET);
            this.emitFile({ type: "asset", fileName: socket.fileName, source: socket.code });
            socketWritten = true;
          }
        }
        return `export default "";`;
      }
      const code = WRITTEN_IN_PLACE.has(name) ? made.code : loaderOf(`/${made.fileName}`);
      // Inlined inside <script>: a closing tag in a string must not end the element early.
      return `export default ${JSON.stringify(code.replace(/<\/script/gi, "<\\/script"))};`;
    },
    // `vite dev` has no client build: the enhancers are served from the bundles made for the server.
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const match = /^\/assets\/enhance\/([a-z-]+)-\w+\.js$/.exec(request.url?.split("?")[0] ?? "");
        if (!match?.[1]) return next();
        try {
          const made = await bundleOf(match[1]);
          response.setHeader("Content-Type", "text/javascript; charset=utf-8");
          response.setHeader("Cache-Control", "no-cache");
          response.end(made.code);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/**
 * The page's inline script: once the first frame is painted, adds the enhancer's file at the end of
 * the body (a script added so runs as soon as it arrives), so the page's stylesheet and first
 * pictures have the connection to themselves until then. A tab drawing no frames (in the
 * background) asks for it after 3 s.
 */
export function loaderOf(src: string): string {
  return `(function(d,w){var a=0;function f(){if(a)return;a=1;var s=d.createElement("script");s.src=${JSON.stringify(src)};d.body.appendChild(s)}w.requestAnimationFrame(function(){w.setTimeout(f,0)});w.setTimeout(f,3e3)})(document,window)`;
}

/**
 * `socket`: the rooms' socket file, whose address the page's script is given
 * (`__LIVE_SOCKET_SRC__` in app/lib/chat-live.ts) and whose inputs it is rebuilt after. A script
 * that carries the socket itself (home's imports it) is built again with no address, which leaves
 * out the code that would ask for the file.
 */
export async function bundleEnhancer(name: string, socket = name === LIVE_SOCKET ? undefined : bundleEnhancer(LIVE_SOCKET)): Promise<Bundle> {
  const live = await socket;
  const entry = `app/enhance/${name}.ts`;
  let made = await browserBundle(entry, { __LIVE_SOCKET_SRC__: JSON.stringify(live ? `/${live.fileName}` : "") });
  if (live && made.inputs.includes(SOCKET_CODE)) made = await browserBundle(entry, { __LIVE_SOCKET_SRC__: JSON.stringify("") });
  const code = made.code.trim();
  const inputs = [...made.inputs, ...(live?.inputs ?? [])];
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10).replace(/[^\w]/g, "x");
  return { code, fileName: `${FOLDER}/${name}-${hash}.js`, inputs, bytesOf: made.bytesOf };
}
