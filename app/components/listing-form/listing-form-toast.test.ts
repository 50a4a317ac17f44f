import { describe, expect, it } from "vitest";
import { LISTING_MESSAGES, UPLOAD_MESSAGES } from "../../domain/listing-input";
import { toastForErrors } from "./listing-form";

describe("the listing form's toast", () => {
  it("names the first problem in the form's order with the spec's short text", () => {
    expect(toastForErrors({ phoneNumber: LISTING_MESSAGES.phoneInvalid, imageUrls: LISTING_MESSAGES.imagesRequired })).toBe("No image selected");
    expect(toastForErrors({ phoneNumber: LISTING_MESSAGES.phoneInvalid, regularPrice: LISTING_MESSAGES.priceHigh })).toBe("Price too high");
    expect(toastForErrors({ discountPrice: LISTING_MESSAGES.discountNotLower, name: LISTING_MESSAGES.nameLength })).toBe(
      "Error: Title must be 10 to 62 characters",
    );
    expect(toastForErrors({ phoneNumber: LISTING_MESSAGES.phoneInvalid })).toBe("Invalid phone number");
  });

  it("says what went wrong with a photo sent with the form", () => {
    expect(toastForErrors({ photos: UPLOAD_MESSAGES.tooMany, name: LISTING_MESSAGES.nameLength })).toBe("Too many images");
    expect(toastForErrors({ photos: UPLOAD_MESSAGES.tooLarge(5 * 1024 * 1024) })).toBe("File too large");
    expect(toastForErrors({ photos: UPLOAD_MESSAGES.notPreparable })).toBe(`Upload failed: ${UPLOAD_MESSAGES.notPreparable}`);
  });

  it("shows a message about the whole form (the posting limit) as the server wrote it", () => {
    const limit = "New accounts can post 5 listings a day. You can post again at 2:15 pm today.";
    expect(toastForErrors({ form: limit })).toBe(limit);
  });
});
