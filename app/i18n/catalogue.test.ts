import { describe, expect, it } from "vitest";
import { en } from "./en";
import { sw } from "./sw";

/*
 * Both catalogues have the same keys, and every text with values uses the same values in both
 * languages. The compiler checks the shapes too; this also catches a Kiswahili text that
 * drops a value (a price, a name) or an English text left untranslated.
 */

type Node = unknown;
type Leaf = { path: string; en: Node; sw: Node };

function pairs(a: Node, b: Node, path: string, out: Leaf[], problems: string[]): void {
  const isSection = (value: Node) => typeof value === "object" && value !== null && !Array.isArray(value);
  if (isSection(a) || isSection(b)) {
    if (!isSection(a) || !isSection(b)) {
      problems.push(`${path}: a section in one language only`);
      return;
    }
    const keysA = Object.keys(a as object);
    const keysB = Object.keys(b as object);
    for (const key of keysA) if (!keysB.includes(key)) problems.push(`${path}.${key}: missing in Kiswahili`);
    for (const key of keysB) if (!keysA.includes(key)) problems.push(`${path}.${key}: missing in English`);
    for (const key of keysA)
      if (keysB.includes(key)) pairs((a as Record<string, Node>)[key], (b as Record<string, Node>)[key], `${path}.${key}`, out, problems);
    return;
  }
  out.push({ path, en: a, sw: b });
}

function leaves(): { leaves: Leaf[]; problems: string[] } {
  const out: Leaf[] = [];
  const problems: string[] = [];
  pairs(en, sw, "STRINGS", out, problems);
  return { leaves: out, problems };
}

/** Which of a text's values show in what it says: each value tried as a word, then as a number. */
function valuesShown(text: (...args: never[]) => unknown, arity: number): boolean[] {
  const shown: boolean[] = [];
  for (let index = 0; index < arity; index++) {
    const words = Array.from({ length: arity }, (_, at) => `⟦value${at}⟧`);
    const numbers = Array.from({ length: arity }, (_, at) => 7_000 + 311 * (at + 1));
    let said = false;
    for (const [args, mark] of [
      [words, words[index]],
      [numbers, String(numbers[index])],
    ] as const) {
      try {
        const out = String((text as (...values: unknown[]) => unknown)(...args)).replace(/[,\s\u00a0]/g, "");
        if (out.includes(String(mark))) said = true;
      } catch {
        // A text that needs a number cannot take a word (and the other way round).
      }
    }
    shown.push(said);
  }
  return shown;
}

describe("the catalogue", () => {
  it("has every key in both languages", () => {
    expect(leaves().problems).toEqual([]);
  });

  it("gives every text the same kind and the same values in both languages", () => {
    const problems: string[] = [];
    for (const leaf of leaves().leaves) {
      if (typeof leaf.en !== typeof leaf.sw) {
        problems.push(`${leaf.path}: ${typeof leaf.en} in English, ${typeof leaf.sw} in Kiswahili`);
        continue;
      }
      if (typeof leaf.en === "function" && typeof leaf.sw === "function") {
        if (leaf.en.length !== leaf.sw.length) {
          problems.push(`${leaf.path}: ${leaf.en.length} values in English, ${leaf.sw.length} in Kiswahili`);
          continue;
        }
        const inEnglish = valuesShown(leaf.en as never, leaf.en.length);
        const inKiswahili = valuesShown(leaf.sw as never, leaf.sw.length);
        inEnglish.forEach((said, index) => {
          if (said !== inKiswahili[index]) problems.push(`${leaf.path}: value ${index} shown in ${said ? "English only" : "Kiswahili only"}`);
        });
      }
      if (Array.isArray(leaf.en) && Array.isArray(leaf.sw) && leaf.en.length !== leaf.sw.length) {
        problems.push(`${leaf.path}: ${leaf.en.length} items in English, ${leaf.sw.length} in Kiswahili`);
      }
      if (typeof leaf.en === "string" && leaf.en.trim() !== "" && String(leaf.sw).trim() === "") problems.push(`${leaf.path}: empty in Kiswahili`);
    }
    expect(problems).toEqual([]);
  });

  it("leaves no English word in Kiswahili but the glossary's loanwords (docs/kiswahili-glossary.md)", () => {
    // "Never translated" in the glossary, and the option values and names that are data, not words.
    const loanwords = new Set(["email", "whatsapp", "top", "featured", "jan", "feb", "apr", "jun", "jul", "sep", "nov"]);
    const same = leaves()
      .leaves.filter((leaf) => typeof leaf.en === "string" && typeof leaf.sw === "string" && /^[A-Za-z]{3,}$/.test(leaf.sw.trim()))
      .filter((leaf) => String(leaf.en).trim().toLowerCase() === String(leaf.sw).trim().toLowerCase() && !leaf.path.endsWith(".value"))
      .filter((leaf) => !loanwords.has(String(leaf.sw).trim().toLowerCase()))
      .map((leaf) => `${leaf.path}: ${String(leaf.sw)}`);
    expect(same).toEqual([]);
    // Words a reader met in English among the Kiswahili: each has its Kiswahili in the glossary.
    const said = leaves()
      .leaves.map((leaf) => {
        if (typeof leaf.sw !== "function") return String(leaf.sw);
        const text = leaf.sw as (...values: unknown[]) => unknown;
        // A text that needs numbers cannot take words (and the other way round): both are tried.
        for (const values of [Array(text.length).fill("x"), Array(text.length).fill(2)])
          try {
            return String(text(...values));
          } catch {}
        return "";
      })
      .join("\n");
    expect(said.match(/\b(code|Code|browser|Browser|parking|Parking)\b/g) ?? []).toEqual([]);
  });

  it("explains the boost packages' names beside them in Kiswahili", () => {
    expect(sw.screens.home.featuredTitle).toMatch(/^Featured: \S/);
    expect(sw.common.boostedUntil("featured", "1 Des 2026")).toMatch(/^Featured \(.+\) hadi/);
    expect(sw.common.boostedUntil("top", "1 Des 2026")).toMatch(/^Top \(.+\) hadi/);
    expect(sw.screens.payment.applied("featured", "1 Des 2026")).toMatch(/Featured \(.+\)/);
  });

  it("has no English sentence left in the Kiswahili catalogue", () => {
    // Texts that read the same in both languages: names, loanwords, symbols.
    const same = (text: string) => text.split(/\s+/).filter((word) => /^[A-Za-z']{3,}$/.test(word)).length < 3;
    const left = leaves()
      .leaves.filter((leaf) => typeof leaf.en === "string" && leaf.en === leaf.sw && !same(leaf.en))
      .map((leaf) => `${leaf.path}: ${String(leaf.en)}`);
    expect(left).toEqual([]);
  });
});
