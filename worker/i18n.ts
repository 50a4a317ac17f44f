import { AsyncLocalStorage } from "node:async_hooks";
import { DEFAULT_LANG, type Lang, registerCatalogue, setLanguageSource } from "../app/i18n";
import { sw } from "../app/i18n/sw";

/*
 * The Worker's side of the catalogue (docs/decisions/085-one-catalogue-two-languages.md): every
 * request is answered in its reader's language, kept for the request's whole life (its loaders,
 * actions, services, rendering and the mail it sends), so `STRINGS` reads that language wherever it
 * is read. Work with no request (the crons) names the language of each member it writes to.
 */

const language = new AsyncLocalStorage<Lang>();

registerCatalogue("sw", sw);
setLanguageSource(() => language.getStore() ?? DEFAULT_LANG);

/** Runs `work` with every text in `lang` (a request's language, or a member's for their mail). */
export function inLanguage<T>(lang: Lang, work: () => T): T {
  return language.run(lang, work);
}
