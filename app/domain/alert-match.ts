import type { ListingQuery } from "./listing-query";

/**
 * Does a listing match a saved search? The same meaning as the search itself
 * (worker/services/listings/listings.ts): every filter as `columnFilters` applies it, on the same values the
 * generated columns read out of `attributes`, and every word somewhere in the name, description,
 * category, subcategory, county or area, as FTS5's unicode61 tokenizer (remove_diacritics 2) sees
 * them: a word of two or more characters as a prefix, a single character or a number as a whole word.
 * The alerts cron runs it in the Worker over each batch of new listings, so it is pure and cheap.
 */
export interface MatchableListing {
  name: string;
  description: string;
  category: string;
  subcategory: string | null;
  location: string;
  area: string | null;
  condition: string | null;
  type: string;
  offer: boolean;
  regularPrice: number;
  attributes: Record<string, unknown>;
}

/** Text as FTS5's unicode61 tokenizer splits it: lower-case letters and digits, accents removed. */
export function ftsTokens(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** One query word as the tokens FTS5 would match in a row, and whether the last is a prefix. */
interface WordMatcher {
  tokens: string[];
  prefix: boolean;
}

/** The query's words as matchers (at most eight, like toFtsQuery); null when no word carries meaning. */
export function wordMatchers(term: string | undefined): WordMatcher[] | null {
  if (!term) return null;
  const words = term
    .split(/\s+/)
    .map((word) => word.replace(/"/g, ""))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 8);
  const matchers = words
    .map((word) => ({ tokens: ftsTokens(word), prefix: word.length > 1 && !/^\p{N}+$/u.test(word) }))
    .filter((matcher) => matcher.tokens.length > 0);
  return matchers.length > 0 ? matchers : null;
}

/** A word (a phrase of its tokens) found in a row's tokens; the last token may be a prefix. */
function phraseIn(rowTokens: string[], matcher: WordMatcher): boolean {
  const { tokens, prefix } = matcher;
  const last = tokens.length - 1;
  for (let start = 0; start + last < rowTokens.length; start += 1) {
    let found = true;
    for (let i = 0; i <= last; i += 1) {
      const token = rowTokens[start + i] as string;
      const wanted = tokens[i] as string;
      if (i === last && prefix ? !token.startsWith(wanted) : token !== wanted) {
        found = false;
        break;
      }
    }
    if (found) return true;
  }
  return false;
}

/** The attribute as the generated columns read it: lower(trim(text)), CAST AS INTEGER, a JSON boolean. */
function attributeText(attributes: Record<string, unknown>, key: string): string | null {
  const value = attributes[key];
  if (value === undefined || value === null) return null;
  return String(value).trim().toLowerCase();
}
function attributeNumber(attributes: Record<string, unknown>, key: string): number | null {
  const value = attributes[key];
  if (value === undefined || value === null || value === "") return null;
  const number = typeof value === "number" ? value : Number.parseInt(String(value), 10);
  return Number.isFinite(number) ? Math.trunc(number) : null;
}

/** A query with its words read once, for matching many listings against it. */
export interface PreparedQuery {
  query: ListingQuery;
  words: WordMatcher[] | null;
}

export function prepareQuery(query: ListingQuery): PreparedQuery {
  return { query, words: wordMatchers(query.searchTerm) };
}

/** The row's tokens, computed once per listing for every saved search. */
export function listingTokens(listing: MatchableListing): string[] {
  return ftsTokens([listing.name, listing.description, listing.category, listing.subcategory ?? "", listing.location, listing.area ?? ""].join(" \n "));
}

export function listingMatches(prepared: PreparedQuery, listing: MatchableListing, tokens: string[] = listingTokens(listing)): boolean {
  const { query: q, words } = prepared;
  const a = listing.attributes ?? {};
  if (q.category && listing.category !== q.category) return false;
  if (q.subcategory && listing.subcategory !== q.subcategory) return false;
  if (q.location && listing.location !== q.location) return false;
  if (q.condition && listing.condition !== q.condition) return false;
  if (q.type && listing.type !== q.type) return false;
  if (q.offer === true && !listing.offer) return false;
  if (q.minPrice !== undefined && listing.regularPrice < q.minPrice) return false;
  if (q.maxPrice !== undefined && listing.regularPrice > q.maxPrice) return false;
  if (q.area && listing.area !== q.area) return false;
  if (q.make && attributeText(a, "make") !== q.make) return false;
  if (q.model && attributeText(a, "model") !== q.model) return false;
  if (q.brand && attributeText(a, "brand") !== q.brand) return false;
  if (q.size && attributeText(a, "size") !== q.size) return false;
  const year = q.yearFrom !== undefined || q.yearTo !== undefined ? attributeNumber(a, "year") : null;
  if (q.yearFrom !== undefined && (year === null || year < q.yearFrom)) return false;
  if (q.yearTo !== undefined && (year === null || year > q.yearTo)) return false;
  if (q.bedrooms !== undefined) {
    const bedrooms = attributeNumber(a, "bedrooms");
    // Exact, 10 meaning "10 or more" (decision 114): a buyer who wants a bedsitter or two bedrooms is not shown a mansion.
    if (bedrooms === null || (q.bedrooms >= 10 ? bedrooms < 10 : bedrooms !== q.bedrooms)) return false;
  }
  if (q.bathrooms !== undefined) {
    const bathrooms = attributeNumber(a, "bathrooms");
    if (bathrooms === null || bathrooms < q.bathrooms) return false;
  }
  if (q.furnished === true && a.furnished !== true) return false;
  if (q.parking === true && a.parking !== true) return false;
  if (words) for (const word of words) if (!phraseIn(tokens, word)) return false;
  return true;
}

/** The buyer's price fell, or the offer turned on: a price_drops row for the cron (updateListing). */
export function isPriceDrop(
  before: { offer: boolean; regularPrice: number; discountPrice: number | null },
  after: { offer: boolean; regularPrice: number; discountPrice?: number | null },
): boolean {
  const price = (listing: { offer: boolean; regularPrice: number; discountPrice?: number | null }) =>
    listing.offer && typeof listing.discountPrice === "number" ? listing.discountPrice : listing.regularPrice;
  return price(after) < price(before) || (!before.offer && after.offer && price(after) <= price(before));
}
