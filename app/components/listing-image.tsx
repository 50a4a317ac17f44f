import { Image } from "@unpic/react/base";
import { DEFAULT_LISTING_IMAGE, sizedImageUrl, THUMB_WIDTH } from "../domain/images";
import { PhotoPlaceholder, usePhotosShown } from "./low-data";

/** Our uploads have a thumbnail and a full size; unpic asks for the one that fits the slot. */
function uploadsTransformer(src: string | URL, operations: { width?: number }) {
  return sizedImageUrl(String(src), operations.width ?? Number.POSITIVE_INFINITY);
}

/**
 * Slots: a card and the little previews only ever need the 480-wide thumbnail (paid data: a
 * sharper image on a dense screen is not worth three times the bytes); the detail photo may use
 * the full size on wide screens.
 */
const SLOTS = {
  card: { width: 640, height: 480, breakpoints: [THUMB_WIDTH], sizes: "(min-width: 560px) 320px, 100vw" },
  preview: { width: 160, height: 120, breakpoints: [THUMB_WIDTH], sizes: "160px" },
  detail: { width: 1024, height: 768, breakpoints: [THUMB_WIDTH, 1024], sizes: "(min-width: 900px) 720px, 100vw" },
} as const;

interface ListingImageProps {
  src: string;
  alt: string;
  slot: keyof typeof SLOTS;
  priority?: boolean;
  /**
   * Low-data mode (issue 19): the placeholder links to the photo's thumbnail, for a browser without
   * scripts. Only where the image is not inside a link already (a card's picture is no link then).
   */
  linkToPhoto?: boolean;
  /** Shown even in low-data mode: the seller's own photos while they edit a listing. */
  always?: boolean;
}

/**
 * A sized, lazy image with a fixed 4:3 aspect ratio so the page never jumps; broken images fall
 * back. In low-data mode (docs/decisions/087-low-data-mode.md) a placeholder of the same box
 * stands in, and the photo comes when it is tapped.
 */
export function ListingImage({ src, alt, slot, priority = false, linkToPhoto = false, always = false }: ListingImageProps) {
  const { width, height, breakpoints, sizes } = SLOTS[slot];
  const photosShown = usePhotosShown();
  // The no-photo picture (a small drawing, the same for every listing) is no photo to wait for.
  if (!photosShown && !always && src !== DEFAULT_LISTING_IMAGE) {
    return (
      <PhotoPlaceholder
        photo={{
          // What unpic would ask for (src for the slot's width, a srcset of the breakpoints), so the
          // tapped photo is the one the page would have shown.
          src: sizedImageUrl(src, width),
          srcSet: breakpoints.map((each) => `${sizedImageUrl(src, each)} ${each}w`).join(", "),
          sizes,
          alt,
          style: { maxWidth: width, maxHeight: height, aspectRatio: `${width} / ${height}`, width: "100%" },
        }}
        href={linkToPhoto ? sizedImageUrl(src, THUMB_WIDTH) : undefined}
      />
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      width={width}
      height={height}
      layout="constrained"
      breakpoints={[...breakpoints]}
      sizes={sizes}
      transformer={uploadsTransformer}
      priority={priority}
      background="#e8ece9"
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(DEFAULT_LISTING_IMAGE)) {
          image.srcset = "";
          image.src = DEFAULT_LISTING_IMAGE;
        }
      }}
    />
  );
}
