/**
 * Characters as a reader counts them: a line break is one (a textarea sends "\r\n"), and an emoji
 * or an accented letter is one, whatever its encoding. The reviews rule (app/domain/reviews.ts)
 * and the counter under the storefront's review box both count with it; it lives apart from the
 * rule so that the storefront's script does not carry the validation library.
 */
export function readerLength(text: string): number {
  let count = 0;
  for (const _ of clusters(text.replace(/\r\n?/g, "\n"))) count += 1;
  return count;
}

/**
 * Code points that draw nothing: zero-width spaces and joiners, direction marks, the soft hyphen,
 * fillers (Hangul, Braille blank) and the rest of Unicode's default-ignorables and format marks.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]/gu;
const BLANK_RUN = /[\s\p{Cc}]+/gu;
/** A cluster of combining marks alone (nothing to sit on) shows nothing either. */
const HAS_BASE = /[^\p{M}]/u;

/**
 * The characters a reader actually sees, for every text minimum (a review's ten characters, a
 * title's ten, a message or a reason that must not be empty): invisible code points are left out,
 * a run of spaces and line breaks counts once between words and not at the ends. Twelve
 * zero-width spaces are 0, "Good  value" is 10. Maximums keep `readerLength`, what the box shows.
 */
export function visibleLength(text: string): number {
  const seen = text.replace(INVISIBLE, "").replace(BLANK_RUN, " ").trim();
  let count = 0;
  for (const cluster of clusters(seen)) if (HAS_BASE.test(cluster)) count += 1;
  return count;
}

function* clusters(text: string): Generator<string> {
  if (typeof Intl !== "undefined" && "Segmenter" in Intl) {
    // Made once: building a segmenter loads its data, and the counter asks on every key.
    graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
    for (const { segment } of graphemes.segment(text)) yield segment;
    return;
  }
  yield* text;
}

let graphemes: Intl.Segmenter | undefined;
