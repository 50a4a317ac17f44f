import { describe, expect, it } from "vitest";
import { bannerPicture, IMAGE_SLOTS, slotPicture, storedCopy, storedWidths } from "./image-transformer";
import { DEFAULT_LISTING_IMAGE, PHOTO_WIDTHS } from "./images";

const PHOTO = "/uploads/listings/a.webp";
const BANNER = "/uploads/homepage/b.webp";

describe("storedCopy, unpic's transformer", () => {
  it("answers the smallest stored copy that covers the width asked for", () => {
    expect(storedCopy(PHOTO, { width: 100 })).toBe(`${PHOTO}?w=240`);
    expect(storedCopy(PHOTO, { width: 240 })).toBe(`${PHOTO}?w=240`);
    expect(storedCopy(PHOTO, { width: 241 })).toBe(`${PHOTO}?w=480`);
    expect(storedCopy(PHOTO, { width: "700" })).toBe(`${PHOTO}?w=960`);
    expect(storedCopy(new URL(`https://sokoni.test${PHOTO}`).pathname, { width: 480 })).toBe(`${PHOTO}?w=480`);
    expect(storedCopy(BANNER, { width: 390 })).toBe(`${BANNER}?w=640`);
    expect(storedCopy(BANNER, { width: 924 })).toBe(`${BANNER}?w=1280`);
  });

  it("answers the full image beyond the copies, and any address not ours or without a width as it is", () => {
    expect(storedCopy(PHOTO, { width: 1200 })).toBe(PHOTO);
    expect(storedCopy(PHOTO, {})).toBe(PHOTO);
    expect(storedCopy(DEFAULT_LISTING_IMAGE, { width: 480 })).toBe(DEFAULT_LISTING_IMAGE);
    expect(storedCopy("https://cdn.example.com/a.jpg", { width: 480 })).toBe("https://cdn.example.com/a.jpg");
  });

  it("offers only widths the image is stored at", () => {
    expect(storedWidths(PHOTO, [240, 480, 720])).toEqual([240, 480]);
    expect(storedWidths(BANNER, IMAGE_SLOTS.card.widths)).toEqual([]);
    expect(storedWidths(DEFAULT_LISTING_IMAGE, PHOTO_WIDTHS)).toEqual([]);
    expect(storedWidths("https://cdn.example.com/uploads/a.jpg", PHOTO_WIDTHS)).toEqual([]);
  });
});

describe("slotPicture", () => {
  it("gives unpic each slot's stored widths as breakpoints and its widest as the fallback", () => {
    for (const slot of ["card", "detail"] as const) {
      const { image } = slotPicture(PHOTO, slot);
      expect(image).toMatchObject({
        layout: "constrained",
        breakpoints: [...IMAGE_SLOTS[slot].widths],
        sizes: IMAGE_SLOTS[slot].sizes,
        transformer: storedCopy,
      });
      expect(image.layout === "constrained" && storedCopy(image.src, { width: image.width })).toBe(`${PHOTO}?w=${IMAGE_SLOTS[slot].widths.at(-1)}`);
    }
  });

  it("gives one address, and no transformer, where there is nothing to choose", () => {
    expect(slotPicture(PHOTO, "preview").image).toEqual({ src: `${PHOTO}?w=240`, layout: "fullWidth" });
    expect(slotPicture(DEFAULT_LISTING_IMAGE, "card").image).toEqual({ src: DEFAULT_LISTING_IMAGE, layout: "fullWidth" });
  });

  // What the low-data placeholder carried before unpic wrote the photos (docs/decisions/087).
  it("leaves the low-data placeholder's address, srcset and sizes as they were", () => {
    expect(slotPicture(PHOTO, "card").placeholder).toEqual({
      src: `${PHOTO}?w=480`,
      srcSet: `${PHOTO}?w=240 240w, ${PHOTO}?w=480 480w`,
      sizes: "(min-width: 640px) 320px, 50vw",
    });
    expect(slotPicture(PHOTO, "detail").placeholder).toEqual({
      src: `${PHOTO}?w=960`,
      srcSet: `${PHOTO}?w=480 480w, ${PHOTO}?w=960 960w`,
      sizes: "(min-width: 900px) 720px, 100vw",
    });
    expect(slotPicture(PHOTO, "preview").placeholder).toEqual({ src: `${PHOTO}?w=240` });
    expect(slotPicture("https://cdn.example.com/a.jpg", "card").placeholder).toEqual({ src: "https://cdn.example.com/a.jpg" });
  });
});

describe("bannerPicture", () => {
  it("offers a phone the 640 copy alone and a wider screen 640 or 1,280", () => {
    const { phone, image } = bannerPicture(BANNER);
    expect(phone).toMatchObject({ media: "(max-width: 639px)", breakpoints: [640], transformer: storedCopy });
    expect(image).toMatchObject({ breakpoints: [640, 1280], sizes: "(min-width: 1024px) 924px, 100vw", transformer: storedCopy });
    expect(storedCopy(image.src, { width: image.width })).toBe(`${BANNER}?w=1280`);
  });
});
