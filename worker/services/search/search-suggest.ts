import { CATEGORY_TREE } from "../../../app/domain/catalog";
import { correctedSearch, searchWords, wordsStartingWith, type VocabularyWord } from "../../../app/domain/spelling";
import type { Db } from "../../db/client";
import { FACET_PREFIX } from "../../db/facets";

/**
 * Forgiving search: "Did you mean ...?" from the catalogue's own vocabulary
 * (`listings_fts_vocab`, migrations/0009), and the header's completions as a buyer types.
 *
 * Both read the vocabulary once per isolate and keep it for a few minutes (docs/decisions draft
 * forgiving-vocabulary-cache): `fts5vocab` counts each word's listings by walking its whole
 * posting list, so asking it per keystroke costs 20-40 ms for a common two-letter prefix at
 * 100,000 listings, while the whole vocabulary read once costs about 200 ms and then every
 * completion is a binary search in memory.
 */

/** How long an isolate trusts its copy of the vocabulary; new words show up within this time. */
export const VOCABULARY_TTL_MS = 5 * 60 * 1000;

/** The most words kept in memory (a bound on memory, far above a real catalogue's vocabulary). */
const VOCABULARY_CAP = 200_000;

interface CachedVocabulary {
  words: VocabularyWord[];
  loadedAt: number;
  /** When a request began reading a fresh copy (0: none is): the others keep the stale one meanwhile. */
  refreshingSince: number;
}

/** A refresh not done by then was abandoned (its request cancelled): the next request reads again. */
const REFRESH_ABANDONED_MS = 30_000;

// One per database binding, so tests with separate databases never share a copy.
const cache = new WeakMap<object, CachedVocabulary>();

async function readVocabulary(db: Db): Promise<VocabularyWord[]> {
  const result = await db.$client
    // The filters' tokens (worker/db/facets.ts) are no words anyone types: they all start with `0`
    // and a letter. The vocabulary is read on either side of that range, so their lists are never
    // walked to be counted (a filter's NOT would walk them: 133 -> 200 ms at 100,000 listings).
    .prepare(
      "SELECT term, doc FROM listings_fts_vocab WHERE term < ? AND length(term) <= 40 UNION ALL SELECT term, doc FROM listings_fts_vocab WHERE term >= ? AND length(term) <= 40 LIMIT ?",
    )
    .bind(`${FACET_PREFIX}a`, `${FACET_PREFIX}{`, VOCABULARY_CAP)
    .all<VocabularyWord>();
  // fts5vocab answers in term order already; sorting again costs little and guarantees it.
  return (result.results ?? []).sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
}

/**
 * The vocabulary in term order, from this isolate's copy while it is fresh. A stale copy is read
 * again by one request while the others answer from it; no request awaits another's read (workerd
 * ties a promise to the request that started it: another awaiting it fails, or waits forever when
 * the first is cancelled). Only a cold isolate's concurrent first requests each read.
 */
export async function vocabulary(db: Db, now = Date.now()): Promise<VocabularyWord[]> {
  const key = db.$client as object;
  const cached = cache.get(key);
  if (cached && now - cached.loadedAt < VOCABULARY_TTL_MS) return cached.words;
  if (cached && cached.refreshingSince > 0 && now - cached.refreshingSince < REFRESH_ABANDONED_MS) return cached.words;
  if (cached) cached.refreshingSince = now;
  try {
    const words = await readVocabulary(db);
    cache.set(key, { words, loadedAt: now, refreshingSince: 0 });
    return words;
  } catch (error) {
    if (cached) cached.refreshingSince = 0;
    throw error;
  }
}

/** Forgets this isolate's copy (tests that add listings and then ask again). */
export function forgetVocabulary(db: Db): void {
  cache.delete(db.$client as object);
}

/** The search term with each misspelt word replaced by the closest catalogue word (1-2 edits), or null. */
export async function spellingSuggestion(db: Db, term: string): Promise<string | null> {
  if (searchWords(term).length === 0) return null;
  return correctedSearch(term, await vocabulary(db));
}

/** The most completions the header shows. */
export const COMPLETION_LIMIT = 8;

/** The names a later word is completed from (exported for the query-plan test). */
export const NAMES_SQL = "SELECT name FROM listings_fts WHERE listings_fts MATCH ? LIMIT ?";

/** How many of the newest matching names the completion of a later word reads. */
const NAMES_READ = 200;

/**
 * After earlier words, the last one is completed from the names of listings that have them all
 * ("iphone 1" → "iphone 13", "iphone 12"), so a completion never leads to an empty search: the
 * newest 200 matching names from the FTS index, their words starting with the last one, the
 * commonest first. The words come from `searchWords` (letters and digits only), so quoting them
 * is enough to keep FTS syntax out.
 */
async function nextWordsInNames(db: Db, earlier: string[], last: string): Promise<string[]> {
  const token = (word: string, prefix: boolean) => (prefix ? `"${word}"*` : `"${word}"`);
  // A one-letter prefix would merge the postings of every word starting with it (the FTS prefix
  // indexes start at two letters): the names with the earlier words are read instead, and filtered here.
  const tokens = earlier.map((word) => token(word, word.length > 1 && !/^\p{N}+$/u.test(word)));
  if (last.length > 1) tokens.push(token(last, true));
  const match = `name : (${tokens.join(" ")})`;
  const result = await db.$client.prepare(NAMES_SQL).bind(match, NAMES_READ).all<{ name: string }>();
  const counts = new Map<string, number>();
  for (const { name } of result.results ?? []) {
    for (const word of new Set(searchWords(name))) {
      if (word.startsWith(last) && !earlier.includes(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, COMPLETION_LIMIT)
    .map(([word]) => word);
}

/** Category and subcategory names, with their words lower-cased for matching. */
const CATALOGUE_NAMES = CATEGORY_TREE.flatMap((category) => [category.name, ...category.subcategories]).map((name) => ({
  name,
  words: searchWords(name),
}));

/**
 * Up to 8 completions for what a buyer has typed so far. One word: up to 3 categories whose name
 * has a word starting with it, then the catalogue's words (listing names, descriptions, areas,
 * brands as sellers write them) that start with it, most used first. More words: the earlier
 * words with the last one completed from the names of listings that have them all. At least two
 * characters, as single letters would offer almost anything.
 */
export async function completions(db: Db, prefix: string): Promise<string[]> {
  const words = searchWords(prefix);
  const last = words.at(-1);
  if (!last || prefix.trim().length < 2) return [];
  const earlier = words.slice(0, -1);
  const found: string[] = [];
  const add = (suggestion: string) => {
    if (found.length < COMPLETION_LIMIT && !found.some((existing) => existing.toLowerCase() === suggestion.toLowerCase())) found.push(suggestion);
  };
  if (earlier.length === 0) {
    for (const entry of CATALOGUE_NAMES) {
      if (entry.words.some((word) => word.startsWith(last))) add(entry.name);
      if (found.length >= 3) break;
    }
  }
  if (earlier.length > 0) {
    for (const word of await nextWordsInNames(db, earlier, last)) add([...earlier, word].join(" "));
    return found;
  }
  for (const word of wordsStartingWith(last, await vocabulary(db), COMPLETION_LIMIT)) add(word);
  return found;
}
