import { STRINGS } from "../i18n";
import { EAT_ZONE, eatDate, formatEatClock, formatEatDayWith } from "./clock";

/** All times are shown in East Africa Time (docs/decisions/017), whatever the device's zone; the words in the reader's language. */
export { EAT_ZONE, formatEatClock };

const T = STRINGS.domain.time;

/**
 * `22 Nov 2026` with three letters for every month, from the catalogue: the platform's own short
 * names differ between engines and versions ("Sept" beside "Aug" in en-KE and en-GB), and the
 * server and the phone must agree.
 */
function shortDate(date: Date): string {
  const { day, month, year } = eatDate(date);
  return `${day} ${T.shortMonths[month] ?? ""} ${year}`;
}

/** `Sunday, 22 November 2026` in Nairobi. */
export function formatEatDay(at: Date | number): string {
  return formatEatDayWith(at, { days: T.days, months: T.months });
}

/** `22 Nov 2026` in Nairobi: the posted date on cards and the detail screen. */
export function formatPostedDate(at: Date | number | string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? "" : shortDate(date);
}

/** `22 Nov 2026 14:05:09 EAT`: the dashboard's Last Updated. */
export function formatEatDateTime(at: Date | number | string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? "" : `${shortDate(date)} ${formatEatClock(date)} EAT`;
}
