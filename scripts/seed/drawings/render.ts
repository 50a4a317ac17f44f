/**
 * SVG -> RGBA with resvg, RGBA -> JPEG with jpeg-js. No fonts are loaded: the drawings use shapes only.
 */
import { Resvg } from "@resvg/resvg-js";
import jpeg from "jpeg-js";

interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
}

function encodeJpeg(image: RawImage, quality: number): Uint8Array {
  // A plain Uint8Array copy: small Buffers can be views into Node's shared pool.
  return new Uint8Array(jpeg.encode(image, quality).data);
}

function rasterise(svg: string, width: number): RawImage {
  const rendered = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    background: "#ffffff",
    font: { loadSystemFonts: false },
  }).render();
  return { data: rendered.pixels, width: rendered.width, height: rendered.height };
}

/** Renders `svg` scaled to `width` pixels wide and encodes it as a baseline JPEG. */
export function svgToJpeg(svg: string, width: number, quality: number): Uint8Array {
  return encodeJpeg(rasterise(svg, width), quality);
}

/** Like svgToJpeg but steps the quality down until the bytes fit `maxBytes` (never below q40). */
export function svgToJpegWithin(svg: string, width: number, quality: number, maxBytes: number): Uint8Array {
  const image = rasterise(svg, width);
  let q = quality;
  let bytes = encodeJpeg(image, q);
  while (bytes.length > maxBytes && q > 40) {
    q -= 10;
    bytes = encodeJpeg(image, q);
  }
  return bytes;
}
