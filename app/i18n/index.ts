import { type Catalogue, en } from "./en";
import { DEFAULT_LANG, type Lang } from "./langs";

export type { Catalogue } from "./en";
export * from "./langs";

/*
 * The product's texts in the reader's language (docs/decisions/085-one-catalogue-two-languages.md).
 *
 * `STRINGS.section.key` reads the current language's catalogue at the moment the text is read:
 * the request's language (worker/i18n.ts keeps it for each request). Sections may be named at a
 * module's top (`const T = STRINGS.chat`), texts only where they are used.
 *
 * Only the server reads the catalogue: English is always here, the Worker registers Kiswahili.
 * The pages' scripts carry none; every word they show comes with the page.
 */

const catalogues: Partial<Record<Lang, Catalogue>> = { en };

let languageNow: () => Lang = () => DEFAULT_LANG;

/** Where the current language comes from (the Worker: its request's store). */
export function setLanguageSource(source: () => Lang): void {
  languageNow = source;
}

export function registerCatalogue(lang: Lang, catalogue: Catalogue): void {
  catalogues[lang] = catalogue;
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
 * one while it loads, before the request's language is known. Only reading a text does.
 */
function view(path: Path): Record<string, unknown> {
  const shape = () => walk(en, path);
  return new Proxy({} as Record<string, unknown>, {
    get(_target, key) {
      if (typeof key !== "string") return undefined;
      if (isSection(shape()[key])) return view([...path, key]);
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
