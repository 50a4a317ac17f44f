import { LIMITS } from "./limits";

/**
 * The spec's stripped characters; anything else FTS5 would read as syntax is quoted later.
 * Control characters (a NUL ends SQLite's reading of the words, which once made a 500), lone
 * surrogates and invisible format characters (bidi overrides) separate words instead.
 */
export function cleanSearchTerm(raw: string): string {
  return (
    raw
      .replace(/[\p{Cc}\p{Cs}\p{Cf}]/gu, " ")
      .replace(/[<>&"';]/g, "")
      .trim()
      .replace(/\s+/g, " ")
      .slice(0, 100)
      // A cut can end on a space; trimmed again so that the term reads back the same from an address.
      .trimEnd()
  );
}

/** Longest term kept for the admin's top searches; longer ones are cut, not dropped. */
export const SEARCH_TERM_RECORD_MAX = 60;

/**
 * Looks like a way to reach a person: an email address, or a phone or ID number (seven or more
 * digits once spaces, dots, dashes and brackets are taken out). Such searches are never stored.
 */
function looksPersonal(term: string): boolean {
  if (term.includes("@")) return true;
  return /\d{7,}/.test(term.replace(/[\s.\-()]/g, ""));
}

/**
 * A search term as the admin's top searches count it: the spec's characters stripped, trimmed,
 * lower-cased, inner whitespace collapsed, capped in length. Null when it is too short to mean
 * anything or looks like personal data.
 */
export function searchTermToRecord(raw: string): string | null {
  const term = cleanSearchTerm(raw).toLocaleLowerCase("en-KE").replace(/\s+/g, " ").trim();
  if (term.length < LIMITS.searchTermMin || looksPersonal(term)) return null;
  return term.slice(0, SEARCH_TERM_RECORD_MAX).trimEnd();
}
