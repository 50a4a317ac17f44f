import { describe, expect, it } from "vitest";
import { coverImage, DEFAULT_LISTING_IMAGE, imageSrcSet, normalizeImageUrl, normalizeImageUrls, sizedImageUrl, variantField, variantWidthsOf } from "./images";

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
  it("asks for the smallest stored width at least the slot's, for our own uploads only", () => {
    expect(sizedImageUrl("/uploads/listings/a.jpg", 160)).toBe("/uploads/listings/a.jpg?w=240");
    expect(sizedImageUrl("/uploads/listings/a.jpg", 250)).toBe("/uploads/listings/a.jpg?w=480");
    expect(sizedImageUrl("/uploads/listings/a.jpg", 480)).toBe("/uploads/listings/a.jpg?w=480");
    expect(sizedImageUrl("/uploads/listings/a.jpg", 720)).toBe("/uploads/listings/a.jpg?w=960");
    expect(sizedImageUrl("/uploads/listings/a.jpg", 1024)).toBe("/uploads/listings/a.jpg");
    expect(sizedImageUrl("/default-listing.svg", 250)).toBe("/default-listing.svg");
    expect(sizedImageUrl("https://cdn.example.com/a.jpg", 250)).toBe("https://cdn.example.com/a.jpg");
  });

  it("knows each folder's widths: banners 640 and 1280, avatars none", () => {
    expect(variantWidthsOf("/uploads/chat/a.webp")).toEqual([240, 480, 960]);
    expect(variantWidthsOf("homepage/a.jpg")).toEqual([640, 1280]);
    expect(sizedImageUrl("/uploads/homepage/a.jpg", 390)).toBe("/uploads/homepage/a.jpg?w=640");
    expect(sizedImageUrl("/uploads/homepage/a.jpg", 924)).toBe("/uploads/homepage/a.jpg?w=1280");
    expect(sizedImageUrl("/uploads/avatars/a.png", 96)).toBe("/uploads/avatars/a.png");
  });

  it("writes a srcset of the stored widths, and none for pictures that are not ours", () => {
    expect(imageSrcSet("/uploads/listings/a.webp", [240, 480])).toBe("/uploads/listings/a.webp?w=240 240w, /uploads/listings/a.webp?w=480 480w");
    expect(imageSrcSet("/default-listing.svg", [240, 480])).toBeUndefined();
    expect(variantField(240, "base")).toBe("variant240");
    expect(variantField(960, "avif")).toBe("avif960");
  });
});
