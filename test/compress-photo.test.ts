import { describe, expect, it } from "vitest";
import { compressPhoto, photoDimensions, shrink } from "../worker/services/compress-photo";
import { sniffImageType } from "../worker/services/images";
import { cameraJpeg, screenshotPng } from "./photos";

describe("the server's photo compression", () => {
  it("makes a 1024px WebP and a 480px thumbnail from a camera photo", async () => {
    const source = cameraJpeg(2000, 1500);
    expect(photoDimensions(source, "image/jpeg")).toEqual({ width: 2000, height: 1500 });
    const photo = await compressPhoto(source, "image/jpeg");
    expect(sniffImageType(photo.image)).toBe("image/webp");
    expect(sniffImageType(photo.thumb)).toBe("image/webp");
    expect(photoDimensions(photo.image, "image/webp")).toEqual({ width: 1024, height: 768 });
    expect(photoDimensions(photo.thumb, "image/webp")).toEqual({ width: 480, height: 360 });
    expect(photo.image.byteLength).toBeLessThan(source.byteLength);
  });

  it("reads PNG screenshots and WebP photos too", async () => {
    const png = await screenshotPng(1200, 900);
    expect(photoDimensions(png, "image/png")).toEqual({ width: 1200, height: 900 });
    const fromPng = await compressPhoto(png, "image/png");
    expect(photoDimensions(fromPng.image, "image/webp")).toEqual({ width: 1024, height: 768 });
    const fromWebp = await compressPhoto(fromPng.image, "image/webp");
    expect(photoDimensions(fromWebp.thumb, "image/webp")).toEqual({ width: 480, height: 360 });
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
