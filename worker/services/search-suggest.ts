import type { Db } from "../db/client";

/**
 * Issue 17, item 4 (forgiving search): "Did you mean ...?" from the catalogue's own vocabulary
 * (`listings_fts_vocab`, migrations/0009), and the header's completions as a buyer types.
 * Contract for the search page and the API: `spellingSuggestion` answers a corrected search term
 * (the whole term, each misspelt word replaced) or null; `completions` up to 8 strings.
 * The forgiving-search work fills these in.
 */
export async function spellingSuggestion(_db: Db, _term: string): Promise<string | null> {
  return null;
}

export async function completions(_db: Db, _prefix: string): Promise<string[]> {
  return [];
}
