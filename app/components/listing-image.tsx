import { Image } from "@unpic/react/base";
import { DEFAULT_LISTING_IMAGE, sizedImageUrl } from "../domain/images";

/** Our uploads have a thumbnail and a full size; unpic asks for the one that fits the slot. */
function uploadsTransformer(src: string | URL, operations: { width?: number }) {
  return sizedImageUrl(String(src), operations.width ?? Number.POSITIVE_INFINITY);
}

interface ListingImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}

/** A sized, lazy image with a fixed aspect ratio so the page never jumps; broken images fall back. */
export function ListingImage({ src, alt, width, height, priority = false, className }: ListingImageProps) {
  return (
    <Image
      src={src}
      alt={alt}
      width={width}
      height={height}
      layout="constrained"
      breakpoints={[480, 1024]}
      transformer={uploadsTransformer}
      priority={priority}
      className={className}
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
