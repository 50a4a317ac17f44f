import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { differenceHash, type HashablePixels, hashDistance, hashQuarters, isDistinctive, isPhotoHash, SIMILAR_PHOTO_DISTANCE, similarPhotos } from "./photo-hash";

/** A small deterministic random source, so the pictures are the same on every run. */
function rng(seed: number): () => number {
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
function scene(width: number, height: number, seed: number): HashablePixels {
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
function resize(source: HashablePixels, width: number, height: number): HashablePixels {
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

/** Through a JPEG file and back, as a re-posted photo travels. */
function viaJpeg(pixels: HashablePixels, quality: number): HashablePixels {
  const file = jpeg.encode({ data: Buffer.from(pixels.data), width: pixels.width, height: pixels.height }, quality).data;
  const decoded = jpeg.decode(file, { useTArray: true, formatAsRGBA: true });
  return { data: decoded.data, width: decoded.width, height: decoded.height };
}

describe("the difference hash", () => {
  const original = scene(960, 720, 7);
  const hash = differenceHash(viaJpeg(original, 90));

  it("is 16 hex digits", () => {
    expect(isPhotoHash(hash)).toBe(true);
    expect(isDistinctive(hash)).toBe(true);
  });

  it("stays within SIMILAR_PHOTO_DISTANCE for the same picture re-compressed and resized", () => {
    const copies = {
      quality35: viaJpeg(original, 35),
      quality60: viaJpeg(original, 60),
      resized480: viaJpeg(resize(original, 480, 360), 75),
      resized160: viaJpeg(resize(original, 160, 120), 40),
    };
    for (const [name, copy] of Object.entries(copies)) {
      const distance = hashDistance(hash, differenceHash(copy));
      expect(distance, name).toBeLessThanOrEqual(SIMILAR_PHOTO_DISTANCE);
    }
  });

  it("is far for different pictures", () => {
    const others = [2, 3, 4, 5, 11, 12].map((seed) => differenceHash(viaJpeg(scene(640, 480, seed), 80)));
    for (const other of others) {
      expect(hashDistance(hash, other)).toBeGreaterThan(SIMILAR_PHOTO_DISTANCE * 3);
      expect(similarPhotos(hash, other)).toBe(false);
    }
  });

  it("works the same on a tall picture and on one with transparency shown on white", () => {
    const tall = scene(300, 800, 9);
    expect(hashDistance(differenceHash(tall), differenceHash(viaJpeg(resize(tall, 150, 400), 70)))).toBeLessThanOrEqual(SIMILAR_PHOTO_DISTANCE);
    const clear = { data: new Uint8ClampedArray(40 * 40 * 4), width: 40, height: 40 };
    const white = { data: new Uint8ClampedArray(40 * 40 * 4).fill(255), width: 40, height: 40 };
    expect(differenceHash(clear)).toBe(differenceHash(white));
  });

  it("says a blank picture has too little detail to compare", () => {
    const white = { data: new Uint8ClampedArray(64 * 48 * 4).fill(255), width: 64, height: 48 };
    expect(differenceHash(white)).toBe("0000000000000000");
    expect(isDistinctive(differenceHash(white))).toBe(false);
    expect(isDistinctive("ffffffffffffffff")).toBe(false);
  });

  it("refuses what is not a picture", () => {
    expect(() => differenceHash({ data: new Uint8Array(10), width: 4, height: 4 })).toThrow();
    expect(() => differenceHash({ data: new Uint8Array(0), width: 0, height: 0 })).toThrow();
  });
});

describe("distance and quarters", () => {
  it("counts differing bits", () => {
    expect(hashDistance("0000000000000000", "0000000000000000")).toBe(0);
    expect(hashDistance("0000000000000000", "ffffffffffffffff")).toBe(64);
    expect(hashDistance("8000000000000001", "0000000000000000")).toBe(2);
    expect(hashDistance("0f0f0f0f0f0f0f0f", "00ff00ff00ff00ff")).toBe(32);
    expect(() => hashDistance("xyz", "0000000000000000")).toThrow();
  });

  it("splits a hash into four 16-bit quarters, the most significant first", () => {
    expect(hashQuarters("0001ffff8000abcd")).toEqual([1, 0xffff, 0x8000, 0xabcd]);
  });

  it("a hash within the distance always shares a quarter (pigeonhole)", () => {
    const random = rng(42);
    for (let round = 0; round < 500; round += 1) {
      const base = Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join("");
      const bits = new Set<number>();
      while (bits.size < SIMILAR_PHOTO_DISTANCE) bits.add(Math.floor(random() * 64));
      const digits = base.split("").map((d) => Number.parseInt(d, 16));
      for (const bit of bits) digits[bit >> 2] = (digits[bit >> 2] as number) ^ (8 >> (bit & 3));
      const near = digits.map((d) => d.toString(16)).join("");
      expect(hashDistance(base, near)).toBe(SIMILAR_PHOTO_DISTANCE);
      const a = hashQuarters(base);
      const b = hashQuarters(near);
      expect(a.some((quarter, i) => quarter === b[i])).toBe(true);
    }
  });
});
