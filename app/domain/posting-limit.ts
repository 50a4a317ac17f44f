import { STRINGS } from "../i18n";
import { EAT_ZONE } from "./clock";
import { POSTING_LIMITS, POSTING_LIMIT_TEXTS } from "./listing-safety-texts";
import { formatPostedDate } from "./time";

/**
 * The posting limits as pure rules: how many listings an account may publish in a
 * window, when a refused account may post again, and the sentence that says so in Nairobi time.
 * worker/services/listings/posting-limits.ts reads the account's posts (listing_posts) and applies these.
 */

const MINUTE_MS = 60_000;

/** Whether the account is still new, and the most it may publish in POSTING_LIMITS.windowMs. */
export function postingLimitOf(accountCreatedAt: number, now: number): { newAccount: boolean; limit: number } {
  const newAccount = now - accountCreatedAt < POSTING_LIMITS.newAccountMs;
  return { newAccount, limit: newAccount ? POSTING_LIMITS.newAccountPerWindow : POSTING_LIMITS.perWindow };
}

/** How many of the posts still count at `at` (posted within the window before it). */
function countedAt(posts: readonly number[], at: number): number {
  return posts.filter((posted) => posted > at - POSTING_LIMITS.windowMs && posted <= at).length;
}

/**
 * The first moment from `now` at which the account may publish again, or null when it may now.
 * `posts` are the times of its posts, newest first or in any order; the newest
 * POSTING_LIMITS.perWindow of them are enough (older ones leave the window before any of those).
 * A post frees its place when it leaves the window (its time + windowMs); a new account also gets
 * the larger limit when it turns POSTING_LIMITS.newAccountMs old, whichever comes first.
 */
export function nextPostAt(accountCreatedAt: number, posts: readonly number[], now: number): number | null {
  const allowed = (at: number) => countedAt(posts, at) < postingLimitOf(accountCreatedAt, at).limit;
  if (allowed(now)) return null;
  const moments = [...posts.map((posted) => posted + POSTING_LIMITS.windowMs), accountCreatedAt + POSTING_LIMITS.newAccountMs]
    .filter((at) => at > now)
    .sort((a, b) => a - b);
  return moments.find(allowed) ?? now + POSTING_LIMITS.windowMs;
}

const nairobiParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: EAT_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function partsOf(at: number): { day: string; hour: number; minute: number } {
  const parts = Object.fromEntries(nairobiParts.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** `2:15 pm`, `12:00 pm`, `9:05 am` in Nairobi. */
export function formatEatTime12(at: number): string {
  const { hour, minute } = partsOf(at);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}

/** `14:15`, `09:05` in Nairobi: the 24-hour clock of languages whose "2:15" means another hour (Kiswahili). */
export function formatEatTime24(at: number): string {
  const { hour, minute } = partsOf(at);
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/**
 * The 429's one sentence: the limit that applies, then when they may post again in Nairobi time,
 * "today", "tomorrow" or on a date, in the reader's language and clock. The time is rounded up to the next whole minute, so that
 * trying at the minute shown never fails.
 */
export function postingLimitSentence(newAccount: boolean, at: number, now: number): string {
  const limit = newAccount ? POSTING_LIMITS.newAccountPerWindow : POSTING_LIMITS.perWindow;
  const rule = newAccount ? POSTING_LIMIT_TEXTS.newAccount(limit) : POSTING_LIMIT_TEXTS.everyAccount(limit);
  const minute = Math.ceil(at / MINUTE_MS) * MINUTE_MS;
  const time = STRINGS.domain.time.hourCycle === "h12" ? formatEatTime12(minute) : formatEatTime24(minute);
  const today = partsOf(now).day;
  const tomorrow = partsOf(now + 24 * 60 * MINUTE_MS).day;
  const day = partsOf(minute).day;
  const when =
    day === today
      ? POSTING_LIMIT_TEXTS.today(time)
      : day === tomorrow
        ? POSTING_LIMIT_TEXTS.tomorrow(time)
        : POSTING_LIMIT_TEXTS.later(formatPostedDate(minute), time);
  return `${rule} ${when}`;
}
