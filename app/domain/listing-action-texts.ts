import { STRINGS } from "../i18n";

/**
 * The texts of the buyer's and owner's actions on a listing, apart from their schemas so that the
 * listing page's browser code carries the words without the validation library. Each is a section
 * of the catalogue, read in the reader's language when a text is shown.
 */
/** Report Abuse (spec sections 4 and 5). */
export const REPORT_MESSAGES = STRINGS.domain.report;

/** Message seller (docs/decisions/007). */
export const MESSAGE_MESSAGES = STRINGS.domain.message;

/**
 * The contact channels counted per listing for the admin's highest-interaction list; `reveal` is
 * "Show contact" (docs/decisions/121), counted by its own request rather than by the beacon.
 */
export const CONTACT_CHANNELS = ["call", "whatsapp", "message", "reveal"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const AVAILABILITY_MESSAGES = STRINGS.domain.availability;
