/**
 * An account's standing (docs/decisions/108): on show, suspended until a day, or banned. Stored in
 * better-auth's admin columns: `banned` with `ban_expires` set is a suspension, without it a ban.
 * The rules of the admin's suspend, ban and warn forms live here, used by the dashboard's forms
 * and by the API alike.
 */
import * as v from "valibot";
import { STRINGS } from "../i18n";
import { eatDate } from "./clock";

export const STANDING_MESSAGES = STRINGS.domain.standing;

export type Standing = { kind: "active" } | { kind: "suspended"; until: Date } | { kind: "banned" };

/** The standing a user row holds at `now`: a suspension whose day has passed is over, whatever the row still says. */
export function standingOf(row: { banned?: boolean | null; banExpires?: Date | number | null }, now = Date.now()): Standing {
  if (!row.banned) return { kind: "active" };
  if (row.banExpires === null || row.banExpires === undefined) return { kind: "banned" };
  const until = new Date(row.banExpires);
  return until.getTime() > now ? { kind: "suspended", until } : { kind: "active" };
}

export const STANDING_LIMITS = {
  reasonMin: 5,
  reasonMax: 500,
  /** Longer than this is a ban in all but name: the admin is told to ban instead. */
  suspendMaxDays: 365,
  /** What the dashboard's end date starts at, so Suspend is two taps. */
  suspendDefaultDays: 7,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Letters and figures a reader sees: zero-width and other format characters, spaces and marks do not count. */
function visibleLength(text: string): number {
  return text.replace(/[\p{Cf}\p{Z}\s]/gu, "").length;
}

const Reason = v.pipe(
  v.optional(
    v.string(() => STANDING_MESSAGES.reasonRequired),
    "",
  ),
  v.trim(),
  v.nonEmpty(() => STANDING_MESSAGES.reasonRequired),
  v.maxLength(STANDING_LIMITS.reasonMax, () => STANDING_MESSAGES.reasonLong(STANDING_LIMITS.reasonMax)),
  v.check(
    (reason) => visibleLength(reason) >= STANDING_LIMITS.reasonMin,
    () => STANDING_MESSAGES.reasonShort(STANDING_LIMITS.reasonMin),
  ),
);

/**
 * When a suspension given as `2026-12-31` (the date field's value) or a full ISO time ends: a day
 * alone means the end of that day in Nairobi. Null for anything else, or a day that does not exist.
 */
export function untilOf(raw: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const start = Date.UTC(year, month - 1, date);
    const check = new Date(start);
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
    // The last second of that day in Nairobi, so the day shown is the day chosen.
    return new Date(start + DAY_MS - EAT_OFFSET_MS - 1000);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) return null;
  const at = new Date(raw);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The end of a suspension: a day (or time) after now and within STANDING_LIMITS.suspendMaxDays. */
function Until(now: () => number) {
  return v.pipe(
    v.optional(
      v.string(() => STANDING_MESSAGES.untilInvalid),
      "",
    ),
    v.trim(),
    v.nonEmpty(() => STANDING_MESSAGES.untilRequired),
    v.maxLength(40, () => STANDING_MESSAGES.untilInvalid),
    v.transform(untilOf),
    v.nonNullable(v.date(), () => STANDING_MESSAGES.untilInvalid),
    v.check(
      (until) => until.getTime() > now(),
      () => STANDING_MESSAGES.untilPast,
    ),
    v.check(
      (until) => until.getTime() <= now() + STANDING_LIMITS.suspendMaxDays * DAY_MS,
      () => STANDING_MESSAGES.untilTooFar(STANDING_LIMITS.suspendMaxDays),
    ),
  );
}

export function suspendSchema(now: () => number = Date.now) {
  return v.object({ reason: Reason, until: Until(now) });
}

/** A ban, and a warning: a reason only. */
export const ReasonInput = v.object({ reason: Reason });

/** The dashboard's end date to start from: `suspendDefaultDays` after today in Nairobi, as the date field writes it. */
export function defaultUntilDay(now = Date.now()): string {
  const { year, month, day } = eatDate(now + STANDING_LIMITS.suspendDefaultDays * DAY_MS);
  return `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Where an admin acted from, kept in the audit log. */
export const ACTION_SOURCES = ["users", "person-report", "message", "storefront", "api"] as const;
export type ActionSource = (typeof ACTION_SOURCES)[number];

export const ADMIN_ACTIONS = ["suspend", "ban", "restore", "warn", "dismiss"] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
