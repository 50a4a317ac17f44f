import { Image } from "@unpic/react/base";
import type { ComponentType, CSSProperties } from "react";
import { DEFAULT_LISTING_IMAGE, sizedImageUrl, THUMB_WIDTH } from "../domain/images";
import { IMAGE_SLOTS, type ImageSlot, type SlotImage, slotPicture } from "../domain/image-transformer";
import { PhotoPlaceholder, usePhotosShown } from "./low-data";

interface ListingImageProps {
  src: string;
  alt: string;
  slot: ImageSlot;
  /** The page's largest picture: loaded at once, ahead of the rest. */
  priority?: boolean;
  /**
   * Low-data mode: the placeholder links to the photo's thumbnail, for a browser without
   * scripts. Only where the image is not inside a link already (a card's picture is no link then).
   */
  linkToPhoto?: boolean;
  /** Shown even in low-data mode: the seller's own photos while they edit a listing. */
  always?: boolean;
}

/** The slot's box, which the photo and its low-data placeholder both take, so nothing moves when one replaces the other. */
function boxOf(slot: ImageSlot): CSSProperties {
  const { width, height } = IMAGE_SLOTS[slot].box;
  return { maxWidth: width, maxHeight: height, aspectRatio: `${width} / ${height}`, width: "100%" };
}

/**
 * unpic's base <Image> as used here. Its types leave `style` out and require a transformer, but its
 * core (1.0, pinned) keeps the style it is given (the only one, `unstyled`) and writes a picture
 * given no transformer as its one address (`SlotImage`); app/domain/image-transformer.test.ts
 * renders it to hold both.
 */
const SlotImageElement = Image as unknown as ComponentType<SlotImage & { alt: string; priority: boolean; unstyled: true; style: CSSProperties }>;

/**
 * The photo as unpic writes it on the server (docs/decisions/125-images-through-unpic.md): lazy
 * unless it is the page's largest, in the slot's box (`unstyled`: the box is ours, the one the
 * placeholder takes). Without hooks, so a test renders it alone.
 */
export function SlotPhoto({ src, alt, slot, priority = false }: Pick<ListingImageProps, "src" | "alt" | "slot" | "priority">) {
  const { image } = slotPicture(src, slot);
  return <SlotImageElement {...image} alt={alt} priority={priority} unstyled style={{ objectFit: "cover", background: "#e8ece9", ...boxOf(slot) }} />;
}

/**
 * A sized image with a fixed 4:3 aspect ratio so the page never jumps. In low-data mode
 * (docs/decisions/087-low-data-mode.md) a placeholder of the same box stands in, and the same
 * picture comes when it is tapped.
 */
export function ListingImage({ src, alt, slot, priority = false, linkToPhoto = false, always = false }: ListingImageProps) {
  const photosShown = usePhotosShown();
  // The no-photo picture (a small drawing, the same for every listing) is no photo to wait for.
  if (!photosShown && !always && src !== DEFAULT_LISTING_IMAGE) {
    const { placeholder } = slotPicture(src, slot);
    return <PhotoPlaceholder photo={{ ...placeholder, alt, style: boxOf(slot) }} href={linkToPhoto ? sizedImageUrl(src, THUMB_WIDTH) : undefined} />;
  }
  return <SlotPhoto src={src} alt={alt} slot={slot} priority={priority} />;
}
