import { describe, expect, it } from "vitest";
import { SEARCH_TERM_RECORD_MAX, searchTermToRecord } from "./search-term";

describe("searchTermToRecord", () => {
  it.each([
    ["Toyota", "toyota"],
    ["  Toyota   FIELDER\t2014 ", "toyota fielder 2014"],
    ["'Sofa' & chairs;", "sofa chairs"],
    ["Décor", "décor"],
    ["iPhone 15 Pro 256GB", "iphone 15 pro 256gb"],
  ])("keeps %j as %j", (raw, kept) => {
    expect(searchTermToRecord(raw)).toBe(kept);
  });

  it.each(["", " ", "a", "  b  ", '"', "<a>"])("drops %j as too short", (raw) => {
    expect(searchTermToRecord(raw)).toBeNull();
  });

  it.each(["0712345678", "0712 345 678", "+254 712-345-678", "(0712) 345.678", "wanjiku@sokoni.test", "call me on 0712345678", "id 12345678"])(
    "drops %j as personal data",
    (raw) => {
      expect(searchTermToRecord(raw)).toBeNull();
    },
  );

  it("caps the length", () => {
    const kept = searchTermToRecord("mahindi ".repeat(20)) ?? "";
    expect(kept.length).toBeLessThanOrEqual(SEARCH_TERM_RECORD_MAX);
    expect(kept.endsWith(" ")).toBe(false);
  });
});
