import type { listingUnderReview as en } from "../../en/components/listing-under-review";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.listingUnderReview). */
export const listingUnderReview: typeof en = {
  adminNotice:
    "Linasubiri ukaguzi: maneno yake yanafanana na utapeli wa kawaida, kwa hiyo hakuna mwingine anayeweza kuliona. Lichapishe au ulikatae kwenye dashibodi ya msimamizi.",
  /** The admin's notice on a listing that reports hid (the owner's is LISTING_SAFETY_MESSAGES.ownerHiddenByReports). */
  adminHiddenByReports: "Limefichwa na ripoti: wageni wanaambiwa linakaguliwa. Lirudishe kwenye dashibodi ya msimamizi kama ripoti si sahihi.",
  contactUs: "Omba likaguliwe kupitia Wasiliana Nasi",
  lookElsewhere: "Angalia matangazo mengine",
  safetyGuide: "Soma mwongozo wetu wa usalama",
};
