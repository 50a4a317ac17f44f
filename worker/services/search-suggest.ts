import { CATEGORY_TREE } from "../../app/domain/catalog";
import { correctedSearch, searchWords, wordsStartingWith, type VocabularyWord } from "../../app/domain/spelling";
import type { Db } from "../db/client";

/**
 * Issue 17, item 4 (forgiving search): "Did you mean ...?" from the catalogue's own vocabulary
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
  loading: Promise<VocabularyWord[]> | null;
}

// One per database binding, so tests with separate databases never share a copy.
const cache = new WeakMap<object, CachedVocabulary>();

async function readVocabulary(db: Db): Promise<VocabularyWord[]> {
  const result = await db.$client
    .prepare("SELECT term, doc FROM listings_fts_vocab WHERE length(term) <= 40 LIMIT ?")
    .bind(VOCABULARY_CAP)
    .all<VocabularyWord>();
  // fts5vocab answers in term order already; sorting again costs little and guarantees it.
  return (result.results ?? []).sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
}

/** The vocabulary in term order, from this isolate's copy while it is fresh. */
export async function vocabulary(db: Db, now = Date.now()): Promise<VocabularyWord[]> {
  const key = db.$client as object;
  const cached = cache.get(key);
  if (cached && now - cached.loadedAt < VOCABULARY_TTL_MS) return cached.words;
  if (cached?.loading) return cached.loading;
  const loading = readVocabulary(db);
  cache.set(key, { words: cached?.words ?? [], loadedAt: cached?.loadedAt ?? 0, loading });
  try {
    const words = await loading;
    cache.set(key, { words, loadedAt: now, loading: null });
    return words;
  } catch (error) {
    cache.delete(key);
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

/** Category and subcategory names, with their words lower-cased for matching. */
const CATALOGUE_NAMES = CATEGORY_TREE.flatMap((category) => [category.name, ...category.subcategories]).map((name) => ({
  name,
  words: searchWords(name),
}));

/**
 * Up to 8 completions for what a buyer has typed so far: the categories whose name has a word
 * starting with it (for a single word), then the typed words with the last one completed from
 * the catalogue's words (listing names, descriptions, brands as sellers write them), most used
 * first. At least two characters, as single letters would offer almost anything.
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
  const vocabularyWords = await vocabulary(db);
  for (const word of wordsStartingWith(last, vocabularyWords, COMPLETION_LIMIT)) {
    if (earlier.includes(word)) continue;
    add([...earlier, word].join(" "));
  }
  return found;
}
