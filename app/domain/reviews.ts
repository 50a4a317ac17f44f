import * as v from "valibot";
import { STRINGS } from "../i18n";
import { readerLength } from "./reader-length";
import { visibleAtLeast } from "./visible-text";
import { COMMENT_MAX, COMMENT_MIN, RATING_MAX, RATING_MIN, REPLY_MAX, REPLY_MIN, REPORT_REASON_MAX, REVIEW_EDIT_DAYS } from "./review-limits";

export { COMMENT_MAX, COMMENT_MIN, RATING_MAX, RATING_MIN, REPLY_MAX, REPLY_MIN, REPORT_REASON_MAX, REVIEW_EDIT_DAYS };

/**
 * Reviews of sellers: the rules both faces share. A buyer who has exchanged messages
 * with a seller about a listing (both wrote at least once) may review that listing's seller once,
 * with 1 to 5 stars and 10 to 1,000 characters; the author may change or delete it for 7 days; the
 * seller may reply once; anyone else may report it; an admin may remove it.
 */

export const REVIEWS_PER_PAGE = 10;
export const REVIEWS_MAX_PAGE = 50;

const DAY_MS = 24 * 60 * 60 * 1000;
export const REVIEW_EDIT_MS = REVIEW_EDIT_DAYS * DAY_MS;

/** The refusals and confirmations of reviews: one plain sentence each, in the reader's language (STRINGS.domain.reviews). */
export const REVIEW_MESSAGES = STRINGS.domain.reviews;
const M = REVIEW_MESSAGES;
/** A message by its key, read when a check fails (the schemas are built once, for every language). */
const say = (key: keyof typeof M) => () => M[key];

/** Characters as a reader counts them (app/domain/reader-length.ts). */
export const characterCount = readerLength;

/**
 * A trimmed text of `min` to `max` characters; a missing key reads as empty (the `short` sentence). The raw length is capped first (four code units a
 * character is more than any real script needs), so a huge body never reaches the counting.
 */
function text(min: number, max: number, short: () => string, long: () => string) {
  return v.pipe(
    v.optional(v.string(short), ""),
    v.maxLength(max * 4, long),
    v.transform((value) => value.replace(/\r\n?/g, "\n").trim()),
    visibleAtLeast(min, short),
    v.check((value) => characterCount(value) <= max, long),
  );
}

/**
 * A whole number given as a number or as digits (what a form sends); anything else reads as NaN.
 * A missing key (a JSON body without it, a radio group left unchosen) reads as an empty choice, so
 * it gets the field's own sentence rather than valibot's "Invalid key".
 */
function wholeNumber(pattern: RegExp, message: () => string) {
  return v.pipe(
    v.optional(v.union([v.number(), v.string()], message), ""),
    v.transform((value) => {
      if (typeof value === "number") return value;
      const trimmed = value.trim();
      return pattern.test(trimmed) ? Number(trimmed) : Number.NaN;
    }),
  );
}

/** 1 to 5 whole stars. */
const Rating = v.pipe(
  wholeNumber(/^[0-9]$/, say("rating")),
  v.check((value) => Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX, say("rating")),
);

/** A listing id: digits (the API's `_id` is a string) or a whole number. */
const ListingId = v.pipe(
  wholeNumber(/^[1-9][0-9]{0,15}$/, say("listing")),
  v.check((value) => Number.isSafeInteger(value) && value >= 1, say("listing")),
);

const Comment = text(COMMENT_MIN, COMMENT_MAX, say("commentShort"), say("commentLong"));

export const ReviewInput = v.object({ listingId: ListingId, rating: Rating, comment: Comment });
export type ReviewInput = v.InferOutput<typeof ReviewInput>;

export const ReviewUpdate = v.object({ rating: Rating, comment: Comment });
export type ReviewUpdate = v.InferOutput<typeof ReviewUpdate>;

export const ReviewReply = v.object({ text: text(REPLY_MIN, REPLY_MAX, say("replyShort"), say("replyLong")) });
export type ReviewReply = v.InferOutput<typeof ReviewReply>;

export const ReviewReport = v.object({ reason: text(1, REPORT_REASON_MAX, say("reasonRequired"), say("reasonLong")) });
export type ReviewReport = v.InferOutput<typeof ReviewReport>;

/** The moment a review can no longer be changed by its author. */
export function editableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_MS);
}

/** Whether the author may still edit or delete a review written at `createdAt` (7 days, the last instant excluded). */
export function canStillEdit(createdAt: Date, now: Date = new Date()): boolean {
  return now.getTime() < editableUntil(createdAt).getTime();
}

/** A seller's rating: the average rounded to one decimal, null while nobody has reviewed them. */
export interface Rating {
  average: number | null;
  count: number;
}

/** The rating from a sum of stars and their count (what SQL's SUM and COUNT give). */
export function ratingFrom(sum: number, count: number): Rating {
  if (count <= 0) return { average: null, count: 0 };
  // Tenths first, then one division: 89 stars over 20 reviews is 4.45 and shows 4.5, not 4.4.
  return { average: Math.round((sum * 10) / count) / 10, count };
}

/** The rating of a list of star counts. */
export function averageRating(ratings: readonly number[]): Rating {
  return ratingFrom(
    ratings.reduce((sum, stars) => sum + stars, 0),
    ratings.length,
  );
}
