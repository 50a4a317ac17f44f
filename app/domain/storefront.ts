import { STRINGS } from "../i18n";

const t = STRINGS.domain;

/**
 * A typical reply time as a person would say it, rounded up (it is a promise of "within"): up to
 * an hour in 5-minute steps, then whole hours, then whole days.
 */
export function replyWithin(minutes: number): string {
  const m = Math.max(0, minutes);
  if (m <= 55) return t.minutes(Math.max(5, Math.ceil(m / 5) * 5));
  if (m <= 23 * 60) return t.hours(Math.ceil(m / 60));
  return t.days(Math.ceil(m / (24 * 60)));
}

/** A 0-1 share as a whole percentage, never shown as 100% unless every conversation had a reply. */
export function replyPercent(rate: number): number {
  const percent = Math.round(Math.min(1, Math.max(0, rate)) * 100);
  return percent === 100 && rate < 1 ? 99 : percent;
}

/** A page number read from the address: anything but a whole number from 1 up is the first page. */
export function readPageNumber(raw: string | null): number {
  const page = Number(raw);
  return raw !== null && Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** How many pages `total` items fill, `size` a page; an empty list is still one page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A storefront's address for a listings page and a reviews page (the first of each is left out). */
export function storefrontHref(sellerPath: string, listingsPage: number, reviewsPage: number, hash = ""): string {
  const params = new URLSearchParams();
  if (listingsPage > 1) params.set("page", String(listingsPage));
  if (reviewsPage > 1) params.set("reviews", String(reviewsPage));
  return `${sellerPath}${params.size > 0 ? `?${params}` : ""}${hash}`;
}

/** The review forms' limits, as app/domain/reviews.ts has them; the loader sends these numbers. */
export interface ReviewLimits {
  comment: number;
  reply: number;
  reason: number;
}

export { readerLength } from "./reader-length";
