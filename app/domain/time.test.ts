import { describe, expect, it } from "vitest";
import { formatEatClock, formatEatDay, formatPostedDate } from "./time";

describe("East Africa Time", () => {
  it("shows Nairobi time (UTC+3) whatever the machine's zone", () => {
    const at = Date.UTC(2026, 10, 22, 21, 30, 5);
    expect(formatEatClock(at)).toBe("00:30:05");
    expect(formatEatDay(at)).toContain("23 November 2026");
  });
  it("writes posted dates in EAT and nothing for bad input", () => {
    expect(formatPostedDate("2026-11-22T22:10:00Z")).toBe("23 Nov 2026");
    expect(formatPostedDate("not a date")).toBe("");
    expect(formatPostedDate("2026-11-08T09:00:00Z")).toBe("8 Nov 2026");
  });
});

describe("short dates", () => {
  it("abbreviate every month to three letters, September too", () => {
    const months = Array.from({ length: 12 }, (_, month) => formatPostedDate(Date.UTC(2026, month, 15, 9)));
    expect(months).toEqual([
      "15 Jan 2026",
      "15 Feb 2026",
      "15 Mar 2026",
      "15 Apr 2026",
      "15 May 2026",
      "15 Jun 2026",
      "15 Jul 2026",
      "15 Aug 2026",
      "15 Sep 2026",
      "15 Oct 2026",
      "15 Nov 2026",
      "15 Dec 2026",
    ]);
  });
});
