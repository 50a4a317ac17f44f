/**
 * Shared helpers for the seed illustrations: a seeded random source, colour mixing,
 * the palette handed to every object drawer and the shape types they return.
 * Everything here is plain SVG text, no fonts and no external assets.
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** FNV-1a over the string, so names turn into stable 32-bit seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for picking colours. */
export function makeRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (n) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
    chance: (p) => next() < p,
  };
}

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const full =
    h.length === 3
      ? h
          .split("")
          .map((c) => c + c)
          .join("")
      : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return (
    "#" +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

/** Linear mix of two colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex(ca.map((v, i) => v + ((cb[i] ?? 0) - v) * t));
}

/** Positive amount lightens toward white, negative darkens toward black. */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, "#ffffff", amount) : mix(hex, "#000000", -amount);
}

/** Rounds to one decimal so the SVG text stays short. */
export function n1(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** Colours handed to a drawer. `main` is the object's own colour and stays the same for one listing. */
export interface Palette {
  main: string;
  accent: string;
  dark: string;
  light: string;
  metal: string;
  glass: string;
  /** Wood / natural tone (handles, baskets, wooden furniture legs). */
  wood: string;
}

/** Axis-aligned bounds in the drawer's own units: [minX, minY, maxX, maxY]. */
export type Box = readonly [number, number, number, number];

/** What every drawer returns: SVG markup around a local origin, with y=0 the surface it stands on. */
export interface Thing {
  svg: string;
  box: Box;
  /** False for things that look better floating a little above their shadow (phones, shirts). */
  grounded: boolean;
}

export type SceneKind = "outdoor" | "road" | "studio" | "table";

export interface Drawer {
  draw: (p: Palette, rng: Rng, view: number) => Thing;
  scenes: readonly SceneKind[];
  /** Colours that suit the object; the listing picks one as `main`. */
  colours?: readonly string[];
}

/** A general set of saturated object colours that read well on pastel backgrounds. */
export const OBJECT_COLOURS = [
  "#0b6e4f",
  "#e76f51",
  "#2a9d8f",
  "#264653",
  "#457b9d",
  "#d62828",
  "#6d597a",
  "#f4a261",
  "#1d3557",
  "#bc6c25",
  "#3a86ff",
  "#8338ec",
] as const;

export const VEHICLE_COLOURS = ["#d62828", "#1d3557", "#f1f3f5", "#2b2d42", "#8d99ae", "#0b6e4f", "#f4a261", "#3a86ff", "#e9c46a"] as const;

export const WOOD_COLOURS = ["#a0522d", "#b5733f", "#8b5a2b", "#c68642"] as const;

/** A darker, low-opacity stroke for light objects so they do not melt into light backgrounds. */
export function edge(colour: string): string {
  return `stroke="${shade(colour, -0.35)}" stroke-width="2"`;
}

/** Bounds of `box` after rotating it by `deg` degrees about (cx, cy), for drawers that tilt themselves. */
export function rotateBox(box: Box, deg: number, cx: number, cy: number): Box {
  const a = (deg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [box[0], box[1]],
    [box[2], box[1]],
    [box[0], box[3]],
    [box[2], box[3]],
  ] as const) {
    xs.push(cx + (x - cx) * cos - (y - cy) * sin);
    ys.push(cy + (x - cx) * sin + (y - cy) * cos);
  }
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** A rounded rectangle; the most used shape in these drawings. */
export function rr(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ""): string {
  return `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}" rx="${n1(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}
