import { STRINGS } from "../i18n";

/**
 * The listing-safety rules and sentences in one place: the thresholds are the constants the services and
 * the tests read, so changing one changes the product and its tests together.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Auto-hide: this many different people reporting a listing within the window hide it. */
export const AUTO_HIDE_REPORTS = 3;
/** Reports older than this no longer count towards auto-hide. */
export const REPORT_COUNT_WINDOW_MS = 30 * DAY_MS;
/** Of the people counted towards AUTO_HIDE_REPORTS, at most this many may be anonymous. */
export const MAX_ANONYMOUS_COUNTED = 1;

/** Posting limits: accounts younger than `newAccountMs` publish at most `newAccountPerWindow`. */
export const POSTING_LIMITS = {
  windowMs: DAY_MS,
  newAccountMs: 7 * DAY_MS,
  newAccountPerWindow: 5,
  perWindow: 20,
} as const;

/** Price warning: below this share of the median of at least MIN_COMPARABLES listings. */
export const PRICE_WARNING_RATIO = 0.3;
export const MIN_COMPARABLES = 10;

/** "New on Sokoni" beside a seller who joined less than this long ago. */
export const NEW_ACCOUNT_MS = 7 * DAY_MS;

/** The listing-safety sentences (STRINGS.domain.listingSafety), read in the reader's language when shown. */
export const LISTING_SAFETY_MESSAGES = STRINGS.domain.listingSafety;

/** "New on Sokoni: joined 3 days ago" (today, yesterday, N days). */
export function newOnSokoni(days: number): string {
  return STRINGS.domain.newAccount.joined(days);
}

/* ---- limits: the posting limit's refusal, in parts ---- */

/** The 429 sentence's parts; `postingLimitSentence` (app/domain/posting-limit.ts) joins them. */
export const POSTING_LIMIT_TEXTS = STRINGS.domain.postingLimit;

// --- photos (duplicates and copied photos) ---

/**
 * The 409 when a seller posts again what they already have on Sokoni: a photo or the title of one
 * of their visible listings in the same subcategory. `name` is that listing's title; the API's
 * answer carries its id (`listingId`) and the create page links to it and to its edit form.
 */
export const DUPLICATE_LISTING_MESSAGES = STRINGS.domain.duplicateListing;
