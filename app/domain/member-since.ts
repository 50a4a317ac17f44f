import { EAT_ZONE } from "./time";

/** Month number and year in Nairobi; the month's name comes from our own list, as in time.ts. */
const monthParts = new Intl.DateTimeFormat("en-KE", { timeZone: EAT_ZONE, month: "numeric", year: "numeric" });

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** `November 2026` in Nairobi: "On Sokoni since {month year}" beside a seller; nothing for bad input. */
export function formatMonthYear(at: Date | number | string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return "";
  const parts = Object.fromEntries(monthParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${MONTHS[Number(parts.month) - 1] ?? ""} ${parts.year}`;
}
