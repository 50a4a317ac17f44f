import { THUMB_WIDTH } from "../../app/domain/images";
import { STRINGS } from "../../app/i18n";

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

/** The R2 key behind one of our `/uploads/...` addresses, or null for anything else. */
export function uploadKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith("/uploads/")) return null;
  return url.slice("/uploads/".length).split("?")[0] || null;
}

/** R2 key of the card-sized copy stored beside each uploaded image. */
export function thumbKeyOf(key: string): string {
  return key.replace(/(\.[a-z0-9]+)?$/i, ".thumb$1");
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/i;

/** A key we could have made: letters, digits, `/`, `_`, `-` and one extension; never `..`. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..");
}

/** How long a browser keeps a chat photo before asking again (its own cache only, docs/api.md). */
export const PRIVATE_IMAGE_CACHE = "private, max-age=3600";

/**
 * Streams an uploaded image from R2. Keys are random and never reused, so the answer is cached
 * for a year as immutable. `?w=480` or less serves the thumbnail when one exists. Chat photos
 * (`chat/...`) never come this way: services/chat-photos.ts serves them to the two members only.
 */
export async function serveUpload(bucket: R2Bucket, key: string, width: number | null, request: Request): Promise<Response> {
  if (!isSafeKey(key) || key.startsWith("chat/")) return imageNotFound();
  return streamImage(bucket, key, width, request, "public, max-age=31536000, immutable");
}

/** The object (or, for `width` up to the thumbnail's, its thumbnail) with the given caching; 404 when absent. */
export async function streamImage(bucket: R2Bucket, key: string, width: number | null, request: Request, cacheControl: string): Promise<Response> {
  const wantsThumb = width !== null && width <= THUMB_WIDTH;
  const object = (wantsThumb ? await bucket.get(thumbKeyOf(key)) : null) ?? (await bucket.get(key));
  if (!object) return imageNotFound();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/octet-stream");
  headers.set("etag", object.httpEtag);
  headers.set("cache-control", cacheControl);
  headers.set("x-content-type-options", "nosniff");
  if (request.headers.get("if-none-match") === object.httpEtag) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : object.body, { headers });
}

/** The one answer for a missing image, and for one the caller may not see. */
export function imageNotFound(): Response {
  return Response.json({ success: false, message: STRINGS.server.common.imageNotFound }, { status: 404, headers: { "cache-control": "no-store" } });
}
