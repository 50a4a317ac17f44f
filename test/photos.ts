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
