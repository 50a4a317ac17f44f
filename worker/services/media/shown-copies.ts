import { LIMITS } from "../../../app/domain/limits";
import { UPLOAD_MESSAGES } from "../../../app/domain/listing-input";
import { type VariantFormat, variantMaxBytes } from "../../../app/domain/images";
import { copiesOf, PREPARABLE, photoDimensions } from "./compress-photo";
import { type ImageType, sniffImageType, VARIANT_TYPES, variantKeyOf } from "./images";
import { Refusal } from "../refusal";

/*
 * The copies an image is shown at (docs/decisions/113-copies-at-claim.md): every base copy of its
 * widths is either one the uploader sent and the server checked, or one the server made, so a
 * card never downloads a full photo; and once a presigned upload is claimed, every copy key its
 * slot could have signed holds an object, so no address still good for ten minutes can write
 * one after the check (the PUTs carry `If-None-Match: *`). A copy that is not there at the claim
 * and that the server does not make (an AVIF, or a copy of a picture it cannot draw) gets an
 * empty object, which `/uploads` takes as "no such copy".
 */

type Shape = { width: number; height: number } | null;

/** One copy of an image, ready to store (uploads.ts `CheckedVariant`). */
interface CheckedVariant {
  width: number;
  format: VariantFormat;
  bytes: Uint8Array;
  type: ImageType;
}

/** What a copy of `width` may be: no wider than its width, no taller than the photo's longest side (or the width). */
function fitsWidth(shape: Shape, width: number): boolean {
  return !shape || (shape.width <= width && shape.height <= Math.max(width, LIMITS.compressionMaxSide));
}

/** The longest side a copy is drawn from: a photo's 1,024, or a banner's widest copy. */
function drawnFrom(widths: readonly number[]): number {
  return Math.max(LIMITS.compressionMaxSide, ...widths);
}

/**
 * An image the server cannot draw (AVIF, too many pixels, bytes no decoder reads) may stand for
 * its own copies only when it is no heavier and no wider than the smallest of them (a header
 * that names no size is a picture no browser can draw either, as decision 091 takes it).
 */
function standsInForCopies(bytes: number, shape: Shape, widths: readonly number[]): boolean {
  const smallest = Math.min(...widths);
  return bytes <= variantMaxBytes(smallest) && fitsWidth(shape, smallest);
}

/** Why the server cannot make an image's copies: the sentence for an image it does not decode, or has too many pixels. */
function cannotDraw(type: ImageType, shape: Shape): Refusal | null {
  if (!PREPARABLE.includes(type)) return new Refusal(415, UPLOAD_MESSAGES.noCopies);
  if (!shape) return new Refusal(415, UPLOAD_MESSAGES.unreadable);
  if (shape.width * shape.height > LIMITS.preparedPhotoPixels) {
    return new Refusal(413, UPLOAD_MESSAGES.tooManyPixels(Math.floor(LIMITS.preparedPhotoPixels / 100_000) / 10));
  }
  return null;
}

/**
 * The base copies an image is missing, made by the server from its bytes; the image stands for
 * them only where standsInForCopies says so, else the refusal says why.
 */
async function madeCopies(bytes: Uint8Array, type: ImageType, missing: readonly number[], widths: readonly number[]): Promise<CheckedVariant[] | Refusal> {
  if (missing.length === 0) return [];
  const shape = photoDimensions(bytes, type);
  const refusal = cannotDraw(type, shape);
  if (refusal) return standsInForCopies(bytes.byteLength, shape, widths) ? [] : refusal;
  try {
    const made = await copiesOf(bytes, type, missing, drawnFrom(widths), variantMaxBytes);
    return made.map((copy) => ({ width: copy.width, format: "base", bytes: copy.bytes, type: "image/webp" }));
  } catch {
    return standsInForCopies(bytes.byteLength, shape, widths) ? [] : new Refusal(415, UPLOAD_MESSAGES.unreadable);
  }
}

/**
 * An image checked for storing through the Worker (a script's or an API client's upload) with
 * the base copies it was sent without made here, as the form without JavaScript has them.
 */
export async function withServerCopies<Image extends { bytes: Uint8Array; type: ImageType; variants: CheckedVariant[] }>(
  image: Image,
  widths: readonly number[],
): Promise<Image> {
  const sent = new Set(image.variants.filter((variant) => variant.format === "base").map((variant) => variant.width));
  const made = await madeCopies(
    image.bytes,
    image.type,
    widths.filter((width) => !sent.has(width)),
    widths,
  );
  if (made instanceof Refusal) throw made;
  return { ...image, variants: [...image.variants, ...made] };
}

/** One copy key of an upload, by width and format. */
interface CopyAt {
  width: number;
  format: VariantFormat;
}

/** The first bytes of a stored copy are enough for its type and its size in pixels. */
const COPY_HEAD_BYTES = 4096;

/**
 * Every copy stored beside a presigned image, judged by its bytes: of its format's types, within
 * its width's cap, no wider than its width. Returns the copies that are not there (to be made or
 * closed by `completeStoredCopies`), or the refusal the first bad one earns.
 */
export async function judgeStoredCopies(bucket: R2Bucket, key: string, widths: readonly number[]): Promise<CopyAt[] | Refusal> {
  const absent: CopyAt[] = [];
  for (const width of widths) {
    for (const format of ["base", "avif"] as const) {
      const object = await bucket.get(variantKeyOf(key, width, format), { range: { offset: 0, length: COPY_HEAD_BYTES } });
      if (!object) {
        absent.push({ width, format });
        continue;
      }
      const head = new Uint8Array(await object.arrayBuffer());
      const type = sniffImageType(head);
      const honest = type !== null && type === object.httpMetadata?.contentType && VARIANT_TYPES[format].includes(type);
      if (!honest || object.size > variantMaxBytes(width) || !fitsWidth(photoDimensions(head, type), width)) {
        return new Refusal(415, UPLOAD_MESSAGES.badVariant);
      }
    }
  }
  return absent;
}

/**
 * Fills every copy key a claimed image lacks: its base copies made from the image (or left to
 * the image where it stands for them), AVIF copies and anything else closed with an empty object.
 * Written without a condition: whatever a slot's address put there since the judging is replaced.
 */
export async function completeStoredCopies(bucket: R2Bucket, key: string, absent: CopyAt[], widths: readonly number[]): Promise<Refusal | null> {
  if (absent.length === 0) return null;
  const missing = absent.filter((copy) => copy.format === "base").map((copy) => copy.width);
  let made: CheckedVariant[] | Refusal = [];
  if (missing.length > 0) {
    const image = await bucket.get(key);
    if (!image) return new Refusal(400, UPLOAD_MESSAGES.unreadable);
    const bytes = new Uint8Array(await image.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) return new Refusal(415, UPLOAD_MESSAGES.notImage);
    made = await madeCopies(bytes, type, missing, widths);
    if (made instanceof Refusal) return made;
  }
  const copies = made;
  await Promise.all(
    absent.map((copy) => {
      const drawn = copy.format === "base" ? copies.find((each) => each.width === copy.width) : undefined;
      const copyKey = variantKeyOf(key, copy.width, copy.format);
      return drawn
        ? bucket.put(copyKey, drawn.bytes, { httpMetadata: { contentType: drawn.type } })
        : bucket.put(copyKey, new Uint8Array(), { httpMetadata: { contentType: "application/octet-stream" } });
    }),
  );
  return null;
}
