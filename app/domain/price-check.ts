import { MIN_COMPARABLES, PRICE_WARNING_RATIO } from "./listing-safety-texts";

/**
 * The price warning's rule: a listing priced far below the median of its group (the
 * visible, available listings of the same subcategory, type and condition, by the price a buyer
 * pays) is a warning sign buyers name themselves. The medians are kept in `price_medians`
 * (worker/services/listings/price-medians.ts); this module is the arithmetic.
 */

/** The middle price, or the mean of the two middle ones rounded to a shilling; null for none. */
export function median(prices: number[]): number | null {
  const sorted = prices.filter((price) => Number.isFinite(price)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}

/** A median and how many listings it was taken over. */
export interface PriceReference {
  median: number;
  comparables: number;
}

/**
 * The narrowest of a listing's references with enough comparables: its group (subcategory, type,
 * condition), else its subcategory of that type, else its category of that type
 * (docs/decisions/117); null when none has MIN_COMPARABLES listings.
 */
export function priceReference(levels: ReadonlyArray<PriceReference | null>): PriceReference | null {
  return levels.find((level): level is PriceReference => level !== null && level.comparables >= MIN_COMPARABLES && level.median > 0) ?? null;
}

/**
 * True when the group has at least MIN_COMPARABLES listings and the price is below
 * PRICE_WARNING_RATIO of their median. A price of 0 (free, or to be agreed) is never warned about,
 * nor is a listing without a group.
 */
export function isFarBelowMedian(price: number, group: { median: number; comparables: number } | null): boolean {
  if (group === null || !(price > 0) || !(group.median > 0)) return false;
  return group.comparables >= MIN_COMPARABLES && price < PRICE_WARNING_RATIO * group.median;
}
