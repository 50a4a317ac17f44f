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
  });
});
