import { describe, expect, it } from "vitest";
import { BOOST_PACKAGES, BOOST_ROTATION_MS, boostLive, boostPackage, boostSlots, boostWindow } from "./boosts";

const DAY = 86_400_000;

describe("boost packages", () => {
  it("are defined once with prices in whole shillings", () => {
    expect(BOOST_PACKAGES.map((pack) => [pack.id, pack.kind, pack.days, pack.price])).toEqual([
      ["top-7", "top", 7, 350],
      ["top-30", "top", 30, 1000],
      ["featured-7", "featured", 7, 1500],
    ]);
    expect(boostPackage("top-30")?.price).toBe(1000);
    expect(boostPackage("free")).toBeNull();
    expect(boostPackage(undefined)).toBeNull();
  });
});

describe("boost windows", () => {
  const now = new Date("2026-11-24T12:00:00Z");

  it("start now when nothing runs, and extend a boost that still runs", () => {
    expect(boostWindow(null, now, 7)).toEqual({ from: now, until: new Date(now.getTime() + 7 * DAY) });
    const running = new Date(now.getTime() + 2 * DAY);
    expect(boostWindow(running, now, 7).until.getTime()).toBe(now.getTime() + 9 * DAY);
    const ended = new Date(now.getTime() - DAY);
    expect(boostWindow(ended, now, 30).until.getTime()).toBe(now.getTime() + 30 * DAY);
  });

  it("are live until their end, not at it", () => {
    expect(boostLive(new Date(now.getTime() + 1), now)).toBe(true);
    expect(boostLive(now, now)).toBe(false);
    expect(boostLive(null, now)).toBe(false);
  });
});

describe("fair rotation", () => {
  it("shows at most three a page, the next ones on the next page", () => {
    const ids = [50, 10, 40, 20, 30];
    const now = 0;
    expect(boostSlots(ids, { page: 1, now, perPage: 3 })).toEqual([10, 20, 30]);
    expect(boostSlots(ids, { page: 2, now, perPage: 3 })).toEqual([40, 50]);
    expect(boostSlots(ids, { page: 3, now, perPage: 3 })).toEqual([]);
  });

  it("never shows a listing again on a later page of the same list", () => {
    const ids = [50, 10, 40, 20, 30, 60, 70];
    for (let turn = 0; turn < ids.length; turn += 1) {
      const now = turn * BOOST_ROTATION_MS;
      const pages = [1, 2, 3, 4].flatMap((page) => boostSlots(ids, { page, now, perPage: 3 }));
      expect(pages.sort((a, b) => a - b)).toEqual([10, 20, 30, 40, 50, 60, 70]);
    }
  });

  it("shows all of them on the first page only when there are fewer than a page's", () => {
    expect(boostSlots([7, 3], { page: 1, now: 0, perPage: 3 }).sort()).toEqual([3, 7]);
    expect(boostSlots([7, 3], { page: 2, now: 0, perPage: 3 })).toEqual([]);
    expect(boostSlots([], { page: 1, now: 0, perPage: 3 })).toEqual([]);
  });

  it("gives every boosted listing the first place equally often over time", () => {
    const ids = [1, 2, 3, 4, 5, 6, 7];
    const first = new Map<number, number>();
    const shown = new Map<number, number>();
    for (let turn = 0; turn < ids.length * 10; turn += 1) {
      const slots = boostSlots(ids, { page: 1, now: turn * BOOST_ROTATION_MS, perPage: 3 });
      first.set(slots[0] as number, (first.get(slots[0] as number) ?? 0) + 1);
      for (const id of slots) shown.set(id, (shown.get(id) ?? 0) + 1);
    }
    expect([...first.values()]).toEqual(Array(ids.length).fill(10));
    expect(new Set(shown.values()).size).toBe(1);
  });

  it("keeps the same order within a turn, so a reload does not reshuffle", () => {
    const ids = [4, 8, 15, 16, 23, 42];
    const a = boostSlots(ids, { page: 1, now: 5 * BOOST_ROTATION_MS + 10, perPage: 3 });
    const b = boostSlots(ids, { page: 1, now: 5 * BOOST_ROTATION_MS + 59_000, perPage: 3 });
    expect(a).toEqual(b);
  });
});
