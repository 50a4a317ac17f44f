import { describe, expect, it } from "vitest";
import { coverImage, DEFAULT_LISTING_IMAGE, normalizeImageUrl, normalizeImageUrls, sizedImageUrl } from "./images";

describe("normalizeImageUrl", () => {
  it("keeps full addresses and collapses a doubled api path", () => {
    expect(normalizeImageUrl("https://cdn.example.com/a.jpg")).toBe("https://cdn.example.com/a.jpg");
    expect(normalizeImageUrl("https://sokoni.co.ke/api/api/uploads/a.jpg")).toBe("https://sokoni.co.ke/uploads/a.jpg");
    expect(normalizeImageUrl("/api/uploads/a.jpg")).toBe("/uploads/a.jpg");
  });
  it("puts relative names under the uploads base and drops empty entries", () => {
    expect(normalizeImageUrl("listings/a.jpg")).toBe("/uploads/listings/a.jpg");
    expect(normalizeImageUrl("uploads/a.jpg")).toBe("/uploads/a.jpg");
    expect(normalizeImageUrls(["", "  ", null, "a.jpg"])).toEqual(["/uploads/a.jpg"]);
    expect(normalizeImageUrls(undefined)).toEqual([]);
  });
  it("falls back to the default image when there is none", () => {
    expect(coverImage([])).toBe(DEFAULT_LISTING_IMAGE);
    expect(coverImage(["/uploads/b.jpg", "/uploads/c.jpg"])).toBe("/uploads/b.jpg");
  });
});

describe("sizedImageUrl", () => {
  it("asks for the thumbnail for small slots of our own uploads only", () => {
    expect(sizedImageUrl("/uploads/listings/a.jpg", 250)).toBe("/uploads/listings/a.jpg?w=480");
    expect(sizedImageUrl("/uploads/listings/a.jpg", 480)).toBe("/uploads/listings/a.jpg?w=480");
    expect(sizedImageUrl("/uploads/listings/a.jpg", 1024)).toBe("/uploads/listings/a.jpg");
    expect(sizedImageUrl("/default-listing.svg", 250)).toBe("/default-listing.svg");
    expect(sizedImageUrl("https://cdn.example.com/a.jpg", 250)).toBe("https://cdn.example.com/a.jpg");
  });
});
