import { describe, expect, it } from "vitest";
import { formatMonthYear } from "./member-since";

describe("member since", () => {
  it("writes the month and year in Nairobi", () => {
    expect(formatMonthYear("2026-03-14T10:00:00Z")).toBe("March 2026");
    // 22:30 UTC on the last day of October is already November in Nairobi.
    expect(formatMonthYear(Date.UTC(2026, 9, 31, 22, 30))).toBe("November 2026");
    expect(formatMonthYear(new Date(Date.UTC(2025, 8, 1, 12)))).toBe("September 2025");
  });
  it("writes nothing for bad input", () => {
    expect(formatMonthYear("not a date")).toBe("");
  });
});
