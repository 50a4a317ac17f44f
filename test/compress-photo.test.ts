import { describe, expect, it } from "vitest";
import { compressPhoto, photoDimensions, shrink } from "../worker/services/media/compress-photo";
import { sniffImageType } from "../worker/services/media/images";
import { cameraJpeg, screenshotPng } from "./photos";

describe("the server's photo compression", () => {
  it("makes a 1024px WebP and its 240, 480 and 960 wide variants from a camera photo", async () => {
    const source = cameraJpeg(2000, 1500);
    expect(photoDimensions(source, "image/jpeg")).toEqual({ width: 2000, height: 1500 });
    const photo = await compressPhoto(source, "image/jpeg");
    expect(sniffImageType(photo.image)).toBe("image/webp");
    expect(photoDimensions(photo.image, "image/webp")).toEqual({ width: 1024, height: 768 });
    expect(photo.variants.map((variant) => [variant.width, sniffImageType(variant.bytes), photoDimensions(variant.bytes, "image/webp")])).toEqual([
      [240, "image/webp", { width: 240, height: 180 }],
      [480, "image/webp", { width: 480, height: 360 }],
      [960, "image/webp", { width: 960, height: 720 }],
    ]);
    expect(photo.image.byteLength).toBeLessThan(source.byteLength);
    const sizes = photo.variants.map((variant) => variant.bytes.byteLength);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });

  it("makes only the variants a portrait photo is wide enough for", async () => {
    const photo = await compressPhoto(cameraJpeg(900, 1200), "image/jpeg");
    expect(photoDimensions(photo.image, "image/webp")).toEqual({ width: 768, height: 1024 });
    expect(photo.variants.map((variant) => photoDimensions(variant.bytes, "image/webp"))).toEqual([
      { width: 240, height: 320 },
      { width: 480, height: 640 },
    ]);
  });

  it("reads an AVIF's size from its ispe property, the widest when it names several", () => {
    const box = (width: number, height: number) => {
      const bytes = new Uint8Array(20);
      const view = new DataView(bytes.buffer);
      view.setUint32(0, 20);
      bytes.set(new TextEncoder().encode("ispe"), 4);
      view.setUint32(12, width);
      view.setUint32(16, height);
      return bytes;
    };
    const head = new Uint8Array([0, 0, 0, 28, ...new TextEncoder().encode("ftypavif"), ...new Uint8Array(16)]);
    const avif = new Uint8Array([...head, ...box(240, 180), ...box(960, 720), ...new Uint8Array(40)]);
    expect(sniffImageType(avif)).toBe("image/avif");
    expect(photoDimensions(avif, "image/avif")).toEqual({ width: 960, height: 720 });
    expect(photoDimensions(head, "image/avif")).toBeNull();
  });

  it("reads PNG screenshots and WebP photos too", async () => {
    const png = await screenshotPng(1200, 900);
    expect(photoDimensions(png, "image/png")).toEqual({ width: 1200, height: 900 });
    const fromPng = await compressPhoto(png, "image/png");
    expect(photoDimensions(fromPng.image, "image/webp")).toEqual({ width: 1024, height: 768 });
    const fromWebp = await compressPhoto(fromPng.image, "image/webp");
    expect(photoDimensions(fromWebp.variants[1]?.bytes ?? new Uint8Array(), "image/webp")).toEqual({ width: 480, height: 360 });
  });

  it("refuses bytes that only look like a photo", async () => {
    const broken = cameraJpeg(64, 48).slice(0, 200);
    await expect(compressPhoto(broken, "image/jpeg")).rejects.toThrow();
    // The decoder is still usable for the next seller.
    expect((await compressPhoto(cameraJpeg(64, 48), "image/jpeg")).image.byteLength).toBeGreaterThan(0);
  });

  it("averages pixels when it shrinks", () => {
    const data = new Uint8ClampedArray([0, 0, 0, 255, 200, 100, 50, 255, 0, 0, 0, 255, 200, 100, 50, 255]);
    expect([...shrink({ data, width: 2, height: 2 }, 1).data]).toEqual([100, 50, 25, 255]);
  });
});
