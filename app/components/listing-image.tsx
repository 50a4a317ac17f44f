import type { CSSProperties } from "react";
import { DEFAULT_LISTING_IMAGE, imageSrcSet, sizedImageUrl, THUMB_WIDTH } from "../domain/images";
import { PhotoPlaceholder, usePhotosShown } from "./low-data";

/**
 * Slots (docs/decisions/091-image-variants.md): the box each shows (its 4:3 size limits), the
 * stored widths a browser may choose from, and how wide the slot is on the screen (`sizes`).
 * A card is half a phone's width and at most about 430 px on a desktop: 240 for a phone at 1x,
 * 480 for anything denser or wider (paid data: a sharper card on a 3x screen is not worth four
 * times the bytes). The gallery's previews are 80 px. The detail photo fills a phone and 720 px
 * of a desktop: 480 or 960.
 */
const SLOTS = {
  card: { width: 640, height: 480, widths: [240, 480], sizes: "(min-width: 640px) 320px, 50vw" },
  preview: { width: 160, height: 120, widths: [240], sizes: "80px" },
  detail: { width: 1024, height: 768, widths: [480, 960], sizes: "(min-width: 900px) 720px, 100vw" },
} as const;

interface ListingImageProps {
  src: string;
  alt: string;
  slot: keyof typeof SLOTS;
  /** The page's largest picture: loaded at once, ahead of the rest. */
  priority?: boolean;
  /**
   * Low-data mode (issue 19): the placeholder links to the photo's thumbnail, for a browser without
   * scripts. Only where the image is not inside a link already (a card's picture is no link then).
   */
  linkToPhoto?: boolean;
  /** Shown even in low-data mode: the seller's own photos while they edit a listing. */
  always?: boolean;
}

/** What a slot's <img> carries: the widest choice as `src`, the rest in `srcset`. */
function slotPicture(src: string, slot: keyof typeof SLOTS) {
  const { width, height, widths, sizes } = SLOTS[slot];
  const style: CSSProperties = { maxWidth: width, maxHeight: height, aspectRatio: `${width} / ${height}`, width: "100%" };
  const srcSet = widths.length > 1 ? imageSrcSet(src, widths) : undefined;
  return { src: sizedImageUrl(src, widths[widths.length - 1] ?? width), srcSet, sizes: srcSet ? sizes : undefined, style };
}

/**
 * A sized image with a fixed 4:3 aspect ratio so the page never jumps, lazy unless it is the
 * page's largest. In low-data mode (docs/decisions/087-low-data-mode.md)
 * a placeholder of the same box stands in, and the same picture comes when it is tapped.
 */
export function ListingImage({ src, alt, slot, priority = false, linkToPhoto = false, always = false }: ListingImageProps) {
  const picture = slotPicture(src, slot);
  const photosShown = usePhotosShown();
  // The no-photo picture (a small drawing, the same for every listing) is no photo to wait for.
  if (!photosShown && !always && src !== DEFAULT_LISTING_IMAGE) {
    return <PhotoPlaceholder photo={{ ...picture, alt }} href={linkToPhoto ? sizedImageUrl(src, THUMB_WIDTH) : undefined} />;
  }
  return (
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.sizes}
      alt={alt}
      role={alt ? undefined : "presentation"}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      style={{ objectFit: "cover", background: "#e8ece9", ...picture.style }}
    />
  );
}
