/**
 * Seed pictures drawn by code: flat illustrations for listings and name banners for sponsors.
 * Nothing is downloaded and no system font is used. SVG is rasterised with resvg and encoded with jpeg-js.
 *
 * Listing pictures: the object itself (shape details and main colour) depends on (category, subcategory, seed),
 * so every photo of one listing shows the same thing; `variant` changes scene, background, zoom, mirror and tilt.
 */
import { bannerSvg } from "./drawings/banner.ts";
import { type Palette, OBJECT_COLOURS, WOOD_COLOURS, hashString, makeRng } from "./drawings/kit.ts";
import { DRAWERS, drawingFor } from "./drawings/registry.ts";
import { svgToJpegWithin } from "./drawings/render.ts";
import { composeScene } from "./drawings/scene.ts";

export interface DrawnImage {
  full: Uint8Array;
  thumb: Uint8Array;
} // JPEG bytes

export interface ListingImageInput {
  category: string;
  subcategory: string | null;
  variant: number;
  seed: number;
}

export const FULL_WIDTH = 1024;
export const THUMB_WIDTH = 480;
export const FULL_MAX_BYTES = 120_000;
export const THUMB_MAX_BYTES = 40_000;
export const BANNER_MAX_BYTES = 150_000;

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

/** A picture for a listing: 1024x768 full (JPEG q~80, aim < 120 KB) and 480x360 thumb (JPEG, MUST be <= 40 KB, aim ~15-25 KB). Deterministic for (category, subcategory, variant, seed). */
export function drawListingImage(input: ListingImageInput): DrawnImage {
  const svg = listingSvg(input);
  return {
    full: svgToJpegWithin(svg, FULL_WIDTH, 80, FULL_MAX_BYTES),
    thumb: svgToJpegWithin(svg, THUMB_WIDTH, 78, THUMB_MAX_BYTES),
  };
}

/** A sponsor banner 1200x400 JPEG (< 150 KB) with the company name drawn on it and a tagline-free clean layout. */
export function drawSponsorBanner(input: { companyName: string; seed: number }): Uint8Array {
  return svgToJpegWithin(bannerSvg(input.companyName, input.seed), 1200, 82, BANNER_MAX_BYTES);
}
