import { EAT_ZONE, formatPostedDate } from "./time";

/** Calendar day in Nairobi as `YYYY-MM-DD` (en-CA writes dates that way). */
const dayKeyFormat = new Intl.DateTimeFormat("en-CA", { timeZone: EAT_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

const clockFormat = new Intl.DateTimeFormat("en-GB", { timeZone: EAT_ZONE, hour: "2-digit", minute: "2-digit", hour12: false });

const DAY_MS = 24 * 60 * 60 * 1000;

/** The EAT calendar day a moment falls on, `2026-11-23`. */
export function eatDayKey(at: Date | number | string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? "" : dayKeyFormat.format(date);
}

/** `14:05` in Nairobi. */
export function formatEatTime(at: Date | number | string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? "" : clockFormat.format(date);
}

/** The inbox's time: the clock time for today (in EAT), else the short date `22 Nov 2026`. */
export function formatInboxTime(at: Date | number | string, now: number = Date.now()): string {
  return eatDayKey(at) === eatDayKey(now) ? formatEatTime(at) : formatPostedDate(at);
}

/** A thread's day separator: "Today", "Yesterday" (in EAT) or the short date. */
export function chatDayLabel(at: Date | number | string, texts: { today: string; yesterday: string }, now: number = Date.now()): string {
  const key = eatDayKey(at);
  if (key === eatDayKey(now)) return texts.today;
  if (key === eatDayKey(now - DAY_MS)) return texts.yesterday;
  return formatPostedDate(at);
}
