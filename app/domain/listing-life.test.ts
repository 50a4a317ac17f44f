import { describe, expect, it } from "vitest";
import { DAY_MS, daysLeft, expiryOf, isModerationReason, listingLifeDays, listingStatusOf, reminderDueBy } from "./listing-life";

describe("listing life", () => {
  const published = new Date("2026-11-01T09:00:00Z");

  it("lives 30 days, and 60 for Vehicles and Property", () => {
    expect(listingLifeDays("Mobile Phones & Tablets")).toBe(30);
    expect(listingLifeDays("Fashion")).toBe(30);
    expect(listingLifeDays("Vehicles")).toBe(60);
    expect(listingLifeDays("Property")).toBe(60);
    expect(expiryOf("Electronics", published).toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(expiryOf("Vehicles", published).toISOString()).toBe("2026-12-31T09:00:00.000Z");
    expect(expiryOf("Property", published).getTime() - published.getTime()).toBe(60 * DAY_MS);
  });

  it("is due for its reminder 3 days before, and counts the days left up", () => {
    const now = new Date("2026-11-28T09:00:00Z");
    expect(reminderDueBy(now).toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(daysLeft(new Date("2026-12-01T09:00:00Z"), now)).toBe(3);
    expect(daysLeft(new Date("2026-11-28T10:00:00Z"), now)).toBe(1);
    expect(daysLeft(new Date("2026-11-27T09:00:00Z"), now)).toBe(0);
  });

  it("reads its status from why it is out of the lists, moderation first", () => {
    expect(listingStatusOf({ isHidden: false, isAvailable: true, hiddenReason: null })).toBe("active");
    expect(listingStatusOf({ isHidden: false, isAvailable: false, hiddenReason: null })).toBe("unavailable");
    expect(listingStatusOf({ isHidden: true, isAvailable: true, hiddenReason: "sold" })).toBe("sold");
    expect(listingStatusOf({ isHidden: true, isAvailable: false, hiddenReason: "expired" })).toBe("expired");
    expect(listingStatusOf({ isHidden: true, isAvailable: true, hiddenReason: "admin" })).toBe("hidden");
    expect(listingStatusOf({ isHidden: true, isAvailable: true, hiddenReason: "reports" })).toBe("hidden");
    // Hidden before reasons were kept: an admin's.
    expect(listingStatusOf({ isHidden: true, isAvailable: true, hiddenReason: null })).toBe("hidden");
    expect(isModerationReason("reports")).toBe(true);
    expect(isModerationReason("sold")).toBe(false);
  });
});
