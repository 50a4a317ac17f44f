import jpeg from "jpeg-js";

let drawn = 0;

/**
 * A JPEG unlike every other this helper drew: 8x6 blocks of pseudo-random greys, so neither its
 * bytes nor its picture hash match another, and the same seller's duplicate check
 * never takes two test listings for one.
 */
export function distinctPhoto(): Uint8Array<ArrayBuffer> {
  drawn += 1;
  let state = (drawn * 2_654_435_761) >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state >>> 24;
  };
  const width = 64;
  const height = 48;
  const blocks = Array.from({ length: 48 }, next);
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const grey = blocks[Math.floor(y / 8) * 8 + Math.floor(x / 8)] ?? 0;
      data.set([grey, grey, grey, 255], (y * width + x) * 4);
    }
  }
  return new Uint8Array(jpeg.encode({ data, width, height }, 85).data);
}
