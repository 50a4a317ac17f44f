/** Drawers for Health & Beauty, Fashion and Sports, Arts & Outdoors. */
import { type Drawer, type Palette, type Rng, type Thing, edge, n1, rotateBox, rr, shade } from "./kit.ts";

const INK = "#1f2933";
const GOLD = "#d4a72c";
const LIPS = ["#c9184a", "#d62828", "#ff4d6d", "#9d0208", "#b5179e", "#e76f51"] as const;
const PASTEL_PACKS = ["#ffc8dd", "#bde0fe", "#caffbf", "#ffd6a5", "#e0c3fc", "#a0c4ff", "#9bf6ff"] as const;

function cosmetics(p: Palette): Thing {
  const svg =
    `<g transform="rotate(-28 0 -60)">` +
    rr(-8, -190, 16, 120, 6, p.wood) +
    rr(-10, -78, 20, 30, 3, "#c0c6cc") +
    `<path d="M-10 -48Q-20 -10 0 6Q20 -10 10 -48Z" fill="#e5989b"/></g>` +
    rr(-84, -82, 30, 82, 4, INK) +
    rr(-82, -106, 26, 26, 2, GOLD) +
    `<path d="M-79 -106V-134L-59 -146V-106Z" fill="${p.main}"/>` +
    rr(34, -66, 56, 66, 12, p.main) +
    rr(40, -58, 10, 44, 5, "#ffffff", 'opacity="0.4"') +
    rr(49, -112, 26, 48, 5, INK) +
    `<ellipse cx="-4" cy="-10" rx="34" ry="10" fill="${GOLD}"/>` +
    `<ellipse cx="-4" cy="-14" rx="28" ry="7" fill="${shade(p.accent, 0.2)}"/>`;
  return { svg, box: [-90, -192, 92, 0], grounded: true };
}

function skincare(p: Palette, rng: Rng): Thing {
  const pack = rng.pick(PASTEL_PACKS);
  const svg =
    `<path d="M-62 -168H-30V-160" stroke="${INK}" stroke-width="8" fill="none"/>` +
    rr(-70, -170, 14, 26, 3, INK) +
    rr(-74, -146, 22, 16, 3, "#dee2e6") +
    rr(-96, -132, 66, 132, 16, pack, edge(pack)) +
    rr(-88, -96, 50, 50, 5, "#ffffff") +
    `<path d="M-80 -82H-46M-80 -70H-56M-80 -58H-50" stroke="${p.main}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M-14 -22L14 -22L22 -112L-22 -112Z" fill="${p.main}"/>` +
    rr(-24, -118, 48, 10, 2, shade(p.main, -0.2)) +
    rr(-12, -24, 24, 24, 4, "#ffffff", edge("#ffffff")) +
    `<path d="M-8 -90H8M-10 -76H10" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.8"/>` +
    rr(36, -52, 76, 52, 10, "#fdf6f0", edge("#fdf6f0")) +
    rr(32, -72, 84, 22, 8, pack, edge(pack)) +
    rr(44, -34, 60, 14, 4, p.main);
  return { svg, box: [-98, -176, 118, 0], grounded: true };
}

function pill(x: number, y: number, deg: number, colour: string): string {
  return (
    `<g transform="rotate(${deg} ${x} ${y})">` +
    `<rect x="${x - 22}" y="${y - 9}" width="44" height="18" rx="9" fill="#ffffff" stroke="#c6ccd2" stroke-width="2"/>` +
    `<path d="M${x} ${y - 9}H${x - 13}A9 9 0 0 0 ${x - 13} ${y + 9}H${x}Z" fill="${colour}"/></g>`
  );
}

function supplements(p: Palette): Thing {
  const svg =
    rr(-54, -150, 96, 150, 14, "#d98e2b") +
    rr(-46, -142, 14, 130, 7, "#ffffff", 'opacity="0.3"') +
    rr(-60, -178, 108, 32, 6, "#ffffff", edge("#ffffff")) +
    `<path d="M-48 -170V-154M-36 -170V-154M-24 -170V-154M-12 -170V-154M0 -170V-154M12 -170V-154M24 -170V-154M36 -170V-154" stroke="#dee2e6" stroke-width="3"/>` +
    rr(-54, -112, 96, 72, 0, "#ffffff") +
    `<path d="M-6 -92V-60M-22 -76H10" stroke="${p.main}" stroke-width="11" stroke-linecap="round"/>` +
    pill(78, -12, 18, p.main) +
    pill(104, -36, -40, p.accent) +
    `<circle cx="60" cy="-42" r="11" fill="#ffffff" stroke="#c6ccd2" stroke-width="2"/>` +
    `<path d="M52 -42H68" stroke="#c6ccd2" stroke-width="2"/>`;
  return { svg, box: [-62, -180, 128, 0], grounded: true };
}

function beautyServices(p: Palette): Thing {
  const teeth: string[] = [];
  for (let y = -166; y < -14; y += 9) teeth.push(`M84 ${y}H112`);
  const svg =
    rr(-12, -96, 24, 96, 10, p.main) +
    `<ellipse cx="0" cy="-158" rx="58" ry="68" fill="${p.main}"/>` +
    `<ellipse cx="0" cy="-158" rx="46" ry="56" fill="#d7eef7"/>` +
    `<path d="M-24 -176L8 -208M-28 -148L22 -198" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="${teeth.join("")}" stroke="${p.accent}" stroke-width="4" stroke-linecap="round"/>` +
    rr(70, -172, 18, 164, 6, p.accent) +
    rr(76, -160, 4, 140, 2, "#ffffff", 'opacity="0.45"');
  return { svg, box: [-60, -228, 114, 0], grounded: true };
}

function tee(p: Palette, rng: Rng): Thing {
  const out = [`<path d="M-30 -196Q0 -176 30 -196L80 -184L122 -134L90 -108L76 -124V0H-76V-124L-90 -108L-122 -134L-80 -184Z" fill="${p.main}"/>`];
  if (rng.chance(0.5)) {
    for (const y of [-108, -80, -52, -24]) out.push(rr(-76, y, 152, 12, 0, shade(p.main, 0.45)));
  } else {
    out.push(`<circle cx="0" cy="-96" r="26" fill="${p.accent}"/>`);
    out.push(`<path d="M-14 -96L-4 -86L14 -106" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round"/>`);
  }
  out.push(`<path d="M-30 -196Q0 -172 30 -196" stroke="${shade(p.main, -0.3)}" stroke-width="7" fill="none"/>`);
  out.push(`<path d="M-76 -8H76M-118 -130L-92 -110M118 -130L92 -110" stroke="${shade(p.main, -0.2)}" stroke-width="4"/>`);
  return { svg: out.join(""), box: [-124, -198, 124, 0], grounded: false };
}

function sneaker(p: Palette, dx: number, dy: number): string {
  const laces: string[] = [];
  for (let i = 0; i < 4; i++) laces.push(`M${-46 + i * 16 + dx} ${-86 + i * 5 + dy}l10 12`);
  return (
    `<g transform="translate(${dx} ${dy})">` +
    `<path d="M-118 -24L-116 -80Q-114 -98 -94 -100L-60 -98Q-40 -78 -10 -72L40 -62Q96 -54 116 -38L120 -24Z" fill="${p.main}"/>` +
    `<path d="M60 -58Q96 -52 116 -38L120 -24H66Z" fill="${shade(p.main, 0.2)}"/>` +
    `<path d="M-70 -40Q-20 -76 44 -46" stroke="${p.accent}" stroke-width="11" fill="none" stroke-linecap="round"/>` +
    rr(-124, -94, 18, 58, 6, p.accent) +
    `<path d="M-94 -100Q-78 -88 -60 -98" stroke="${INK}" stroke-width="7" fill="none"/>` +
    `<path d="M-122 -24H122Q124 -10 112 0H-110Q-124 0 -122 -24Z" fill="#f8f9fa" stroke="#c6ccd2" stroke-width="2"/>` +
    `<path d="M-110 -10H112" stroke="${shade(p.accent, -0.1)}" stroke-width="3"/></g>` +
    `<path d="${laces.join("")}" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`
  );
}

function shoes(p: Palette, _rng: Rng, view: number): Thing {
  if (view % 2 === 0) {
    const back = `<g transform="translate(40 -22) scale(0.92)">${sneaker({ ...p, main: shade(p.main, -0.2) }, 0, 0)}</g>`;
    return { svg: back + sneaker(p, 0, 0), box: [-124, -124, 154, 0], grounded: true };
  }
  return { svg: sneaker(p, 0, 0), box: [-126, -102, 124, 0], grounded: true };
}

function handbag(p: Palette): Thing {
  const svg =
    `<path d="M-52 -110Q-52 -178 0 -178Q52 -178 52 -110" stroke="${shade(p.main, -0.3)}" stroke-width="11" fill="none"/>` +
    `<path d="M-102 -6Q-102 0 -94 0H94Q102 0 102 -6L86 -118H-86Z" fill="${p.main}"/>` +
    `<path d="M-86 -118H86L80 -60Q0 -38 -80 -60Z" fill="${shade(p.main, -0.14)}"/>` +
    `<path d="M-78 -66Q0 -46 78 -66" stroke="${shade(p.main, 0.35)}" stroke-width="2.5" stroke-dasharray="5 5" fill="none"/>` +
    rr(-13, -64, 26, 20, 4, GOLD) +
    rr(-60, -124, 16, 14, 3, GOLD) +
    rr(44, -124, 16, 14, 3, GOLD);
  return { svg, box: [-104, -184, 104, 0], grounded: true };
}

function watch(p: Palette, rng: Rng): Thing {
  const cy = -128;
  const ticks: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const r0 = i % 3 === 0 ? 32 : 36;
    ticks.push(`M${n1(Math.sin(a) * r0)} ${n1(cy - Math.cos(a) * r0)}L${n1(Math.sin(a) * 41)} ${n1(cy - Math.cos(a) * 41)}`);
  }
  const h = rng.range(0, Math.PI * 2);
  const m = rng.range(0, Math.PI * 2);
  const holes = [-40, -58, -76].map((y) => `<circle cx="0" cy="${y}" r="3.5" fill="${shade(p.main, -0.4)}"/>`).join("");
  const svg =
    rr(-32, -256, 64, 256, 14, p.main) +
    holes +
    rr(-42, -176, 84, 96, 10, p.metal) +
    rr(58, -138, 12, 20, 3, p.metal) +
    `<circle cx="0" cy="${cy}" r="60" fill="${p.metal}"/>` +
    `<circle cx="0" cy="${cy}" r="53" fill="${shade(p.metal, -0.35)}"/>` +
    `<circle cx="0" cy="${cy}" r="46" fill="#fbfbf8"/>` +
    `<path d="${ticks.join("")}" stroke="${INK}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<path d="M0 ${cy}L${n1(Math.sin(h) * 22)} ${n1(cy - Math.cos(h) * 22)}M0 ${cy}L${n1(Math.sin(m) * 34)} ${n1(cy - Math.cos(m) * 34)}" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M0 ${cy}L${n1(Math.sin(m + 2) * 38)} ${n1(cy - Math.cos(m + 2) * 38)}" stroke="${p.accent}" stroke-width="2.5"/>` +
    `<circle cx="0" cy="${cy}" r="4" fill="${p.accent}"/>`;
  return { svg, box: [-62, -258, 72, 0], grounded: false };
}

function ball(_p: Palette, rng: Rng): Thing {
  const c = -88;
  if (rng.chance(0.5)) {
    const seam = "#3b1f0e";
    const svg =
      `<circle cx="0" cy="${c}" r="88" fill="#e76f32"/>` +
      `<path d="M-88 ${c}H88M0 ${c - 88}V${c + 88}M-62 ${c - 62}Q-20 ${c} -62 ${c + 62}M62 ${c - 62}Q20 ${c} 62 ${c + 62}" stroke="${seam}" stroke-width="5" fill="none"/>` +
      `<circle cx="-34" cy="${c - 44}" r="16" fill="#ffffff" opacity="0.25"/>`;
    return { svg, box: [-90, -178, 90, 0], grounded: true };
  }
  const pent = (x: number, y: number, r: number, rot: number): string => {
    const pts: string[] = [];
    for (let i = 0; i < 5; i++) {
      const a = rot + (i * 2 * Math.PI) / 5;
      pts.push(`${n1(x + Math.sin(a) * r)} ${n1(y - Math.cos(a) * r)}`);
    }
    return `M${pts.join("L")}Z`;
  };
  const outer: string[] = [];
  const lines: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5;
    outer.push(pent(Math.sin(a) * 84, c - Math.cos(a) * 84, 26, a + Math.PI));
    lines.push(`M${n1(Math.sin(a) * 27)} ${n1(c - Math.cos(a) * 27)}L${n1(Math.sin(a) * 62)} ${n1(c - Math.cos(a) * 62)}`);
  }
  const svg =
    `<defs><clipPath id="ball"><circle cx="0" cy="${c}" r="88"/></clipPath></defs>` +
    `<circle cx="0" cy="${c}" r="88" fill="#ffffff"/>` +
    `<g clip-path="url(#ball)"><path d="${outer.join("")}" fill="${INK}"/></g>` +
    `<path d="${lines.join("")}" stroke="${INK}" stroke-width="4"/>` +
    `<path d="${pent(0, c, 28, 0)}" fill="${INK}"/>` +
    `<circle cx="0" cy="${c}" r="88" fill="none" stroke="#9aa5b1" stroke-width="3"/>`;
  return { svg, box: [-90, -178, 90, 0], grounded: true };
}

function guitar(p: Palette): Thing {
  const deg = 52;
  const body = p.main;
  const neck = "#6b3e1e";
  const frets: string[] = [];
  for (let y = -310; y < -170; y += 18) frets.push(`M-10 ${y}H10`);
  const inner =
    rr(-11, -330, 22, 190, 3, neck) +
    `<path d="${frets.join("")}" stroke="#d9c7a7" stroke-width="2"/>` +
    `<path d="M-16 -378H16L12 -326H-12Z" fill="${shade(neck, -0.25)}"/>` +
    `<path d="M-20 -368h6M-20 -352h6M-20 -336h6M14 -368h6M14 -352h6M14 -336h6" stroke="#c0c6cc" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="0" cy="-64" r="66" fill="${shade(body, -0.3)}"/><circle cx="0" cy="-156" r="50" fill="${shade(body, -0.3)}"/>` +
    rr(-40, -150, 80, 80, 20, shade(body, -0.3)) +
    `<circle cx="0" cy="-64" r="62" fill="${body}"/><circle cx="0" cy="-156" r="46" fill="${body}"/>` +
    rr(-36, -150, 72, 80, 20, body) +
    `<circle cx="0" cy="-118" r="26" fill="none" stroke="${shade(body, 0.35)}" stroke-width="4"/>` +
    `<circle cx="0" cy="-118" r="19" fill="#2b1a10"/>` +
    rr(-26, -54, 52, 10, 4, "#2b1a10") +
    rr(-11, -190, 22, 50, 3, neck) +
    `<path d="M-6 -50V-362M-2 -50V-362M2 -50V-362M6 -50V-362" stroke="#f1f3f5" stroke-width="1.3"/>`;
  const box = rotateBox([-66, -380, 66, 2], deg, 0, -190);
  return { svg: `<g transform="rotate(${deg} 0 -190)">${inner}</g>`, box, grounded: false };
}

function tent(p: Palette): Thing {
  const svg =
    `<path d="M-30 -150L-150 0M110 -128L176 0" stroke="#6c757d" stroke-width="2"/>` +
    `<path d="M-30 -150L110 -128L150 0H62Z" fill="${shade(p.main, -0.22)}"/>` +
    `<path d="M-122 0L-30 -150L62 0Z" fill="${p.main}"/>` +
    `<path d="M-64 0L-30 -112L4 0Z" fill="#2b2f33"/>` +
    `<path d="M-30 -112L-64 0H-80Z" fill="${p.accent}"/>` +
    `<path d="M-30 -112L4 0H18Z" fill="${shade(p.accent, -0.15)}"/>` +
    `<path d="M-30 -150V-168" stroke="#6c757d" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M-152 0l4 -10M176 0l-4 -10" stroke="#495057" stroke-width="4"/>` +
    `<path d="M-122 0H150" stroke="${shade(p.main, -0.4)}" stroke-width="4"/>`;
  return { svg, box: [-154, -170, 178, 0], grounded: true };
}

export const FASHION_BEAUTY_SPORTS_DRAWERS = {
  cosmetics: { draw: cosmetics, scenes: ["table", "studio"], colours: LIPS },
  skincare: { draw: skincare, scenes: ["table", "studio"] },
  supplements: { draw: supplements, scenes: ["table", "studio"] },
  beautyServices: { draw: beautyServices, scenes: ["studio", "table"] },
  tee: { draw: tee, scenes: ["studio"] },
  shoes: { draw: shoes, scenes: ["studio", "table"] },
  handbag: { draw: handbag, scenes: ["studio", "table"], colours: ["#9c6644", "#d62828", "#1f2933", "#e9c46a", "#6d597a", "#2a9d8f"] },
  watch: { draw: watch, scenes: ["studio", "table"], colours: ["#7f4f24", "#1f2933", "#264653", "#9c6644", "#6d597a"] },
  ball: { draw: ball, scenes: ["outdoor", "studio"] },
  guitar: { draw: guitar, scenes: ["studio", "table"], colours: ["#c8793a", "#a0522d", "#d4a373", "#d62828", "#1d3557"] },
  tent: { draw: tent, scenes: ["outdoor"] },
} satisfies Record<string, Drawer>;
