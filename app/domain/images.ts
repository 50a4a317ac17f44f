/** Where uploaded images are served from, and how listing image addresses are cleaned (spec section 3). */
export const UPLOADS_BASE = "/uploads/";
export const DEFAULT_LISTING_IMAGE = "/default-listing.svg";
export const DEFAULT_AVATAR = "/default-avatar.svg";

/** The width of the stored card thumbnail; wider requests get the full image. */
export const THUMB_WIDTH = 480;

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

/** Our own uploads come in two sizes; ask for the thumbnail when the slot is small enough. */
export function sizedImageUrl(url: string, width: number): string {
  if (!url.startsWith(UPLOADS_BASE) || width > THUMB_WIDTH) return url;
  return `${url}${url.includes("?") ? "&" : "?"}w=${THUMB_WIDTH}`;
}
