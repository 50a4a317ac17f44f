/** Drawers for Animals & Pets, Agriculture & Food, Commercial Equipment & Tools, Repair & Construction, and the fallback box. */
import { type Box, type Drawer, type Palette, type Rng, type Thing, edge, n1, rotateBox, rr, shade } from "./kit.ts";

const INK = "#1f2933";
const GOLD = "#d4a72c";
const TYRE = "#23272b";

function union(...boxes: Box[]): Box {
  return [Math.min(...boxes.map((b) => b[0])), Math.min(...boxes.map((b) => b[1])), Math.max(...boxes.map((b) => b[2])), Math.max(...boxes.map((b) => b[3]))];
}

function dog(p: Palette): Thing {
  const light = shade(p.main, 0.4);
  const far = shade(p.main, -0.18);
  const outline = p.main === "#f1e3d3" ? ` ${edge(p.main)}` : "";
  const svg =
    `<path d="M-82 -118Q-114 -140 -106 -178" stroke="${p.main}" stroke-width="13" fill="none" stroke-linecap="round"/>` +
    rr(-74, -96, 22, 96, 10, far) +
    rr(50, -96, 22, 96, 10, far) +
    `<ellipse cx="-8" cy="-106" rx="86" ry="40" fill="${p.main}"${outline}/>` +
    `<path d="M36 -128L66 -182L112 -164L86 -92Z" fill="${p.main}"/>` +
    rr(-96, -96, 24, 96, 11, p.main) +
    rr(70, -96, 24, 96, 11, p.main) +
    `<ellipse cx="-84" cy="-5" rx="15" ry="6" fill="${light}"/><ellipse cx="82" cy="-5" rx="15" ry="6" fill="${light}"/>` +
    `<ellipse cx="-4" cy="-80" rx="52" ry="12" fill="${light}"/>` +
    `<rect x="62" y="-158" width="16" height="52" rx="7" fill="${p.accent}" transform="rotate(-32 70 -132)"/>` +
    `<circle cx="88" cy="-116" r="7" fill="${GOLD}"/>` +
    `<circle cx="98" cy="-178" r="36" fill="${p.main}"${outline}/>` +
    `<ellipse cx="130" cy="-166" rx="28" ry="18" fill="${light}"/>` +
    `<ellipse cx="154" cy="-172" rx="9" ry="7" fill="${INK}"/>` +
    `<path d="M144 -156Q132 -148 120 -156" stroke="${INK}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<circle cx="110" cy="-190" r="5.5" fill="${INK}"/>` +
    `<path d="M84 -210Q56 -206 60 -150Q76 -148 92 -188Z" fill="${shade(p.main, -0.32)}"/>`;
  return { svg, box: [-116, -216, 164, 0], grounded: true };
}

function bone(x: number, y: number, fill: string): string {
  return (
    `<g fill="${fill}" stroke="#d6ccc2" stroke-width="2">` +
    `<circle cx="${x - 30}" cy="${y - 7}" r="9"/><circle cx="${x - 30}" cy="${y + 7}" r="9"/>` +
    `<circle cx="${x + 30}" cy="${y - 7}" r="9"/><circle cx="${x + 30}" cy="${y + 7}" r="9"/></g>` +
    rr(x - 32, y - 8, 64, 16, 4, fill)
  );
}

function petAccessories(p: Palette): Thing {
  const kibble = [-50, -26, -2, 22, 46].map((x, i) => `<circle cx="${x}" cy="${-54 + (i % 2) * 3}" r="6" fill="#a0522d"/>`).join("");
  const svg =
    `<path d="M-92 -52H92L72 0H-72Z" fill="${p.main}"/>` +
    `<ellipse cx="0" cy="-52" rx="94" ry="13" fill="${shade(p.main, 0.2)}"/>` +
    `<ellipse cx="0" cy="-52" rx="78" ry="8" fill="#8b5a2b"/>` +
    kibble +
    `<path d="M-60 -26H60" stroke="#ffffff" stroke-width="5" stroke-dasharray="1 16" stroke-linecap="round"/>` +
    bone(58, -12, "#fbf6ee") +
    `<ellipse cx="-134" cy="-56" rx="32" ry="50" fill="none" stroke="${p.accent}" stroke-width="12"/>` +
    rr(-110, -72, 16, 30, 3, GOLD) +
    `<path d="M-102 -42L-96 -28" stroke="${GOLD}" stroke-width="3"/><circle cx="-94" cy="-20" r="9" fill="${GOLD}"/>`;
  return { svg, box: [-174, -112, 100, 2], grounded: true };
}

function paw(x: number, y: number, s: number, fill: string): string {
  return (
    `<g fill="${fill}" transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M0 -4C14 -4 24 8 22 18C20 26 10 24 0 24C-10 24 -20 26 -22 18C-24 8 -14 -4 0 -4Z"/>` +
    `<ellipse cx="-22" cy="-14" rx="7" ry="10"/><ellipse cx="-8" cy="-26" rx="7" ry="10"/>` +
    `<ellipse cx="8" cy="-26" rx="7" ry="10"/><ellipse cx="22" cy="-14" rx="7" ry="10"/></g>`
  );
}

function vet(p: Palette): Thing {
  const svg =
    `<circle cx="0" cy="-110" r="104" fill="#ffffff" stroke="${p.main}" stroke-width="10"/>` +
    `<path d="M-20 -172h40v42h42v40h-42v42h-40v-42h-42v-40h42Z" fill="${p.main}"/>` +
    `<circle cx="86" cy="-30" r="44" fill="${p.accent}"/>` +
    paw(86, -34, 1.05, "#ffffff");
  return { svg, box: [-110, -220, 132, 16], grounded: false };
}

function bigWheel(x: number, y: number, r: number, rim: string): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${TYRE}"/>` +
    `<circle cx="${x}" cy="${y}" r="${n1(r - 5)}" fill="none" stroke="#3c4147" stroke-width="8" stroke-dasharray="10 8"/>` +
    `<circle cx="${x}" cy="${y}" r="${n1(r * 0.55)}" fill="${rim}"/>` +
    `<circle cx="${x}" cy="${y}" r="${n1(r * 0.2)}" fill="${shade(rim, -0.3)}"/>`
  );
}

function tractor(p: Palette): Thing {
  const rim = "#ffd166";
  const svg =
    rr(60, -156, 9, 48, 3, INK) +
    rr(-96, -204, 104, 12, 5, p.main) +
    rr(-92, -194, 8, 90, 2, p.main) +
    rr(-8, -194, 8, 90, 2, p.main) +
    rr(-84, -190, 76, 84, 2, "#bfe3f2", 'opacity="0.75"') +
    `<path d="M-30 -128L-50 -150" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>` +
    rr(-106, -112, 118, 40, 8, p.main) +
    rr(-8, -118, 130, 56, 10, p.main) +
    rr(112, -112, 12, 44, 4, INK) +
    `<path d="M4 -104H104M4 -90H104" stroke="${shade(p.main, -0.25)}" stroke-width="4"/>` +
    rr(-30, -72, 140, 16, 4, shade(p.main, -0.35)) +
    `<path d="M-134 -60A74 74 0 0 1 14 -60" stroke="${shade(p.main, -0.15)}" stroke-width="14" fill="none"/>` +
    bigWheel(-60, -62, 62, rim) +
    bigWheel(92, -34, 34, rim);
  return { svg, box: [-142, -206, 128, 0], grounded: true };
}

function cow(p: Palette): Thing {
  const body = "#f8f9fa";
  const pink = "#f4b6c2";
  const leg = (x: number, f: string): string => rr(x, -90, 20, 90, 8, f) + rr(x, -12, 20, 12, 4, INK);
  const svg =
    `<path d="M-100 -140Q-118 -110 -112 -70" stroke="${shade(body, -0.3)}" stroke-width="5" fill="none"/>` +
    `<ellipse cx="-112" cy="-66" rx="7" ry="11" fill="${p.main}"/>` +
    leg(-74, "#e3e6e8") +
    leg(56, "#e3e6e8") +
    `<rect x="-104" y="-156" width="180" height="84" rx="36" fill="${body}" ${edge(body)}/>` +
    `<ellipse cx="-58" cy="-130" rx="28" ry="18" fill="${p.main}"/>` +
    `<ellipse cx="8" cy="-104" rx="22" ry="15" fill="${p.main}"/>` +
    `<ellipse cx="40" cy="-140" rx="16" ry="10" fill="${p.main}"/>` +
    `<ellipse cx="-36" cy="-72" rx="16" ry="10" fill="${pink}"/>` +
    leg(-94, body) +
    leg(36, body) +
    `<path d="M66 -192q-6 -14 4 -20M112 -192q6 -14 -4 -20" stroke="#e9d8a6" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="58" cy="-176" rx="16" ry="8" fill="${body}" ${edge(body)} transform="rotate(-20 58 -176)"/>` +
    `<ellipse cx="122" cy="-176" rx="16" ry="8" fill="${body}" ${edge(body)} transform="rotate(20 122 -176)"/>` +
    `<rect x="64" y="-196" width="52" height="70" rx="22" fill="${body}" ${edge(body)}/>` +
    `<ellipse cx="82" cy="-184" rx="12" ry="9" fill="${p.main}"/>` +
    rr(66, -148, 48, 30, 14, pink) +
    `<circle cx="80" cy="-134" r="3.5" fill="${shade(pink, -0.4)}"/><circle cx="100" cy="-134" r="3.5" fill="${shade(pink, -0.4)}"/>` +
    `<circle cx="78" cy="-166" r="4.5" fill="${INK}"/><circle cx="102" cy="-166" r="4.5" fill="${INK}"/>`;
  return { svg, box: [-122, -214, 140, 0], grounded: true };
}

function produce(p: Palette, rng: Rng): Thing {
  const weave: string[] = [];
  for (let y = -78; y < 0; y += 16) weave.push(`M-98 ${y}H98`);
  for (let x = -80; x <= 80; x += 20) weave.push(`M${x} -96L${n1(x * 0.8)} 0`);
  const fruitA = rng.pick(["#e63946", "#f4a261", "#90be6d"] as const);
  const svg =
    `<ellipse cx="-70" cy="-120" rx="22" ry="34" fill="#52b788" transform="rotate(-30 -70 -120)"/>` +
    `<ellipse cx="-46" cy="-130" rx="18" ry="32" fill="#40916c" transform="rotate(-8 -46 -130)"/>` +
    `<path d="M-10 -124Q40 -176 92 -130" stroke="#ffd166" stroke-width="17" fill="none" stroke-linecap="round"/>` +
    `<path d="M-4 -112Q46 -158 96 -112" stroke="#f7c948" stroke-width="17" fill="none" stroke-linecap="round"/>` +
    `<circle cx="-56" cy="-100" r="24" fill="${fruitA}"/><circle cx="-14" cy="-106" r="24" fill="#e63946"/>` +
    `<circle cx="28" cy="-100" r="24" fill="#f4a261"/><circle cx="66" cy="-98" r="22" fill="#e63946"/>` +
    `<path d="M-14 -130l-6 -6M-14 -130l6 -6M66 -120l-5 -6M66 -120l5 -6" stroke="#2d6a4f" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M-100 -96H100L82 0H-82Z" fill="${p.wood}"/>` +
    `<path d="${weave.join("")}" stroke="${shade(p.wood, -0.22)}" stroke-width="3"/>` +
    rr(-108, -104, 216, 16, 8, shade(p.wood, -0.12));
  return { svg, box: [-110, -170, 110, 0], grounded: true };
}

function gearPath(cx: number, cy: number, teeth: number, outer: number, inner: number, hole: number, phase: number): string {
  const pts: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = phase + i * step;
    for (const [r, da] of [
      [inner, -0.3],
      [outer, -0.17],
      [outer, 0.17],
      [inner, 0.3],
    ] as const) {
      pts.push(`${n1(cx + Math.cos(a + da * step) * r)} ${n1(cy + Math.sin(a + da * step) * r)}`);
    }
  }
  return `M${pts.join("L")}ZM${cx + hole} ${cy}A${hole} ${hole} 0 1 0 ${cx - hole} ${cy}A${hole} ${hole} 0 1 0 ${cx + hole} ${cy}Z`;
}

function gears(p: Palette): Thing {
  const svg =
    `<path d="${gearPath(-40, -112, 12, 102, 82, 22, 0)}" fill="${p.metal}" fill-rule="evenodd"/>` +
    `<circle cx="-40" cy="-112" r="58" fill="none" stroke="${shade(p.metal, -0.2)}" stroke-width="8"/>` +
    `<path d="${gearPath(90, -56, 8, 58, 42, 14, Math.PI / 8)}" fill="${p.main}" fill-rule="evenodd"/>` +
    `<circle cx="90" cy="-56" r="28" fill="none" stroke="${shade(p.main, 0.25)}" stroke-width="6"/>`;
  return { svg, box: [-144, -216, 150, 2], grounded: true };
}

function wrench(metal: string): string {
  return (
    rr(-11, -196, 22, 168, 10, metal) +
    `<path d="M-21 -240V-214A21 21 0 0 0 21 -214V-240" stroke="${metal}" stroke-width="18" fill="none"/>` +
    `<circle cx="0" cy="-22" r="19" fill="none" stroke="${metal}" stroke-width="14"/>` +
    rr(-4, -180, 8, 130, 4, shade(metal, 0.3))
  );
}

function hammer(p: Palette): string {
  return (
    rr(-9, -214, 18, 214, 8, p.wood) +
    rr(-11, -86, 22, 86, 9, p.accent) +
    `<path d="M-58 -244H30V-206H-58L-96 -228Z" fill="#495057"/>` +
    rr(24, -250, 18, 50, 4, "#343a40")
  );
}

function tools(p: Palette): Thing {
  const a = rotateBox([-30, -250, 30, 0], 32, 0, -125);
  const b = rotateBox([-96, -250, 42, 0], -32, 0, -125);
  const svg = `<g transform="rotate(32 0 -125)">${wrench(p.metal)}</g><g transform="rotate(-32 0 -125)">${hammer(p)}</g>`;
  return { svg, box: union(a, b), grounded: false };
}

function register(p: Palette, rng: Rng): Thing {
  const keys: string[] = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      const x = -78 + c * 24 - r * 4;
      keys.push(rr(x, -124 + r * 24, 18, 16, 4, "#f1f3f5"));
    }
  }
  const screen = rng.pick(["#90e0b0", "#8ecae6", "#ffd166"] as const);
  const svg =
    rr(52, -176, 14, 40, 3, INK) +
    rr(12, -218, 96, 48, 8, INK) +
    rr(20, -210, 80, 32, 4, screen) +
    `<path d="M30 -194H70" stroke="${shade(screen, -0.4)}" stroke-width="6" stroke-linecap="round"/>` +
    rr(-84, -178, 44, 40, 2, "#ffffff", edge("#ffffff")) +
    `<path d="M-76 -166H-48M-76 -156H-52M-76 -146H-56" stroke="#adb5bd" stroke-width="3"/>` +
    `<path d="M-112 -50H112L92 -140H-92Z" fill="${p.main}"/>` +
    rr(-92, -144, 64, 8, 4, INK) +
    keys.join("") +
    rr(24, -124, 44, 16, 4, p.accent) +
    rr(24, -100, 44, 40, 4, shade(p.main, 0.35)) +
    rr(-122, -52, 244, 52, 8, shade(p.main, -0.2)) +
    `<path d="M-110 -26H110" stroke="${shade(p.main, -0.4)}" stroke-width="3"/>` +
    rr(-22, -40, 44, 8, 4, p.metal);
  return { svg, box: [-124, -220, 124, 0], grounded: true };
}

function bricks(p: Palette, rng: Rng): Thing {
  const out: string[] = [];
  const rows: readonly (readonly [number, number])[] = [
    [-150, 3],
    [-119, 3],
    [-150, 3],
    [-119, 2],
    [-88, 1],
  ];
  rows.forEach(([start, count], r) => {
    const y = -(r + 1) * 30;
    for (let i = 0; i < count; i++) {
      const fill = shade(p.main, rng.range(-0.12, 0.12));
      out.push(rr(start + i * 62, y, 58, 26, 3, fill) + rr(start + i * 62, y, 58, 6, 3, shade(fill, 0.2)));
    }
  });
  const bag = "#d9d4c7";
  out.push(`<path d="M72 0V-112Q72 -126 86 -126H130Q144 -126 144 -112V0Z" fill="${bag}" ${edge(bag)}/>`);
  out.push(`<path d="M80 -126Q108 -138 136 -126" stroke="${shade(bag, -0.3)}" stroke-width="5" fill="none"/>`);
  out.push(rr(72, -84, 72, 32, 0, p.accent));
  out.push(`<path d="M90 -38H126M90 -26H116" stroke="${shade(bag, -0.25)}" stroke-width="4"/>`);
  return { svg: out.join(""), box: [-152, -152, 146, 0], grounded: true };
}

function truss(x0: number, x1: number, yTop: number, yBot: number, colour: string, step: number): string {
  const zig: string[] = [`M${x0} ${yBot}`];
  for (let x = x0, up = true; x <= x1; x += step, up = !up) zig.push(`L${x} ${up ? yTop : yBot}`);
  return `<path d="M${x0} ${yTop}H${x1}M${x0} ${yBot}H${x1}${zig.join("")}" stroke="${colour}" stroke-width="4" fill="none"/>`;
}

function crane(p: Palette): Thing {
  const steel = p.main;
  const mast: string[] = [`M-52 -250V0M-28 -250V0`];
  const zig: string[] = ["M-52 0"];
  for (let y = -20, left = false; y >= -250; y -= 20, left = !left) zig.push(`L${left ? -52 : -28} ${y}`);
  const floors = [-80, -52, -24].map((y) => `M62 ${y}H146`).join("");
  const svg =
    rr(60, -82, 88, 82, 2, "#ced4da") +
    `<path d="${floors}M76 -82V0M104 -82V0M132 -82V0" stroke="#adb5bd" stroke-width="5"/>` +
    rr(-74, -14, 68, 14, 2, "#6c757d") +
    `<path d="${mast.join("")}${zig.join("")}" stroke="${steel}" stroke-width="5" fill="none"/>` +
    truss(-52, 152, -272, -258, steel, 16) +
    truss(-132, -52, -272, -260, steel, 16) +
    `<path d="M-40 -306L152 -272M-40 -306L-132 -272M-52 -272L-40 -306L-28 -272" stroke="${shade(steel, -0.25)}" stroke-width="3" fill="none"/>` +
    rr(-132, -268, 30, 30, 3, "#6c757d") +
    rr(-30, -256, 32, 26, 4, shade(steel, -0.2)) +
    rr(-24, -250, 18, 12, 2, "#bfe3f2") +
    rr(96, -260, 16, 8, 2, INK) +
    `<path d="M104 -252V-150" stroke="${INK}" stroke-width="2.5"/>` +
    `<path d="M104 -150q-8 8 0 14" stroke="${INK}" stroke-width="4" fill="none"/>` +
    `<path d="M104 -146L78 -128M104 -146L130 -128" stroke="${INK}" stroke-width="2"/>` +
    rr(72, -128, 64, 20, 3, "#b5543b");
  return { svg, box: [-134, -308, 156, 0], grounded: true };
}

function toolbox(p: Palette): Thing {
  const driver = rr(-3, -190, 6, 90, 2, p.metal) + rr(-10, -236, 20, 50, 8, p.accent);
  const svg =
    `<g transform="rotate(-18 -60 -110) translate(-60 0)">${driver}</g>` +
    `<g transform="translate(56 4) rotate(16 0 -125)">${wrench(p.metal)}</g>` +
    `<path d="M-40 -128V-150H40V-128" stroke="${INK}" stroke-width="10" fill="none"/>` +
    `<path d="M-118 -100H118L104 -130H-104Z" fill="${shade(p.main, -0.18)}"/>` +
    rr(-112, -102, 224, 102, 10, p.main) +
    `<path d="M-112 -70H112" stroke="${shade(p.main, -0.3)}" stroke-width="4"/>` +
    rr(-84, -108, 22, 24, 4, p.metal) +
    rr(62, -108, 22, 24, 4, p.metal);
  return { svg, box: [-120, -250, 122, 0], grounded: true };
}

function parcel(p: Palette): Thing {
  const card = "#c8965a";
  const svg =
    `<path d="M-100 -130L-50 -160H90L40 -130Z" fill="${shade(card, 0.18)}"/>` +
    `<path d="M40 -130L90 -160V-30L40 0Z" fill="${shade(card, -0.2)}"/>` +
    rr(-100, -130, 140, 130, 2, card) +
    `<path d="M-44 -130L6 -160H26L-24 -130Z" fill="${shade(p.main, 0.5)}"/>` +
    rr(-44, -130, 20, 52, 0, shade(p.main, 0.5)) +
    rr(-86, -62, 60, 38, 3, "#ffffff") +
    `<path d="M-78 -50H-38M-78 -38H-50" stroke="#adb5bd" stroke-width="4"/>`;
  return { svg, box: [-102, -162, 92, 0], grounded: true };
}

const STEEL = ["#ffb703", "#f4a261", "#e76f51", "#fb8500"] as const;

export const ANIMAL_FARM_TOOL_DRAWERS = {
  dog: { draw: dog, scenes: ["outdoor", "studio"], colours: ["#c68b59", "#8d5524", "#e0ac69", "#3d3d3d", "#b08968", "#f1e3d3"] },
  petAccessories: { draw: petAccessories, scenes: ["table", "studio"] },
  vet: { draw: vet, scenes: ["studio"], colours: ["#0b6e4f", "#2a9d8f", "#457b9d", "#d62828"] },
  tractor: { draw: tractor, scenes: ["outdoor"], colours: ["#0b6e4f", "#d62828", "#2a9d8f", "#e76f51", "#3a86ff"] },
  cow: { draw: cow, scenes: ["outdoor"], colours: ["#1f2933", "#6b3e1e", "#8d5524"] },
  produce: { draw: produce, scenes: ["table", "outdoor", "studio"] },
  gears: { draw: gears, scenes: ["studio", "table"] },
  tools: { draw: tools, scenes: ["studio", "table"] },
  register: { draw: register, scenes: ["table", "studio"] },
  bricks: { draw: bricks, scenes: ["outdoor", "studio"], colours: ["#b5543b", "#c0603f", "#a44a3f", "#c97b4a"] },
  crane: { draw: crane, scenes: ["outdoor"], colours: STEEL },
  toolbox: { draw: toolbox, scenes: ["table", "studio"], colours: ["#d62828", "#e76f51", "#3a86ff", "#0b6e4f", "#264653"] },
  parcel: { draw: parcel, scenes: ["studio", "table"] },
} satisfies Record<string, Drawer>;
