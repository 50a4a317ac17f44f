/** All times are shown in East Africa Time (decisions.md 14), whatever the device's zone. */
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

const shortDate = new Intl.DateTimeFormat("en-KE", {
  timeZone: EAT_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});

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
  return Number.isNaN(date.getTime()) ? "" : shortDate.format(date);
}

/** `22 Nov 2026 14:05:09 EAT`: the dashboard's Last Updated. */
export function formatEatDateTime(at: Date | number | string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? "" : `${shortDate.format(date)} ${clock.format(date)} EAT`;
}
