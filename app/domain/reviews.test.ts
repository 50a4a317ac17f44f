import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  averageRating,
  canStillEdit,
  characterCount,
  editableUntil,
  REVIEW_MESSAGES,
  ratingFrom,
  ReviewInput,
  ReviewReply,
  ReviewReport,
  ReviewUpdate,
} from "./reviews";

const COMMENT = "Honest seller, the phone was exactly as described.";

function firstIssue(schema: v.GenericSchema, input: unknown): string | null {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? null : (parsed.issues[0]?.message ?? "");
}

describe("rating bounds", () => {
  it("takes 1 to 5 whole stars, as a number or as the digit a form sends", () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(v.parse(ReviewUpdate, { rating, comment: COMMENT }).rating).toBe(rating);
    expect(v.parse(ReviewUpdate, { rating: "3", comment: COMMENT }).rating).toBe(3);
    expect(v.parse(ReviewUpdate, { rating: " 5 ", comment: COMMENT }).rating).toBe(5);
  });

  it("refuses 0, 6, half stars, words and nothing, with one sentence", () => {
    for (const rating of [0, 6, 2.5, -1, "0", "6", "2.5", "three", "", null, undefined, true, [4], Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(firstIssue(ReviewUpdate, { rating, comment: COMMENT })).toBe(REVIEW_MESSAGES.rating);
    }
  });
});

describe("comment length", () => {
  it("counts the trimmed text: 9 characters are too few, 10 are enough", () => {
    expect(firstIssue(ReviewUpdate, { rating: 4, comment: "123456789" })).toBe(REVIEW_MESSAGES.commentShort);
    expect(firstIssue(ReviewUpdate, { rating: 4, comment: "   123456789   " })).toBe(REVIEW_MESSAGES.commentShort);
    expect(v.parse(ReviewUpdate, { rating: 4, comment: "  1234567890  " }).comment).toBe("1234567890");
  });

  it("allows 1,000 characters and refuses 1,001", () => {
    expect(v.parse(ReviewUpdate, { rating: 4, comment: "a".repeat(1000) }).comment).toHaveLength(1000);
    expect(firstIssue(ReviewUpdate, { rating: 4, comment: "a".repeat(1001) })).toBe(REVIEW_MESSAGES.commentLong);
  });

  it("counts an emoji or an accented letter as one character and a line break as one", () => {
    expect(characterCount("👍🏾")).toBe(1);
    expect(characterCount("é")).toBe(1);
    expect(characterCount("a\r\nb")).toBe(3);
    // 1,000 emoji are 1,000 characters even though they are 4,000 UTF-16 units.
    expect(v.parse(ReviewUpdate, { rating: 5, comment: "👍🏾".repeat(1000) }).comment).toBeTruthy();
    expect(firstIssue(ReviewUpdate, { rating: 5, comment: "👍🏾".repeat(1001) })).toBe(REVIEW_MESSAGES.commentLong);
    // A textarea's "\r\n" counts once and is stored as "\n".
    expect(v.parse(ReviewUpdate, { rating: 5, comment: "Good seller\r\nfast reply" }).comment).toBe("Good seller\nfast reply");
  });

  it("refuses a missing or non-text comment with the short sentence, never a validator's words", () => {
    expect(firstIssue(ReviewUpdate, { rating: 4 })).toBe(REVIEW_MESSAGES.commentShort);
    expect(firstIssue(ReviewUpdate, { rating: 4, comment: 12345678901 })).toBe(REVIEW_MESSAGES.commentShort);
    expect(firstIssue(ReviewUpdate, { rating: 4, comment: "x".repeat(100_000) })).toBe(REVIEW_MESSAGES.commentLong);
  });
});

describe("ReviewInput", () => {
  it("reads the listing id as digits or a whole number", () => {
    expect(v.parse(ReviewInput, { listingId: "42", rating: "4", comment: COMMENT }).listingId).toBe(42);
    expect(v.parse(ReviewInput, { listingId: 42, rating: 4, comment: COMMENT }).listingId).toBe(42);
  });

  it("refuses a listing id that is no id", () => {
    for (const listingId of ["", "0", "-1", "1e3", "0x10", "12abc", 1.5, 0, null, undefined, "99999999999999999"]) {
      expect(firstIssue(ReviewInput, { listingId, rating: 4, comment: COMMENT })).toBe(REVIEW_MESSAGES.listing);
    }
  });
});

describe("missing keys", () => {
  // A JSON body without a key, or a radio group left unchosen, gets the field's own sentence.
  it("every schema answers a left-out field with that field's sentence, never valibot's \"Invalid key\"", () => {
    const cases: [v.GenericSchema, Record<string, unknown>, string][] = [
      [ReviewInput, { rating: 4, comment: COMMENT }, REVIEW_MESSAGES.listing],
      [ReviewInput, { listingId: "42", comment: COMMENT }, REVIEW_MESSAGES.rating],
      [ReviewInput, { listingId: "42", rating: 4 }, REVIEW_MESSAGES.commentShort],
      [ReviewUpdate, { comment: COMMENT }, REVIEW_MESSAGES.rating],
      [ReviewUpdate, { rating: 4 }, REVIEW_MESSAGES.commentShort],
      [ReviewReply, {}, REVIEW_MESSAGES.replyShort],
      [ReviewReport, {}, REVIEW_MESSAGES.reasonRequired],
    ];
    for (const [schema, input, sentence] of cases) {
      const parsed = v.safeParse(schema, input);
      expect(parsed.success).toBe(false);
      expect(parsed.issues?.map((issue) => issue.message)).toEqual([sentence]);
    }
    const none = v.safeParse(ReviewInput, {});
    expect(none.issues?.map((issue) => issue.message)).toEqual([REVIEW_MESSAGES.listing, REVIEW_MESSAGES.rating, REVIEW_MESSAGES.commentShort]);
  });
});

describe("replies and reports", () => {
  it("a reply has 2 to 1,000 characters", () => {
    expect(firstIssue(ReviewReply, { text: " a " })).toBe(REVIEW_MESSAGES.replyShort);
    expect(v.parse(ReviewReply, { text: "ok" }).text).toBe("ok");
    expect(firstIssue(ReviewReply, { text: "a".repeat(1001) })).toBe(REVIEW_MESSAGES.replyLong);
  });

  it("a report needs a reason of at most 500 characters", () => {
    expect(firstIssue(ReviewReport, {})).toBe(REVIEW_MESSAGES.reasonRequired);
    expect(firstIssue(ReviewReport, { reason: "   " })).toBe(REVIEW_MESSAGES.reasonRequired);
    expect(v.parse(ReviewReport, { reason: " Insults " }).reason).toBe("Insults");
    expect(v.parse(ReviewReport, { reason: "a".repeat(500) }).reason).toHaveLength(500);
    expect(firstIssue(ReviewReport, { reason: "a".repeat(501) })).toBe(REVIEW_MESSAGES.reasonLong);
  });
});

describe("edit window", () => {
  const written = new Date("2026-11-01T09:00:00.000Z");
  const DAY = 24 * 60 * 60 * 1000;

  it("is open for 7 days to the millisecond and closed from then on", () => {
    expect(canStillEdit(written, written)).toBe(true);
    expect(canStillEdit(written, new Date(written.getTime() + 7 * DAY - 1))).toBe(true);
    expect(canStillEdit(written, new Date(written.getTime() + 7 * DAY))).toBe(false);
    expect(canStillEdit(written, new Date(written.getTime() + 30 * DAY))).toBe(false);
    expect(editableUntil(written).toISOString()).toBe("2026-11-08T09:00:00.000Z");
  });
});

describe("rating average", () => {
  it("is null with no reviews and rounds to one decimal", () => {
    expect(averageRating([])).toEqual({ average: null, count: 0 });
    expect(averageRating([5])).toEqual({ average: 5, count: 1 });
    expect(averageRating([5, 4])).toEqual({ average: 4.5, count: 2 });
    expect(averageRating([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    expect(averageRating([2, 3])).toEqual({ average: 2.5, count: 2 });
  });

  it("rounds halves up without floating-point surprises", () => {
    // 89 stars over 20 reviews is 4.45: one decimal shows 4.5.
    expect(ratingFrom(89, 20)).toEqual({ average: 4.5, count: 20 });
    expect(ratingFrom(0, 0)).toEqual({ average: null, count: 0 });
  });
});
