import { describe, expect, it } from "vitest";
import { addRecentlyViewed, parseRecentlyViewed, recordRecentlyViewed, RECENTLY_VIEWED_KEY, type RecentlyViewedEntry } from "./recently-viewed";

const entry = (id: string): RecentlyViewedEntry => ({
  _id: id,
  name: `Listing ${id}`,
  imageUrl: "/uploads/a.jpg",
  price: 1000,
  regularPrice: 1000,
  offer: false,
  type: "sale",
  location: "Nairobi",
  viewedAt: 1,
});

describe("recently viewed", () => {
  it("keeps newest first, no duplicates, at most 5", () => {
    let list: RecentlyViewedEntry[] = [];
    for (const id of ["1", "2", "3", "4", "5", "6"]) list = addRecentlyViewed(list, entry(id));
    expect(list.map((e) => e._id)).toEqual(["6", "5", "4", "3", "2"]);
    list = addRecentlyViewed(list, entry("4"));
    expect(list.map((e) => e._id)).toEqual(["4", "6", "5", "3", "2"]);
  });

  it("reads anything but an array of entries as empty", () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed("{not json")).toEqual([]);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
    expect(parseRecentlyViewed(JSON.stringify([entry("1"), { bogus: true }]))).toEqual([entry("1")]);
  });

  it("falls back to one minimal entry when storage is full", () => {
    const stored = new Map<string, string>([[RECENTLY_VIEWED_KEY, JSON.stringify([entry("1"), entry("2")])]]);
    let writes = 0;
    const quotaStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => {
        writes += 1;
        if (writes === 1) throw new DOMException("full", "QuotaExceededError");
        stored.set(key, value);
      },
    };
    const result = recordRecentlyViewed(quotaStorage, entry("3"));
    expect(result.map((e) => e._id)).toEqual(["3"]);
    expect(JSON.parse(stored.get(RECENTLY_VIEWED_KEY) ?? "[]")).toHaveLength(1);
  });
});
