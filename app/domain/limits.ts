/** Business constants and limits (spec section 9, docs/decisions/). One place, used by UI and server. */

/*
 * The limits the browser's behaviours read, each its own constant: a bundle takes only the ones
 * it uses, where importing LIMITS would carry the whole object to every phone.
 */
export const TOAST_MS = 3000;
export const SOCKET_RECONNECT_ATTEMPTS = 5;
export const BANNER_AUTOPLAY_MS = 6000;
export const RECENTLY_VIEWED = 5;
export const COMPRESSION_QUALITY = 0.8;
export const COMPRESSION_MAX_SIDE = 1024;

/** Every limit by name, the browser's above included. */
export const LIMITS = {
  imagesPerListing: 6,
  imageBytesCreate: 5 * 1024 * 1024,
  imageBytesUpdate: 2 * 1024 * 1024,
  avatarBytes: 2 * 1024 * 1024,
  homepageImageBytes: 5 * 1024 * 1024,
  homepageImagesTotalBytes: 25 * 1024 * 1024,
  compressionQuality: COMPRESSION_QUALITY,
  compressionMaxSide: COMPRESSION_MAX_SIDE,
  // Photos the server prepares (sent without JavaScript): decoded in a Worker's 128 MB, so a
  // phone camera's 12 MP is the most it takes (4096x3072 RGBA is 48 MB, held twice while decoding).
  preparedPhotoPixels: 4096 * 3072,
  minRegularPrice: 50,
  maxRegularPrice: 49_000_000_000,
  listingNameMin: 10,
  listingNameMax: 62,
  // An area below the county: the longest real estate names are about 30 characters.
  areaMax: 60,
  vehicleYearMin: 1900,
  roomsMin: 1,
  roomsMax: 10,
  passwordMin: 8,
  searchTermMin: 2,
  liveSearchDebounceMs: 300,
  pageSize: 9,
  // A list's total is counted exactly up to this many matches, then shown as "1,000+": counting
  // every match of a common word reads more rows than the page itself (docs/decisions/145).
  totalCap: 1000,
  maxPageSize: 48,
  homeRowSize: 4,
  recentlyViewed: RECENTLY_VIEWED,
  googleNewAccountWindowMs: 60_000,
  bannerAutoplayMs: BANNER_AUTOPLAY_MS,
  toastMs: TOAST_MS,
  linkCopiedMs: 2000,
  adminRedirectMs: 2000,
  thankYouRedirectMs: 3000,
  adminListLength: 5,
  socketReconnectAttempts: SOCKET_RECONNECT_ATTEMPTS,
  reportReasonMax: 1000,
  reSignInAdviceMinutes: 30,
} as const;
