/**
 * Visual and size check for the seed drawings. Run:
 *   node --experimental-strip-types scripts/seed/draw-images.check.ts [--variants]
 * Writes one picture per subcategory (and per category without subcategories) with its stored copies
 * (WebP), three sponsor banners and PNG renders of the static SVGs in public/ into /tmp/sokoni-draw/,
 * prints sizes and timings, and exits 1 if any copy a card may show (480 wide) is over 25 KB or a
 * banner over 35 KB (the performance budgets). --variants draws variants 0-3 of each instead of variant 0 only.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import { CATEGORY_TREE } from "../../app/domain/catalog.ts";
import { BANNER_MAX_BYTES, CARD_MAX_BYTES, drawListingImage, drawSponsorBanner } from "./draw-images.ts";

const OUT = "/tmp/sokoni-draw";
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const variants = process.argv.includes("--variants") ? [0, 1, 2, 3] : [0];

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
}

mkdirSync(OUT, { recursive: true });

const jobs: { category: string; subcategory: string | null }[] = [];
for (const c of CATEGORY_TREE) {
  const subs: readonly string[] = c.subcategories;
  if (subs.length === 0) jobs.push({ category: c.name, subcategory: null });
  for (const s of subs) jobs.push({ category: c.name, subcategory: s });
}
jobs.push({ category: "Something Unknown", subcategory: null });

let failures = 0;
const times: number[] = [];
let seed = 1000;
for (const job of jobs) {
  seed += 17;
  for (const variant of variants) {
    const t0 = performance.now();
    const image = await drawListingImage({ ...job, variant, seed });
    const ms = performance.now() - t0;
    times.push(ms);
    const name = `${slug(job.category)}--${slug(job.subcategory ?? "none")}-v${variant}`;
    writeFileSync(join(OUT, `${name}-full.webp`), image.full);
    for (const copy of image.variants) writeFileSync(join(OUT, `${name}-${copy.width}.webp`), copy.bytes);
    const card = image.variants.find((copy) => copy.width === 480)?.bytes.length ?? 0;
    const bad = card > CARD_MAX_BYTES;
    if (bad) failures++;
    const copies = image.variants.map((copy) => `${copy.width} ${kb(copy.bytes.length)}`).join("  ");
    console.log(`${name.padEnd(70)} full ${kb(image.full.length)}  ${copies}${bad ? "  FAIL > 25 KB" : ""}  ${ms.toFixed(1).padStart(6)} ms`);
  }
}

const banners = ["Mama Mboga Fresh Produce", "Safari Motors Ltd", "Jua Kali Tools & Hardware 2024"];
for (const [i, companyName] of banners.entries()) {
  const t0 = performance.now();
  const banner = await drawSponsorBanner({ companyName, seed: 40 + i });
  const ms = performance.now() - t0;
  writeFileSync(join(OUT, `banner-${slug(companyName)}.webp`), banner.full);
  for (const copy of banner.variants) writeFileSync(join(OUT, `banner-${slug(companyName)}-${copy.width}.webp`), copy.bytes);
  const widest = Math.max(banner.full.length, ...banner.variants.map((copy) => copy.bytes.length));
  if (widest > BANNER_MAX_BYTES) failures++;
  const copies = banner.variants.map((copy) => `${copy.width} ${kb(copy.bytes.length)}`).join("  ");
  console.log(
    `banner ${companyName.padEnd(63)} ${kb(banner.full.length)}  ${copies}${widest > BANNER_MAX_BYTES ? "  FAIL > 35 KB" : ""}  ${ms.toFixed(1).padStart(6)} ms`,
  );
}

for (const file of ["logo.svg", "flag-ke.svg", "default-listing.svg", "default-avatar.svg", "favicon.svg"]) {
  try {
    const svg = readFileSync(join(ROOT, "public", file), "utf8");
    const png = new Resvg(svg, { fitTo: { mode: "width", value: 600 }, background: "#ffffff" }).render().asPng();
    writeFileSync(join(OUT, file.replace(/\.svg$/, ".png")), png);
    console.log(`public/${file.padEnd(22)} ${String(Buffer.byteLength(svg)).padStart(5)} bytes -> ${file.replace(/\.svg$/, ".png")}`);
  } catch (error) {
    console.log(`public/${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const sorted = [...times].sort((a, b) => a - b);
const pct = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const warm = times.slice(1);
const avg = warm.reduce((a, b) => a + b, 0) / Math.max(1, warm.length);
console.log(
  `\n${times.length} listing images: first call ${(times[0] ?? 0).toFixed(1)} ms, then avg ${avg.toFixed(1)} ms, ` +
    `p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
);
if (failures > 0) {
  console.error(`${failures} picture(s) over their budget`);
  process.exit(1);
}
console.log(`every card copy <= ${CARD_MAX_BYTES / 1024} KB and every banner <= ${BANNER_MAX_BYTES / 1024} KB; output in ${OUT}`);
