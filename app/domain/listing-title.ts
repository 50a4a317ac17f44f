/**
 * A listing title as the duplicate check compares it: "Toyota  Vitz, 2015!" and
 * "toyota vitz 2015" are the same listing posted twice. Folded: letter case, accents (é → e),
 * punctuation and symbols (commas, dashes, emoji), and runs of spaces. Kept: letters and digits
 * of any script, and their order, so "Vitz 2015" and "2015 Vitz" stay different, as do
 * "iPhone 12" and "iPhone 13". Pure; the Worker and the tests use it.
 */
export function normaliseTitle(name: string): string {
  return (
    name
      // Compatibility forms first (full-width letters, ligatures, superscripts), then accents off.
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      // "Land-Cruiser" and "Land Cruiser", "4x4" kept; an apostrophe joins ("Men's" → "mens").
      .replace(/['’`]/g, "")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  );
}
