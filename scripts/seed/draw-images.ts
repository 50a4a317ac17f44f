/**
 * Seed pictures drawn by code: flat illustrations for listings and name banners for sponsors.
 * Nothing is downloaded and no system font is used. SVG is rasterised with resvg at each stored
 * width and encoded as WebP, as an upload is stored: the full image and its variants
 * (docs/decisions/091-image-variants.md).
 *
 * Listing pictures: the object itself (shape details and main colour) depends on (category, subcategory, seed),
 * so every photo of one listing shows the same thing; `variant` changes scene, background, zoom, mirror and tilt.
 */
import { PHOTO_WIDTHS, THUMB_WIDTH } from "../../app/domain/images.ts";
import { differenceHash } from "../../app/domain/photo-hash.ts";
import { bannerSvg } from "./drawings/banner.ts";
import { type Palette, OBJECT_COLOURS, WOOD_COLOURS, hashString, makeRng } from "./drawings/kit.ts";
import { DRAWERS, drawingFor } from "./drawings/registry.ts";
import { encodeWebp, rasterise } from "./drawings/render.ts";
import { composeScene } from "./drawings/scene.ts";

/** A stored copy of a drawn picture, `width` pixels wide (WebP). */
export interface DrawnVariant {
  width: number;
  bytes: Uint8Array;
}

/** A drawn picture as the seed stores it: WebP bytes of the full image and of its variants. */
export interface DrawnImage {
  full: Uint8Array;
  variants: DrawnVariant[];
  /** The picture's difference hash, from the pixels of its 480-wide copy (the Worker hashes that copy). */
  phash: string;
  /** The drawing itself, to draw it again (the demo's copied photo, scripts/seed/demo-photos.ts). */
  svg: string;
}

export interface ListingImageInput {
  category: string;
  subcategory: string | null;
  variant: number;
  seed: number;
}

export const FULL_WIDTH = 1024;
export const BANNER_WIDTH = 1280;
/** An upload's qualities: the full image at 0.8, its variants at 0.7 (app/lib/compress-image.ts). */
export const FULL_QUALITY = 80;
export const VARIANT_QUALITY = 70;
/** What a drawn card may weigh at most: the performance budget for a card on a phone. */
export const CARD_MAX_BYTES = 25 * 1024;
export const BANNER_MAX_BYTES = 35 * 1024;

const ACCENTS = ["#f4a261", "#e9c46a", "#2a9d8f", "#e76f51", "#8ecae6", "#ffd166", "#90be6d"] as const;
const GLASS = ["#a9d6e5", "#bfe3f2", "#9ad1d4", "#cde7f0"] as const;
const METAL = ["#b8c0c8", "#c9ced6", "#a7b0ba"] as const;

function listingPalette(main: string, seed: number): Palette {
  const rng = makeRng(seed ^ 0x9e3779b9);
  const accents = ACCENTS.filter((a) => a !== main);
  return {
    main,
    accent: rng.pick(accents.length > 0 ? accents : ACCENTS),
    dark: "#1f2933",
    light: "#f8f9fa",
    metal: rng.pick(METAL),
    glass: rng.pick(GLASS),
    wood: rng.pick(WOOD_COLOURS),
  };
}

/** The listing picture as an SVG document (400x300 viewBox). Exposed for previews and tests. */
export function listingSvg(input: ListingImageInput): string {
  const name = drawingFor(input.category, input.subcategory);
  const drawer = DRAWERS[name];
  const variant = Math.abs(Math.trunc(input.variant)) || 0;
  const listingKey = hashString(`${input.category}|${input.subcategory ?? ""}|${input.seed}`);
  const listingRng = makeRng(listingKey);
  const main = listingRng.pick(drawer.colours ?? OBJECT_COLOURS);
  const sceneOffset = listingRng.int(drawer.scenes.length);
  const palette = listingPalette(main, listingKey);
  const thing = drawer.draw(palette, makeRng(listingKey + 1), variant);
  const kind = drawer.scenes[(variant + sceneOffset) % drawer.scenes.length] ?? "studio";
  const sceneRng = makeRng(hashString(`${listingKey}|v${variant}`));
  return composeScene(thing, { variant, kind }, sceneRng);
}

/**
 * A drawing stored as an upload is: WebP `fullWidth` wide, and a WebP copy at each of `widths`,
 * each rasterised at its own width (sharper than shrinking the full one), with the hash of the 480 copy.
 */
export async function drawnAs(
  svg: string,
  fullWidth: number,
  widths: readonly number[],
  qualities = { full: FULL_QUALITY, variant: VARIANT_QUALITY },
): Promise<DrawnImage> {
  const variants: DrawnVariant[] = [];
  let phash = "";
  for (const width of widths.filter((each) => each <= fullWidth)) {
    const pixels = rasterise(svg, width);
    if (width === THUMB_WIDTH) phash = differenceHash(pixels);
    variants.push({ width, bytes: await encodeWebp(pixels, qualities.variant) });
  }
  return { full: await encodeWebp(rasterise(svg, fullWidth), qualities.full), variants, phash, svg };
}

/** A picture for a listing: 1024x768 full and 240, 480 and 960 wide copies, WebP. Deterministic for (category, subcategory, variant, seed). */
export function drawListingImage(input: ListingImageInput): Promise<DrawnImage> {
  return drawnAs(listingSvg(input), FULL_WIDTH, PHOTO_WIDTHS);
}

/**
 * A sponsor banner 1280x427 WebP with the company name drawn on it, and its 640 copy. Drawn at
 * 1280, the 1280 copy is the full image's own bytes (an admin's upload gets one made by the Worker).
 */
export async function drawSponsorBanner(input: { companyName: string; seed: number }): Promise<DrawnImage> {
  const drawn = await drawnAs(bannerSvg(input.companyName, input.seed), BANNER_WIDTH, [640]);
  return { ...drawn, variants: [...drawn.variants, { width: BANNER_WIDTH, bytes: drawn.full }] };
}
