/** Drawers for Vehicles and Property. Local origin: centre of the footprint, y=0 the ground, y<0 up. */
import { type Drawer, type Palette, type Rng, type Thing, VEHICLE_COLOURS, mix, n1, shade } from "./kit.ts";

const TYRE = "#23272b";
const LAMP = "#ffe8a3";
const TAIL = "#e63946";

function wheel(x: number, y: number, r: number, metal: string): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${TYRE}"/>` +
    `<circle cx="${x}" cy="${y}" r="${n1(r * 0.56)}" fill="${metal}"/>` +
    `<circle cx="${x}" cy="${y}" r="${n1(r * 0.2)}" fill="${shade(metal, -0.35)}"/>`
  );
}

function arch(x: number, y: number, r: number, fill: string): string {
  return `<path d="M${x - r} ${y}A${r} ${r} 0 0 1 ${x + r} ${y}Z" fill="${fill}"/>`;
}

interface CarShape {
  body: string;
  windows: readonly string[];
  wheelR: number;
  wheelX: readonly [number, number];
  front: number;
  rear: number;
  belt: number;
}

const CAR_SHAPES: readonly CarShape[] = [
  {
    // saloon
    body: "M-118 -22L-118 -54Q-116 -63 -100 -64L-62 -67L-36 -98Q-33 -101 -26 -101L34 -101Q42 -101 47 -95L74 -67L106 -61Q119 -57 120 -44L120 -22Z",
    windows: ["M-53 -69L-32 -93L-6 -93L-6 -69Z", "M2 -69L2 -93L31 -93Q37 -93 41 -88L60 -69Z"],
    wheelR: 21,
    wheelX: [-72, 74],
    front: 120,
    rear: -118,
    belt: -56,
  },
  {
    // SUV
    body: "M-116 -24L-116 -104Q-116 -116 -104 -116L40 -116Q48 -116 53 -110L80 -76L108 -70Q118 -66 118 -54L118 -24Z",
    windows: ["M-104 -78L-104 -106L-58 -106L-58 -78Z", "M-50 -78L-50 -106L-6 -106L-6 -78Z", "M2 -78L2 -106L38 -106Q43 -106 46 -102L66 -78Z"],
    wheelR: 24,
    wheelX: [-70, 72],
    front: 118,
    rear: -116,
    belt: -64,
  },
  {
    // hatchback
    body: "M-108 -22L-108 -62L-94 -98Q-92 -101 -86 -101L30 -101Q37 -101 42 -96L70 -66L102 -60Q114 -56 114 -44L114 -22Z",
    windows: ["M-90 -69L-82 -93L-12 -93L-12 -69Z", "M-4 -69L-4 -93L28 -93Q33 -93 37 -89L57 -69Z"],
    wheelR: 21,
    wheelX: [-66, 70],
    front: 114,
    rear: -108,
    belt: -56,
  },
];

function car(p: Palette, rng: Rng): Thing {
  const s = rng.pick(CAR_SHAPES);
  const dark = shade(p.main, -0.45);
  const wy = -s.wheelR;
  const parts = [
    `<path d="${s.body}" fill="${p.main}"/>`,
    `<path d="M${s.rear + 4} ${s.belt}L${s.front - 4} ${s.belt}" stroke="${shade(p.main, 0.25)}" stroke-width="4"/>`,
    ...s.windows.map((w) => `<path d="${w}" fill="${p.glass}"/>`),
    `<path d="M-4 ${s.belt - 10}L-4 -30" stroke="${shade(p.main, -0.25)}" stroke-width="2"/>`,
    `<rect x="10" y="${s.belt + 4}" width="12" height="4" rx="2" fill="${shade(p.main, -0.3)}"/>`,
    `<rect x="${s.rear - 2}" y="-30" width="${s.front - s.rear + 4}" height="9" rx="4" fill="${shade(p.main, -0.3)}"/>`,
    `<ellipse cx="${s.front - 6}" cy="${s.belt + 8}" rx="7" ry="5" fill="${LAMP}"/>`,
    `<rect x="${s.rear - 1}" y="${s.belt + 2}" width="6" height="12" rx="2" fill="${TAIL}"/>`,
    arch(s.wheelX[0], -22, s.wheelR + 4, dark),
    arch(s.wheelX[1], -22, s.wheelR + 4, dark),
    wheel(s.wheelX[0], wy, s.wheelR, p.metal),
    wheel(s.wheelX[1], wy, s.wheelR, p.metal),
  ];
  return { svg: parts.join(""), box: [s.rear - 2, -118, s.front + 2, 0], grounded: true };
}

function motorcycle(p: Palette): Thing {
  const r = 32;
  const tyre = (x: number): string =>
    `<circle cx="${x}" cy="${-r}" r="${r}" fill="${TYRE}"/>` +
    `<circle cx="${x}" cy="${-r}" r="20" fill="none" stroke="${p.metal}" stroke-width="4"/>` +
    `<circle cx="${x}" cy="${-r}" r="6" fill="${p.metal}"/>`;
  const parts = [
    `<path d="M-78 -32L-12 -52" stroke="${p.metal}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M-24 -40L-72 -46L-104 -54" stroke="${shade(p.metal, -0.15)}" stroke-width="9" stroke-linecap="round" fill="none"/>`,
    tyre(-78),
    tyre(80),
    `<path d="M-112 -60A36 36 0 0 1 -52 -72" stroke="${p.main}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<path d="M56 -54A36 36 0 0 1 106 -50" stroke="${p.main}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<path d="M80 -32L50 -114" stroke="${p.metal}" stroke-width="8" stroke-linecap="round"/>`,
    `<rect x="-30" y="-74" width="54" height="38" rx="8" fill="#4a4e54"/>`,
    `<path d="M-22 -64h38M-22 -55h38M-22 -46h38" stroke="#6c737b" stroke-width="3"/>`,
    `<path d="M-40 -84L-10 -56L30 -90" stroke="${shade(p.main, -0.35)}" stroke-width="7" fill="none" stroke-linejoin="round"/>`,
    `<path d="M-104 -88L-76 -96L-36 -84L-62 -68Z" fill="${p.main}"/>`,
    `<path d="M-84 -92Q-52 -102 -18 -96L-16 -84Q-50 -82 -86 -84Z" fill="#2b2d30"/>`,
    `<path d="M-20 -98Q2 -116 36 -106L48 -88Q20 -76 -18 -82Z" fill="${p.main}"/>`,
    `<path d="M-8 -102Q10 -110 30 -104" stroke="${shade(p.main, 0.35)}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    `<path d="M38 -120L68 -126" stroke="#2b2d30" stroke-width="7" stroke-linecap="round"/>`,
    `<circle cx="66" cy="-104" r="10" fill="${LAMP}" stroke="#2b2d30" stroke-width="3"/>`,
  ];
  return { svg: parts.join(""), box: [-114, -128, 114, 0], grounded: true };
}

function truck(p: Palette): Thing {
  const boxFill = "#eef1f3";
  const parts = [
    `<rect x="-132" y="-42" width="262" height="12" rx="3" fill="#33383d"/>`,
    `<rect x="-132" y="-134" width="180" height="96" rx="5" fill="${boxFill}" stroke="${shade(boxFill, -0.3)}" stroke-width="2"/>`,
    `<rect x="-132" y="-100" width="180" height="22" fill="${p.main}"/>`,
    `<path d="M-86 -132V-40M-42 -132V-40M2 -132V-40" stroke="${shade(boxFill, -0.12)}" stroke-width="3"/>`,
    `<path d="M54 -36L54 -114Q54 -120 60 -120L100 -120L124 -84L132 -78L132 -36Z" fill="${p.main}"/>`,
    `<path d="M62 -112L96 -112L116 -84L62 -84Z" fill="${p.glass}"/>`,
    `<path d="M60 -74h14" stroke="${shade(p.main, -0.3)}" stroke-width="4" stroke-linecap="round"/>`,
    `<rect x="120" y="-62" width="12" height="10" rx="2" fill="${LAMP}"/>`,
    `<rect x="52" y="-40" width="82" height="10" rx="3" fill="${shade(p.main, -0.35)}"/>`,
    arch(-100, -30, 24, "#1c1f22"),
    arch(-56, -30, 24, "#1c1f22"),
    arch(94, -30, 24, shade(p.main, -0.45)),
    wheel(-100, -20, 20, p.metal),
    wheel(-56, -20, 20, p.metal),
    wheel(94, -20, 20, p.metal),
  ];
  return { svg: parts.join(""), box: [-134, -136, 134, 0], grounded: true };
}

function tyre(p: Palette): Thing {
  const c = -92;
  const spokes = [0, 72, 144, 216, 288]
    .map((a) => `<rect x="-7" y="${c - 46}" width="14" height="40" rx="6" fill="${p.metal}" transform="rotate(${a} 0 ${c})"/>`)
    .join("");
  const parts = [
    `<circle cx="0" cy="${c}" r="92" fill="${TYRE}"/>`,
    `<circle cx="0" cy="${c}" r="85" fill="none" stroke="#3c4147" stroke-width="10" stroke-dasharray="9 7"/>`,
    `<circle cx="0" cy="${c}" r="68" fill="#30353a"/>`,
    `<circle cx="0" cy="${c}" r="52" fill="${p.metal}"/>`,
    `<circle cx="0" cy="${c}" r="44" fill="${shade(p.metal, -0.45)}"/>`,
    `<path d="M-30 ${c - 26}A40 40 0 0 1 10 ${c - 40}" stroke="${p.accent}" stroke-width="12" fill="none"/>`,
    spokes,
    `<circle cx="0" cy="${c}" r="13" fill="${shade(p.metal, 0.2)}"/>`,
    `<circle cx="0" cy="${c}" r="5" fill="${shade(p.metal, -0.3)}"/>`,
  ];
  return { svg: parts.join(""), box: [-94, -186, 94, 0], grounded: true };
}

const WALLS = ["#f6e7cf", "#fdf0d5", "#e9ecef", "#f1e3d3", "#e3f2e1"] as const;

function windowPane(x: number, y: number, w: number, h: number, glass: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${glass}" stroke="#ffffff" stroke-width="4"/>` +
    `<path d="M${x + w / 2} ${y}V${y + h}M${x} ${y + h / 2}H${x + w}" stroke="#ffffff" stroke-width="3"/>`
  );
}

function bush(x: number, leaf: string): string {
  return (
    `<circle cx="${x - 12}" cy="-12" r="14" fill="${leaf}"/><circle cx="${x + 10}" cy="-14" r="16" fill="${leaf}"/>` +
    `<circle cx="${x}" cy="-24" r="14" fill="${shade(leaf, 0.15)}"/>`
  );
}

function house(p: Palette, rng: Rng): Thing {
  const wall = rng.pick(WALLS);
  const leaf = "#4f9d69";
  const parts = [
    `<rect x="48" y="-176" width="20" height="46" fill="${shade(wall, -0.3)}"/>`,
    `<rect x="-95" y="-116" width="190" height="116" fill="${wall}"/>`,
    `<path d="M-114 -108L0 -184L114 -108Z" fill="${p.main}"/>`,
    `<path d="M-114 -108H114" stroke="${shade(p.main, -0.3)}" stroke-width="6" stroke-linecap="round"/>`,
    `<circle cx="0" cy="-138" r="12" fill="${p.glass}" stroke="#ffffff" stroke-width="4"/>`,
    `<rect x="-17" y="-64" width="34" height="64" rx="3" fill="${p.wood}"/>`,
    `<circle cx="9" cy="-32" r="3" fill="${LAMP}"/>`,
    windowPane(-76, -90, 40, 38, p.glass),
    windowPane(36, -90, 40, 38, p.glass),
    `<rect x="-26" y="-5" width="52" height="5" fill="${shade(wall, -0.25)}"/>`,
    bush(-84, leaf),
    bush(86, leaf),
  ];
  return { svg: parts.join(""), box: [-116, -186, 116, 0], grounded: true };
}

function apartments(p: Palette, rng: Rng): Thing {
  const wall = rng.pick(WALLS);
  const side = shade(wall, -0.14);
  const parts: string[] = [`<rect x="-132" y="-150" width="56" height="150" fill="${side}"/>`];
  for (let y = -134; y < -30; y += 30) {
    parts.push(`<rect x="-118" y="${y}" width="28" height="18" fill="${p.glass}"/>`);
  }
  parts.push(`<rect x="-80" y="-232" width="160" height="232" fill="${wall}"/>`);
  parts.push(`<rect x="-88" y="-240" width="176" height="12" rx="3" fill="${p.main}"/>`);
  for (let row = 0; row < 6; row++) {
    const y = -214 + row * 30;
    for (const x of [-64, -30, 8, 42]) parts.push(`<rect x="${x}" y="${y}" width="22" height="18" fill="${p.glass}"/>`);
    if (row % 2 === 1) {
      parts.push(`<rect x="-70" y="${y + 16}" width="56" height="7" fill="${shade(p.main, 0.1)}"/>`);
      parts.push(`<rect x="2" y="${y + 16}" width="70" height="7" fill="${shade(p.main, 0.1)}"/>`);
    }
  }
  parts.push(`<rect x="-30" y="-52" width="60" height="8" rx="2" fill="${p.main}"/>`);
  parts.push(`<rect x="-18" y="-44" width="36" height="44" fill="${shade(p.glass, -0.35)}"/>`);
  parts.push(`<path d="M0 -44V0" stroke="${wall}" stroke-width="3"/>`);
  return { svg: parts.join(""), box: [-134, -242, 90, 0], grounded: true };
}

function posts(x0: number, y0: number, x1: number, y1: number, count: number, h0: number, h1: number, wood: string): string {
  const out: string[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const x = x0 + (x1 - x0) * t;
    const y = y0 + (y1 - y0) * t;
    const h = h0 + (h1 - h0) * t;
    out.push(`<rect x="${n1(x - 2.5)}" y="${n1(y - h)}" width="5" height="${n1(h)}" fill="${wood}"/>`);
  }
  const rail = (f: number): string => `<path d="M${x0} ${n1(y0 - h0 * f)}L${x1} ${n1(y1 - h1 * f)}" stroke="${wood}" stroke-width="3"/>`;
  return rail(0.75) + rail(0.4) + out.join("");
}

function land(p: Palette): Thing {
  const wood = shade(p.wood, -0.1);
  const grass = p.main;
  const furrows = [0.2, 0.4, 0.6, 0.8]
    .map((t) => `<path d="M${n1(-140 + 35 * t)} ${n1(-70 * t)}H${n1(140 - 35 * t)}" stroke="${shade(grass, 0.18)}" stroke-width="5"/>`)
    .join("");
  const parts = [
    `<rect x="78" y="-128" width="10" height="56" fill="${shade(p.wood, -0.2)}"/>`,
    `<circle cx="83" cy="-134" r="26" fill="#3f8f5a"/><circle cx="66" cy="-116" r="18" fill="#4fa36b"/><circle cx="100" cy="-116" r="18" fill="#4fa36b"/>`,
    posts(-105, -70, 105, -70, 10, 20, 20, wood),
    `<path d="M-140 0L140 0L105 -70L-105 -70Z" fill="${grass}"/>`,
    furrows,
    posts(-140, 0, -105, -70, 4, 32, 20, wood),
    posts(140, 0, 105, -70, 4, 32, 20, wood),
    posts(-140, 0, 140, 0, 12, 32, 32, wood),
    `<rect x="-100" y="-70" width="6" height="70" fill="${wood}"/>`,
    `<rect x="-128" y="-98" width="62" height="36" rx="3" fill="${p.accent}" stroke="${shade(p.accent, -0.3)}" stroke-width="2"/>`,
    `<path d="M-118 -86H-76M-118 -75H-90" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`,
  ];
  return { svg: parts.join(""), box: [-142, -162, 142, 0], grounded: true };
}

function commercial(p: Palette, rng: Rng): Thing {
  const wall = mix(rng.pick(WALLS), "#c9d6df", 0.4);
  const stripes: string[] = [];
  for (let i = 0; i < 11; i++) {
    const x = -110 + i * 20;
    const fill = i % 2 === 0 ? p.main : "#ffffff";
    stripes.push(`<path d="M${x} -78h20v20a10 10 0 0 1 -20 0Z" fill="${fill}"/>`);
  }
  const upper = [-100, -58, -16, 26, 68].map((x) => `<rect x="${x}" y="-146" width="32" height="40" fill="${p.glass}"/>`).join("");
  const parts = [
    `<rect x="-120" y="-160" width="240" height="160" fill="${wall}"/>`,
    `<rect x="-128" y="-170" width="256" height="14" rx="3" fill="${shade(p.main, -0.2)}"/>`,
    upper,
    `<rect x="-90" y="-98" width="180" height="16" rx="3" fill="${p.accent}"/>`,
    stripes.join(""),
    `<rect x="-106" y="-50" width="212" height="50" fill="${p.glass}"/>`,
    `<path d="M-60 -50V0M60 -50V0" stroke="${wall}" stroke-width="4"/>`,
    `<rect x="-18" y="-48" width="36" height="48" fill="${shade(p.glass, -0.4)}"/>`,
    `<path d="M0 -48V0" stroke="${wall}" stroke-width="3"/>`,
  ];
  return { svg: parts.join(""), box: [-130, -172, 130, 0], grounded: true };
}

export const VEHICLE_PROPERTY_DRAWERS = {
  car: { draw: car, scenes: ["road", "outdoor", "studio"], colours: VEHICLE_COLOURS },
  motorcycle: { draw: motorcycle, scenes: ["road", "outdoor", "studio"], colours: VEHICLE_COLOURS },
  truck: { draw: truck, scenes: ["road", "outdoor"], colours: VEHICLE_COLOURS },
  tyre: { draw: tyre, scenes: ["studio", "table", "outdoor"] },
  house: { draw: house, scenes: ["outdoor"], colours: ["#b5543b", "#6d597a", "#264653", "#0b6e4f", "#9c6644"] },
  apartments: { draw: apartments, scenes: ["outdoor"] },
  land: { draw: land, scenes: ["outdoor"], colours: ["#8ab17d", "#9bbf5a", "#c2a36b", "#a7c957"] },
  commercial: { draw: commercial, scenes: ["outdoor"] },
} satisfies Record<string, Drawer>;
