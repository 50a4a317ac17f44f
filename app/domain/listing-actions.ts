import * as v from "valibot";
import { LIMITS } from "./limits";
import { visibleAtLeast } from "./visible-text";
import { MESSAGE_MESSAGES, REPORT_MESSAGES } from "./listing-action-texts";

export * from "./listing-action-texts";

// The messages are read when a check fails, in the language of whoever is answered.

/** Report Abuse (spec sections 4 and 5): a reason is required. */
export const ReportSchema = v.object({
  reason: v.pipe(
    v.optional(
      v.string(() => REPORT_MESSAGES.reasonRequired),
      "",
    ),
    v.trim(),
    visibleAtLeast(1, () => REPORT_MESSAGES.reasonRequired),
    v.maxLength(LIMITS.reportReasonMax, () => REPORT_MESSAGES.reasonLong),
  ),
});

/** Message seller (docs/decisions/007): a message of at most 2,000 characters. */
export const MessageSchema = v.object({
  body: v.pipe(
    v.optional(
      v.string(() => MESSAGE_MESSAGES.bodyRequired),
      "",
    ),
    v.trim(),
    visibleAtLeast(1, () => MESSAGE_MESSAGES.bodyRequired),
    v.maxLength(2000, () => MESSAGE_MESSAGES.bodyLong),
  ),
});
