/** All times are shown in East Africa Time (docs/decisions/017), whatever the device's zone. */
export const EAT_ZONE = "Africa/Nairobi";

const clock = new Intl.DateTimeFormat("en-KE", {
  timeZone: EAT_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

const day = new Intl.DateTimeFormat("en-KE", {
  timeZone: EAT_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** Day, month number and year in Nairobi; the month's name comes from our own list below. */
const dateParts = new Intl.DateTimeFormat("en-KE", {
  timeZone: EAT_ZONE,
  day: "numeric",
  month: "numeric",
  year: "numeric",
});

/**
 * Three letters for every month. The platform's own short names differ between engines and
 * versions ("Sept" beside "Aug" in en-KE and en-GB), and the server and the phone must agree.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

function shortDate(date: Date): string {
  const parts = Object.fromEntries(dateParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${Number(parts.day)} ${MONTHS[Number(parts.month) - 1] ?? ""} ${parts.year}`;
}

/** `14:05:09` in Nairobi. */
export function formatEatClock(at: Date | number): string {
  return clock.format(at);
}

/** `Sunday, 22 November 2026` in Nairobi. */
export function formatEatDay(at: Date | number): string {
  return day.format(at);
}

/** `22 Nov 2026` in Nairobi: the posted date on cards and the detail screen. */
export function formatPostedDate(at: Date | number | string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? "" : shortDate(date);
}

/** `22 Nov 2026 14:05:09 EAT`: the dashboard's Last Updated. */
export function formatEatDateTime(at: Date | number | string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? "" : `${shortDate(date)} ${clock.format(date)} EAT`;
}
