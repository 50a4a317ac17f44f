/**
 * A picture's fingerprint for finding re-posted photos: a 64-bit difference hash. The
 * picture goes grey, is averaged down to 9x8 cells (every pixel counts, so re-compression noise
 * and resizing mostly cancel out), and each bit says whether a cell is darker than its right-hand
 * neighbour. Two copies of one photo (another JPEG quality, another size, a WebP of it) differ in
 * a few bits; two different photos in about half of them. The server computes it from the stored
 * thumbnail (worker/services/media/photo-hashes.ts); a hash sent by a browser is never used. Pure: runs
 * in the Worker and in Node (tests, the seed). Why these choices: docs/decisions (photo hashes).
 */

/** RGBA pixels, row by row, as the image decoders give them. */
export interface HashablePixels {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

const COLUMNS = 9;
const ROWS = 8;

/**
 * Neighbouring cells closer than this (in grey levels of 255) count as equal: bit 0. Without it,
 * flat areas (a sky, a white backdrop) give bits that re-compression flips at random; measured on
 * the test's scenes, copies then differed by 4 to 17 bits, with it by 0 or 1.
 */
const FLAT_MARGIN = 1;

/**
 * Hashes at most this many bits apart are the same picture. Measured on four photo-like scenes
 * (test/photos.ts draws them for app/domain/photo-hash.test.ts): re-encoded as JPEG at quality 90, 60 and 35, and
 * resized to a half, a third and a sixth, each copy stayed within 0 or 1 bit of the original;
 * pairs of different scenes were 12 to 29 bits apart. 3 leaves room for what the test scenes
 * lack, and keeps the pigeonhole rule: 3 differing bits cannot touch all four 16-bit quarters,
 * so a near copy always shares a quarter with the original and the quarter indexes find it.
 */
export const SIMILAR_PHOTO_DISTANCE = 3;

/** The picture's grey levels (Rec. 601 luma), transparent pixels shown on white as a page shows them. */
function greyOf(pixels: HashablePixels): Float64Array {
  const { data, width, height } = pixels;
  const grey = new Float64Array(width * height);
  for (let i = 0; i < width * height; i += 1) {
    const alpha = (data[i * 4 + 3] ?? 255) / 255;
    const luma = 0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0);
    grey[i] = luma * alpha + 255 * (1 - alpha);
  }
  return grey;
}

/** Each source position's share of `cells` equal cells along one side: [cell, weight] pairs per position. */
function shares(size: number, cells: number): [number, number][][] {
  const cellSize = size / cells;
  const out: [number, number][][] = [];
  for (let position = 0; position < size; position += 1) {
    const parts: [number, number][] = [];
    for (let cell = Math.floor(position / cellSize); cell < cells; cell += 1) {
      const overlap = Math.min(position + 1, (cell + 1) * cellSize) - Math.max(position, cell * cellSize);
      if (overlap <= 0) break;
      parts.push([cell, overlap]);
    }
    out.push(parts);
  }
  return out;
}

/** The grey picture averaged down to COLUMNS x ROWS cells, every pixel counted by its overlap. */
function cellsOf(pixels: HashablePixels): Float64Array {
  const { width, height } = pixels;
  if (width < 1 || height < 1 || pixels.data.length < width * height * 4) throw new Error("not a picture");
  const grey = greyOf(pixels);
  const across = shares(width, COLUMNS);
  const down = shares(height, ROWS);
  const sums = new Float64Array(COLUMNS * ROWS);
  const row = new Float64Array(COLUMNS);
  for (let y = 0; y < height; y += 1) {
    row.fill(0);
    for (let x = 0; x < width; x += 1) {
      const value = grey[y * width + x] as number;
      for (const [cell, weight] of across[x] as [number, number][]) row[cell] = (row[cell] as number) + value * weight;
    }
    for (const [cell, weight] of down[y] as [number, number][]) {
      for (let column = 0; column < COLUMNS; column += 1)
        sums[cell * COLUMNS + column] = (sums[cell * COLUMNS + column] as number) + (row[column] as number) * weight;
    }
  }
  const area = (width * height) / (COLUMNS * ROWS);
  for (let i = 0; i < sums.length; i += 1) sums[i] = (sums[i] as number) / area;
  return sums;
}

/**
 * The difference hash of a picture as 16 hex digits: row by row, top to bottom, one bit per pair
 * of neighbouring cells, 1 where the left cell is brighter than the right. The first hex digit
 * holds the top row's first four comparisons.
 */
export function differenceHash(pixels: HashablePixels): string {
  const cells = cellsOf(pixels);
  let hex = "";
  let nibble = 0;
  let bits = 0;
  for (let y = 0; y < ROWS; y += 1) {
    for (let x = 0; x < COLUMNS - 1; x += 1) {
      const left = cells[y * COLUMNS + x] as number;
      const right = cells[y * COLUMNS + x + 1] as number;
      nibble = (nibble << 1) | (left - right > FLAT_MARGIN ? 1 : 0);
      bits += 1;
      if (bits === 4) {
        hex += nibble.toString(16);
        nibble = 0;
        bits = 0;
      }
    }
  }
  return hex;
}

const HASH = /^[0-9a-f]{16}$/;

/** Whether a text is a difference hash as stored (16 lowercase hex digits). */
export function isPhotoHash(value: unknown): value is string {
  return typeof value === "string" && HASH.test(value);
}

function popcount16(value: number): number {
  let x = value - ((value >> 1) & 0x5555);
  x = (x & 0x3333) + ((x >> 2) & 0x3333);
  x = (x + (x >> 4)) & 0x0f0f;
  return (x + (x >> 8)) & 0x1f;
}

/** How many of the 64 bits differ between two hashes (the Hamming distance). */
export function hashDistance(a: string, b: string): number {
  if (!isPhotoHash(a) || !isPhotoHash(b)) throw new Error("not a photo hash");
  const left = hashQuarters(a);
  const right = hashQuarters(b);
  let distance = 0;
  for (let i = 0; i < 4; i += 1) distance += popcount16((left[i] as number) ^ (right[i] as number));
  return distance;
}

/** The hash's four 16-bit quarters as integers, the most significant first (uploads.phash_a..d). */
export function hashQuarters(hash: string): [number, number, number, number] {
  if (!isPhotoHash(hash)) throw new Error("not a photo hash");
  return [0, 4, 8, 12].map((start) => Number.parseInt(hash.slice(start, start + 4), 16)) as [number, number, number, number];
}

/** Whether two hashes are the same picture: within SIMILAR_PHOTO_DISTANCE bits. */
export function similarPhotos(a: string, b: string): boolean {
  return hashDistance(a, b) <= SIMILAR_PHOTO_DISTANCE;
}

/** Fewer set (or unset) bits than this: a picture with almost no detail (a blank wall, a plain gradient). */
const MIN_DETAIL_BITS = 6;

/**
 * Whether a hash says enough about its picture to be compared: nearly blank pictures all hash to
 * almost nothing (or almost everything) and would "match" each other without being copies. Such
 * a photo is still compared by its bytes (SHA-256).
 */
export function isDistinctive(hash: string): boolean {
  const ones = hashDistance(hash, "0000000000000000");
  return ones >= MIN_DETAIL_BITS && ones <= 64 - MIN_DETAIL_BITS;
}
