import { describe, expect, it } from "vitest";
import { groupedCount, groupedShillings, kshAmount } from "./ksh";

describe("shillings and counts grouped by hand", () => {
  it("matches the en-KE formatter for whole amounts, rounded the same way", () => {
    const intl = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 0, minimumFractionDigits: 0 });
    const samples = [0, 7, 42, 999, 1000, 1250, 99_999.5, 250_000, 1_250_000, 123_456_789, 999_999_999_999, -1234, 0.4, 2.5];
    for (let n = 1; n < 1e15; n = n * 7 + 3) samples.push(n);
    for (const amount of samples) expect(groupedShillings(amount)).toBe(intl.format(Math.round(amount)));
  });

  it("says counts and prices the way the pages show them", () => {
    expect(groupedCount(3110)).toBe("3,110");
    expect(groupedCount(1)).toBe("1");
    expect(kshAmount(1_250_000)).toBe("KSh 1,250,000");
    expect(kshAmount(Number.NaN)).toBeNull();
  });
});
