import { describe, expect, it } from "vitest";
import { chatDayLabel, eatDayKey, formatEatTime, formatInboxTime } from "./chat-time";

const texts = { today: "Today", yesterday: "Yesterday" };
// 23 Nov 2026, 10:00 in Nairobi (07:00 UTC).
const now = Date.parse("2026-11-23T07:00:00Z");

describe("chat times in EAT", () => {
  it("reads the day in Nairobi, not in UTC", () => {
    // 22:30 UTC on the 22nd is 01:30 on the 23rd in Nairobi.
    expect(eatDayKey("2026-11-22T22:30:00Z")).toBe("2026-11-23");
    expect(formatEatTime("2026-11-22T22:30:00Z")).toBe("01:30");
  });

  it("shows the clock for today and the date before", () => {
    expect(formatInboxTime("2026-11-23T05:04:00Z", now)).toBe("08:04");
    expect(formatInboxTime("2026-11-22T20:59:00Z", now)).toBe("22 Nov 2026");
  });

  it("labels the day separators", () => {
    expect(chatDayLabel("2026-11-23T00:00:00Z", texts, now)).toBe("Today");
    expect(chatDayLabel("2026-11-22T12:00:00Z", texts, now)).toBe("Yesterday");
    expect(chatDayLabel("2026-11-21T12:00:00Z", texts, now)).toBe("21 Nov 2026");
    expect(chatDayLabel("not a date", texts, now)).toBe("");
  });
});
