/**
 * The numbers of reviews' rules, apart from app/domain/reviews.ts so that the catalogue's
 * sentences can quote them (the catalogue cannot import a module that reads it).
 */
export const REVIEW_EDIT_DAYS = 7;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const COMMENT_MIN = 10;
export const COMMENT_MAX = 1000;
export const REPLY_MIN = 2;
export const REPLY_MAX = 1000;
export const REPORT_REASON_MAX = 500;
