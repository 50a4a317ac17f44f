/**
 * "Did you mean ...?" from the catalogue's own vocabulary. Pure rules, so the
 * same meaning holds in the worker (worker/services/search/search-suggest.ts) and in unit tests.
 */

/** One word of the catalogue's vocabulary and how many listings use it. */
export interface VocabularyWord {
  term: string;
  doc: number;
}

/** The furthest a suggestion may be from what was typed: one or two edits. */
export const MAX_EDITS = 2;

/** Rows reused between calls (words are short; grown if one is not). */
let scratch: [Uint16Array, Uint16Array, Uint16Array] = [new Uint16Array(64), new Uint16Array(64), new Uint16Array(64)];

/**
 * Edit distance between two words with adjacent swaps counted as one edit ("ipohne" → "iphone"),
 * the optimal string alignment distance. Gives up early: any answer above `limit` is `limit + 1`.
 * Three rows reused, no allocation per letter: it runs over every candidate of the vocabulary.
 */
export function editDistance(a: string, b: string, limit = MAX_EDITS): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  if (scratch[0].length < width) scratch = [new Uint16Array(width * 2), new Uint16Array(width * 2), new Uint16Array(width * 2)];
  let [beforePrevious, previous, current] = scratch;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const other = b.charCodeAt(j - 1);
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (letter === other ? 0 : 1));
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === other) value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return limit + 1;
    const spare = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = spare;
  }
  return Math.min(previous[b.length] ?? limit + 1, limit + 1);
}

/** Digits only (a number as the search reads it). */
export function isNumber(word: string): boolean {
  if (word.length === 0) return false;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 48 || code > 57) return /^\p{N}+$/u.test(word);
  }
  return true;
}

/**
 * A cheap necessary condition for two words within two edits: with at most two edits, one of the
 * first three letters of `word` is kept, and lands at most two places away in `other`.
 */
export function startsAlike(word: string, other: string): boolean {
  for (let i = 0; i < 3 && i < word.length; i++) {
    const letter = word.charCodeAt(i);
    for (let j = Math.max(0, i - MAX_EDITS); j <= i + MAX_EDITS && j < other.length; j++) if (other.charCodeAt(j) === letter) return true;
  }
  return word.length < 3;
}

/** Short words allow fewer edits: a 3-letter word two edits away is a different word. */
export function editsAllowed(word: string): number {
  if (word.length <= 3) return 0;
  if (word.length <= 5) return 1;
  return MAX_EDITS;
}

/** The words of a search the way the search index splits them: lower-case, letters and digits. */
export function searchWords(term: string): string[] {
  return term
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/**
 * Is the word already known? Words of two or more letters match as prefixes (as the search does),
 * numbers and single letters only whole. `sorted` is the vocabulary in term order.
 */
export function isKnownWord(word: string, sorted: readonly VocabularyWord[]): boolean {
  const at = lowerBound(sorted, word);
  const next = sorted[at]?.term;
  if (next === undefined) return false;
  if (next === word) return true;
  return word.length > 1 && !isNumber(word) && next.startsWith(word);
}

/**
 * The closest known word to a misspelt one: fewest edits, then the one most listings use, then
 * alphabetical. Null when nothing is within the edits its length allows, or the word is a number.
 */
export function closestWord(word: string, vocabulary: readonly VocabularyWord[]): string | null {
  const allowed = editsAllowed(word);
  if (allowed === 0 || isNumber(word)) return null;
  let best: VocabularyWord | null = null;
  let bestDistance = allowed + 1;
  for (const candidate of vocabulary) {
    const term = candidate.term;
    if (Math.abs(term.length - word.length) > allowed || term.length < 2) continue;
    if (!startsAlike(word, term)) continue;
    if (isNumber(term)) continue;
    const distance = editDistance(word, candidate.term, Math.min(allowed, bestDistance));
    if (distance > allowed) continue;
    if (
      best === null ||
      distance < bestDistance ||
      (distance === bestDistance && (candidate.doc > best.doc || (candidate.doc === best.doc && candidate.term < best.term)))
    ) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best?.term ?? null;
}

/**
 * The corrected search: every unknown word replaced by its closest known word. Null when every
 * word is known, or when an unknown word has nothing close (a suggestion that still finds nothing
 * helps nobody). `sorted` is the vocabulary in term order.
 */
export function correctedSearch(term: string, sorted: readonly VocabularyWord[]): string | null {
  const words = searchWords(term);
  if (words.length === 0) return null;
  let changed = false;
  const corrected: string[] = [];
  for (const word of words) {
    if (isKnownWord(word, sorted)) {
      corrected.push(word);
      continue;
    }
    const replacement = closestWord(word, sorted);
    if (replacement === null) return null;
    corrected.push(replacement);
    changed = true;
  }
  return changed ? corrected.join(" ") : null;
}

/** The first index whose term is not below `word` (the vocabulary sorted by term). */
export function lowerBound(sorted: readonly VocabularyWord[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle]?.term ?? "") < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Words too common to be worth completing to. */
const STOP_WORDS = new Set([
  "and",
  "the",
  "for",
  "with",
  "are",
  "any",
  "all",
  "our",
  "you",
  "your",
  "from",
  "this",
  "that",
  "not",
  "has",
  "have",
  "was",
  "were",
  "its",
  "can",
  "per",
  "but",
  "also",
  "into",
]);

/**
 * Words of the vocabulary that start with `prefix`, most used first (at most `limit`), skipping
 * numbers-only words under two characters and the commonest English words.
 */
export function wordsStartingWith(prefix: string, sorted: readonly VocabularyWord[], limit: number): string[] {
  const found: VocabularyWord[] = [];
  for (let at = lowerBound(sorted, prefix); at < sorted.length; at++) {
    const word = sorted[at];
    if (!word?.term.startsWith(prefix)) break;
    if (word.term.length < 2 || STOP_WORDS.has(word.term)) continue;
    found.push(word);
  }
  found.sort((a, b) => b.doc - a.doc || (a.term < b.term ? -1 : 1));
  return found.slice(0, limit).map((word) => word.term);
}
