import { THUMB_WIDTH, type VariantFormat, variantMaxBytes, variantWidthsOf } from "../../../app/domain/images";
import { STRINGS } from "../../../app/i18n";
import { NO_AVATAR_DRAWING, NO_PHOTO_DRAWING } from "./fallback-drawings";

export type ImageType = "image/jpeg" | "image/png" | "image/webp" | "image/avif";

export const EXTENSION: Record<ImageType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/avif": "avif" };

/** What the bytes really are (magic numbers), whatever the file name or declared type says. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && ascii(1, 4) === "PNG" && bytes[0] === 0x89 && bytes[4] === 0x0d && bytes[5] === 0x0a) return "image/png";
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 12 && ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "image/avif";
  return null;
}

/** What a browser writes for a copy: WebP, or JPEG where it cannot write WebP; AVIF in the AVIF fields. */
export const VARIANT_TYPES: Record<VariantFormat, readonly ImageType[]> = { base: ["image/webp", "image/jpeg"], avif: ["image/avif"] };

/** The R2 key behind one of our `/uploads/...` addresses, or null for anything else. */
export function uploadKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith("/uploads/")) return null;
  return url.slice("/uploads/".length).split("?")[0] || null;
}

export type { VariantFormat };

/**
 * R2 key of one variant (docs/decisions/091-image-variants.md): the upload's key with a tag before
 * its extension, `w240` (base) or `a240` (AVIF); the 480 base copy keeps the `.thumb` tag it had
 * before variants, so older uploads still serve. The variant's own type travels in its metadata.
 * Its dots make it a key `/uploads/` never serves directly (isSafeKey).
 */
export function variantKeyOf(key: string, width: number, format: VariantFormat = "base"): string {
  const tag = format === "avif" ? `a${width}` : width === THUMB_WIDTH ? "thumb" : `w${width}`;
  return key.replace(/(\.[a-z0-9]+)?$/i, `.${tag}$1`);
}

/** R2 key of the card-sized copy (480 wide, base format) stored beside an uploaded image. */
export function thumbKeyOf(key: string): string {
  return variantKeyOf(key, THUMB_WIDTH);
}

/** Every object an upload may have: its full image and each variant its folder's widths allow. */
export function objectKeysOf(key: string): string[] {
  return [key, ...variantWidthsOf(key).flatMap((width) => [variantKeyOf(key, width), variantKeyOf(key, width, "avif")])];
}

/** The upload an object belongs to: itself, or the image a variant was made from. */
export function ownerKeyOf(objectKey: string): string {
  return objectKey.replace(/\.(?:thumb|[wa]\d+)(\.[a-z0-9]+)?$/i, "$1");
}

/** Custom metadata on a base variant whose AVIF sibling of the same width is stored too. */
export const AVIF_SIBLING = "avif";

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/i;

/** A key we could have made: letters, digits, `/`, `_`, `-` and one extension; never `..`. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..");
}

/** How long a browser keeps a chat photo before asking again (its own cache only, docs/api.md). */
export const PRIVATE_IMAGE_CACHE = "private, max-age=3600";

/**
 * Streams an uploaded image from R2. Keys are random and never reused, so the answer is cached
 * for a year as immutable. `?w=N` serves the smallest stored variant at least N wide (streamImage).
 * Chat photos (`chat/...`) never come this way: services/chat-photos.ts serves them to the two
 * members only.
 */
export async function serveUpload(bucket: R2Bucket, key: string, width: number | null, request: Request): Promise<Response> {
  if (!isSafeKey(key) || key.startsWith("chat/")) return imageNotFound(request, key);
  return streamImage(bucket, key, width, request, "public, max-age=31536000, immutable");
}

/**
 * The object with the given caching, 404 when absent. With a `width`, the smallest variant at
 * least that wide (sizedObject), and the answer varies by Accept (an AVIF copy goes only to a
 * browser that names it), so `Vary: Accept` keeps a cache from handing it to another.
 */
export async function streamImage(bucket: R2Bucket, key: string, width: number | null, request: Request, cacheControl: string): Promise<Response> {
  const object = width === null ? await bucket.get(key) : await sizedObject(bucket, key, width, acceptsAvif(request));
  if (!object) return imageNotFound(request, key);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/octet-stream");
  headers.set("etag", object.httpEtag);
  headers.set("cache-control", cacheControl);
  headers.set("x-content-type-options", "nosniff");
  if (width !== null) headers.set("vary", "Accept");
  if (request.headers.get("if-none-match") === object.httpEtag) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : object.body, { headers });
}

function acceptsAvif(request: Request): boolean {
  return /\bimage\/avif\b/i.test(request.headers.get("accept") ?? "");
}

/**
 * The smallest variant at least `width` wide, else the next larger, else the full image. An
 * upload made before variants (or narrower than a width) lacks some: each miss costs one R2 read.
 * The AVIF copy is read only when its base sibling says it exists, so a browser asking for AVIF
 * costs no extra read on the many uploads that have none. An empty object is a copy closed when
 * its upload was claimed (shown-copies.ts), never served. The full image answers only within the
 * width's cap; a heavier one gives way to the widest narrower copy, so a card never downloads a
 * full photo.
 */
async function sizedObject(bucket: R2Bucket, key: string, width: number, avif: boolean): Promise<R2ObjectBody | null> {
  const widths = variantWidthsOf(key);
  for (const each of widths.filter((stored) => stored >= width)) {
    const variant = await storedCopy(bucket, variantKeyOf(key, each));
    if (!variant) continue;
    if (avif && variant.customMetadata?.[AVIF_SIBLING] === "1") {
      const smaller = await storedCopy(bucket, variantKeyOf(key, each, "avif"));
      if (smaller) {
        await variant.body.cancel();
        return smaller;
      }
    }
    return variant;
  }
  const image = await bucket.get(key);
  if (!image || image.size <= variantMaxBytes(width)) return image;
  for (const each of widths.filter((stored) => stored < width).reverse()) {
    const narrower = await storedCopy(bucket, variantKeyOf(key, each));
    if (!narrower) continue;
    await image.body.cancel();
    return narrower;
  }
  return image;
}

/** A copy's object, or null when there is none or it was closed (an empty object). */
async function storedCopy(bucket: R2Bucket, copyKey: string): Promise<R2ObjectBody | null> {
  const object = await bucket.get(copyKey);
  if (object && object.size === 0) {
    await object.body.cancel();
    return null;
  }
  return object;
}

/**
 * The one answer for a missing image, and for one the caller may not see: still a 404, but a page's
 * `<img>` (a browser says `Sec-Fetch-Dest: image`, or asks for images first) gets the drawing the spec
 * falls back to (the default avatar for a profile picture, the "No photo" drawing for the rest)
 * instead of a broken image. This needs no script, so it holds on every page. Anyone else gets the
 * sentence.
 */
export function imageNotFound(request?: Request, key = ""): Response {
  const dest = request?.headers.get("sec-fetch-dest");
  const forAnImage = dest ? dest === "image" : /^image\//i.test(request?.headers.get("accept") ?? "");
  if (forAnImage) {
    const drawing = key.startsWith("avatars/") ? NO_AVATAR_DRAWING : NO_PHOTO_DRAWING;
    return new Response(request?.method === "HEAD" ? null : drawing, {
      status: 404,
      headers: { "content-type": "image/svg+xml", "cache-control": "no-store", "x-content-type-options": "nosniff" },
    });
  }
  return Response.json({ success: false, message: STRINGS.server.common.common.imageNotFound }, { status: 404, headers: { "cache-control": "no-store" } });
}
