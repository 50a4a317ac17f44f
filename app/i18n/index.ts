import { type Catalogue, en } from "./en";
import { DEFAULT_LANG, isLang, type Lang } from "./langs";

export type { Catalogue } from "./en";
export * from "./langs";

/*
 * The product's texts in the reader's language (docs/decisions/085-one-catalogue-two-languages.md).
 *
 * `STRINGS.section.key` reads the current language's catalogue at the moment the text is read:
 * on the Worker the request's language (worker/i18n.ts keeps it for each request), in the browser
 * the document's (`<html lang>`, fixed for the page's life; switching reloads). Sections may be
 * named at a module's top (`const T = STRINGS.chat`), texts only where they are used.
 *
 * English is always here; the Kiswahili catalogue is registered by the Worker and, in the browser,
 * loaded before the page hydrates (app/entry.client.tsx), so English readers never download it.
 */

const catalogues: Partial<Record<Lang, Catalogue>> = { en };

let languageNow: () => Lang = () => {
  if (typeof document === "undefined") return DEFAULT_LANG;
  const lang = document.documentElement.lang.slice(0, 2);
  return isLang(lang) ? lang : DEFAULT_LANG;
};

/** Where the current language comes from (the Worker: its request's store). */
export function setLanguageSource(source: () => Lang): void {
  languageNow = source;
}

export function registerCatalogue(lang: Lang, catalogue: Catalogue): void {
  catalogues[lang] = catalogue;
}

/**
 * Adds English sections to the catalogue. In the browser each file of ../en/ arrives with the code
 * that reads it (scripts/vite-texts.ts puts this call before that code); the Worker has them all.
 */
export function addTexts(sections: object): void {
  const into = en as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(sections)) {
    // The big sections arrive by their parts (`domain.reviews`), each merged into its section.
    const held = into[key];
    into[key] = isSection(held) && isSection(value) ? Object.assign(held, value) : value;
  }
}

export function currentLang(): Lang {
  return languageNow();
}

/** The whole catalogue of one language (mail to a member in theirs, tests). */
export function textsIn(lang: Lang): Catalogue {
  const catalogue = catalogues[lang];
  if (!catalogue) throw new Error(`The ${lang} catalogue was read before it was loaded.`);
  return catalogue;
}

type Path = readonly string[];

function isSection(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function walk(catalogue: Catalogue, path: Path): Record<string, unknown> {
  let node: unknown = catalogue;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  return node as Record<string, unknown>;
}

/**
 * A section read lazily. Its shape comes from English (always here, and every language has the
 * same keys), so naming a section never needs the current language's catalogue: a module may name
 * one while it loads, before a Kiswahili page has loaded its texts. Only reading a text does.
 */
function view(path: Path): Record<string, unknown> {
  const shape = () => walk(en, path);
  return new Proxy({} as Record<string, unknown>, {
    get(_target, key) {
      if (typeof key !== "string") return undefined;
      if (isSection(shape()[key])) return view([...path, key]);
      if (path.length === 0 && !(key in shape())) throw new Error(`The "${key}" texts were read before they were loaded (scripts/vite-texts.ts).`);
      return walk(textsIn(currentLang()), path)[key];
    },
    has: (_target, key) => typeof key === "string" && key in shape(),
    ownKeys: () => Reflect.ownKeys(shape()),
    getOwnPropertyDescriptor(_target, key) {
      if (typeof key !== "string" || !(key in shape())) return undefined;
      const value = isSection(shape()[key]) ? view([...path, key]) : walk(textsIn(currentLang()), path)[key];
      return { value, enumerable: true, configurable: true, writable: false };
    },
  });
}

/** Every text, in the current language. */
export const STRINGS = view([]) as Catalogue;
