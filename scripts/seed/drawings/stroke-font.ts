/**
 * A tiny built-in stroke font (capitals, digits and a little punctuation) so banners can show a name
 * without any system font. Glyphs live on a grid 6 units tall; each stroke is a polyline of x,y pairs.
 * Render with a round-capped, round-joined stroke about 1.1 units wide.
 */

type Glyph = readonly [width: number, strokes: readonly (readonly number[])[]];

const O_SHAPE = [1, 0, 3, 0, 4, 1, 4, 5, 3, 6, 1, 6, 0, 5, 0, 1, 1, 0];

const GLYPHS: Readonly<Record<string, Glyph>> = {
  A: [
    4.4,
    [
      [0, 6, 2.2, 0, 4.4, 6],
      [0.8, 3.9, 3.6, 3.9],
    ],
  ],
  B: [4, [[0, 3, 2.8, 3, 3.7, 2.1, 3.7, 0.9, 2.8, 0, 0, 0, 0, 6, 3, 6, 4, 5, 4, 4, 3, 3]]],
  C: [4, [[4, 1, 3, 0, 1, 0, 0, 1, 0, 5, 1, 6, 3, 6, 4, 5]]],
  D: [4, [[0, 0, 0, 6, 2.4, 6, 4, 4.4, 4, 1.6, 2.4, 0, 0, 0]]],
  E: [
    3.6,
    [
      [3.6, 0, 0, 0, 0, 6, 3.6, 6],
      [0, 3, 3, 3],
    ],
  ],
  F: [
    3.6,
    [
      [3.6, 0, 0, 0, 0, 6],
      [0, 3, 3, 3],
    ],
  ],
  G: [4, [[4, 1, 3, 0, 1, 0, 0, 1, 0, 5, 1, 6, 3, 6, 4, 5, 4, 3.4, 2.2, 3.4]]],
  H: [
    4,
    [
      [0, 0, 0, 6],
      [4, 0, 4, 6],
      [0, 3, 4, 3],
    ],
  ],
  I: [0, [[0, 0, 0, 6]]],
  J: [3.6, [[3.6, 0, 3.6, 5, 2.6, 6, 1, 6, 0, 5]]],
  K: [
    4,
    [
      [0, 0, 0, 6],
      [4, 0, 0, 3.6],
      [1.4, 2.7, 4, 6],
    ],
  ],
  L: [3.4, [[0, 0, 0, 6, 3.4, 6]]],
  M: [5, [[0, 6, 0, 0, 2.5, 3.6, 5, 0, 5, 6]]],
  N: [4, [[0, 6, 0, 0, 4, 6, 4, 0]]],
  O: [4, [O_SHAPE]],
  P: [4, [[0, 6, 0, 0, 3, 0, 4, 1, 4, 2, 3, 3, 0, 3]]],
  Q: [4, [O_SHAPE, [2.4, 4.4, 4.2, 6.2]]],
  R: [
    4,
    [
      [0, 6, 0, 0, 3, 0, 4, 1, 4, 2, 3, 3, 0, 3],
      [2, 3, 4, 6],
    ],
  ],
  S: [4, [[4, 1, 3, 0, 1, 0, 0, 1, 0, 2, 1, 3, 3, 3, 4, 4, 4, 5, 3, 6, 1, 6, 0, 5]]],
  T: [
    4.4,
    [
      [0, 0, 4.4, 0],
      [2.2, 0, 2.2, 6],
    ],
  ],
  U: [4, [[0, 0, 0, 5, 1, 6, 3, 6, 4, 5, 4, 0]]],
  V: [4.4, [[0, 0, 2.2, 6, 4.4, 0]]],
  W: [5.6, [[0, 0, 1.4, 6, 2.8, 1.8, 4.2, 6, 5.6, 0]]],
  X: [
    4,
    [
      [0, 0, 4, 6],
      [4, 0, 0, 6],
    ],
  ],
  Y: [
    4.4,
    [
      [0, 0, 2.2, 3.2, 4.4, 0],
      [2.2, 3.2, 2.2, 6],
    ],
  ],
  Z: [4, [[0, 0, 4, 0, 0, 6, 4, 6]]],
  "0": [3.6, [[1, 0, 2.6, 0, 3.6, 1, 3.6, 5, 2.6, 6, 1, 6, 0, 5, 0, 1, 1, 0]]],
  "1": [2, [[0, 1.5, 1.6, 0, 1.6, 6]]],
  "2": [4, [[0, 1, 1, 0, 3, 0, 4, 1, 4, 2.2, 0, 6, 4, 6]]],
  "3": [
    4,
    [
      [0, 1, 1, 0, 3, 0, 4, 1, 4, 2, 3, 3, 1.6, 3],
      [3, 3, 4, 4, 4, 5, 3, 6, 1, 6, 0, 5],
    ],
  ],
  "4": [4, [[3, 6, 3, 0, 0, 4.2, 4, 4.2]]],
  "5": [4, [[4, 0, 0.4, 0, 0, 3, 3, 3, 4, 4, 4, 5, 3, 6, 1, 6, 0, 5]]],
  "6": [4, [[3.6, 0, 1, 0, 0, 1, 0, 5, 1, 6, 3, 6, 4, 5, 4, 4, 3, 3, 0, 3]]],
  "7": [4, [[0, 0, 4, 0, 1.4, 6]]],
  "8": [4, [[1, 3, 0, 2, 0, 1, 1, 0, 3, 0, 4, 1, 4, 2, 3, 3, 1, 3, 0, 4, 0, 5, 1, 6, 3, 6, 4, 5, 4, 4, 3, 3]]],
  "9": [4, [[4, 3, 1, 3, 0, 2, 0, 1, 1, 0, 3, 0, 4, 1, 4, 5, 3, 6, 0.4, 6]]],
  "&": [4.4, [[4.4, 6, 0.8, 2.4, 0.8, 0.9, 1.6, 0, 2.6, 0, 3.3, 0.8, 3.3, 1.6, 0, 4.2, 0, 5.2, 0.9, 6, 2.2, 6, 4.2, 3.6]]],
  "-": [2.6, [[0, 3.4, 2.6, 3.4]]],
  ".": [0, [[0, 5.95, 0, 6]]],
  ",": [0.6, [[0.6, 5.6, 0, 7]]],
  "'": [0, [[0, 0, 0, 1.6]]],
  "/": [3, [[0, 6, 3, 0]]],
  "+": [
    3.6,
    [
      [0, 3.4, 3.6, 3.4],
      [1.8, 1.6, 1.8, 5.2],
    ],
  ],
};

const SPACE = 2.6;
export const LETTER_GAP = 1.7;
export const CAP_HEIGHT = 6;

/** Upper-cases, strips accents and replaces anything the font lacks with a space. */
export function fontSafe(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .split("")
    .map((ch) => (GLYPHS[ch] ? ch : " "))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** Width of `text` in font units (cap height = 6). */
export function measure(text: string): number {
  let w = 0;
  const chars = fontSafe(text).split("");
  chars.forEach((ch, i) => {
    const g = GLYPHS[ch];
    w += g ? g[0] : SPACE;
    if (i < chars.length - 1) w += LETTER_GAP;
  });
  return w;
}

function r2(v: number): string {
  return String(Math.round(v * 100) / 100);
}

/** Path data for `text` with its top-left at (x, y), `scale` px per font unit. */
export function textPath(text: string, x: number, y: number, scale: number): string {
  let cursor = 0;
  const out: string[] = [];
  for (const ch of fontSafe(text).split("")) {
    const g = GLYPHS[ch];
    if (!g) {
      cursor += SPACE + LETTER_GAP;
      continue;
    }
    for (const stroke of g[1]) {
      const parts: string[] = [];
      for (let i = 0; i + 1 < stroke.length; i += 2) {
        const px = x + (cursor + (stroke[i] ?? 0)) * scale;
        const py = y + (stroke[i + 1] ?? 0) * scale;
        parts.push(`${i === 0 ? "M" : "L"}${r2(px)} ${r2(py)}`);
      }
      out.push(parts.join(""));
    }
    cursor += g[0] + LETTER_GAP;
  }
  return out.join("");
}
