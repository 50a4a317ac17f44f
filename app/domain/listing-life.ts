/**
 * A listing's life: it is on show for 30 days after it was published or last renewed, 60
 * for Vehicles and Property (a car or a house takes longer to sell), then it expires: it leaves every
 * list but keeps its page, and its seller can renew it. The seller is mailed 3 days before.
 */
export const LISTING_LIFE_DAYS = 30;
export const LONG_LISTING_LIFE_DAYS = 60;
/** The categories whose listings live LONG_LISTING_LIFE_DAYS. */
export const LONG_LIFE_CATEGORIES: readonly string[] = ["Vehicles", "Property"];
export const EXPIRY_REMINDER_DAYS = 3;

export const DAY_MS = 86_400_000;

export function listingLifeDays(category: string): number {
  return LONG_LIFE_CATEGORIES.includes(category) ? LONG_LISTING_LIFE_DAYS : LISTING_LIFE_DAYS;
}

/** When a listing of this category published (or renewed) at `from` expires. */
export function expiryOf(category: string, from: Date): Date {
  return new Date(from.getTime() + listingLifeDays(category) * DAY_MS);
}

/** The reminder is due once the listing is within EXPIRY_REMINDER_DAYS of its expiry. */
export function reminderDueBy(now: Date): Date {
  return new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS);
}

/**
 * What a listing is, as its JSON says (docs/api.md): on show, marked unavailable by its seller,
 * sold, expired, hidden by a moderator (an admin's decision or enough reports), or held for an
 * admin's check because its words look like a scam (docs/decisions/116).
 */
export type ListingStatus = "active" | "unavailable" | "sold" | "expired" | "hidden" | "held";
export const LISTING_STATUSES: readonly ListingStatus[] = ["active", "unavailable", "sold", "expired", "hidden", "held"];

/** Why a listing is out of the public lists (listings.hidden_reason); null when it is on show. */
export type HiddenReason = "admin" | "reports" | "held" | "banned" | "sold" | "expired";

/**
 * The moderation reasons: an admin decides the listing's fate, and they outrank sold and expired. A
 * banned seller's listings (`banned`, docs/decisions/108) are out as an admin's decision is.
 */
export function isModerationReason(reason: HiddenReason | null | undefined): reason is "admin" | "reports" | "held" | "banned" {
  return reason === "admin" || reason === "reports" || reason === "held" || reason === "banned";
}

export function listingStatusOf(row: { hiddenReason: HiddenReason | null; isHidden: boolean; isAvailable: boolean }): ListingStatus {
  if (row.isHidden) {
    if (row.hiddenReason === "sold") return "sold";
    if (row.hiddenReason === "expired") return "expired";
    if (row.hiddenReason === "held") return "held";
    return "hidden";
  }
  return row.isAvailable ? "active" : "unavailable";
}

/** Days left before expiry, rounded up (0 once expired); for "Expires in 3 days". */
export function daysLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}
