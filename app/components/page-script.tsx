import { useScriptNonce } from "../lib/script-nonce";
import { useLowData } from "./low-data";

/**
 * Every page ends its `<main>` with its own script (docs/decisions/122): the loader that
 * `virtual:inline-script/<name>` gives the server (scripts/vite-inline-script.ts, which adds the
 * page's cached file after the first paint, docs/decisions/106), inlined with the request's nonce.
 * In low-data mode it is left out: the root's one tiny script serves every page there.
 */
export function PageScript({ code }: { code: string }) {
  const nonce = useScriptNonce();
  const lowData = useLowData();
  if (lowData) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own bundled enhancer, inlined at build time
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
}
