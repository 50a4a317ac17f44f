import { describe, expect, it } from "vitest";
import { compressPhoto, photoDimensions, shrink } from "../worker/services/compress-photo";
import { sniffImageType } from "../worker/services/images";
import { cameraJpeg } from "./photos";

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

  it("averages pixels when it shrinks", () => {
    const data = new Uint8ClampedArray([0, 0, 0, 255, 200, 100, 50, 255, 0, 0, 0, 255, 200, 100, 50, 255]);
    expect([...shrink({ data, width: 2, height: 2 }, 1).data]).toEqual([100, 50, 25, 255]);
  });
});
