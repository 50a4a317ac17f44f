import type { ListingQuery } from "../../../app/domain/listing-query";
import { FACET_PREFIX, FLAG_FACETS, facetToken, LEVEL_FACET_MAX, LEVEL_FACETS, levelToken, VALUE_FACETS } from "../../db/facets";

/*
 * A list query's words and equality filters as FTS5 queries (the listings_fts index of
 * migrations/0014), for the lists of listings.ts.
 */

/**
 * A user's words as FTS5 queries: all of them anywhere, all of them in the name, and the rest.
 * When the words mix numbers and letters ("iphone 13"), `relaxed` is the words without the
 * numbers ("iphone") and `beyond` the listings that match it but not every word: the relaxed tier
 * shown after the exact matches (forgiving search). The query's equality filters ride
 * along as tokens of the `facets` column (worker/db/facets.ts, decision 079), so FTS5 answers
 * words and those filters together.
 */
export interface FtsQuery {
  all: string;
  inName: string;
  elsewhere: string;
  relaxed: string | null;
  beyond: string | null;
}

const isNumber = (word: string) => /^\p{N}+$/u.test(word);

/** The columns a user's words are matched in: every one but the facets' tokens. */
const TEXT_COLUMNS = "{name description category subcategory location area}";

/**
 * Each word becomes a quoted token, so nothing typed is ever read as FTS syntax (docs/decisions/014);
 * words of two or more characters match as prefixes (a single letter as a prefix would walk the
 * whole vocabulary), and numbers match only as whole words, so "13" finds "iPhone 13" and not
 * "130 cc". Words without a letter or digit carry no meaning and are dropped. `facets`
 * are tokens every match must also hold (`queryFacets`).
 */
export function toFtsQuery(term: string, facets: string[] = [], excluded: string[] = []): FtsQuery | null {
  const words = term
    .split(/\s+/)
    .map((word) => word.replace(/"/g, ""))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 8);
  const token = (word: string) => (word.length > 1 && !isNumber(word) ? `"${word}"*` : `"${word}"`);
  const tokens = words.map(token);
  if (tokens.length === 0) return null;
  const withFacets = (match: string) => (facets.length > 0 ? `(${match}) AND ${facetsMatch(facets, excluded)}` : match);
  const all = tokens.join(" ");
  const anywhere = `${TEXT_COLUMNS} : (${all})`;
  const lettered = words.filter((word) => !isNumber(word)).map(token);
  const relaxed = lettered.length > 0 && lettered.length < tokens.length ? `${TEXT_COLUMNS} : (${lettered.join(" ")})` : null;
  return {
    all: withFacets(anywhere),
    inName: withFacets(`name : (${all})`),
    elsewhere: withFacets(`(${anywhere}) NOT name : (${all})`),
    relaxed: relaxed ? withFacets(relaxed) : null,
    beyond: relaxed ? withFacets(`(${relaxed}) NOT (${anywhere})`) : null,
  };
}

/** The query's equality filters as facet tokens (decision 079); ranges are left to `rangeFilters`. */
export function queryFacets(query: ListingQuery): string[] {
  const tokens: string[] = [];
  for (const [field, key] of Object.entries(VALUE_FACETS) as [keyof typeof VALUE_FACETS, string][]) {
    const value = query[field];
    if (value) tokens.push(facetToken(key, value));
  }
  for (const [field, key] of Object.entries(FLAG_FACETS) as [keyof typeof FLAG_FACETS, string][]) {
    if (query[field] === true) tokens.push(`${FACET_PREFIX}${key}`);
  }
  for (const [field, key] of Object.entries(LEVEL_FACETS) as [keyof typeof LEVEL_FACETS, string][]) {
    const level = query[field];
    if (level) tokens.push(levelToken(key, Math.min(level, LEVEL_FACET_MAX)));
  }
  return tokens;
}

/**
 * Tokens a match must not hold: bedrooms are exact (decision 114), so "2" is "at least 2" and not
 * "at least 3". Bathrooms stay "at least".
 */
export function queryFacetExclusions(query: ListingQuery): string[] {
  const level = query.bedrooms;
  return level && level < LEVEL_FACET_MAX ? [levelToken(LEVEL_FACETS.bedrooms, level + 1)] : [];
}

/** Listings holding every one of these tokens and none of `excluded`, as an FTS query. */
export function facetsMatch(facets: string[], excluded: string[] = []): string {
  const held = `facets : (${facets.map((facet) => `"${facet}"`).join(" ")})`;
  return excluded.length > 0 ? `(${held} NOT facets : (${excluded.map((facet) => `"${facet}"`).join(" OR ")}))` : held;
}

/** The query's words and equality filters as FTS queries; null without words. */
export function ftsOf(query: ListingQuery): FtsQuery | null {
  return query.searchTerm ? toFtsQuery(query.searchTerm, queryFacets(query), queryFacetExclusions(query)) : null;
}

/**
 * The FTS query whose matches a search shows: best match (no sort chosen) shows the relaxed tier
 * after the exact matches, so it matches the relaxed words; a chosen sort orders exact matches only
 * (mixing near matches into a price order would bury what was asked for).
 */
export function matchedBy(query: ListingQuery, fts: FtsQuery): string {
  return !query.sort && fts.relaxed ? fts.relaxed : fts.all;
}
