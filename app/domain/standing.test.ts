import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { defaultUntilDay, standingOf, suspendSchema, untilOf } from "./standing";

describe("an account's standing", () => {
  const now = Date.UTC(2026, 10, 29, 8, 0);
  it("is a suspension while its end is ahead, a ban without an end, and over once its end has passed", () => {
    expect(standingOf({ banned: false, banExpires: null }, now).kind).toBe("active");
    expect(standingOf({ banned: true, banExpires: null }, now).kind).toBe("banned");
    expect(standingOf({ banned: true, banExpires: new Date(now + 1000) }, now).kind).toBe("suspended");
    expect(standingOf({ banned: true, banExpires: new Date(now - 1000) }, now).kind).toBe("active");
  });
});

describe("a suspension's end", () => {
  it("reads a day as its last second in Nairobi, and refuses days that do not exist", () => {
    expect(untilOf("2026-12-06")?.toISOString()).toBe("2026-12-06T20:59:59.000Z");
    expect(untilOf("2026-02-30")).toBeNull();
    expect(untilOf("2026-13-01")).toBeNull();
    expect(untilOf("06/12/2026")).toBeNull();
    expect(untilOf("2026-12-06T10:00:00+03:00")?.toISOString()).toBe("2026-12-06T07:00:00.000Z");
    expect(untilOf("2026-12-06T10:00:00")).toBeNull();
  });

  it("must be after now and within a year", () => {
    const now = Date.UTC(2026, 10, 29, 8, 0);
    const schema = suspendSchema(() => now);
    expect(v.safeParse(schema, { reason: "Fake listings", until: "2026-11-29" }).success).toBe(true);
    expect(v.safeParse(schema, { reason: "Fake listings", until: "2026-11-28" }).success).toBe(false);
    expect(v.safeParse(schema, { reason: "Fake listings", until: "2027-11-28" }).success).toBe(true);
    expect(v.safeParse(schema, { reason: "Fake listings", until: "2027-12-01" }).success).toBe(false);
  });

  it("starts a week on in Nairobi's calendar", () => {
    // At 21:30 UTC Nairobi is already on the next day.
    expect(defaultUntilDay(Date.UTC(2026, 10, 29, 21, 30))).toBe("2026-12-07");
    expect(defaultUntilDay(Date.UTC(2026, 10, 29, 8, 0))).toBe("2026-12-06");
  });
});
