import { NEW_ACCOUNT_MS } from "./listing-safety-texts";
import { EAT_ZONE } from "./clock";

const nairobiDay = new Intl.DateTimeFormat("en-CA", { timeZone: EAT_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** Midnight UTC of the Nairobi calendar day of `at`: a day number that subtracts cleanly. */
function dayNumber(at: number): number {
  return Date.parse(`${nairobiDay.format(at)}T00:00:00Z`) / 86_400_000;
}

/**
 * How many Nairobi calendar days ago a seller joined (0 today, 1 yesterday ...), while they joined
 * less than NEW_ACCOUNT_MS ago; null for an older account or a date that cannot be read. The
 * listing page says "New on Sokoni: joined N days ago" with it (`newOnSokoni`).
 */
export function newAccountDays(joinedAt: Date | number | string | null | undefined, now: number): number | null {
  if (joinedAt === null || joinedAt === undefined) return null;
  const joined = new Date(joinedAt).getTime();
  if (Number.isNaN(joined) || now - joined >= NEW_ACCOUNT_MS) return null;
  return Math.max(0, dayNumber(now) - dayNumber(joined));
}
