import { BANNER_WIDTHS, imageSrcSet, sizedImageUrl, UPLOADS_BASE, variantWidthsOf } from "./images";

/*
 * What @unpic/react's base <Image> and <Source> are given for each picture a page shows
 * (docs/decisions/125-images-through-unpic.md). They run on the server only, so they cost a phone
 * no script; unpic writes `src`, `srcset`, loading and priority, and this module decides which of
 * the stored copies (docs/decisions/091-image-variants.md) each place may offer.
 */

/**
 * unpic's transformer: the address of the smallest stored copy at least `width` wide, so every
 * width unpic asks for becomes a copy we have (one copy, one address in every cache). Without a
 * width, and for an address not ours, the address as it is.
 */
export function storedCopy(src: string | URL, { width }: { width?: number | string }): string {
  const url = src.toString();
  return width === undefined ? url : sizedImageUrl(url, Number(width));
}

/** Those of `wanted` at which this image is stored: none for the no-photo drawing or an address not ours. */
export function storedWidths(url: string, wanted: readonly number[]): number[] {
  if (!url.startsWith(UPLOADS_BASE)) return [];
  const stored = variantWidthsOf(url);
  return wanted.filter((width) => stored.includes(width));
}

/**
 * A listing photo's places: the box each shows (its 4:3 size limits), the stored widths a browser
 * may choose from, and how wide the place is on the screen (`sizes`). A card is half a phone's
 * width and at most about 430 px on a desktop: 240 for a phone at 1x, 480 for anything denser or
 * wider (paid data: a sharper card on a 3x screen is not worth four times the bytes). The
 * gallery's previews are 80 px. The detail photo fills a phone and 720 px of a desktop: 480 or 960.
 */
export const IMAGE_SLOTS = {
  card: { box: { width: 640, height: 480 }, widths: [240, 480], sizes: "(min-width: 640px) 320px, 50vw" },
  preview: { box: { width: 160, height: 120 }, widths: [240], sizes: "80px" },
  detail: { box: { width: 1024, height: 768 }, widths: [480, 960], sizes: "(min-width: 900px) 720px, 100vw" },
} as const;

export type ImageSlot = keyof typeof IMAGE_SLOTS;

/**
 * What unpic's <Image> is given: a choice of copies by `srcset` and `sizes`, or one address. For
 * one address there is nothing to transform, and unpic is given no transformer: its core writes no
 * `srcset` then (an empty one otherwise), and `fullWidth` (which takes no width) no `sizes`,
 * `width` or `height`. The component adds alt, priority and the box's style.
 */
export type SlotImage =
  | { src: string; layout: "constrained"; width: number; aspectRatio: number; breakpoints: number[]; sizes: string; transformer: typeof storedCopy }
  | { src: string; layout: "fullWidth" };

/** A photo's place in low-data mode carries the same choice in `data-` attributes (app/components/low-data.tsx). */
export interface SlotPlaceholder {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * One listing photo in one place. The fallback `src` is the widest copy the place offers (never a
 * wider one the place does not need), and the srcset lists only stored copies, each once.
 */
export function slotPicture(src: string, slot: ImageSlot): { image: SlotImage; placeholder: SlotPlaceholder } {
  const { box, widths, sizes } = IMAGE_SLOTS[slot];
  const offered = storedWidths(src, widths);
  const widest = offered.at(-1);
  const address = widest === undefined ? src : storedCopy(src, { width: widest });
  if (widest === undefined || offered.length < 2) return { image: { src: address, layout: "fullWidth" }, placeholder: { src: address } };
  return {
    image: { src, layout: "constrained", width: widest, aspectRatio: box.width / box.height, breakpoints: offered, sizes, transformer: storedCopy },
    placeholder: { src: address, srcSet: imageSrcSet(src, offered), sizes },
  };
}

/** A phone's banner is its width; a wider screen's is the home page's main column, at most 924 px. */
const BANNER_SIZES = "(min-width: 1024px) 924px, 100vw";

/** The sponsor banner's picture is 3:1; its box comes from the stylesheet (`.sponsor-banner`). */
const BANNER_RATIO = 3;

/**
 * A sponsor banner (a <picture>): below 640 px the 640 copy whatever the screen's density (paid
 * data: 640 is already sharp on a 358-px banner), one candidate and so no `sizes`; wider screens
 * 640 or 1,280 by the home column's width.
 */
export function bannerPicture(url: string) {
  const widest = BANNER_WIDTHS.at(-1) ?? 1280;
  return {
    phone: { src: url, media: "(max-width: 639px)", layout: "fullWidth", breakpoints: storedWidths(url, BANNER_WIDTHS.slice(0, 1)), transformer: storedCopy },
    image: {
      src: url,
      layout: "constrained",
      width: widest,
      aspectRatio: BANNER_RATIO,
      breakpoints: storedWidths(url, BANNER_WIDTHS),
      sizes: BANNER_SIZES,
      transformer: storedCopy,
    },
  } as const;
}
