/** Drawers for Mobile Phones & Tablets, Electronics and Home, Furniture & Appliances. */
import { type Drawer, type Palette, type Rng, type Thing, OBJECT_COLOURS, edge, mix, n1, rr, shade } from "./kit.ts";

const INK = "#1f2933";
const APP_COLOURS = ["#f4a261", "#2a9d8f", "#e76f51", "#ffd166", "#8ecae6", "#ffffff", "#90be6d", "#c77dff"] as const;

function appGrid(x: number, y: number, cols: number, rows: number, size: number, gap: number, rng: Rng): string {
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out.push(rr(x + c * (size + gap), y + r * (size + gap), size, size, size * 0.28, rng.pick(APP_COLOURS)));
    }
  }
  return out.join("");
}

function wallpaper(x: number, y: number, w: number, h: number, base: string): string {
  return (
    rr(x, y, w, h, 8, shade(base, 0.2)) +
    `<circle cx="${n1(x + w * 0.68)}" cy="${n1(y + h * 0.3)}" r="${n1(Math.min(w, h) * 0.26)}" fill="${shade(base, 0.4)}" opacity="0.6"/>` +
    `<path d="M${n1(x)} ${n1(y + h * 0.75)}Q${n1(x + w * 0.4)} ${n1(y + h * 0.55)} ${n1(x + w)} ${n1(y + h * 0.7)}V${n1(y + h - 8)}Q${n1(x + w)} ${n1(y + h)} ${n1(x + w - 8)} ${n1(y + h)}H${n1(x + 8)}Q${n1(x)} ${n1(y + h)} ${n1(x)} ${n1(y + h - 8)}Z" fill="${shade(base, -0.15)}" opacity="0.7"/>`
  );
}

function phoneFront(p: Palette, rng: Rng, dx: number): string {
  return (
    rr(dx - 48, -194, 96, 194, 16, p.main) +
    rr(dx - 45, -191, 90, 188, 14, INK) +
    wallpaper(dx - 39, -183, 78, 172, p.main) +
    appGrid(dx - 33, -160, 4, 4, 13, 6, rng) +
    rr(dx - 33, -36, 66, 18, 8, "#ffffff", 'opacity="0.35"') +
    `<circle cx="${dx}" cy="-176" r="3.5" fill="${INK}"/>`
  );
}

function phoneBack(p: Palette, dx: number): string {
  const lens = (x: number, y: number): string =>
    `<circle cx="${x}" cy="${y}" r="10" fill="${INK}"/><circle cx="${x}" cy="${y}" r="5" fill="#35577a"/><circle cx="${x - 2}" cy="${y - 2}" r="1.8" fill="#ffffff"/>`;
  return (
    rr(dx - 48, -194, 96, 194, 16, p.main) +
    rr(dx - 44, -190, 88, 186, 13, shade(p.main, 0.12)) +
    rr(dx - 40, -184, 40, 62, 12, shade(p.main, -0.25)) +
    lens(dx - 20, -168) +
    lens(dx - 20, -140) +
    `<circle cx="${dx - 6}" cy="-154" r="3" fill="#fff3c4"/>` +
    `<circle cx="${dx}" cy="-80" r="9" fill="none" stroke="${shade(p.main, -0.2)}" stroke-width="3"/>`
  );
}

function smartphone(p: Palette, rng: Rng, view: number): Thing {
  const mode = view % 3;
  if (mode === 0) return { svg: phoneFront(p, rng, 0), box: [-48, -194, 48, 0], grounded: false };
  if (mode === 1) return { svg: phoneBack(p, 0), box: [-48, -194, 48, 0], grounded: false };
  return { svg: phoneBack(p, -34) + phoneFront(p, rng, 34), box: [-82, -194, 82, 0], grounded: false };
}

function tablet(p: Palette, rng: Rng): Thing {
  const svg =
    rr(-124, -176, 248, 176, 16, "#2b2f33") +
    wallpaper(-112, -164, 224, 152, p.main) +
    appGrid(-92, -142, 6, 3, 20, 12, rng) +
    rr(-70, -40, 140, 20, 10, "#ffffff", 'opacity="0.35"') +
    `<circle cx="0" cy="-170" r="3" fill="#4a4e54"/>`;
  return { svg, box: [-124, -176, 124, 0], grounded: false };
}

function headphones(p: Palette): Thing {
  const cup = (x: number, s: number): string =>
    rr(x - 3 * s - 8, -132, 16, 30, 4, p.metal) +
    rr(x - 20, -118, 40, 86, 18, p.main) +
    rr(s > 0 ? x - 28 : x + 8, -108, 20, 66, 9, INK) +
    `<circle cx="${x}" cy="-75" r="8" fill="${shade(p.main, 0.25)}"/>`;
  const svg =
    `<path d="M-78 -110V-124A78 78 0 0 1 78 -124V-110" stroke="${p.main}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    `<path d="M-52 -176A62 62 0 0 1 52 -176" stroke="${INK}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    cup(-84, -1) +
    cup(84, 1);
  return { svg, box: [-106, -212, 106, -32], grounded: false };
}

function laptop(p: Palette, rng: Rng): Thing {
  const body = rng.pick(["#d5dae0", "#adb5bd", "#4a4e54", "#e9ecef"] as const);
  const svg =
    rr(-108, -170, 216, 150, 9, "#2b2f33") +
    rr(-100, -162, 200, 134, 3, shade(p.main, 0.15)) +
    rr(-86, -148, 96, 64, 4, "#ffffff") +
    rr(-86, -148, 96, 10, 4, shade(p.main, -0.2)) +
    `<path d="M-76 -128H0M-76 -116H-14M-76 -104H-24" stroke="#cbd2d9" stroke-width="5" stroke-linecap="round"/>` +
    rr(20, -130, 64, 70, 4, "#ffffff", 'opacity="0.8"') +
    rr(-100, -40, 200, 12, 0, INK, 'opacity="0.45"') +
    `<path d="M-130 -4L-118 -22H118L130 -4Z" fill="${body}"/>` +
    rr(-132, -6, 264, 6, 3, shade(body, -0.25)) +
    rr(-22, -6, 44, 3, 1.5, shade(body, -0.45));
  return { svg, box: [-132, -170, 132, 0], grounded: true };
}

function camera(p: Palette): Thing {
  const body = "#2b2f33";
  const svg =
    `<circle cx="62" cy="-120" r="11" fill="#5c636a"/>` +
    rr(-84, -132, 26, 16, 4, p.main) +
    `<path d="M-40 -118L-28 -150H30L42 -118Z" fill="${body}"/>` +
    rr(-14, -144, 28, 10, 3, "#cfd8dc") +
    rr(-102, -122, 204, 122, 16, body) +
    rr(-102, -122, 42, 122, 16, "#1c1f22") +
    `<path d="M-94 -96h26M-94 -84h26M-94 -72h26M-94 -60h26M-94 -48h26M-94 -36h26" stroke="#2f3439" stroke-width="4"/>` +
    rr(-56, -100, 150, 12, 4, shade(p.main, -0.1)) +
    `<circle cx="18" cy="-60" r="54" fill="#3a3f45"/>` +
    `<circle cx="18" cy="-60" r="46" fill="none" stroke="${p.main}" stroke-width="5"/>` +
    `<circle cx="18" cy="-60" r="38" fill="#15181b"/>` +
    `<circle cx="18" cy="-60" r="26" fill="#35577a"/>` +
    `<circle cx="18" cy="-60" r="12" fill="#1e3a56"/>` +
    `<circle cx="6" cy="-72" r="7" fill="#ffffff" opacity="0.65"/>` +
    `<circle cx="82" cy="-106" r="5" fill="${p.accent}"/>`;
  return { svg, box: [-104, -152, 104, 0], grounded: true };
}

function fridge(p: Palette): Thing {
  const light = p.main === "#f1f3f5" || p.main === "#dee2e6";
  const stroke = light ? ` ${edge(p.main)}` : "";
  const svg =
    rr(-54, -8, 14, 8, 2, INK) +
    rr(40, -8, 14, 8, 2, INK) +
    `<rect x="-64" y="-238" width="128" height="232" rx="14" fill="${p.main}"${stroke}/>` +
    rr(48, -232, 12, 222, 6, shade(p.main, -0.1)) +
    `<path d="M-64 -164H64" stroke="${shade(p.main, -0.3)}" stroke-width="4"/>` +
    rr(-56, -230, 10, 60, 5, "#ffffff", 'opacity="0.35"') +
    rr(34, -214, 8, 38, 4, p.metal) +
    rr(34, -150, 8, 56, 4, p.metal) +
    rr(-40, -200, 26, 14, 3, p.accent) +
    `<circle cx="20" cy="-120" r="6" fill="${p.accent}"/>`;
  return { svg, box: [-66, -240, 66, 0], grounded: true };
}

function sofa(p: Palette): Thing {
  const svg =
    rr(-112, -16, 10, 16, 2, p.wood) +
    rr(102, -16, 10, 16, 2, p.wood) +
    rr(-114, -118, 228, 70, 20, shade(p.main, -0.12)) +
    rr(-100, -110, 96, 46, 14, shade(p.main, 0.06)) +
    rr(4, -110, 96, 46, 14, shade(p.main, 0.06)) +
    rr(-122, -62, 244, 48, 12, p.main) +
    rr(-104, -74, 102, 26, 10, shade(p.main, 0.16)) +
    rr(2, -74, 102, 26, 10, shade(p.main, 0.16)) +
    rr(-140, -94, 38, 80, 16, shade(p.main, -0.04)) +
    rr(102, -94, 38, 80, 16, shade(p.main, -0.04)) +
    rr(-140, -94, 38, 14, 7, shade(p.main, 0.12)) +
    rr(102, -94, 38, 14, 7, shade(p.main, 0.12)) +
    `<rect x="-84" y="-112" width="40" height="38" rx="10" fill="${p.accent}" transform="rotate(-12 -64 -93)"/>`;
  return { svg, box: [-140, -120, 140, 0], grounded: true };
}

function flower(x: number, y: number, r: number, petal: string): string {
  const petals = [0, 72, 144, 216, 288]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      return `<circle cx="${n1(x + Math.cos(rad) * r)}" cy="${n1(y + Math.sin(rad) * r)}" r="${n1(r * 0.75)}" fill="${petal}"/>`;
    })
    .join("");
  return `${petals}<circle cx="${x}" cy="${y}" r="${n1(r * 0.6)}" fill="#ffd166"/>`;
}

function vase(p: Palette, rng: Rng): Thing {
  const stems: readonly (readonly [number, number])[] = [
    [-52, -236],
    [0, -264],
    [48, -230],
    [-22, -204],
    [26, -196],
  ];
  const petals = ["#ffffff", "#ffafcc", p.accent, "#cdb4db", "#ffc8dd"] as const;
  const out: string[] = [];
  for (const [x, y] of stems) {
    out.push(`<path d="M0 -146Q${n1(x * 0.3)} ${n1((y - 146) / 2)} ${x} ${y}" stroke="#40916c" stroke-width="4" fill="none"/>`);
  }
  out.push(`<ellipse cx="-24" cy="-178" rx="8" ry="18" fill="#52b788" transform="rotate(-40 -24 -178)"/>`);
  out.push(`<ellipse cx="22" cy="-170" rx="8" ry="18" fill="#52b788" transform="rotate(40 22 -170)"/>`);
  for (const [x, y] of stems) out.push(flower(x, y, rng.range(11, 14), rng.pick(petals)));
  out.push(`<path d="M-20 -152H20L15 -126C52 -110 54 -40 28 0H-28C-54 -40 -52 -110 -15 -126Z" fill="${p.main}"/>`);
  out.push(`<path d="M-44 -72L-33 -82L-22 -72L-11 -82L0 -72L11 -82L22 -72L33 -82L44 -72" stroke="${p.light}" stroke-width="5" fill="none"/>`);
  out.push(`<path d="M-38 -46H38" stroke="${shade(p.main, -0.25)}" stroke-width="6" stroke-dasharray="2 8" stroke-linecap="round"/>`);
  out.push(`<path d="M-30 -116Q-40 -80 -30 -30" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.3" stroke-linecap="round"/>`);
  return { svg: out.join(""), box: [-70, -280, 70, 0], grounded: true };
}

function blender(p: Palette): Thing {
  const jar = "#e8f4f8";
  const svg =
    `<path d="M48 -186L76 -180L70 -104L44 -98" stroke="${mix(jar, INK, 0.35)}" stroke-width="10" fill="none"/>` +
    `<path d="M-40 -70L40 -70L54 -200L-54 -200Z" fill="${jar}" stroke="#9fb8c4" stroke-width="3"/>` +
    `<path d="M-38 -74L38 -74L46 -150L-46 -150Z" fill="${p.accent}"/>` +
    `<path d="M-46 -150Q-23 -158 0 -150T46 -150" fill="${shade(p.accent, 0.2)}"/>` +
    `<path d="M-36 -106h10M-38 -126h12M-42 -170h14" stroke="#ffffff" stroke-width="3" opacity="0.8"/>` +
    `<path d="M-16 -82L0 -76L16 -82" stroke="${INK}" stroke-width="5" fill="none"/>` +
    rr(-60, -214, 120, 16, 6, INK) +
    rr(-16, -224, 32, 12, 4, INK) +
    `<path d="M-50 0L50 0L42 -72L-42 -72Z" fill="${p.main}"/>` +
    `<circle cx="0" cy="-36" r="14" fill="${shade(p.main, 0.5)}"/>` +
    `<path d="M0 -36L8 -44" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="-28" cy="-18" r="4" fill="${shade(p.main, 0.5)}"/><circle cx="28" cy="-18" r="4" fill="${shade(p.main, 0.5)}"/>` +
    `<circle cx="-84" cy="-19" r="19" fill="#ffb703"/><path d="M-84 -38q8 -8 16 -4q-6 8 -16 4" fill="#52b788"/>`;
  return { svg, box: [-104, -226, 82, 0], grounded: true };
}

const APPLIANCE_COLOURS = ["#f1f3f5", "#dee2e6", "#d62828", "#2a9d8f", "#f4a261", "#264653", "#8ecae6"] as const;

export const GADGET_HOME_DRAWERS = {
  smartphone: { draw: smartphone, scenes: ["studio", "table"], colours: ["#1f2933", "#457b9d", "#e76f51", "#2a9d8f", "#adb5bd", "#6d597a"] },
  tablet: { draw: tablet, scenes: ["studio", "table"] },
  headphones: { draw: headphones, scenes: ["studio", "table"] },
  laptop: { draw: laptop, scenes: ["table", "studio"] },
  camera: { draw: camera, scenes: ["studio", "table"], colours: ["#d62828", "#f4a261", "#adb5bd", "#2a9d8f"] },
  fridge: { draw: fridge, scenes: ["studio", "table"], colours: APPLIANCE_COLOURS },
  sofa: { draw: sofa, scenes: ["table", "studio"], colours: OBJECT_COLOURS },
  vase: { draw: vase, scenes: ["table", "studio"] },
  blender: { draw: blender, scenes: ["table", "studio"], colours: APPLIANCE_COLOURS },
} satisfies Record<string, Drawer>;
