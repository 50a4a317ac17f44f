import { THUMB_WIDTH } from "../domain/images";
import { LIMITS } from "../domain/limits";
import { STRINGS } from "../i18n";

/** One picked photo, ready to upload: the compressed image and its card thumbnail. */
export interface CompressedImage {
  image: Blob;
  thumb: Blob;
  name: string;
}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** WebP where the browser can write it (smaller on the same quality), JPEG otherwise. */
async function encodeSmall(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  const webp = await encode(canvas, "image/webp", quality);
  // A browser that cannot write WebP silently gives PNG instead.
  if (webp?.type === "image/webp") return webp;
  const jpeg = await encode(canvas, "image/jpeg", quality);
  if (!jpeg) throw new Error(STRINGS.domain.imagePrep.cannotPrepare);
  return jpeg;
}

function draw(bitmap: ImageBitmap, maxSide: number): HTMLCanvasElement {
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new Error(STRINGS.domain.imagePrep.cannotPrepare);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/**
 * Shrinks a photo before it costs the seller data (spec section 5): at most 1024x1024 at quality
 * 0.8, plus a 480-wide card thumbnail. The photo is turned upright from its EXIF orientation.
 */
export async function compressImage(file: File): Promise<CompressedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new Error(STRINGS.domain.imagePrep.unreadable(file.name));
  }
  try {
    const image = await encodeSmall(draw(bitmap, LIMITS.compressionMaxSide), LIMITS.compressionQuality);
    const thumb = await encodeSmall(draw(bitmap, THUMB_WIDTH), 0.7);
    return { image, thumb, name: file.name };
  } finally {
    bitmap.close();
  }
}
