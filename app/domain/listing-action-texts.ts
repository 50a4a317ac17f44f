import { LIMITS } from "./limits";

/**
 * The texts of the buyer's and owner's actions on a listing, apart from their schemas so that the
 * listing page's browser code carries the words without the validation library.
 */
/** Report Abuse (spec sections 4 and 5). */
export const REPORT_MESSAGES = {
  reasonRequired: "Please provide a reason for reporting.",
  reasonLong: `Please keep the reason under ${LIMITS.reportReasonMax.toLocaleString("en-KE")} characters.`,
  sent: "Report sent successfully!",
  tooMany: "You have sent many reports in a short time. Please try again later.",
} as const;

/** Message seller (docs/decisions/007). */
export const MESSAGE_MESSAGES = {
  label: "Message seller",
  bodyRequired: "Please write your message.",
  bodyLong: "Please keep your message under 2,000 characters.",
  sent: "Message sent! The seller will reply in your Sokoni messages.",
  replied: "Reply sent!",
  ownListing: "This is your own listing.",
  tooMany: "You have sent many messages in a short time. Please try again later.",
  signIn: "Please sign in to message the seller.",
} as const;

/** The contact channels counted per listing for the admin's highest-interaction list. */
export const CONTACT_CHANNELS = ["call", "whatsapp", "message"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const AVAILABILITY_MESSAGES = {
  button: "Mark Unavailable",
  done: "Listing marked as unavailable!",
  failed: "Failed to mark unavailable",
} as const;
