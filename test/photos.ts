import jpeg from "jpeg-js";

/** A camera-like JPEG: a gradient, so the server's encoder has real work to do. */
export function cameraJpeg(width: number, height: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    data[i * 4] = (i % width) % 256;
    data[i * 4 + 1] = Math.floor(i / width) % 256;
    data[i * 4 + 2] = 90;
    data[i * 4 + 3] = 255;
  }
  return new Uint8Array(jpeg.encode({ data, width, height }, 85).data);
}

function crc32(bytes: Uint8Array): number {
  let crc = -1;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

/** A screenshot-like RGBA PNG (zlib through the runtime's CompressionStream), for the PNG decoder. */
export async function screenshotPng(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.set([x % 256, y % 256, 200, 255], (y * width + x) * 4);
  }
  return pngOf({ data, width, height });
}

/** RGBA pixels as a PNG (no filter, zlib through the runtime's CompressionStream). */
export async function pngOf({ data, width, height }: Pixels): Promise<Uint8Array<ArrayBuffer>> {
  const raw = new Uint8Array((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) raw.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  const zlib = new Uint8Array(await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
  const chunk = (type: string, data: Uint8Array) => {
    const body = new Uint8Array(4 + data.length);
    body.set(new TextEncoder().encode(type));
    body.set(data, 4);
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(body, 4);
    view.setUint32(8 + data.length, crc32(body));
    return out;
  };
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8);
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", zlib), chunk("IEND", new Uint8Array())];
  return new Uint8Array(await new Blob(parts).arrayBuffer());
}

/** RGBA pixels, row by row. */
export interface Pixels {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

/** A small deterministic random source, so the pictures are the same on every run. */
export function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Colour = [number, number, number];

/**
 * A photo-like scene: a sky gradient, a textured ground, a sun, a few objects with shading, and
 * grain, as a phone's photo of an item in a yard would have. `seed` moves and colours everything.
 */
export function photoScene(width: number, height: number, seed: number): Pixels {
  const random = rng(seed);
  const data = new Uint8ClampedArray(width * height * 4);
  const horizon = Math.floor(height * (0.45 + random() * 0.2));
  const sky: Colour = [80 + random() * 100, 120 + random() * 80, 200 + random() * 55];
  const ground: Colour = [60 + random() * 90, 70 + random() * 70, 30 + random() * 50];
  const sun = { x: random() * width, y: random() * horizon * 0.6, r: 20 + random() * 40 };
  const shapes = Array.from({ length: 5 }, () => ({
    x: random() * width * 0.8,
    y: horizon - random() * height * 0.3,
    w: width * (0.1 + random() * 0.35),
    h: height * (0.1 + random() * 0.3),
    round: random() < 0.5,
    colour: [random() * 255, random() * 255, random() * 255] as Colour,
  }));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let c: Colour;
      if (y < horizon) {
        const t = y / horizon;
        c = [sky[0] * (1 - t * 0.4), sky[1] * (1 - t * 0.2), sky[2]];
        const d = Math.hypot(x - sun.x, y - sun.y);
        if (d < sun.r) c = [255, 236, 160];
        else if (d < sun.r * 2.5) c = c.map((v) => v + (255 - v) * (1 - d / (sun.r * 2.5)) * 0.5) as Colour;
      } else {
        const stripes = Math.sin((x + y * 3) / 9) * 12;
        const t = (y - horizon) / (height - horizon);
        c = ground.map((v) => v * (0.7 + t * 0.5) + stripes) as Colour;
      }
      for (const shape of shapes) {
        const inside = shape.round
          ? ((x - shape.x - shape.w / 2) / (shape.w / 2)) ** 2 + ((y - shape.y - shape.h / 2) / (shape.h / 2)) ** 2 <= 1
          : x >= shape.x && x < shape.x + shape.w && y >= shape.y && y < shape.y + shape.h;
        if (inside) {
          const shade = 0.6 + 0.4 * ((x - shape.x) / shape.w);
          c = shape.colour.map((v) => v * shade) as Colour;
        }
      }
      const grain = (random() - 0.5) * 24;
      const i = (y * width + x) * 4;
      data[i] = c[0] + grain;
      data[i + 1] = c[1] + grain;
      data[i + 2] = c[2] + grain;
      data[i + 3] = 255;
    }
  }
  return { data, width, height };
}

/** Area-average resize, as a phone or a site shrinking a photo would. */
export function resizePixels(source: Pixels, width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  const xr = source.width / width;
  const yr = source.height / height;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sums = [0, 0, 0, 0];
      let n = 0;
      for (let sy = Math.floor(y * yr); sy < Math.ceil((y + 1) * yr); sy += 1) {
        for (let sx = Math.floor(x * xr); sx < Math.ceil((x + 1) * xr); sx += 1) {
          for (let k = 0; k < 4; k += 1) sums[k] = (sums[k] as number) + (source.data[(sy * source.width + sx) * 4 + k] as number);
          n += 1;
        }
      }
      for (let k = 0; k < 4; k += 1) data[(y * width + x) * 4 + k] = (sums[k] as number) / n;
    }
  }
  return { data, width, height };
}

/** A picture as JPEG bytes at a quality (1 to 100). */
export function jpegOf(pixels: Pixels, quality: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(jpeg.encode({ data: pixels.data, width: pixels.width, height: pixels.height }, quality).data);
}

/** Through a JPEG file and back, as a re-posted photo travels. */
export function throughJpeg(pixels: Pixels, quality: number): Pixels {
  const file = jpegOf(pixels, quality);
  const decoded = jpeg.decode(file, { useTArray: true, formatAsRGBA: true });
  return { data: decoded.data, width: decoded.width, height: decoded.height };
}
