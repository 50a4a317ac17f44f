import decodeJpeg, { init as initJpegDecoder } from "@jsquash/jpeg/decode";
import jpegDecoderWasm from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm";
import { decode as decodePng, init as initPngDecoder } from "@jsquash/png/decode";
import pngDecoderWasm from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import decodeWebp, { init as initWebpDecoder } from "@jsquash/webp/decode";
import webpDecoderWasm from "@jsquash/webp/codec/dec/webp_dec.wasm";
import encodeWebp, { init as initWebpEncoder } from "@jsquash/webp/encode";
import webpEncoderWasm from "@jsquash/webp/codec/enc/webp_enc_simd.wasm";
import { PHOTO_WIDTHS } from "../../../app/domain/images";
import { LIMITS } from "../../../app/domain/limits";
import type { ImageType } from "./images";

/**
 * The server's copy of what the browser does before an upload (app/lib/compress-image.ts), for
 * photos sent with the form when JavaScript is off: decode, turn upright, shrink to at most
 * 1024x1024 and to each variant's width (240, 480, 960), and write WebP at the browser's
 * qualities. Sponsor banners get their variants here too (docs/decisions/091-image-variants.md).
 * The codecs are Squoosh's WebAssembly builds (docs/decisions/041).
 */

/** RGBA pixels, as the codecs give and take them. */
interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** A narrower copy of an image, WebP, `width` pixels wide. */
export interface MadeVariant {
  width: number;
  bytes: Uint8Array;
}

export interface CompressedPhoto {
  image: Uint8Array;
  variants: MadeVariant[];
  type: "image/webp";
}

/** The variants' WebP quality, as the browser writes them (app/lib/compress-image.ts). */
export const VARIANT_QUALITY = 70;

/** The types this file can decode; AVIF would cost a decoder several times the others' size. */
export const PREPARABLE: readonly ImageType[] = ["image/jpeg", "image/png", "image/webp"];

// The Workers build imports each codec as a compiled module; the library is told to use it
// instead of fetching the file from a URL, which a Worker cannot do.
type Init = (module: WebAssembly.Module) => unknown;
let ready: Promise<unknown> | null = null;
function codecsReady(): Promise<unknown> {
  ready ??= Promise.all([
    (initJpegDecoder as unknown as Init)(jpegDecoderWasm),
    (initPngDecoder as unknown as Init)(pngDecoderWasm),
    (initWebpDecoder as unknown as Init)(webpDecoderWasm),
    (initWebpEncoder as unknown as Init)(webpEncoderWasm),
  ]);
  return ready;
}

/** Width and height from the file's header, read before decoding so a huge photo costs no memory. */
export function photoDimensions(bytes: Uint8Array, type: ImageType): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === "image/png") {
    if (bytes.length < 24) return null;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (type === "image/webp") {
    const chunk = String.fromCharCode(...bytes.subarray(12, 16));
    if (chunk === "VP8 " && bytes.length >= 30) return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    if (chunk === "VP8L" && bytes.length >= 25) {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === "VP8X" && bytes.length >= 30) {
      const width = 1 + ((bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16));
      const height = 1 + ((bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16));
      return { width, height };
    }
    return null;
  }
  if (type === "image/avif") return avifDimensions(bytes, view);
  if (type === "image/jpeg") {
    // Walk the segments to the frame header (SOF0-SOF15, less DHT, JPG and DAC), which holds the size.
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1] as number;
      if (marker === 0xff) {
        offset += 1;
        continue;
      }
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
      }
      offset += 2 + view.getUint16(offset + 2);
    }
    return null;
  }
  return null;
}

/**
 * An AVIF's size from its image spatial extents (`ispe`) properties: the largest, so that a file
 * whose items differ is judged by its widest picture. Null when it names none.
 */
function avifDimensions(bytes: Uint8Array, view: DataView): { width: number; height: number } | null {
  let found: { width: number; height: number } | null = null;
  // The properties sit in the `meta` box near the start; the picture data comes after.
  const end = Math.min(bytes.length - 16, 64 * 1024);
  for (let at = 4; at <= end; at += 1) {
    if (bytes[at] !== 0x69 || bytes[at + 1] !== 0x73 || bytes[at + 2] !== 0x70 || bytes[at + 3] !== 0x65) continue; // "ispe"
    const width = view.getUint32(at + 8);
    const height = view.getUint32(at + 12);
    if (!found || width * height > found.width * found.height) found = { width, height };
  }
  return found;
}

/** Shrinks to fit `maxSide` on both sides (never upscales). */
export function shrink(source: Pixels, maxSide: number): Pixels {
  const scale = Math.min(1, maxSide / Math.max(source.width, source.height));
  return resample(source, Math.max(1, Math.round(source.width * scale)), Math.max(1, Math.round(source.height * scale)));
}

/**
 * Shrinks to `width` pixels wide (never upscales), the height in proportion to `shape` (the
 * picture a chain of shrinks started from, so rounding does not add up along the chain).
 */
export function narrowTo(source: Pixels, width: number, shape: { width: number; height: number } = source): Pixels {
  if (width >= source.width) return source;
  return resample(source, width, Math.max(1, Math.round((shape.height * width) / shape.width)));
}

/**
 * Area-average downscale to `width` x `height`: every source pixel counts, with its share of each
 * target pixel, like a browser's high-quality canvas draw. One target row is built at a time, so
 * the extra memory is a row, not a second full-size image.
 */
function resample(source: Pixels, width: number, height: number): Pixels {
  if (width === source.width && height === source.height) return source;
  const xRatio = source.width / width;
  const yRatio = source.height / height;

  // Each target column's source columns and their weights, worked out once.
  const columnStart = new Int32Array(width);
  const columnCount = new Int32Array(width);
  const columnWeights: number[] = [];
  for (let x = 0; x < width; x += 1) {
    const from = x * xRatio;
    const to = from + xRatio;
    const first = Math.floor(from);
    const last = Math.min(source.width - 1, Math.ceil(to) - 1);
    columnStart[x] = columnWeights.length;
    columnCount[x] = last - first + 1;
    for (let sx = first; sx <= last; sx += 1) columnWeights.push((Math.min(to, sx + 1) - Math.max(from, sx)) / xRatio);
  }
  const firstColumn = Int32Array.from({ length: width }, (_, x) => Math.floor(x * xRatio));
  const weights = Float64Array.from(columnWeights);

  const out = new Uint8ClampedArray(width * height * 4);
  const row = new Float64Array(width * 4);
  const sums = new Float64Array(width * 4);
  for (let y = 0; y < height; y += 1) {
    const from = y * yRatio;
    const to = from + yRatio;
    sums.fill(0);
    for (let sy = Math.floor(from); sy < Math.min(source.height, Math.ceil(to)); sy += 1) {
      const rowWeight = (Math.min(to, sy + 1) - Math.max(from, sy)) / yRatio;
      const base = sy * source.width * 4;
      row.fill(0);
      for (let x = 0; x < width; x += 1) {
        const start = columnStart[x] as number;
        const count = columnCount[x] as number;
        let pixel = base + (firstColumn[x] as number) * 4;
        let r = 0;
        let g = 0;
        let b = 0;
        let a = 0;
        for (let k = 0; k < count; k += 1) {
          const weight = weights[start + k] as number;
          r += (source.data[pixel] as number) * weight;
          g += (source.data[pixel + 1] as number) * weight;
          b += (source.data[pixel + 2] as number) * weight;
          a += (source.data[pixel + 3] as number) * weight;
          pixel += 4;
        }
        row[x * 4] = r;
        row[x * 4 + 1] = g;
        row[x * 4 + 2] = b;
        row[x * 4 + 3] = a;
      }
      for (let i = 0; i < sums.length; i += 1) sums[i] = (sums[i] as number) + (row[i] as number) * rowWeight;
    }
    out.set(sums, y * width * 4);
  }
  return { data: out, width, height };
}

function decode(bytes: Uint8Array, type: ImageType): Promise<Pixels> {
  const buffer = bytes.slice().buffer;
  if (type === "image/jpeg") return decodeJpeg(buffer, { preserveOrientation: true });
  if (type === "image/png") return decodePng(buffer);
  return decodeWebp(buffer);
}

/**
 * A JPEG, PNG or WebP as RGBA pixels, through the same codecs (the photo hashes decode stored
 * thumbnails with it, worker/services/media/photo-hashes.ts). Throws when the bytes cannot be decoded.
 */
export async function decodePhoto(bytes: Uint8Array, type: ImageType): Promise<Pixels> {
  if (!PREPARABLE.includes(type)) throw new Error(`no decoder for ${type}`);
  await codecsReady();
  return decode(bytes, type);
}

async function encode(pixels: Pixels, quality: number): Promise<Uint8Array> {
  return new Uint8Array(await encodeWebp(pixels as ImageData, { quality }));
}

/**
 * WebP copies at each of `widths` the picture is at least as wide as, widest first, each shrunk
 * from the one before (a halving averages as well as from the full picture, for a fraction of the work).
 */
async function encodeVariants(pixels: Pixels, widths: readonly number[]): Promise<MadeVariant[]> {
  const made: MadeVariant[] = [];
  let from = pixels;
  for (const width of [...widths].sort((a, b) => b - a)) {
    if (width > pixels.width) continue;
    from = narrowTo(from, width, pixels);
    made.push({ width, bytes: await encode(from, VARIANT_QUALITY) });
  }
  return made.reverse();
}

/**
 * One photo as the browser would have sent it: WebP at quality 0.8 within 1024x1024, and WebP
 * variants 240, 480 and 960 wide (those it is wide enough for) at 0.7. Throws when the bytes
 * cannot be decoded.
 */
export async function compressPhoto(bytes: Uint8Array, type: ImageType): Promise<CompressedPhoto> {
  await codecsReady();
  const image = shrink(await decode(bytes, type), LIMITS.compressionMaxSide);
  return { image: await encode(image, LIMITS.compressionQuality * 100), variants: await encodeVariants(image, PHOTO_WIDTHS), type: "image/webp" };
}

/**
 * WebP variants of an image stored as it was sent (a sponsor banner), at each of `widths` it is
 * at least as wide as. Throws when the bytes cannot be decoded.
 */
export async function variantsOf(bytes: Uint8Array, type: ImageType, widths: readonly number[]): Promise<MadeVariant[]> {
  await codecsReady();
  return encodeVariants(await decode(bytes, type), widths);
}

/** Lower qualities tried, in turn, for a made copy that would be over its width's cap. */
const COPY_QUALITIES = [VARIANT_QUALITY, 50, 30] as const;

/**
 * WebP copies of an image claimed without some of its own (docs/decisions/113-copies-at-claim.md),
 * one for each of `widths`: shrunk to `maxSide` first (what a card or a listing ever shows), then
 * each copy from the one before. A copy is never wider than the picture, so a narrow picture's
 * wider copies are the picture itself, re-encoded; each is kept within `capOf(width)`, at a lower
 * quality where the first is over it. Throws when the bytes cannot be decoded.
 */
export async function copiesOf(
  bytes: Uint8Array,
  type: ImageType,
  widths: readonly number[],
  maxSide: number,
  capOf: (width: number) => number,
): Promise<MadeVariant[]> {
  await codecsReady();
  const picture = shrink(await decode(bytes, type), maxSide);
  const made: MadeVariant[] = [];
  let from = picture;
  for (const width of [...widths].sort((a, b) => b - a)) {
    from = narrowTo(from, Math.min(width, picture.width), picture);
    let encoded: Uint8Array = new Uint8Array();
    for (const quality of COPY_QUALITIES) {
      encoded = await encode(from, quality);
      if (encoded.byteLength <= capOf(width)) break;
    }
    made.push({ width, bytes: encoded });
  }
  return made.reverse();
}
