/**
 * East Africa Time as figures and calendar parts (docs/decisions/017), without words: no
 * catalogue here, so the home page's small inline script can tick its clock. The names of days and
 * months come from the caller (app/domain/time.ts reads them from the catalogue; the home script
 * from the clock's `data-` attributes, written by the server in the page's language).
 */
export const EAT_ZONE = "Africa/Nairobi";

const clock = new Intl.DateTimeFormat("en-KE", {
  timeZone: EAT_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/** Day, month number and year in Nairobi. */
const dateParts = new Intl.DateTimeFormat("en-KE", {
  timeZone: EAT_ZONE,
  day: "numeric",
  month: "numeric",
  year: "numeric",
});

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
  const parts = Object.fromEntries(dateParts.formatToParts(at).map((part) => [part.type, part.value]));
  const day = Number(parts.day);
  const month = Number(parts.month) - 1;
  const year = Number(parts.year);
  return { day, month, year, weekday: new Date(Date.UTC(year, month, day)).getUTCDay() };
}

/** `14:05:09` in Nairobi. */
export function formatEatClock(at: Date | number): string {
  return clock.format(at);
}

/** `Sunday, 22 November 2026` in Nairobi, with the day and month names given (Sunday and January first). */
export function formatEatDayWith(at: Date | number, names: { days: readonly string[]; months: readonly string[] }): string {
  const { day, month, year, weekday } = eatDate(at);
  return `${names.days[weekday] ?? ""}, ${day} ${names.months[month] ?? ""} ${year}`;
}
