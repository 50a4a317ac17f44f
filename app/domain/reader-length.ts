/**
 * Characters as a reader counts them: a line break is one (a textarea sends "\r\n"), and an emoji
 * or an accented letter is one, whatever its encoding. The reviews rule (app/domain/reviews.ts)
 * and the counter under the storefront's review box both count with it; it lives apart from the
 * rule so that the storefront's script does not carry the validation library.
 */
export function readerLength(text: string): number {
  const normalised = text.replace(/\r\n?/g, "\n");
  if (typeof Intl !== "undefined" && "Segmenter" in Intl) {
    // Made once: building a segmenter loads its data, and the counter asks on every key.
    graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
    let count = 0;
    for (const _ of graphemes.segment(normalised)) count += 1;
    return count;
  }
  return [...normalised].length;
}

let graphemes: Intl.Segmenter | undefined;
