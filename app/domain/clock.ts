/**
 * East Africa Time as figures and calendar parts (docs/decisions/017), without words: no
 * catalogue here, so the home page's small inline script can tick its clock. The names of days and
 * months come from the caller (app/domain/time.ts reads them from the catalogue; the home script
 * from the clock's `data-` attributes, written by the server in the page's language).
 */
export const EAT_ZONE = "Africa/Nairobi";

/**
 * Kenya keeps UTC+3 all year, with no daylight saving, so Nairobi's clock is UTC moved by
 * three hours. Plain arithmetic rather than an Intl formatter with a time zone: creating one loads
 * the zone's data, which cost the home page's script about 70 ms of a mid-range phone's main
 * thread before its first tick (docs/performance.md).
 */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

function inNairobi(at: Date | number): Date {
  return new Date((typeof at === "number" ? at : at.getTime()) + EAT_OFFSET_MS);
}

const two = (value: number) => String(value).padStart(2, "0");

export interface EatDate {
  day: number;
  /** 0 for January. */
  month: number;
  year: number;
  /** 0 for Sunday. */
  weekday: number;
}

/** The calendar day a moment falls on in Nairobi. */
export function eatDate(at: Date | number): EatDate {
  const local = inNairobi(at);
  return { day: local.getUTCDate(), month: local.getUTCMonth(), year: local.getUTCFullYear(), weekday: local.getUTCDay() };
}

/** `14:05:09` in Nairobi. */
export function formatEatClock(at: Date | number): string {
  const local = inNairobi(at);
  return `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`;
}

/** `Sunday, 22 November 2026` in Nairobi, with the day and month names given (Sunday and January first). */
export function formatEatDayWith(at: Date | number, names: { days: readonly string[]; months: readonly string[] }): string {
  const { day, month, year, weekday } = eatDate(at);
  return `${names.days[weekday] ?? ""}, ${day} ${names.months[month] ?? ""} ${year}`;
}
