import { describe, expect, it } from "vitest";
import { type ConversationMessage, MIN_CONVERSATIONS_FOR_STATS, median, responseWindowStart, sellerResponseOf } from "./seller-stats";

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** A buyer's message about a listing, `ago` ms before NOW. */
const buyer = (listingId: number, buyerId: string, ago: number): ConversationMessage => ({ listingId, buyerId, fromSeller: false, at: NOW - ago });
/** The seller's message to a buyer about a listing, `ago` ms before NOW. */
const seller = (listingId: number, buyerId: string, ago: number): ConversationMessage => ({ listingId, buyerId, fromSeller: true, at: NOW - ago });

/** A conversation the seller answered `minutes` after the buyer's first message. */
const answered = (listingId: number, buyerId: string, minutes: number, ago = 3 * DAY): ConversationMessage[] => [
  buyer(listingId, buyerId, ago),
  seller(listingId, buyerId, ago - minutes * MINUTE),
];

describe("seller response figures", () => {
  it("are empty with no conversations", () => {
    expect(sellerResponseOf([], NOW)).toEqual({ conversations: 0, responseRate: null, responseMinutes: null });
  });

  it(`stay unknown below ${MIN_CONVERSATIONS_FOR_STATS} conversations, but count them`, () => {
    const two = [...answered(1, "b1", 10), ...answered(1, "b2", 20)];
    expect(sellerResponseOf(two, NOW)).toEqual({ conversations: 2, responseRate: null, responseMinutes: null });
  });

  it("show once there are three conversations", () => {
    const three = [...answered(1, "b1", 10), ...answered(1, "b2", 20), ...answered(2, "b1", 30)];
    expect(sellerResponseOf(three, NOW)).toEqual({ conversations: 3, responseRate: 1, responseMinutes: 20 });
  });

  it("count replies that never came against the rate, not the time", () => {
    const messages = [...answered(1, "b1", 10), buyer(1, "b2", 2 * DAY), buyer(1, "b2", DAY), buyer(2, "b3", 3 * DAY), ...answered(3, "b4", 50)];
    // Four conversations, two answered: the median of 10 and 50 minutes.
    expect(sellerResponseOf(messages, NOW)).toEqual({ conversations: 4, responseRate: 0.5, responseMinutes: 30 });
  });

  it("have no reply time when nobody was ever answered", () => {
    const messages = [buyer(1, "b1", DAY), buyer(1, "b2", DAY), buyer(2, "b3", DAY)];
    expect(sellerResponseOf(messages, NOW)).toEqual({ conversations: 3, responseRate: 0, responseMinutes: null });
  });

  it("take the middle reply time of an odd count", () => {
    const messages = [...answered(1, "b1", 5), ...answered(1, "b2", 600), ...answered(1, "b3", 45), ...answered(1, "b4", 7), ...answered(1, "b5", 2000)];
    expect(sellerResponseOf(messages, NOW).responseMinutes).toBe(45);
  });

  it("take the mean of the two middle reply times of an even count, in whole minutes", () => {
    const messages = [...answered(1, "b1", 5), ...answered(1, "b2", 600), ...answered(1, "b3", 45), ...answered(1, "b4", 6)];
    // 6 and 45: 25.5 minutes, rounded.
    expect(sellerResponseOf(messages, NOW).responseMinutes).toBe(26);
  });

  it("time the reply from the buyer's first message to the seller's first answer after it", () => {
    const messages = [
      buyer(1, "b1", 10 * 60 * MINUTE),
      buyer(1, "b1", 9 * 60 * MINUTE),
      seller(1, "b1", 8 * 60 * MINUTE),
      seller(1, "b1", 7 * 60 * MINUTE),
      ...answered(1, "b2", 120),
      ...answered(1, "b3", 180),
    ];
    // 120, 120 and 180 minutes.
    expect(sellerResponseOf(messages, NOW)).toEqual({ conversations: 3, responseRate: 1, responseMinutes: 120 });
  });

  it("do not count a conversation the seller started", () => {
    const messages = [seller(1, "b1", 2 * DAY), buyer(1, "b1", DAY), ...answered(1, "b2", 10), ...answered(1, "b3", 10)];
    expect(sellerResponseOf(messages, NOW)).toEqual({ conversations: 2, responseRate: null, responseMinutes: null });
  });

  it("ignore messages older than 90 days", () => {
    const old = 91 * DAY;
    const messages = [
      // Opened and answered long ago.
      ...answered(1, "b1", 10, old),
      ...answered(1, "b2", 10, old),
      // Opened long ago, answered only inside the window: the seller's message now comes first.
      buyer(2, "b3", old),
      seller(2, "b3", DAY),
      ...answered(3, "b4", 10),
    ];
    expect(sellerResponseOf(messages, NOW)).toEqual({ conversations: 1, responseRate: null, responseMinutes: null });
  });

  it("keep a conversation opened on the window's first day", () => {
    const edge = 90 * DAY;
    const messages = [...answered(1, "b1", 60, edge), ...answered(1, "b2", 60), ...answered(1, "b3", 60)];
    expect(sellerResponseOf(messages, NOW).conversations).toBe(3);
  });

  it("tell conversations apart by listing and buyer", () => {
    // The same buyer about two listings, and two buyers about one listing: four conversations.
    const messages = [...answered(1, "b1", 10), buyer(2, "b1", DAY), ...answered(1, "b2", 30), buyer(2, "b2", DAY)];
    expect(sellerResponseOf(messages, NOW)).toEqual({ conversations: 4, responseRate: 0.5, responseMinutes: 20 });
  });

  it("round the rate to two decimals", () => {
    const messages = [...answered(1, "b1", 10), ...answered(1, "b2", 10), buyer(1, "b3", DAY)];
    expect(sellerResponseOf(messages, NOW).responseRate).toBe(0.67);
  });

  it("count a reply in under a minute as 0 minutes", () => {
    const messages = [...answered(1, "b1", 0.2), ...answered(1, "b2", 0.4), ...answered(1, "b3", 0.3)];
    expect(sellerResponseOf(messages, NOW).responseMinutes).toBe(0);
  });
});

describe("median", () => {
  it("of none, odd and even counts", () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("the window", () => {
  it("starts 90 days before now", () => {
    expect(responseWindowStart(NOW).getTime()).toBe(NOW - 90 * DAY);
  });
});
