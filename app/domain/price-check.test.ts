import { describe, expect, it } from "vitest";
import { MIN_COMPARABLES, PRICE_WARNING_RATIO } from "./listing-safety-texts";
import { isFarBelowMedian, median } from "./price-check";

describe("median", () => {
  it("is the middle price of an odd count, whatever the order", () => {
    expect(median([900, 100, 500])).toBe(500);
    expect(median([7])).toBe(7);
  });

  it("is the mean of the two middle prices of an even count, rounded to a shilling", () => {
    expect(median([100, 400, 200, 300])).toBe(250);
    expect(median([1, 2])).toBe(2); // 1.5 rounds up
    expect(median([10, 20, 30, 1_000_000])).toBe(25);
  });

  it("is null without prices", () => {
    expect(median([])).toBeNull();
  });
});

describe("isFarBelowMedian: the 30% rule", () => {
  const group = { median: 100_000, comparables: MIN_COMPARABLES };

  it("warns just below 30% of the median, not at it or above", () => {
    expect(PRICE_WARNING_RATIO).toBe(0.3);
    expect(isFarBelowMedian(29_999, group)).toBe(true);
    expect(isFarBelowMedian(30_000, group)).toBe(false);
    expect(isFarBelowMedian(30_001, group)).toBe(false);
    expect(isFarBelowMedian(5_000, group)).toBe(true);
  });

  it("needs at least 10 comparables: with 9 there is no warning", () => {
    expect(MIN_COMPARABLES).toBe(10);
    expect(isFarBelowMedian(1_000, { median: 100_000, comparables: 9 })).toBe(false);
    expect(isFarBelowMedian(1_000, { median: 100_000, comparables: 10 })).toBe(true);
    expect(isFarBelowMedian(1_000, { median: 100_000, comparables: 250 })).toBe(true);
  });

  it("never warns without a group, for a price of 0, or against a median of 0", () => {
    expect(isFarBelowMedian(1_000, null)).toBe(false);
    expect(isFarBelowMedian(0, group)).toBe(false);
    expect(isFarBelowMedian(1, { median: 0, comparables: 50 })).toBe(false);
  });
});
