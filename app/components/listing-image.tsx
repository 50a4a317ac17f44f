import { Image } from "@unpic/react/base";
import { DEFAULT_LISTING_IMAGE, sizedImageUrl, THUMB_WIDTH } from "../domain/images";

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
}

/** A sized, lazy image with a fixed 4:3 aspect ratio so the page never jumps; broken images fall back. */
export function ListingImage({ src, alt, slot, priority = false }: ListingImageProps) {
  const { width, height, breakpoints, sizes } = SLOTS[slot];
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
