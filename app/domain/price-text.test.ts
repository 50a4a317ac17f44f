import { describe, expect, it } from "vitest";
import { parsePriceText } from "./price-text";

describe("prices as people type them", () => {
  it("reads figures, groups, currency words and the shop's /=", () => {
    expect(parsePriceText("45000")).toBe(45_000);
    expect(parsePriceText(" 45,000 ")).toBe(45_000);
    expect(parsePriceText("1 250 000")).toBe(1_250_000);
    expect(parsePriceText("KSh 40,000")).toBe(40_000);
    expect(parsePriceText("Ksh. 40,000/=")).toBe(40_000);
    expect(parsePriceText("kes40000")).toBe(40_000);
    expect(parsePriceText("Sh 500/-")).toBe(500);
    expect(parsePriceText("1,500.00")).toBe(1_500);
    expect(parsePriceText(1_500)).toBe(1_500);
  });

  it("reads thousands, millions and billions, in both languages", () => {
    expect(parsePriceText("45k")).toBe(45_000);
    expect(parsePriceText("45K")).toBe(45_000);
    expect(parsePriceText("1.5m")).toBe(1_500_000);
    expect(parsePriceText("1.5M")).toBe(1_500_000);
    expect(parsePriceText("KSh 2.75m")).toBe(2_750_000);
    expect(parsePriceText("2 million")).toBe(2_000_000);
    expect(parsePriceText("1.2bn")).toBe(1_200_000_000);
    expect(parsePriceText("elfu 5")).toBeNaN();
    expect(parsePriceText("5 elfu")).toBe(5_000);
    expect(parsePriceText("milioni 2")).toBeNaN();
    expect(parsePriceText("2 milioni")).toBe(2_000_000);
    expect(parsePriceText("0.5k")).toBe(500);
  });

  it("is empty for an empty box", () => {
    expect(parsePriceText("")).toBeNull();
    expect(parsePriceText("   ")).toBeNull();
    expect(parsePriceText(undefined)).toBeNull();
    expect(parsePriceText(null)).toBeNull();
  });

  it("refuses what is not whole shillings or not an amount", () => {
    for (const text of ["1500.50", "1.2345k", "abc", "KSh", "45kk", "1e5", "-500", "45,00", "1,5m", "12 345 6", "45 apples", "1.5.0m", "½m"]) {
      expect(parsePriceText(text), text).toBeNaN();
    }
    expect(parsePriceText(1500.5)).toBeNaN();
    expect(parsePriceText("99999999999999999999")).toBeNaN();
  });
});
