import { describe, expect, it } from "vitest";
import { POSTING_LIMITS } from "./listing-safety-texts";
import { formatEatTime12, nextPostAt, postingLimitOf, postingLimitSentence } from "./posting-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 2026-11-23 10:00 in Nairobi (07:00 UTC). */
const NOW = Date.parse("2026-11-23T07:00:00Z");

describe("postingLimitOf", () => {
  it("gives accounts younger than 7 days 5 listings a window, older ones 20", () => {
    expect(postingLimitOf(NOW - 2 * DAY, NOW)).toEqual({ newAccount: true, limit: 5 });
    expect(postingLimitOf(NOW - 7 * DAY + 1, NOW)).toEqual({ newAccount: true, limit: POSTING_LIMITS.newAccountPerWindow });
    expect(postingLimitOf(NOW - 7 * DAY, NOW)).toEqual({ newAccount: false, limit: POSTING_LIMITS.perWindow });
  });
});

describe("nextPostAt", () => {
  const young = NOW - 2 * DAY;
  const old = NOW - 30 * DAY;

  it("is null while the account is under its limit", () => {
    expect(nextPostAt(young, [NOW - HOUR, NOW - 2 * HOUR, NOW - 3 * HOUR, NOW - 4 * HOUR], NOW)).toBeNull();
    // Posts older than the window do not count.
    expect(nextPostAt(young, [NOW - 25 * HOUR, NOW - 26 * HOUR, NOW - 27 * HOUR, NOW - 28 * HOUR, NOW - 29 * HOUR], NOW)).toBeNull();
  });

  it("is the oldest counted post plus the window when the limit is reached", () => {
    const posts = [1, 2, 3, 4, 5].map((hours) => NOW - hours * HOUR);
    expect(nextPostAt(young, posts, NOW)).toBe(NOW - 5 * HOUR + DAY);
  });

  it("with more posts than the limit, waits until enough have left the window", () => {
    // Seven posts in the window (say, from before a limit applied): three must leave to make it four.
    const posts = [1, 2, 3, 4, 5, 6, 7].map((hours) => NOW - hours * HOUR);
    expect(nextPostAt(young, posts, NOW)).toBe(NOW - 5 * HOUR + DAY);
  });

  it("a new account that turns 7 days old before a post leaves may post from then", () => {
    const posts = [1, 2, 3, 4, 5].map((hours) => NOW - hours * HOUR);
    const turnsOld = NOW + 2 * HOUR;
    expect(nextPostAt(turnsOld - 7 * DAY, posts, NOW)).toBe(turnsOld);
  });

  it("an old account at 20 waits for its oldest counted post", () => {
    const posts = Array.from({ length: 20 }, (_, i) => NOW - (i + 1) * 30 * MINUTE);
    expect(nextPostAt(old, posts, NOW)).toBe(NOW - 20 * 30 * MINUTE + DAY);
    expect(nextPostAt(old, posts.slice(1), NOW)).toBeNull();
  });
});

describe("postingLimitSentence", () => {
  it("says today at a Nairobi time for a new account", () => {
    // 11:15 UTC is 2:15 pm in Nairobi.
    expect(postingLimitSentence(true, Date.parse("2026-11-23T11:15:00Z"), NOW)).toBe(
      "New accounts can post 5 listings a day. You can post again at 2:15 pm today.",
    );
  });

  it("says tomorrow for a moment after Nairobi's midnight", () => {
    // 06:05 UTC on the 24th is 9:05 am in Nairobi.
    expect(postingLimitSentence(false, Date.parse("2026-11-24T06:05:00Z"), NOW)).toBe(
      "Each account can post 20 listings a day. You can post again tomorrow at 9:05 am.",
    );
  });

  it("rounds up to the next whole minute", () => {
    expect(postingLimitSentence(true, Date.parse("2026-11-23T11:14:00.001Z"), NOW)).toContain("2:15 pm today");
  });

  it("uses Nairobi's calendar, not UTC's: 11:30 pm in Nairobi is today", () => {
    const lateNow = Date.parse("2026-11-23T19:00:00Z"); // 10:00 pm Nairobi
    expect(postingLimitSentence(true, Date.parse("2026-11-23T20:30:00Z"), lateNow)).toContain("at 11:30 pm today");
    expect(postingLimitSentence(true, Date.parse("2026-11-23T21:30:00Z"), lateNow)).toContain("tomorrow at 12:30 am");
  });

  it("names a date further away", () => {
    expect(postingLimitSentence(false, Date.parse("2026-11-26T06:00:00Z"), NOW)).toBe(
      "Each account can post 20 listings a day. You can post again on 26 Nov 2026 at 9:00 am.",
    );
  });
});

describe("formatEatTime12", () => {
  it("writes noon and midnight as 12", () => {
    expect(formatEatTime12(Date.parse("2026-11-23T09:00:00Z"))).toBe("12:00 pm");
    expect(formatEatTime12(Date.parse("2026-11-23T21:00:00Z"))).toBe("12:00 am");
  });
});
