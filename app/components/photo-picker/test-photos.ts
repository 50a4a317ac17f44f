/**
 * For the picker's unit tests (happy-dom, which draws nothing): a picked photo decodes to a 1600 x
 * 1200 picture and each canvas writes a WebP of a size the test sets, so the page's own
 * compression (app/lib/compress-image.ts) runs as it does on a phone.
 */
import { vi } from "vitest";

export function drawablePhotos(bytes = () => 20_000): void {
  vi.stubGlobal("createImageBitmap", async () => ({ width: 1600, height: 1200, close() {} }));
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(() => ({ drawImage() {}, imageSmoothingQuality: "high" }) as never);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function toBlob(done: BlobCallback, type?: string) {
    // A canvas that cannot write AVIF answers with PNG, as Chromium's does on some phones.
    setTimeout(() => done(new Blob([new Uint8Array(type === "image/webp" ? bytes() : 10)], { type: type === "image/webp" ? type : "image/png" })), 0);
  });
}

export const pickedFile = (name = "front.jpg") => new File([new Uint8Array(5000)], name, { type: "image/jpeg" });
