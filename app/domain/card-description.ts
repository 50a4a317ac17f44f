/**
 * A card shows its description clamped to two lines (the spec), about 70 characters on the widest
 * card, so sending a whole description is bytes nobody sees. Home carries twenty cards: their full
 * descriptions pushed its HTML past the first 14.6 KB a new connection delivers in one round trip,
 * which cost a round trip before the largest paint (docs/performance.md).
 */
export const CARD_DESCRIPTION_CHARS = 110;

/** At most CARD_DESCRIPTION_CHARS characters, cut at a word where one is near, with an ellipsis. */
export function cardDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= CARD_DESCRIPTION_CHARS) return flat;
  const cut = flat.slice(0, CARD_DESCRIPTION_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > CARD_DESCRIPTION_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
