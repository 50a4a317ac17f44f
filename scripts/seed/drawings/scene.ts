/**
 * Places one object drawing in a simple flat scene on a 400x300 canvas (4:3):
 * a soft gradient background, then ground, sun, clouds, table or shelf decorations, a shadow and the object.
 */
import { type Rng, type SceneKind, type Thing, mix, n1, shade } from "./kit.ts";

export const CANVAS_W = 400;
export const CANVAS_H = 300;

const SKIES: readonly (readonly [string, string])[] = [
  ["#8ecae6", "#e3f5ff"],
  ["#ffcf99", "#fff4e6"],
  ["#a8dadc", "#f1faee"],
  ["#bde0fe", "#fefae0"],
  ["#cdb4db", "#fdf0f5"],
];
const GRASS = ["#88c070", "#9ccc65", "#7fb77e", "#b5c99a"] as const;
const EARTH = ["#d9b38c", "#c9a66b", "#e0c097"] as const;
const PASTELS: readonly (readonly [string, string])[] = [
  ["#d8f3dc", "#f7fff9"],
  ["#ffe8d6", "#fff8f1"],
  ["#dbeafe", "#f6f9ff"],
  ["#f7efe3", "#fffdf8"],
  ["#ede7f6", "#fbf9ff"],
  ["#fde2e4", "#fff7f8"],
  ["#e2ece9", "#f9fbfa"],
  ["#fff1c1", "#fffbeb"],
];
const TABLES = ["#c8a27a", "#b08968", "#d4b996", "#9c7a5b", "#e6d5c3"] as const;

function gradient(top: string, bottom: string, x2: number, y2: number): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${n1(x2)}" y2="${n1(y2)}">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${CANVAS_W}" height="${CANVAS_H}" fill="url(#bg)"/>`
  );
}

function cloud(x: number, y: number, s: number): string {
  return (
    `<g fill="#ffffff" opacity="0.9" transform="translate(${n1(x)} ${n1(y)}) scale(${n1(s)})">` +
    `<circle cx="-14" cy="0" r="12"/><circle cx="4" cy="-8" r="16"/><circle cx="20" cy="0" r="11"/>` +
    `<rect x="-26" y="0" width="56" height="11" rx="5.5"/></g>`
  );
}

function outdoor(rng: Rng, gy: number, road: boolean): string {
  const [top, bottom] = rng.pick(SKIES);
  const out = [gradient(top, bottom, 0, 1)];
  if (rng.chance(0.75)) {
    const sx = rng.chance(0.5) ? rng.range(40, 110) : rng.range(290, 360);
    out.push(`<circle cx="${n1(sx)}" cy="${n1(rng.range(42, 78))}" r="${n1(rng.range(18, 28))}" fill="#ffd166"/>`);
  }
  const clouds = 1 + rng.int(2);
  for (let i = 0; i < clouds; i++) out.push(cloud(rng.range(40, 360), rng.range(36, 96), rng.range(0.8, 1.3)));
  const hill = mix(rng.pick(GRASS), bottom, 0.45);
  const h1 = gy - rng.range(30, 60);
  const h2 = gy - rng.range(20, 50);
  out.push(`<path d="M0 ${n1(gy)}L0 ${n1(h1)}Q110 ${n1(h1 - 40)} 210 ${n1(h2)}T400 ${n1(h2 - 10)}L400 ${n1(gy)}Z" fill="${hill}"/>`);
  const ground = rng.chance(0.7) ? rng.pick(GRASS) : rng.pick(EARTH);
  out.push(`<rect x="0" y="${n1(gy - 2)}" width="${CANVAS_W}" height="${n1(CANVAS_H - gy + 2)}" fill="${ground}"/>`);
  if (road) {
    out.push(`<rect x="0" y="${n1(gy - 10)}" width="${CANVAS_W}" height="48" fill="#5c636a"/>`);
    out.push(`<path d="M0 ${n1(gy + 19)}H400" stroke="#f1f3f5" stroke-width="3" stroke-dasharray="22 16"/>`);
    out.push(`<rect x="0" y="${n1(gy + 38)}" width="${CANVAS_W}" height="4" fill="#adb5bd"/>`);
  } else {
    for (let i = 0; i < 5; i++) {
      const x = rng.range(10, 390);
      const y = rng.range(gy + 14, CANVAS_H - 8);
      out.push(`<path d="M${n1(x)} ${n1(y)}l4 -8l4 8" stroke="${shade(ground, -0.15)}" stroke-width="2" fill="none"/>`);
    }
  }
  return out.join("");
}

function studio(rng: Rng, gy: number): string {
  const [a, b] = rng.pick(PASTELS);
  const out = [gradient(a, b, rng.range(0.2, 1), 1)];
  out.push(`<circle cx="${n1(rng.range(170, 230))}" cy="${n1(gy - 90)}" r="${n1(rng.range(105, 130))}" fill="#ffffff" opacity="0.45"/>`);
  out.push(`<rect x="0" y="${n1(gy)}" width="${CANVAS_W}" height="${n1(CANVAS_H - gy)}" fill="${shade(a, -0.05)}"/>`);
  const dot = shade(a, -0.25);
  for (let i = 0; i < 4; i++) {
    const x = i % 2 === 0 ? rng.range(18, 80) : rng.range(320, 382);
    const y = rng.range(20, gy - 30);
    out.push(
      rng.chance(0.5)
        ? `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(rng.range(4, 9))}" fill="${dot}" opacity="0.5"/>`
        : `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(rng.range(6, 12))}" fill="none" stroke="${dot}" stroke-width="3" opacity="0.5"/>`,
    );
  }
  return out.join("");
}

function table(rng: Rng, gy: number): string {
  const [a, b] = rng.pick(PASTELS);
  const out = [gradient(b, a, 0, 1)];
  const wood = rng.pick(TABLES);
  const side = rng.chance(0.5) ? 1 : -1;
  const x = side > 0 ? rng.range(300, 330) : rng.range(18, 40);
  if (rng.chance(0.5)) {
    out.push(`<rect x="${n1(x)}" y="40" width="60" height="80" fill="#e3f2fd" stroke="#ffffff" stroke-width="6"/>`);
    out.push(`<path d="M${n1(x + 30)} 40V120M${n1(x)} 80H${n1(x + 60)}" stroke="#ffffff" stroke-width="4"/>`);
  } else {
    out.push(`<rect x="${n1(x)}" y="50" width="52" height="64" fill="${shade(a, -0.15)}" stroke="${shade(wood, -0.2)}" stroke-width="5"/>`);
    out.push(`<path d="M${n1(x + 6)} 104L${n1(x + 22)} 80L${n1(x + 32)} 94L${n1(x + 38)} 86L${n1(x + 46)} 104Z" fill="${shade(a, -0.35)}"/>`);
  }
  const px = side > 0 ? rng.range(20, 50) : rng.range(350, 380);
  out.push(`<path d="M${n1(px - 12)} ${n1(gy)}L${n1(px - 9)} ${n1(gy - 22)}H${n1(px + 9)}L${n1(px + 12)} ${n1(gy)}Z" fill="#e07a5f"/>`);
  out.push(`<ellipse cx="${n1(px - 8)}" cy="${n1(gy - 34)}" rx="7" ry="14" fill="#52b788" transform="rotate(-25 ${n1(px - 8)} ${n1(gy - 34)})"/>`);
  out.push(`<ellipse cx="${n1(px + 8)}" cy="${n1(gy - 36)}" rx="7" ry="15" fill="#40916c" transform="rotate(25 ${n1(px + 8)} ${n1(gy - 36)})"/>`);
  out.push(`<rect x="0" y="${n1(gy)}" width="${CANVAS_W}" height="${n1(CANVAS_H - gy)}" fill="${wood}"/>`);
  out.push(`<rect x="0" y="${n1(gy)}" width="${CANVAS_W}" height="5" fill="${shade(wood, 0.25)}"/>`);
  out.push(`<rect x="0" y="${n1(gy + 34)}" width="${CANVAS_W}" height="${n1(CANVAS_H - gy - 34)}" fill="${shade(wood, -0.15)}"/>`);
  return out.join("");
}

export interface Placement {
  /** 0..3 style index; chooses zoom and mirror. */
  variant: number;
  kind: SceneKind;
}

/** Full SVG document: scene + shadow + the object fitted into the middle of the canvas. */
export function composeScene(thing: Thing, place: Placement, rng: Rng): string {
  const outdoorish = place.kind === "outdoor" || place.kind === "road";
  const gy = place.kind === "road" ? rng.range(238, 246) : outdoorish ? rng.range(236, 252) : place.kind === "table" ? 236 : 248;
  const background =
    place.kind === "outdoor"
      ? outdoor(rng, gy, false)
      : place.kind === "road"
        ? outdoor(rng, gy, true)
        : place.kind === "table"
          ? table(rng, gy)
          : studio(rng, gy);

  const [x0, y0, x1, y1] = thing.box;
  const bw = x1 - x0;
  const bh = y1 - y0;
  const maxW = outdoorish ? 290 : 250;
  const maxH = gy - (thing.grounded ? 44 : 58);
  const zoom = [1, 0.86, 0.93, 0.8][place.variant % 4] ?? 1;
  const k = Math.min(maxW / bw, maxH / bh) * zoom;
  const flip = place.variant % 2 === 1 ? -1 : 1;
  const cx = 200 + rng.range(-22, 22);
  const lift = thing.grounded ? 0 : 12;
  const tilt = thing.grounded ? 0 : rng.range(-7, 7);
  const midX = (x0 + x1) / 2;
  const shadowW = (bw * k) / 2 + 6;
  const shadow = `<ellipse cx="${n1(cx)}" cy="${n1(gy + 1)}" rx="${n1(thing.grounded ? shadowW : shadowW * 0.75)}" ry="${thing.grounded ? 8 : 6}" fill="#000000" opacity="${thing.grounded ? 0.16 : 0.12}"/>`;
  const transform =
    `translate(${n1(cx)} ${n1(gy - lift)}) rotate(${n1(tilt)}) scale(${Math.round(k * flip * 1000) / 1000} ${Math.round(k * 1000) / 1000})` +
    ` translate(${n1(-midX)} ${n1(-y1)})`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS_W} ${CANVAS_H}" width="${CANVAS_W}" height="${CANVAS_H}">` +
    background +
    shadow +
    `<g transform="${transform}" stroke-linejoin="round">${thing.svg}</g>` +
    `</svg>`
  );
}
