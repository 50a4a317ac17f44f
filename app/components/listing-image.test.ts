import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_LISTING_IMAGE, PHOTO_WIDTHS } from "../domain/images";
import { SlotPhoto } from "./listing-image";
import { SponsorBanner } from "./sponsor-banner/sponsor-banner";

/*
 * What unpic writes on the server for each place a photo shows (docs/decisions/125): only stored
 * copies, each once, and the copy a phone picks by `srcset` and `sizes` no larger than before.
 */

const PHOTO = "/uploads/listings/a.webp";

/** The attributes of each `<tag>` in the markup, by name (React writes `srcSet`, `fetchPriority`). */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*?)/?>`, "g"))].map((match) =>
    Object.fromEntries([...(match[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name?.toLowerCase() ?? "", value ?? ""])),
  );
}

function photo(slot: "card" | "preview" | "detail", src = PHOTO, priority = false): Record<string, string> {
  const [image] = tags(renderToStaticMarkup(createElement(SlotPhoto, { src, alt: "A cow", slot, priority })), "img");
  if (!image) throw new Error("no <img>");
  return image;
}

/** The candidates of a srcset: each address and its width. */
function candidates(srcset: string): { url: string; width: number }[] {
  return srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url: url ?? "", width: Number.parseInt(descriptor ?? "", 10) }));
}

/** How wide `sizes` says the picture shows on a viewport this wide, in CSS px. */
function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(",").map((each) => each.trim())) {
    const match = /^(?:\(min-width: (\d+)px\)\s+)?(\d+)(px|vw)$/.exec(entry);
    if (!match) throw new Error(`unread sizes entry: ${entry}`);
    const [, min, length, unit] = match;
    if (min === undefined || viewport >= Number(min)) return unit === "vw" ? (viewport * Number(length)) / 100 : Number(length);
  }
  return viewport;
}

/** The copy a browser picks: the narrowest that covers the slot at the screen's density, else the widest. */
function picked(image: Record<string, string>, viewport: number, dpr: number): number {
  const needed = slotWidth(image.sizes ?? "100vw", viewport) * dpr;
  const widths = candidates(image.srcset ?? "")
    .map((each) => each.width)
    .sort((a, b) => a - b);
  return widths.find((width) => width >= needed) ?? widths.at(-1) ?? Number.NaN;
}

describe("a listing photo written by unpic", () => {
  it("lists only stored copies in each slot's srcset, each width once, at its own address", () => {
    for (const [slot, widths] of [
      ["card", [240, 480]],
      ["detail", [480, 960]],
    ] as const) {
      const listed = candidates(photo(slot).srcset ?? "");
      expect(listed.map((each) => each.width)).toEqual(widths);
      for (const { url, width } of listed) {
        expect(PHOTO_WIDTHS).toContain(width);
        expect(url).toBe(`${PHOTO}?w=${width}`);
      }
    }
  });

  it("never lets a 390-px phone fetch more than the 480 copy of a card", () => {
    const card = photo("card");
    expect(picked(card, 390, 1)).toBe(240);
    expect(picked(card, 390, 2)).toBe(480);
    expect(picked(card, 390, 3)).toBe(480);
    expect(picked(card, 1280, 2)).toBe(480);
    expect(card.src).toBe(`${PHOTO}?w=480`);
  });

  it("gives the detail photo 480 on a 1x phone and 960 on a denser one or a desktop", () => {
    const detail = photo("detail");
    expect(detail.sizes).toBe("(min-width: 900px) 720px, 100vw");
    expect(picked(detail, 390, 1)).toBe(480);
    expect(picked(detail, 390, 2)).toBe(960);
    expect(picked(detail, 1280, 1)).toBe(960);
    expect(detail.src).toBe(`${PHOTO}?w=960`);
  });

  it("loads the page's largest picture at once and ahead, and the others lazily", () => {
    expect(photo("detail", PHOTO, true)).toMatchObject({ loading: "eager", fetchpriority: "high" });
    expect(photo("detail", PHOTO, true).decoding).toBeUndefined();
    expect(photo("card")).toMatchObject({ loading: "lazy", decoding: "async" });
    expect(photo("card").fetchpriority).toBeUndefined();
  });

  it("keeps the slot's fixed 4:3 box and no width or height of its own", () => {
    expect(photo("card").style).toBe("object-fit:cover;background:#e8ece9;max-width:640px;max-height:480px;aspect-ratio:640 / 480;width:100%");
    expect(photo("detail").style).toContain("aspect-ratio:1024 / 768");
    for (const slot of ["card", "preview", "detail"] as const) {
      expect(photo(slot).width).toBeUndefined();
      expect(photo(slot).height).toBeUndefined();
    }
  });

  it("writes one address and no srcset where there is nothing to choose", () => {
    const preview = photo("preview");
    expect(preview.src).toBe(`${PHOTO}?w=240`);
    expect([preview.srcset, preview.sizes]).toEqual([undefined, undefined]);
    const drawing = photo("card", DEFAULT_LISTING_IMAGE);
    expect(drawing).toMatchObject({ src: DEFAULT_LISTING_IMAGE, alt: "A cow", loading: "lazy" });
    expect([drawing.srcset, drawing.sizes]).toEqual([undefined, undefined]);
  });

  it("marks a photo without words as presentation", () => {
    const [image] = tags(renderToStaticMarkup(createElement(SlotPhoto, { src: PHOTO, alt: "", slot: "preview" })), "img");
    expect(image?.role).toBe("presentation");
    expect(photo("preview").role).toBeUndefined();
  });
});

describe("the sponsor banner written by unpic", () => {
  const banners = [0, 1].map((id) => ({ id, imageUrl: `/uploads/homepage/b${id}.webp`, companyName: `Sponsor ${id}`, companyUrl: "https://example.com" }));
  const html = renderToStaticMarkup(createElement(SponsorBanner, { images: banners }));

  it("gives a phone the 640 copy alone and a wider screen 640 or 1,280, the first at once", () => {
    const [phone] = tags(html, "source");
    expect(phone).toMatchObject({ media: "(max-width: 639px)", srcset: "/uploads/homepage/b0.webp?w=640 640w" });
    expect(phone?.sizes).toBeUndefined();
    const [first] = tags(html, "img");
    expect(candidates(first?.srcset ?? "").map((each) => each.width)).toEqual([640, 1280]);
    expect(first).toMatchObject({ src: "/uploads/homepage/b0.webp?w=1280", loading: "eager", fetchpriority: "high", alt: "Sponsor 0" });
    expect(picked(first ?? {}, 1280, 1)).toBe(1280);
  });

  it("keeps a later slide's picture in <noscript> until it is asked for", () => {
    const later = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? "";
    expect(later).toContain("/uploads/homepage/b1.webp?w=640 640w");
    expect(later).toContain('loading="lazy"');
  });
});
