import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CHAT_LIMITS, CONVERSATION_MESSAGES as M, MessageInput, PersonReportInput, photoField, StartConversationInput } from "./conversations";

/** The first sentence a schema answers with, or null when the input passes. */
function refusalOf(schema: v.GenericSchema, input: unknown): string | null {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? null : (parsed.issues[0]?.message ?? "");
}

const photo = (n: number) => `/uploads/chat/0a1b2c3d-1111-4222-8333-44445555666${n}.jpg`;

describe("a message's bounds", () => {
  it("text is 1 to 2,000 characters after trimming", () => {
    expect(refusalOf(MessageInput, { text: "a" })).toBeNull();
    expect(refusalOf(MessageInput, { text: "a".repeat(CHAT_LIMITS.textMax) })).toBeNull();
    expect(refusalOf(MessageInput, { text: ` ${"a".repeat(CHAT_LIMITS.textMax)}  ` })).toBeNull();
    expect(refusalOf(MessageInput, { text: "a".repeat(CHAT_LIMITS.textMax + 1) })).toBe(M.textLong);
    expect(refusalOf(MessageInput, { text: "" })).toBe(M.textRequired);
    expect(refusalOf(MessageInput, { text: " \n\t " })).toBe(M.textRequired);
    expect(refusalOf(MessageInput, {})).toBe(M.textRequired);
    expect(refusalOf(MessageInput, { text: 5 })).toBe(M.textRequired);
    expect(v.parse(MessageInput, { text: "  Habari  " })).toEqual({ text: "Habari", imageUrls: [] });
  });

  it("photos: up to 3, with or without text; 4 are refused; they must be strings", () => {
    expect(refusalOf(MessageInput, { imageUrls: [photo(1)] })).toBeNull();
    expect(refusalOf(MessageInput, { text: "See", imageUrls: [photo(1), photo(2), photo(3)] })).toBeNull();
    expect(refusalOf(MessageInput, { text: "See", imageUrls: [photo(1), photo(2), photo(3), photo(4)] })).toBe(M.tooManyPhotos);
    expect(refusalOf(MessageInput, { imageUrls: [] })).toBe(M.textRequired);
    expect(refusalOf(MessageInput, { text: "x", imageUrls: [1] })).toBe(M.photoNotOurs);
    expect(refusalOf(MessageInput, { text: "x", imageUrls: photo(1) })).toBe(M.photoNotOurs);
  });

  it("the form's comma-separated photo field reads as the list", () => {
    expect(photoField(` ${photo(1)}, ,${photo(2)} `)).toEqual([photo(1), photo(2)]);
    expect(photoField("")).toEqual([]);
    expect(photoField(null)).toEqual([]);
  });

  it("a first message needs a listing and text; a person report a reason of at most 1,000 characters", () => {
    expect(v.parse(StartConversationInput, { listingId: 12, text: " Is this still available? " })).toEqual({
      listingId: "12",
      text: "Is this still available?",
    });
    expect(refusalOf(StartConversationInput, { text: "Hello" })).toBe(M.listingNotFound);
    expect(refusalOf(StartConversationInput, { listingId: null, text: "Hello" })).toBe(M.listingNotFound);
    expect(refusalOf(StartConversationInput, { listingId: "12", text: "" })).toBe(M.textRequired);
    expect(refusalOf(StartConversationInput, { listingId: "12", text: "a".repeat(CHAT_LIMITS.textMax + 1) })).toBe(M.textLong);
    expect(refusalOf(PersonReportInput, { reason: "Asked for my M-Pesa PIN" })).toBeNull();
    expect(refusalOf(PersonReportInput, { reason: "  " })).toBe(M.reportReasonRequired);
    expect(refusalOf(PersonReportInput, {})).toBe(M.reportReasonRequired);
    expect(refusalOf(PersonReportInput, { reason: "a".repeat(CHAT_LIMITS.reportReasonMax + 1) })).toBe(M.reportReasonLong);
  });
});
