/** Where uploaded images are served from, and how listing image addresses are cleaned (spec section 3). */
export const UPLOADS_BASE = "/uploads/";
export const DEFAULT_LISTING_IMAGE = "/default-listing.svg";

/*
 * Every listing photo, chat photo and sponsor banner is stored as its full image plus narrower
 * copies ("variants", docs/decisions/091-image-variants.md); `/uploads/<key>?w=N` serves the
 * smallest stored copy at least N wide, else the next larger, else the full image.
 */

/** The widths a listing photo (or a chat photo) is stored at beside its full image. */
export const PHOTO_WIDTHS: readonly number[] = [240, 480, 960];
/** The widths a sponsor banner is stored at beside the image the admin sent. */
export const BANNER_WIDTHS: readonly number[] = [640, 1280];
/** The card-sized copy, stored since before variants under the `.thumb` key. */
export const THUMB_WIDTH = 480;

/**
 * The most a variant may weigh: 200 KB at 480 wide (a card thumbnail before variants had the
 * same cap), in proportion to its area at other widths (50 KB at 240, 800 KB at 960). A browser's
 * WebP or JPEG at quality 0.7 is a fraction of it; anything bigger is not a variant, and `?w=`
 * never answers more than it for the width asked.
 */
export function variantMaxBytes(width: number): number {
  return Math.round(200 * 1024 * (width / THUMB_WIDTH) ** 2);
}

/**
 * A variant's format: `base` is WebP (JPEG from a browser that cannot write WebP), which every
 * browser shows; `avif` is an extra copy stored only when the uploader's browser could write it.
 */
export type VariantFormat = "base" | "avif";

/** The upload form's field for one width and format of variant: `variant240`, `avif240`, ... (docs/api.md). */
export function variantField(width: number, format: VariantFormat): string {
  return `${format === "avif" ? "avif" : "variant"}${width}`;
}

/** The widths stored for an upload, by its folder (an R2 key or a `/uploads/...` address); avatars have none. */
export function variantWidthsOf(keyOrUrl: string): readonly number[] {
  const key = keyOrUrl.startsWith(UPLOADS_BASE) ? keyOrUrl.slice(UPLOADS_BASE.length) : keyOrUrl;
  if (key.startsWith("homepage/")) return BANNER_WIDTHS;
  if (key.startsWith("avatars/")) return [];
  return PHOTO_WIDTHS;
}

/**
 * A full address is kept (with a doubled api/api/uploads path collapsed), a relative one is put
 * under the uploads base, empty entries are dropped.
 */
export function normalizeImageUrl(raw: string | null | undefined): string | null {
  const value = (raw ?? "").trim();
  if (!value) return null;
  const collapsed = value.replace(/(\/api)+\/uploads\//, "/uploads/");
  if (/^https?:\/\//i.test(collapsed) || collapsed.startsWith("/")) return collapsed;
  return `${UPLOADS_BASE}${collapsed.replace(/^(uploads\/)+/, "")}`;
}

export function normalizeImageUrls(raw: readonly (string | null | undefined)[] | null | undefined): string[] {
  return (raw ?? []).map(normalizeImageUrl).filter((url): url is string => url !== null);
}

export function coverImage(urls: readonly string[]): string {
  return urls[0] ?? DEFAULT_LISTING_IMAGE;
}

/**
 * The address of the smallest stored copy of one of our uploads at least `width` wide (snapped to
 * the stored widths, so one copy has one address in every cache), or the full image beyond them.
 * Anything not ours is returned as it is.
 */
export function sizedImageUrl(url: string, width: number): string {
  if (!url.startsWith(UPLOADS_BASE)) return url;
  const chosen = variantWidthsOf(url).find((each) => each >= width);
  return chosen === undefined ? url : `${url}${url.includes("?") ? "&" : "?"}w=${chosen}`;
}

/** A `srcset` of the given widths for one of our uploads; undefined for anything else (one size only). */
export function imageSrcSet(url: string, widths: readonly number[]): string | undefined {
  if (!url.startsWith(UPLOADS_BASE) || widths.length === 0) return undefined;
  return widths.map((width) => `${sizedImageUrl(url, width)} ${width}w`).join(", ");
}
