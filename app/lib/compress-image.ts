import { BANNER_WIDTHS, PHOTO_WIDTHS, type VariantFormat, variantField } from "../domain/images";
import { COMPRESSION_MAX_SIDE, COMPRESSION_QUALITY } from "../domain/limits";

/** What a photo's preparation can fail with, in the reader's language (the catalogue's imagePrep). */
export interface ImagePrepTexts {
  cannotPrepare: string;
  unreadable(name: string): string;
}

/** A narrower copy of a picked photo (docs/decisions/091-image-variants.md). */
export interface PreparedVariant {
  width: number;
  format: VariantFormat;
  blob: Blob;
}

/** One picked photo, ready to upload: the compressed image and its variants. */
export interface CompressedImage {
  image: Blob;
  variants: PreparedVariant[];
  name: string;
}

/** The variants' quality: a card or a phone's gallery shows them small. */
const VARIANT_QUALITY = 0.7;
/** AVIF holds up at a lower setting than WebP for the same look. */
const AVIF_QUALITY = 0.55;

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** WebP where the browser can write it (smaller on the same quality), JPEG otherwise. */
async function encodeSmall(canvas: HTMLCanvasElement, quality: number, texts: ImagePrepTexts): Promise<Blob> {
  const webp = await encode(canvas, "image/webp", quality);
  // A browser that cannot write WebP silently gives PNG instead.
  if (webp?.type === "image/webp") return webp;
  const jpeg = await encode(canvas, "image/jpeg", quality);
  if (!jpeg) throw new Error(texts.cannotPrepare);
  return jpeg;
}

let avifWritten: Promise<boolean> | null = null;

/** Whether this browser's canvas writes AVIF (one that cannot answers with PNG), asked once a page. */
function writesAvif(): Promise<boolean> {
  avifWritten ??= (async () => {
    const probe = document.createElement("canvas");
    probe.width = 2;
    probe.height = 2;
    return (await encode(probe, "image/avif", AVIF_QUALITY))?.type === "image/avif";
  })();
  return avifWritten;
}

function draw(source: CanvasImageSource, width: number, height: number, texts: ImagePrepTexts): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error(texts.cannotPrepare);
  // The default smoothing skips pixels on a large step down; a phone photo to 240 is one.
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

/**
 * The variants the full image is wide enough for, widest first, each drawn from the one before
 * (halving a picture keeps it sharp; drawing 240 from 4,000 pixels would not): WebP (or JPEG), and
 * AVIF too where the browser writes it.
 */
async function makeVariants(full: HTMLCanvasElement | ImageBitmap, widths: readonly number[], texts: ImagePrepTexts): Promise<PreparedVariant[]> {
  const avif = await writesAvif();
  const made: PreparedVariant[] = [];
  let from: HTMLCanvasElement | ImageBitmap = full;
  for (const width of [...widths].sort((a, b) => b - a)) {
    if (width > full.width) continue;
    from = draw(from, width, Math.max(1, Math.round((full.height * width) / full.width)), texts);
    made.push({ width, format: "base", blob: await encodeSmall(from, VARIANT_QUALITY, texts) });
    const smaller = avif ? await encode(from, "image/avif", AVIF_QUALITY) : null;
    if (smaller?.type === "image/avif") made.push({ width, format: "avif", blob: smaller });
  }
  return made;
}

/**
 * Shrinks a photo before it costs the seller data (spec section 5): at most 1024x1024 at quality
 * 0.8, plus its variants 240, 480 and 960 wide. The photo is turned upright from its EXIF orientation.
 * `texts`: what a failure says (the catalogue's, or a page's own words for a script without it).
 */
export async function compressImage(file: File, texts: ImagePrepTexts): Promise<CompressedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new Error(texts.unreadable(file.name));
  }
  try {
    const scale = Math.min(1, COMPRESSION_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const full = draw(bitmap, Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale)), texts);
    return { image: await encodeSmall(full, COMPRESSION_QUALITY, texts), variants: await makeVariants(full, PHOTO_WIDTHS, texts), name: file.name };
  } finally {
    bitmap.close();
  }
}

/**
 * A sponsor banner as the admin picked it (stored whole, as the server stores one sent through
 * the form) with its copies 640 and 1280 wide for phones and wide screens. A picture
 * this browser cannot draw goes without copies, for the server to judge by its bytes.
 */
export async function bannerWithVariants(file: File): Promise<CompressedImage> {
  const whole: CompressedImage = { image: file, variants: [], name: file.name };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return whole;
  }
  try {
    const texts = { cannotPrepare: "", unreadable: () => "" };
    return { ...whole, variants: await makeVariants(bitmap, BANNER_WIDTHS, texts) };
  } catch {
    return whole;
  } finally {
    bitmap.close();
  }
}

function extensionOf(blob: Blob): string {
  return blob.type === "image/webp" ? "webp" : blob.type === "image/avif" ? "avif" : "jpg";
}

/**
 * The upload's multipart body (POST /api/uploads, docs/api.md): `images`, then one field per width
 * and format of variant with an entry for every image in the same order, empty where an image has
 * none (too narrow for that width). AVIF fields go only when some image has an AVIF copy.
 */
export function uploadForm(images: CompressedImage[]): FormData {
  const form = new FormData();
  for (const { image, name } of images) form.append("images", image, `${name.replace(/\.[^.]+$/, "")}.${extensionOf(image)}`);
  const formats: VariantFormat[] = images.some((each) => each.variants.some((variant) => variant.format === "avif")) ? ["base", "avif"] : ["base"];
  for (const format of formats) {
    for (const width of PHOTO_WIDTHS) {
      for (const { variants } of images) {
        const variant = variants.find((each) => each.width === width && each.format === format);
        if (variant) form.append(variantField(width, format), variant.blob, `${width}.${extensionOf(variant.blob)}`);
        else form.append(variantField(width, format), new Blob([]), "none");
      }
    }
  }
  return form;
}
