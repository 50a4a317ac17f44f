import { describe, expect, it } from "vitest";
import { photoScene as scene, resizePixels as resize, throughJpeg as viaJpeg, rng } from "../../test/photos";
import { differenceHash, hashDistance, hashQuarters, isDistinctive, isPhotoHash, SIMILAR_PHOTO_DISTANCE, similarPhotos } from "./photo-hash";

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
