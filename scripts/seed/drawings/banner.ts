/**
 * Sponsor banner artwork (1200x400): a brand-coloured gradient, a few soft shapes,
 * a round monogram badge and the company name drawn with the built-in stroke font. No tagline.
 */
import { hashString, makeRng, n1, shade } from "./kit.ts";
import { CAP_HEIGHT, fontSafe, measure, textPath } from "./stroke-font.ts";

export const BANNER_W = 1200;
export const BANNER_H = 400;

interface Theme {
  from: string;
  to: string;
  ink: string;
  accent: string;
  badgeInk: string;
}

const THEMES: readonly Theme[] = [
  { from: "#0b6e4f", to: "#07513a", ink: "#ffffff", accent: "#f4a261", badgeInk: "#1f2933" },
  { from: "#1f2933", to: "#323f4b", ink: "#ffffff", accent: "#f4a261", badgeInk: "#1f2933" },
  { from: "#f4a261", to: "#ea8c4b", ink: "#1f2933", accent: "#0b6e4f", badgeInk: "#ffffff" },
  { from: "#fdf6ec", to: "#f3e3cc", ink: "#1f2933", accent: "#0b6e4f", badgeInk: "#ffffff" },
  { from: "#2a9d8f", to: "#1d7268", ink: "#ffffff", accent: "#ffd166", badgeInk: "#1f2933" },
  { from: "#264653", to: "#0b6e4f", ink: "#ffffff", accent: "#e9c46a", badgeInk: "#1f2933" },
];

/** Splits a long name into two lines at the space that best balances their widths. */
function lines(name: string): string[] {
  const text = fontSafe(name);
  const words = text.split(" ");
  if (words.length < 2 || measure(text) < 34) return [text];
  let best: string[] = [text];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(" ");
    const b = words.slice(i).join(" ");
    const w = Math.max(measure(a), measure(b));
    if (w < bestWidth) {
      bestWidth = w;
      best = [a, b];
    }
  }
  return best;
}

function decorations(theme: Theme, seed: number): string {
  const rng = makeRng(seed ^ 0x5eed);
  const light = theme.ink === "#ffffff" ? "#ffffff" : theme.accent;
  const out: string[] = [];
  out.push(`<circle cx="${n1(rng.range(1020, 1160))}" cy="${n1(rng.range(-40, 60))}" r="${n1(rng.range(180, 260))}" fill="${light}" opacity="0.07"/>`);
  out.push(`<circle cx="${n1(rng.range(900, 1100))}" cy="${n1(rng.range(360, 440))}" r="${n1(rng.range(110, 170))}" fill="${light}" opacity="0.06"/>`);
  const x = rng.range(1060, 1100);
  for (let i = 0; i < 3; i++) {
    const sx = x + i * 34;
    out.push(`<path d="M${n1(sx)} 400L${n1(sx + 120)} 0H${n1(sx + 138)}L${n1(sx + 18)} 400Z" fill="${theme.accent}" opacity="${n1(0.5 - i * 0.14)}"/>`);
  }
  const dots: string[] = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 6; c++) dots.push(`M${40 + c * 22} ${352 + r * 18}h0.1`);
  out.push(`<path d="${dots.join("")}" stroke="${light}" stroke-width="6" stroke-linecap="round" opacity="0.25"/>`);
  return out.join("");
}

/** The banner as an SVG document, 1200x400. Deterministic for (companyName, seed). */
export function bannerSvg(companyName: string, seed: number): string {
  const key = hashString(`${companyName}|${seed}`);
  const theme = THEMES[key % THEMES.length] ?? THEMES[0];
  if (!theme) throw new Error("no banner themes");
  const text = lines(companyName);
  const hasText = (text[0] ?? "").length > 0;

  const badgeX = hasText ? 190 : 600;
  const badgeR = hasText ? 112 : 130;
  const initial = (text[0] ?? "").charAt(0);
  const badge =
    `<circle cx="${badgeX}" cy="206" r="${badgeR + 8}" fill="#000000" opacity="0.12"/>` +
    `<circle cx="${badgeX}" cy="200" r="${badgeR}" fill="${theme.accent}"/>` +
    `<circle cx="${badgeX}" cy="200" r="${badgeR - 14}" fill="none" stroke="${theme.badgeInk}" stroke-width="4" opacity="0.35"/>`;
  let monogram = "";
  if (initial) {
    const s = 14;
    const w = measure(initial) * s;
    monogram = `<path d="${textPath(initial, badgeX - w / 2, 200 - (CAP_HEIGHT * s) / 2, s)}" stroke="${theme.badgeInk}" stroke-width="${n1(s * 1.25)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  } else {
    monogram = `<path d="M${badgeX - 40} 230L${badgeX} 150L${badgeX + 40} 230Z" fill="${theme.badgeInk}"/>`;
  }

  let name = "";
  if (hasText) {
    const left = 360;
    const maxW = 680;
    const widest = Math.max(...text.map((t) => measure(t))) + 1.2;
    const maxCap = text.length === 1 ? 118 : 80;
    const s = Math.min(maxW / widest, maxCap / CAP_HEIGHT);
    const lineGap = s * 3.4;
    const blockH = text.length * CAP_HEIGHT * s + (text.length - 1) * lineGap;
    const top = 190 - blockH / 2;
    const d = text.map((t, i) => textPath(t, left + 0.6 * s, top + i * (CAP_HEIGHT * s + lineGap), s)).join("");
    const bar = `<rect x="${left}" y="${n1(top + blockH + s * 2.6)}" width="120" height="12" rx="6" fill="${theme.accent}"/>`;
    name =
      `<path d="${d}" transform="translate(3 4)" stroke="#000000" stroke-opacity="0.15" stroke-width="${n1(s * 1.15)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${d}" stroke="${theme.ink}" stroke-width="${n1(s * 1.15)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
      bar;
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BANNER_W} ${BANNER_H}" width="${BANNER_W}" height="${BANNER_H}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient></defs>` +
    `<rect width="${BANNER_W}" height="${BANNER_H}" fill="url(#bg)"/>` +
    `<rect y="${BANNER_H - 10}" width="${BANNER_W}" height="10" fill="${shade(theme.from, -0.25)}"/>` +
    decorations(theme, key) +
    badge +
    monogram +
    name +
    `</svg>`
  );
}
