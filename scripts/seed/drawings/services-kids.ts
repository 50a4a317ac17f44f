/** Drawers for Seeking Work CVs, Services, Jobs and Babies & Kids. */
import { type Box, type Drawer, type Palette, type Rng, type Thing, n1, rotateBox, rr, shade } from "./kit.ts";

const INK = "#1f2933";
const GOLD = "#d4a72c";
const PAPER = "#fffdf7";
const KID_PASTELS = ["#a0c4ff", "#ffc8dd", "#caffbf", "#ffd6a5", "#bdb2ff", "#9bf6ff"] as const;

function union(a: Box, b: Box): Box {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

function pencil(body: string): string {
  return (
    rr(0, -7, 120, 14, 2, body) +
    rr(0, -7, 120, 4, 2, shade(body, 0.3)) +
    `<path d="M120 -7L146 0L120 7Z" fill="#f1d3a8"/><path d="M138 -2.2L146 0L138 2.2Z" fill="${INK}"/>` +
    rr(-12, -7, 14, 14, 2, "#b8c0c8") +
    rr(-24, -7, 14, 14, 5, "#ff8fab")
  );
}

function cv(p: Palette): Thing {
  const lines: string[] = [];
  for (const [y, len] of [
    [-132, 120],
    [-118, 100],
    [-104, 128],
    [-70, 110],
    [-56, 126],
    [-42, 90],
    [-28, 116],
  ] as const) {
    lines.push(`M-62 ${y}H${-62 + len}`);
  }
  const svg =
    `<path d="M-86 -232H56L86 -202V0H-86Z" fill="${PAPER}" stroke="#c6ccd2" stroke-width="2"/>` +
    `<path d="M56 -232V-202H86Z" fill="#dee2e6"/>` +
    rr(-68, -214, 48, 56, 4, shade(p.main, 0.7)) +
    `<circle cx="-44" cy="-194" r="11" fill="${p.main}"/><path d="M-64 -158Q-64 -178 -44 -178Q-24 -178 -24 -158Z" fill="${p.main}"/>` +
    rr(-8, -208, 72, 12, 6, INK) +
    rr(-8, -188, 52, 8, 4, p.main) +
    rr(-8, -174, 40, 6, 3, "#adb5bd") +
    rr(-68, -150, 50, 8, 4, p.accent) +
    rr(-68, -88, 50, 8, 4, p.accent) +
    `<path d="M-70 -132h1M-70 -118h1M-70 -104h1M-70 -70h1M-70 -56h1M-70 -42h1M-70 -28h1" stroke="${p.main}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="${lines.join("")}" stroke="#cbd2d9" stroke-width="5" stroke-linecap="round"/>` +
    `<g transform="translate(46 -40) rotate(-58)">${pencil(p.accent)}</g>`;
  return { svg, box: [-88, -234, 100, 4], grounded: false };
}

function cleaning(p: Palette): Thing {
  const bristle = "#e9c46a";
  const broom =
    rr(-5, -262, 10, 196, 4, p.wood) +
    rr(-24, -80, 48, 18, 4, p.main) +
    `<path d="M-26 -64H26L46 0H-46Z" fill="${bristle}"/>` +
    `<path d="M-16 -60L-26 0M0 -60V0M16 -60L26 0" stroke="${shade(bristle, -0.25)}" stroke-width="3"/>`;
  const broomBox = rotateBox([-46, -262, 46, 0], -12, 0, 0);
  const bucket =
    `<path d="M50 -92Q90 -150 130 -92" stroke="#8d99ae" stroke-width="5" fill="none"/>` +
    `<path d="M46 -92H134L124 0H56Z" fill="${p.accent}"/>` +
    rr(40, -98, 100, 12, 5, shade(p.accent, -0.2)) +
    `<path d="M54 -60H126" stroke="${shade(p.accent, 0.3)}" stroke-width="6"/>` +
    `<g fill="#ffffff" fill-opacity="0.85" stroke="#8ecae6" stroke-width="3">` +
    `<circle cx="70" cy="-112" r="11"/><circle cx="96" cy="-126" r="15"/><circle cx="120" cy="-108" r="9"/><circle cx="104" cy="-160" r="7"/></g>`;
  return { svg: `<g transform="rotate(-12)">${broom}</g>${bucket}`, box: union(broomBox, [40, -168, 140, 0]), grounded: true };
}

function tutoring(p: Palette): Thing {
  const left: string[] = [];
  const right: string[] = [];
  for (let k = 0; k < 6; k++) {
    const y = -118 + k * 17;
    left.push(`M-18 ${y}Q-62 ${y - 14} -108 ${y - 2}`);
    right.push(`M18 ${y}Q62 ${y - 14} 108 ${y - 2}`);
  }
  const svg =
    rr(-134, -140, 268, 136, 8, p.main) +
    `<path d="M0 -16Q-62 -34 -124 -14V-138Q-62 -158 0 -138Z" fill="${PAPER}"/>` +
    `<path d="M0 -16Q62 -34 124 -14V-138Q62 -158 0 -138Z" fill="#f6f1e4"/>` +
    `<path d="${left.join("")}${right.join("")}" stroke="#cbd2d9" stroke-width="3.5" fill="none" stroke-linecap="round"/>` +
    `<path d="M0 -138V-16" stroke="${shade(p.main, -0.3)}" stroke-width="3"/>` +
    `<g transform="translate(26 -36) rotate(-24)">${pencil(p.accent)}</g>` +
    `<circle cx="-168" cy="-22" r="22" fill="#d62828"/><circle cx="-152" cy="-22" r="22" fill="#e63946"/>` +
    `<path d="M-160 -44q2 -12 8 -16" stroke="#6b3e1e" stroke-width="4" fill="none"/><path d="M-158 -48q12 -12 22 -4q-12 10 -22 4" fill="#52b788"/>`;
  return { svg, box: [-190, -160, 136, 0], grounded: true };
}

function balloons(p: Palette, rng: Rng): Thing {
  const colours = [p.main, p.accent, rng.pick(["#8ecae6", "#ffd166", "#c77dff", "#90be6d"] as const)];
  const spots: readonly (readonly [number, number])[] = [
    [-54, -200],
    [12, -232],
    [66, -186],
  ];
  const out: string[] = [];
  spots.forEach(([x, y]) => {
    out.push(`<path d="M${x} ${y + 44}Q${n1(x * 0.4 + 10)} ${n1((y + 44 - 76) / 2)} 0 -76" stroke="#8d99ae" stroke-width="2" fill="none"/>`);
  });
  spots.forEach(([x, y], i) => {
    const c = colours[i] ?? p.main;
    out.push(`<ellipse cx="${x}" cy="${y}" rx="34" ry="42" fill="${c}"/>`);
    out.push(`<path d="M${x - 6} ${y + 48}L${x} ${y + 40}L${x + 6} ${y + 48}Z" fill="${shade(c, -0.2)}"/>`);
    out.push(`<ellipse cx="${x - 12}" cy="${y - 16}" rx="7" ry="12" fill="#ffffff" opacity="0.45" transform="rotate(25 ${x - 12} ${y - 16})"/>`);
  });
  const gift = rng.pick(["#2a9d8f", "#457b9d", "#6d597a", "#e76f51"] as const);
  out.push(rr(-42, -62, 84, 62, 4, gift));
  out.push(rr(-48, -76, 96, 18, 4, shade(gift, 0.15)));
  out.push(rr(-8, -76, 16, 76, 0, p.accent));
  out.push(`<ellipse cx="-14" cy="-82" rx="14" ry="8" fill="${p.accent}"/><ellipse cx="14" cy="-82" rx="14" ry="8" fill="${p.accent}"/>`);
  return { svg: out.join(""), box: [-90, -276, 102, 0], grounded: true };
}

function briefcase(p: Palette): Thing {
  const svg =
    `<path d="M-34 -140V-160Q-34 -172 -22 -172H22Q34 -172 34 -160V-140" stroke="${shade(p.main, -0.35)}" stroke-width="11" fill="none"/>` +
    rr(-124, -144, 248, 144, 16, p.main) +
    rr(-124, -144, 248, 56, 16, shade(p.main, 0.1)) +
    `<path d="M-124 -90H124" stroke="${shade(p.main, -0.3)}" stroke-width="5"/>` +
    `<path d="M-112 -132H112V-12H-112Z" stroke="${shade(p.main, 0.3)}" stroke-width="2" stroke-dasharray="6 5" fill="none"/>` +
    rr(-82, -100, 22, 24, 4, GOLD) +
    rr(60, -100, 22, 24, 4, GOLD) +
    rr(-14, -98, 28, 18, 4, GOLD);
  return { svg, box: [-126, -178, 126, 0], grounded: true };
}

function babyBottle(p: Palette, rng: Rng): Thing {
  const body = "#eef6fb";
  const svg =
    `<path d="M-15 -196Q-18 -224 0 -230Q18 -224 15 -196Z" fill="#f6bd60"/>` +
    rr(-36, -204, 72, 30, 8, p.main) +
    rr(-40, -178, 80, 178, 22, body, 'stroke="#a9c7d8" stroke-width="3"') +
    rr(-35, -104, 70, 99, 18, "#ffffff") +
    `<path d="M-34 -150h12M-34 -132h8M-34 -114h12M-34 -96h8M-34 -78h12" stroke="#8ecae6" stroke-width="3"/>` +
    `<path d="M12 -58l4 9l10 1l-7 7l2 10l-9 -5l-9 5l2 -10l-7 -7l10 -1Z" fill="${p.accent}"/>` +
    `<ellipse cx="96" cy="-24" rx="30" ry="20" fill="${rng.pick(KID_PASTELS)}" stroke="${shade(p.main, -0.2)}" stroke-width="2"/>` +
    `<circle cx="96" cy="-24" r="9" fill="${p.main}"/>` +
    `<circle cx="96" cy="-60" r="16" fill="none" stroke="${p.main}" stroke-width="6"/>`;
  return { svg, box: [-42, -232, 128, 0], grounded: true };
}

function onesie(p: Palette, rng: Rng): Thing {
  const svg =
    `<path d="M-30 -200Q0 -180 30 -200L70 -188L104 -150L80 -126L64 -140V-70Q64 -40 40 -26L26 -4Q24 0 18 0H-18Q-24 0 -26 -4L-40 -26Q-64 -40 -64 -70V-140L-80 -126L-104 -150L-70 -188Z" fill="${p.main}" stroke="${shade(p.main, -0.25)}" stroke-width="2"/>` +
    `<path d="M-30 -200Q0 -174 30 -200" stroke="${p.accent}" stroke-width="7" fill="none"/>` +
    `<path d="M-100 -146L-80 -128M100 -146L80 -128" stroke="${p.accent}" stroke-width="6"/>` +
    `<path d="M0 -84C-30 -104 -30 -134 -12 -134C-4 -134 0 -126 0 -122C0 -126 4 -134 12 -134C30 -134 30 -104 0 -84Z" fill="${rng.chance(0.5) ? "#ffffff" : p.accent}"/>` +
    `<circle cx="-10" cy="-10" r="3.5" fill="#ffffff"/><circle cx="0" cy="-10" r="3.5" fill="#ffffff"/><circle cx="10" cy="-10" r="3.5" fill="#ffffff"/>`;
  return { svg, box: [-106, -202, 106, 0], grounded: false };
}

function teddy(p: Palette): Thing {
  const light = shade(p.main, 0.35);
  const svg =
    `<circle cx="-46" cy="-198" r="22" fill="${p.main}"/><circle cx="46" cy="-198" r="22" fill="${p.main}"/>` +
    `<circle cx="-46" cy="-198" r="12" fill="${light}"/><circle cx="46" cy="-198" r="12" fill="${light}"/>` +
    `<ellipse cx="-42" cy="-24" rx="30" ry="24" fill="${p.main}"/><ellipse cx="42" cy="-24" rx="30" ry="24" fill="${p.main}"/>` +
    `<ellipse cx="0" cy="-76" rx="58" ry="64" fill="${p.main}"/>` +
    `<ellipse cx="0" cy="-70" rx="36" ry="42" fill="${light}"/>` +
    `<ellipse cx="-62" cy="-98" rx="18" ry="34" fill="${shade(p.main, -0.08)}" transform="rotate(32 -62 -98)"/>` +
    `<ellipse cx="62" cy="-98" rx="18" ry="34" fill="${shade(p.main, -0.08)}" transform="rotate(-32 62 -98)"/>` +
    `<ellipse cx="-46" cy="-20" rx="15" ry="13" fill="${light}"/><ellipse cx="46" cy="-20" rx="15" ry="13" fill="${light}"/>` +
    `<circle cx="0" cy="-160" r="52" fill="${p.main}"/>` +
    `<ellipse cx="0" cy="-142" rx="24" ry="18" fill="${light}"/>` +
    `<ellipse cx="0" cy="-150" rx="9" ry="6.5" fill="${INK}"/>` +
    `<path d="M0 -144V-136M-8 -132Q0 -128 8 -132" stroke="${INK}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<circle cx="-19" cy="-172" r="5.5" fill="${INK}"/><circle cx="19" cy="-172" r="5.5" fill="${INK}"/>` +
    `<path d="M0 -110L-24 -122V-98ZM0 -110L24 -122V-98Z" fill="${p.accent}"/><circle cx="0" cy="-110" r="6" fill="${shade(p.accent, -0.2)}"/>`;
  return { svg, box: [-80, -222, 80, 0], grounded: true };
}

function cube(x: number, y: number, s: number, colour: string, mark: number): string {
  const d = s * 0.28;
  const cx = x + s / 2;
  const cy = y - s / 2;
  const marks = [
    `<circle cx="${cx}" cy="${cy}" r="${s * 0.26}" fill="#ffffff"/>`,
    `<path d="M${cx} ${cy - s * 0.3}L${cx + s * 0.3} ${cy + s * 0.24}H${cx - s * 0.3}Z" fill="#ffffff"/>`,
    `<path d="M${cx - s * 0.08} ${cy - s * 0.3}h${s * 0.16}v${s * 0.22}h${s * 0.22}v${s * 0.16}h${-s * 0.22}v${s * 0.22}h${-s * 0.16}v${-s * 0.22}h${-s * 0.22}v${-s * 0.16}h${s * 0.22}Z" fill="#ffffff"/>`,
  ];
  return (
    `<path d="M${x} ${y - s}L${x + d} ${y - s - d}H${x + s + d}L${x + s} ${y - s}Z" fill="${shade(colour, 0.25)}"/>` +
    `<path d="M${x + s} ${y - s}L${x + s + d} ${y - s - d}V${y - d}L${x + s} ${y}Z" fill="${shade(colour, -0.25)}"/>` +
    `<rect x="${x}" y="${y - s}" width="${s}" height="${s}" fill="${colour}"/>` +
    `<rect x="${x + 6}" y="${y - s + 6}" width="${s - 12}" height="${s - 12}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.6"/>` +
    (marks[mark % 3] ?? "")
  );
}

function blocks(p: Palette, rng: Rng): Thing {
  const pool = [p.main, p.accent, "#8ecae6", "#ffd166", "#90be6d", "#c77dff"];
  const a = rng.int(3);
  const svg =
    cube(-112, 0, 90, pool[a] ?? p.main, a) +
    cube(-14, 0, 90, pool[(a + 2) % pool.length] ?? p.accent, a + 1) +
    cube(-62, -90, 90, pool[(a + 4) % pool.length] ?? p.main, a + 2);
  return { svg, box: [-112, -206, 102, 0], grounded: true };
}

export const SERVICES_KIDS_DRAWERS = {
  cv: { draw: cv, scenes: ["studio", "table"] },
  cleaning: { draw: cleaning, scenes: ["table", "studio"] },
  tutoring: { draw: tutoring, scenes: ["table", "studio"] },
  balloons: { draw: balloons, scenes: ["studio", "outdoor"] },
  briefcase: { draw: briefcase, scenes: ["studio", "table"], colours: ["#7f4f24", "#1f2933", "#264653", "#9c6644", "#0b6e4f"] },
  babyBottle: { draw: babyBottle, scenes: ["studio", "table"], colours: ["#a0c4ff", "#ffafcc", "#90be6d", "#c77dff", "#f4a261"] },
  onesie: { draw: onesie, scenes: ["studio"], colours: KID_PASTELS },
  teddy: { draw: teddy, scenes: ["studio", "table"], colours: ["#b5733f", "#c68b59", "#e5989b", "#a47148", "#d4a373"] },
  blocks: { draw: blocks, scenes: ["table", "studio"] },
} satisfies Record<string, Drawer>;
