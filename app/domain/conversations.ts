import * as v from "valibot";
import { CHAT_LIMITS, CONVERSATION_MESSAGES as M } from "./conversation-texts";

export * from "./conversation-texts";

const text = v.pipe(v.optional(v.string(M.textRequired), ""), v.trim(), v.maxLength(CHAT_LIMITS.textMax, M.textLong));

const imageUrls = v.pipe(v.optional(v.array(v.string(M.photoNotOurs), M.photoNotOurs), []), v.maxLength(CHAT_LIMITS.photosPerMessage, M.tooManyPhotos));

/**
 * A message in a conversation: 1 to 2,000 characters of text, or up to 3 photos with or without
 * text (docs/decisions/056). The form's photos arrive as one comma-separated field; the API's as
 * an array (`imageUrls`).
 */
export const MessageInput = v.pipe(
  v.object({ text, imageUrls }),
  v.check((input) => input.text.length > 0 || input.imageUrls.length > 0, M.textRequired),
);
export type MessageInput = v.InferOutput<typeof MessageInput>;

/** The first message about a listing, which starts the conversation (POST /api/conversations). */
export const StartConversationInput = v.object({
  // Optional so that a body without it gets the field's own sentence, not the validator's "Invalid key".
  listingId: v.pipe(
    v.optional(v.union([v.string(M.listingNotFound), v.number(M.listingNotFound)], M.listingNotFound), ""),
    v.transform(String),
    v.nonEmpty(M.listingNotFound),
  ),
  text: v.pipe(v.optional(v.string(M.textRequired), ""), v.trim(), v.nonEmpty(M.textRequired), v.maxLength(CHAT_LIMITS.textMax, M.textLong)),
});

/** Reporting a person (POST /api/users/:id/reports). */
export const PersonReportInput = v.object({
  reason: v.pipe(
    v.optional(v.string(M.reportReasonRequired), ""),
    v.trim(),
    v.nonEmpty(M.reportReasonRequired),
    v.maxLength(CHAT_LIMITS.reportReasonMax, M.reportReasonLong),
  ),
});

/** A form's comma-separated photo field as the list MessageInput reads. */
export function photoField(value: string | undefined | null): string[] {
  return (value ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter(Boolean);
}
