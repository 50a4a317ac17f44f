import { STRINGS } from "../i18n";
import { type ListingType, pricePeriodOf } from "./catalog";
import { groupedShillings, kshAmount } from "./ksh";

export { groupedShillings };

/** Whole shillings in en-KE format: `KSh 1,250,000`; rent adds `/ month` (in the reader's language); non-numbers are `N/A`. */
export function formatKsh(amount: unknown, type: ListingType = "sale"): string {
  const text = kshAmount(amount);
  if (text === null) return STRINGS.domain.money.notAvailable;
  return type === "rent" ? STRINGS.domain.money.perMonth(text) : text;
}

/**
 * A listing's price with what it is counted per: a rent "/ month", a salary "/ month" or "/ day"
 * as its pay period says (decision 114), a sale as it is.
 */
export function formatListingPrice(
  amount: unknown,
  listing: { type: string; category: string; attributes?: Readonly<Record<string, unknown>> | null },
): string {
  const text = kshAmount(amount);
  if (text === null) return STRINGS.domain.money.notAvailable;
  const period = pricePeriodOf(listing);
  return period === "month" ? STRINGS.domain.money.perMonth(text) : period === "day" ? STRINGS.domain.money.perDay(text) : text;
}

/** The price a buyer pays: the discount only counts when the listing is an offer and it is numeric. */
export function effectivePrice(listing: { offer: boolean; regularPrice: number; discountPrice?: number | null }): number {
  return listing.offer && typeof listing.discountPrice === "number" ? listing.discountPrice : listing.regularPrice;
}

/** Amount off for the detail screen's badge, or null when there is no real discount. */
export function amountOff(listing: { offer: boolean; regularPrice: number; discountPrice?: number | null }): number | null {
  if (!listing.offer || typeof listing.discountPrice !== "number") return null;
  const off = listing.regularPrice - listing.discountPrice;
  return off > 0 ? off : null;
}
