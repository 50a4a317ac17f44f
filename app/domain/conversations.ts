import * as v from "valibot";
import { CHAT_LIMITS, CONVERSATION_MESSAGES as M } from "./conversation-texts";
import { visibleLength } from "./reader-length";
import { visibleAtLeast } from "./visible-text";

export * from "./conversation-texts";

/** A message by its key, read when a check fails (the schemas are built once, for every language). */
type Key = { [K in keyof typeof M]: (typeof M)[K] extends string ? K : never }[keyof typeof M];
const say = (key: Key) => () => M[key];

// Text a reader cannot see (zero-width spaces alone) is no text: a photo may go without it.
const text = v.pipe(
  v.optional(v.string(say("textRequired")), ""),
  v.trim(),
  v.maxLength(CHAT_LIMITS.textMax, say("textLong")),
  v.transform((value) => (visibleLength(value) === 0 ? "" : value)),
);

const imageUrls = v.pipe(
  v.optional(v.array(v.string(say("photoNotOurs")), say("photoNotOurs")), []),
  v.maxLength(CHAT_LIMITS.photosPerMessage, say("tooManyPhotos")),
);

/**
 * A message in a conversation: 1 to 2,000 characters of text, or up to 3 photos with or without
 * text (docs/decisions/056). The form's photos arrive as one comma-separated field; the API's as
 * an array (`imageUrls`).
 */
export const MessageInput = v.pipe(
  v.object({ text, imageUrls }),
  v.check((input) => input.text.length > 0 || input.imageUrls.length > 0, say("textRequired")),
);
export type MessageInput = v.InferOutput<typeof MessageInput>;

/** The first message about a listing, which starts the conversation (POST /api/conversations). */
export const StartConversationInput = v.object({
  // Optional so that a body without it gets the field's own sentence, not the validator's "Invalid key".
  listingId: v.pipe(
    v.optional(v.union([v.string(say("listingNotFound")), v.number(say("listingNotFound"))], say("listingNotFound")), ""),
    v.transform(String),
    v.nonEmpty(say("listingNotFound")),
  ),
  text: v.pipe(
    v.optional(v.string(say("textRequired")), ""),
    v.trim(),
    visibleAtLeast(1, say("textRequired")),
    v.maxLength(CHAT_LIMITS.textMax, say("textLong")),
  ),
});

/** Reporting a person (POST /api/users/:id/reports). */
export const PersonReportInput = v.object({
  reason: v.pipe(
    v.optional(v.string(say("reportReasonRequired")), ""),
    v.trim(),
    visibleAtLeast(1, say("reportReasonRequired")),
    v.maxLength(CHAT_LIMITS.reportReasonMax, say("reportReasonLong")),
  ),
});

/** A form's comma-separated photo field as the list MessageInput reads. */
export function photoField(value: string | undefined | null): string[] {
  return (value ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter(Boolean);
}
