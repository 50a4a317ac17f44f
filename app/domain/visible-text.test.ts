import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { MessageInput, PersonReportInput, StartConversationInput } from "./conversations";
import { MessageSchema, ReportSchema } from "./listing-actions";
import { ListingSchema } from "./listing-input";
import { readerLength, visibleLength } from "./reader-length";
import { ReviewInput, ReviewReply, ReviewReport } from "./reviews";

const ZERO_WIDTH = "\u200b".repeat(12);
/** Texts that draw nothing or next to nothing, each longer than ten code points. */
const INVISIBLE_TEXTS = [
  ZERO_WIDTH,
  "\u200c\u200d\u2060\ufeff\u200e\u200f\u00ad\u2061\u2062\u2063\u2064\u180e",
  "\u3164".repeat(12),
  "\u2800".repeat(12),
  "\u0301".repeat(12),
  ` ${ZERO_WIDTH}\n\u00a0\u3000\t${ZERO_WIDTH} `,
];

describe("visibleLength", () => {
  it("counts nothing for characters that draw nothing", () => {
    for (const text of INVISIBLE_TEXTS) expect(visibleLength(text), JSON.stringify(text)).toBe(0);
    // The box's own counter still counts what was typed.
    expect(readerLength(ZERO_WIDTH)).toBe(12);
  });

  it("counts letters, emoji and accented letters as a reader does, one space between words", () => {
    expect(visibleLength("Good value")).toBe(10);
    expect(visibleLength("  Good \n\n  value  ")).toBe(10);
    expect(visibleLength("Ni\u200bzuri\u200b sana")).toBe(11);
    expect(visibleLength("e\u0301te\u0301")).toBe(3);
    expect(visibleLength("👍🏽 asante")).toBe(8);
  });
});

function firstIssue(schema: v.GenericSchema, input: unknown): string | null {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? null : (parsed.issues[0]?.message ?? "");
}

describe("every text minimum counts visible characters", () => {
  it("a review, a reply and a review report of invisible characters are refused with their sentences", () => {
    for (const text of INVISIBLE_TEXTS) {
      expect(firstIssue(ReviewInput, { listingId: 1, rating: 5, comment: text })).toBe("Please write at least 10 characters about the seller.");
      expect(firstIssue(ReviewReply, { text })).not.toBeNull();
      expect(firstIssue(ReviewReport, { reason: text })).toBe("Please say why you are reporting this review.");
    }
    // Ten visible characters padded with zero-width spaces are still ten.
    expect(firstIssue(ReviewInput, { listingId: 1, rating: 5, comment: `Good${ZERO_WIDTH}value` })).toBe(
      "Please write at least 10 characters about the seller.",
    );
    expect(firstIssue(ReviewInput, { listingId: 1, rating: 5, comment: "Good value" })).toBeNull();
  });

  it("a listing's title, description and names of invisible characters are refused", () => {
    const valid = {
      name: "Toyota Axio 2016, clean",
      description: "Well kept, one owner, full service history.",
      category: "Vehicles",
      subcategory: "Cars",
      location: "Kisumu",
      regularPrice: 1_250_000,
      sellerName: "Wanjiku",
      businessName: "Wanjiku Motors",
      phoneNumber: "0712345678",
      imageUrls: ["/uploads/listings/abc.webp"],
      attributes: { condition: "Used", make: "Toyota", model: "Axio", year: "2016" },
    };
    const issuesOf = (changes: Record<string, unknown>) => {
      const parsed = v.safeParse(ListingSchema, { ...valid, ...changes });
      return parsed.success ? [] : parsed.issues.map((issue) => issue.message);
    };
    expect(issuesOf({})).toEqual([]);
    expect(issuesOf({ name: ZERO_WIDTH })).toContain("Title must be 10 to 62 characters");
    expect(issuesOf({ name: `Axio${ZERO_WIDTH}` })).toContain("Title must be 10 to 62 characters");
    expect(issuesOf({ description: ZERO_WIDTH })).toContain("Description is required");
    expect(issuesOf({ sellerName: "\u3164\u3164" })).not.toEqual([]);
  });

  it("a message, a first message, a report and a person report of invisible characters are refused", () => {
    for (const text of INVISIBLE_TEXTS) {
      expect(firstIssue(MessageInput, { text })).toBe("Please write your message.");
      expect(firstIssue(StartConversationInput, { listingId: "4", text })).toBe("Please write your message.");
      expect(firstIssue(MessageSchema, { body: text })).toBe("Please write your message.");
      expect(firstIssue(ReportSchema, { reason: text })).toBe("Please provide a reason for reporting.");
      expect(firstIssue(PersonReportInput, { reason: text })).not.toBeNull();
    }
    // A photo may still go without words; the invisible text does not go with it.
    expect(v.parse(MessageInput, { text: ZERO_WIDTH, imageUrls: ["/uploads/chat/a.webp"] }).text).toBe("");
  });
});
