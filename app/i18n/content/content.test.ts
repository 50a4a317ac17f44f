import { describe, expect, it } from "vitest";
import { LANGS, type Lang } from "../langs";
import { ABOUT, CONTACT, FAQS, PRIVACY, SAFETY_GUIDE, TERMS } from "./index";

/*
 * The static pages' long texts: both languages have every page with the same shape (anchors, number
 * of paragraphs and list items, links), the Kiswahili says the same figures as the English, and the
 * pages' cross-references (section numbers, anchors) hold in each language.
 */

const PAGES = { ABOUT, CONTACT, PRIVACY, TERMS, FAQS, SAFETY_GUIDE } as const;

/** Values that are addresses or figures, not words: the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(["id", "to", "path", "figure"]);

/** Differences between the English page and its twin: shape, fixed values, empty texts. */
function differences(en: unknown, other: unknown, path: string, out: string[]): string[] {
  if (Array.isArray(en) || Array.isArray(other)) {
    if (!Array.isArray(en) || !Array.isArray(other)) out.push(`${path}: a list in one language only`);
    else if (en.length !== other.length) out.push(`${path}: ${en.length} items in English, ${other.length} in the twin`);
    else
      en.forEach((item, index) => {
        differences(item, other[index], `${path}[${index}]`, out);
      });
    return out;
  }
  if (typeof en === "object" && en !== null) {
    if (typeof other !== "object" || other === null) {
      out.push(`${path}: an object in English only`);
      return out;
    }
    const keys = new Set([...Object.keys(en), ...Object.keys(other)]);
    for (const key of keys) {
      if (!(key in en) || !(key in other)) out.push(`${path}.${key}: in one language only`);
      else {
        const [a, b] = [(en as Record<string, unknown>)[key], (other as Record<string, unknown>)[key]];
        if (SAME_IN_EVERY_LANGUAGE.has(key) && a !== b) out.push(`${path}.${key}: "${String(a)}" in English, "${String(b)}" in the twin`);
        else differences(a, b, `${path}.${key}`, out);
      }
    }
    return out;
  }
  if (typeof en !== typeof other) out.push(`${path}: ${typeof en} in English, ${typeof other} in the twin`);
  else if (typeof en === "string" && (en.trim() === "" || (other as string).trim() === "")) out.push(`${path}: empty text`);
  else if (typeof en === "boolean" && en !== other) out.push(`${path}: ${en} in English, ${String(other)} in the twin`);
  return out;
}

/** Every text of a page with where it is. */
function texts(node: unknown, path = ""): { path: string; text: string }[] {
  if (typeof node === "string") return [{ path, text: node }];
  if (Array.isArray(node)) return node.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (typeof node === "object" && node !== null) return Object.entries(node).flatMap(([key, value]) => texts(value, `${path}.${key}`));
  return [];
}

const numbers = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();

const others = LANGS.filter((lang) => lang !== "en");

describe("the static pages' texts", () => {
  it("have every page in every language", () => {
    for (const [name, page] of Object.entries(PAGES)) expect(Object.keys(page).sort(), name).toEqual([...LANGS].sort());
  });

  it("have the number of sections the spec lists, in every language", () => {
    for (const lang of LANGS) {
      expect(PRIVACY[lang].sections, lang).toHaveLength(17);
      expect(TERMS[lang].sections, lang).toHaveLength(11);
      expect(FAQS[lang].topics, lang).toHaveLength(6);
      expect(SAFETY_GUIDE[lang].topics, lang).toHaveLength(5);
    }
  });

  it.each(others)("give %s the English shape: same anchors, blocks, list items, links and paths, no empty text", (lang) => {
    const problems = Object.entries(PAGES).flatMap(([name, page]) => differences(page.en, page[lang], name, []));
    expect(problems).toEqual([]);
  });

  it.each(others)("say the same figures in %s as in English (hours, days, ages, years, section numbers)", (lang) => {
    const problems: string[] = [];
    for (const [name, page] of Object.entries(PAGES)) {
      const twin = new Map(texts(page[lang]).map(({ path, text }) => [path, text]));
      for (const { path, text } of texts(page.en)) {
        const translated = twin.get(path) ?? "";
        if (numbers(text).join() !== numbers(translated).join())
          problems.push(`${name}${path}: ${numbers(text)} in English, ${numbers(translated)} in ${lang}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(others)("leave no English sentence in %s", (lang) => {
    // Texts that read the same in both languages: names, loanwords, figures.
    const same = (text: string) => text.split(/\s+/).filter((word) => /^[A-Za-z']{3,}$/.test(word)).length < 3;
    const left: string[] = [];
    for (const [name, page] of Object.entries(PAGES)) {
      const english = new Map(texts(page.en).map(({ path, text }) => [path, text]));
      for (const { path, text } of texts(page[lang]))
        if (text === english.get(path) && !same(text) && !path.endsWith(".to")) left.push(`${name}${path}: ${text}`);
    }
    expect(left).toEqual([]);
  });

  it("date the privacy policy the same day in every language", () => {
    expect(PRIVACY.en.effective).toBe("Effective 06 March 2025");
    expect(PRIVACY.sw.effective).toBe("Inatumika kuanzia 06 Machi 2025");
  });

  it("give every section a unique anchor", () => {
    for (const lang of LANGS) {
      for (const items of [PRIVACY[lang].sections, TERMS[lang].sections, FAQS[lang].topics, SAFETY_GUIDE[lang].topics]) {
        const ids = items.map((item) => item.id);
        expect(new Set(ids).size, lang).toBe(ids.length);
      }
    }
  });

  it("keep the privacy policy's references to its own sections true, in every language", () => {
    const references: Record<Lang, (section: (id: string) => number) => string[]> = {
      en: (section) => [`see section ${section("other-sites")})`, `explained in section ${section("cookies")}.`, `contact us (section ${section("contact")})`],
      sw: (section) => [
        `angalia sehemu ya ${section("other-sites")})`,
        `ilivyoelezwa katika sehemu ya ${section("cookies")}.`,
        `wasiliana nasi (sehemu ya ${section("contact")})`,
      ],
    };
    for (const lang of LANGS) {
      const policy = PRIVACY[lang];
      const numbered = (id: string) => policy.sections.findIndex((section) => section.id === id) + 1;
      const text = JSON.stringify(policy.sections);
      for (const reference of references[lang](numbered)) expect(text, lang).toContain(reference);
    }
  });

  it("link only to the terms' real anchors, in every language", () => {
    for (const lang of LANGS) {
      const anchors = new Set(TERMS[lang].sections.map((section) => section.id));
      for (const topic of FAQS[lang].topics) {
        for (const link of topic.links ?? []) {
          const [path, anchor] = link.to.split("#");
          if (path === "/terms-of-service" && anchor) expect(anchors, `${lang} ${link.to}`).toContain(anchor);
        }
      }
    }
  });
});
