/**
 * Issue 16's rules and sentences in one place: the thresholds are the constants the services and
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

export const LISTING_SAFETY_MESSAGES = {
  /** A seller reporting their own listing. */
  ownListing: "You cannot report your own listing.",
  /** The listing page for visitors while reports hide it. */
  underReviewTitle: "This listing is under review",
  underReview: "Several people reported this listing, so it is hidden while our team checks it.",
  /** The owner's notice on their own listing hidden by reports. */
  ownerHiddenByReports:
    "This listing is hidden because several people reported it. Our team will look at it; if you think the reports are wrong, ask for a review through Contact Us.",
  /** The price warning on a listing page (issue 16, verbatim). */
  priceWarning: "This price is much lower than similar listings. Be careful of scams.",
  priceWarningLink: "Read our safety guide",
  /** The dashboard's words for a listing's hiding. */
  hiddenByReports: "hidden by reports",
  hiddenByAdmin: "hidden by an admin",
  copiedPhotos: "Possible copied photos",
} as const;

/** "New on Sokoni: joined 3 days ago" (today, yesterday, N days). */
export function newOnSokoni(days: number): string {
  if (days <= 0) return "New on Sokoni: joined today";
  if (days === 1) return "New on Sokoni: joined yesterday";
  return `New on Sokoni: joined ${days} days ago`;
}

/* ---- limits (issue 16 items 3 to 5): the posting limit's refusal, in parts ---- */

/** The 429 sentence's parts; `postingLimitSentence` (app/domain/posting-limit.ts) joins them. */
export const POSTING_LIMIT_TEXTS = {
  newAccount: (limit: number) => `New accounts can post ${limit} listings a day.`,
  everyAccount: (limit: number) => `Each account can post ${limit} listings a day.`,
  today: (time: string) => `You can post again at ${time} today.`,
  tomorrow: (time: string) => `You can post again tomorrow at ${time}.`,
  later: (date: string, time: string) => `You can post again on ${date} at ${time}.`,
} as const;

// --- photos (issue 16, item 2: duplicates and copied photos) ---

/**
 * The 409 when a seller posts again what they already have on Sokoni: a photo or the title of one
 * of their visible listings in the same subcategory. `name` is that listing's title; the API's
 * answer carries its id (`listingId`) and the create page links to it and to its edit form.
 */
export const DUPLICATE_LISTING_MESSAGES = {
  samePhoto: (name: string) => `You already have a listing with this photo in this category: "${name}". Edit that listing instead of posting it again.`,
  sameTitle: (name: string) => `You already have a listing called "${name}" in this category. Edit that listing instead of posting it again.`,
} as const;
