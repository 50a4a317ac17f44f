import decodeJpeg, { init as initJpegDecoder } from "@jsquash/jpeg/decode";
import jpegDecoderWasm from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm";
import { decode as decodePng, init as initPngDecoder } from "@jsquash/png/decode";
import pngDecoderWasm from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import decodeWebp, { init as initWebpDecoder } from "@jsquash/webp/decode";
import webpDecoderWasm from "@jsquash/webp/codec/dec/webp_dec.wasm";
import encodeWebp, { init as initWebpEncoder } from "@jsquash/webp/encode";
import webpEncoderWasm from "@jsquash/webp/codec/enc/webp_enc_simd.wasm";
import { THUMB_WIDTH } from "../../app/domain/images";
import { LIMITS } from "../../app/domain/limits";
import type { ImageType } from "./images";

/**
 * The server's copy of what the browser does before an upload (app/lib/compress-image.ts), for
 * photos sent with the form when JavaScript is off: decode, turn upright, shrink to at most
 * 1024x1024 and a 480 thumbnail, and write WebP at the browser's qualities. The codecs are
 * Squoosh's WebAssembly builds (docs/decisions/041).
 */

/** RGBA pixels, as the codecs give and take them. */
interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface CompressedPhoto {
  image: Uint8Array;
  thumb: Uint8Array;
  type: "image/webp";
}

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
 * Area-average downscale to fit `maxSide` (never upscales): every source pixel counts, with its
 * share of each target pixel, like a browser's high-quality canvas draw. One target row is
 * built at a time, so the extra memory is a row, not a second full-size image.
 */
export function shrink(source: Pixels, maxSide: number): Pixels {
  const scale = Math.min(1, maxSide / Math.max(source.width, source.height));
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
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
 * thumbnails with it, worker/services/photo-hashes.ts). Throws when the bytes cannot be decoded.
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
 * One photo as the browser would have sent it: WebP at quality 0.8 within 1024x1024, and a WebP
 * thumbnail within 480 at 0.7. Throws when the bytes cannot be decoded.
 */
export async function compressPhoto(bytes: Uint8Array, type: ImageType): Promise<CompressedPhoto> {
  await codecsReady();
  const full = await decode(bytes, type);
  const image = shrink(full, LIMITS.compressionMaxSide);
  const thumb = shrink(image, THUMB_WIDTH);
  return {
    image: await encode(image, LIMITS.compressionQuality * 100),
    thumb: await encode(thumb, 70),
    type: "image/webp",
  };
}
