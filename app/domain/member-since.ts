import { STRINGS } from "../i18n";
import { eatDate } from "./clock";

/** `November 2026` in Nairobi, the month named in the reader's language: "On Sokoni since {month year}" beside a seller; nothing for bad input. */
export function formatMonthYear(at: Date | number | string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return "";
  const { month, year } = eatDate(date);
  return `${STRINGS.domain.time.months[month] ?? ""} ${year}`;
}
