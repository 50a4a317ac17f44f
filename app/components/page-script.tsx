import { STRINGS } from "../i18n";
import { useScriptNonce } from "../lib/script-nonce";
import { favouriteTextsData } from "./favourite-texts";
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

/**
 * The hearts' texts for the page's script, which carries no catalogue: written on its `<main>`
 * in the reader's language (app/components/favourite-texts.ts reads them back).
 */
export function pageFavouriteTexts(): Record<string, string | boolean> {
  return favouriteTextsData({
    logIn: STRINGS.server.api.favourites.signIn,
    signIn: STRINGS.shell.signIn,
    added: STRINGS.server.api.favourites.added,
    removed: STRINGS.server.api.favourites.removed,
    failed: STRINGS.ui.favourites.failed,
  });
}
