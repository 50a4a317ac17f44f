/** English: what its component shows, wherever it is rendered (STRINGS.components.listingUnderReview). */
export const listingUnderReview = {
  /** The admin's notice on the listing page of a held listing. */
  adminNotice: "Held for a check: its words look like a common scam, so nobody else can see it. Publish or reject it in the admin dashboard.",
  /** The admin's notice on a listing that reports hid (the owner's is LISTING_SAFETY_MESSAGES.ownerHiddenByReports). */
  adminHiddenByReports: "Hidden by reports: visitors are told it is under review. Restore it from the admin dashboard if the reports are wrong.",
  contactUs: "Ask for a review through Contact Us",
  lookElsewhere: "Look at other listings",
  safetyGuide: "Read our safety guide",
};
