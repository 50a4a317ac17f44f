/**
 * `npx tsx scripts/make-icons.ts`: draws the installed app's icons (public/icons/, named by the web
 * app manifest, app/routes/manifest.ts) from the favicon's price tag: white on the brand green,
 * with the orange string. Run again when the mark changes; the PNGs are committed.
 *
 * - icon-192.png, icon-512.png: a rounded square, for launchers that show the icon as it is.
 * - maskable-512.png: the green fills the whole square and the tag stays inside the middle 80%
 *   circle, so Android can cut it to any shape (circle, squircle) without clipping the mark.
 * - public/favicon-48.png: the favicon itself as pixels. A browser draws an SVG favicon through an
 *   isolated SVG document on the page's main thread (about 60 ms on a phone, just after the page
 *   loads); a 48-pixel PNG is sharp at a tab's 16 px on a 3x screen and decodes in a blink.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";

const GREEN = "#0b6e4f";
const WHITE = "#fff";
const ORANGE = "#f4a261";

/** The favicon's drawing (public/favicon.svg, a 36-unit square), its colours turned for a green ground. */
const TAG = `<g transform="translate(-3.3 -3.3)">
    <g transform="rotate(45 18 18)">
      <path d="M3 18L11.5 8.5Q12.5 7.5 14 7.5H30Q33 7.5 33 10.5V25.5Q33 28.5 30 28.5H14Q12.5 28.5 11.5 27.5Z" fill="${WHITE}"/>
      <circle cx="12.5" cy="18" r="2.8" fill="${GREEN}"/>
      <path d="M18.5 15H28M18.5 21H25" stroke="${GREEN}" stroke-width="2.4" stroke-linecap="round"/>
    </g>
    <path d="M14.1 14.1C11.5 9.5 9.5 7 6.5 6.2" stroke="${ORANGE}" stroke-width="2.4" fill="none" stroke-linecap="round"/>
  </g>`;

/**
 * `share` is the part of the icon's side the 36-unit square takes. The tag runs corner to corner of
 * that square, so for a maskable icon the square's diagonal must fit the 80% safe circle: 0.56.
 */
function iconSvg({ maskable }: { maskable: boolean }): string {
  const share = maskable ? 0.56 : 0.7;
  const side = 512 * share;
  // The string makes the mark heavier at its top left: moved a little the other way, it looks centred.
  const offset = (512 - side) / 2 + side * 0.03;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" rx="${maskable ? 0 : 112}" fill="${GREEN}"/>
  <g transform="translate(${offset} ${offset}) scale(${side / 36})">
  ${TAG}
  </g>
</svg>`;
}

function drawPng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: size }, background: "rgba(0,0,0,0)" }).render().asPng();
}

const icons = [
  { file: "public/icons/icon-192.png", size: 192, maskable: false },
  { file: "public/icons/icon-512.png", size: 512, maskable: false },
  { file: "public/icons/maskable-512.png", size: 512, maskable: true },
];

for (const icon of icons) {
  const png = drawPng(iconSvg(icon), icon.size);
  writeFileSync(icon.file, png);
  console.log(`${icon.file} written (${png.length} bytes)`);
}

const favicon = drawPng(readFileSync("public/favicon.svg", "utf8"), 48);
writeFileSync("public/favicon-48.png", favicon);
console.log(`public/favicon-48.png written (${favicon.length} bytes)`);
