import { describe, expect, it } from "vitest";
import { amountOff, effectivePrice, formatKsh } from "./money";

describe("formatKsh", () => {
  it("writes whole shillings in en-KE format", () => {
    expect(formatKsh(1_250_000)).toBe("KSh 1,250,000");
    expect(formatKsh(50)).toBe("KSh 50");
    expect(formatKsh(49_000_000_000)).toBe("KSh 49,000,000,000");
  });
  it("rounds away decimals", () => {
    expect(formatKsh(1999.6)).toBe("KSh 2,000");
  });
  it("adds / month for rent", () => {
    expect(formatKsh(65_000, "rent")).toBe("KSh 65,000 / month");
  });
  it("shows N/A for anything that is not a number", () => {
    for (const value of [undefined, null, "1000", Number.NaN, Number.POSITIVE_INFINITY]) expect(formatKsh(value)).toBe("N/A");
  });
});

describe("effectivePrice and amountOff", () => {
  it("count the discount only on offers", () => {
    expect(effectivePrice({ offer: true, regularPrice: 1000, discountPrice: 800 })).toBe(800);
    expect(effectivePrice({ offer: false, regularPrice: 1000, discountPrice: 800 })).toBe(1000);
    expect(effectivePrice({ offer: true, regularPrice: 1000, discountPrice: null })).toBe(1000);
    expect(amountOff({ offer: true, regularPrice: 1000, discountPrice: 800 })).toBe(200);
    expect(amountOff({ offer: false, regularPrice: 1000, discountPrice: 800 })).toBeNull();
    expect(amountOff({ offer: true, regularPrice: 1000, discountPrice: 1000 })).toBeNull();
  });
});
