import { useMatches } from "react-router";
import { STRINGS } from "../i18n";
import { useScriptNonce } from "../lib/script-nonce";
import { favouriteTextsData } from "./favourite-texts";
import { useLowData } from "./low-data";

/**
 * A page served without the framework (docs/decisions/001 and 096) ends its `<main>` with its own
 * enhancer, bundled at build time (`virtual:inline-script/<name>`) and inlined with the request's
 * nonce. In low-data mode it is left out: the root's one tiny script serves every page there.
 */
export function PageScript({ code }: { code: string }) {
  const nonce = useScriptNonce();
  const lowData = useLowData();
  if (lowData) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own bundled enhancer, inlined at build time
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
}

/** A route whose `handle` says `hydrate: false` is sent as HTML without the framework's scripts. */
export function useServedWithoutFramework(): boolean {
  return useMatches().some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}

/**
 * The hearts' texts for such a page's script, which carries no catalogue: written on its `<main>`
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
