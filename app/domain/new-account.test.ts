import { describe, expect, it } from "vitest";
import { newOnSokoni } from "./listing-safety-texts";
import { newAccountDays } from "./new-account";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 2026-11-23 10:00 in Nairobi. */
const NOW = Date.parse("2026-11-23T07:00:00Z");

describe("newAccountDays: Nairobi calendar days since joining, for accounts under 7 days old", () => {
  it("counts calendar days in Nairobi", () => {
    expect(newAccountDays(NOW - HOUR, NOW)).toBe(0);
    expect(newAccountDays(NOW - 2 * DAY, NOW)).toBe(2);
    // 23:30 yesterday in Nairobi is yesterday, though only 10.5 hours ago.
    expect(newAccountDays(Date.parse("2026-11-22T20:30:00Z"), NOW)).toBe(1);
    // 00:30 today in Nairobi (21:30 UTC the day before) is today.
    expect(newAccountDays(Date.parse("2026-11-22T21:30:00Z"), NOW)).toBe(0);
  });

  it("is null from 7 whole days on, and for dates it cannot read", () => {
    expect(newAccountDays(NOW - 7 * DAY + 1, NOW)).toBe(7);
    expect(newAccountDays(NOW - 7 * DAY, NOW)).toBeNull();
    expect(newAccountDays(NOW - 30 * DAY, NOW)).toBeNull();
    expect(newAccountDays(null, NOW)).toBeNull();
    expect(newAccountDays("not a date", NOW)).toBeNull();
  });

  it("reads an ISO string as the listing gives it", () => {
    expect(newAccountDays(new Date(NOW - 3 * DAY).toISOString(), NOW)).toBe(3);
    expect(newOnSokoni(3)).toBe("New on Sokoni: joined 3 days ago");
  });
});
