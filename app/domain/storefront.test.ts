import { describe, expect, it } from "vitest";
import { pageCount, readPageNumber, replyPercent, replyWithin, storefrontHref } from "./storefront";

describe("replyWithin", () => {
  it("rounds up to a humane promise: minutes, hours, days", () => {
    expect(replyWithin(0)).toBe("5 minutes");
    expect(replyWithin(12)).toBe("15 minutes");
    expect(replyWithin(55)).toBe("55 minutes");
    expect(replyWithin(56)).toBe("an hour");
    expect(replyWithin(61)).toBe("2 hours");
    expect(replyWithin(23 * 60)).toBe("23 hours");
    expect(replyWithin(23 * 60 + 1)).toBe("a day");
    expect(replyWithin(3 * 24 * 60 + 5)).toBe("4 days");
  });
});

describe("replyPercent", () => {
  it("never rounds an unanswered conversation up to 100%", () => {
    expect(replyPercent(0.92)).toBe(92);
    expect(replyPercent(0.996)).toBe(99);
    expect(replyPercent(1)).toBe(100);
    expect(replyPercent(0)).toBe(0);
  });
});

describe("pages", () => {
  it("reads page numbers leniently and counts pages exactly", () => {
    expect(readPageNumber(null)).toBe(1);
    expect(readPageNumber("3")).toBe(3);
    for (const bad of ["0", "-1", "2.5", "abc", "", "99999"]) expect(readPageNumber(bad)).toBe(1);
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
  });

  it("leaves first pages out of the address", () => {
    expect(storefrontHref("/seller/a", 1, 1)).toBe("/seller/a");
    expect(storefrontHref("/seller/a", 2, 1)).toBe("/seller/a?page=2");
    expect(storefrontHref("/seller/a", 1, 3, "#reviews")).toBe("/seller/a?reviews=3#reviews");
  });
});
