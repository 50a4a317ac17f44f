/**
 * The upload comparison (`npm run bench -- --uploads-only`, and at the end of a full run): a listing
 * published with six photos through the Worker (`POST /api/uploads`, then `POST /api/listings`)
 * and straight to storage (`POST /api/uploads/slots`, the PUTs to the local R2 emulation's S3
 * endpoint, then `POST /api/listings`, which checks and hashes what arrived), in the same run,
 * rounds interleaved. For each route: the Worker's CPU (workerd's, read around the Worker's own
 * requests only; the PUTs run in the same workerd, as R2's work, and are measured apart), the wall
 * time of a publish as the seller waits for it, and the bytes each route sends through the Worker.
 * The published listings are deleted again. Photos are what the listing form sends (a 1024x768
 * WebP and its 960/480/240 copies, made by Chromium), different each round, so no duplicate check
 * refuses them.
 */
import { chromium } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import { PHOTO_WIDTHS, variantField } from "../../app/domain/images";
import { chromiumPath } from "../../test/e2e/browser";
import { base, kb } from "./common";
import { cpuMeter } from "./cpu";
import { signIn } from "./http";

const ROUNDS = 4;
const PHOTOS = 6;
/** The demo admin: no posting limit, a confirmed number (scripts/seed/demo-accounts.ts). */
const SELLER = { email: "admin@sokoni.test", phone: "+254700000001" };

/** One photo as a phone's browser sends it: the WebP and its narrower WebP copies. */
interface BrowserPhoto {
  image: Uint8Array<ArrayBuffer>;
  variants: { width: number; bytes: Uint8Array<ArrayBuffer> }[];
}

/**
 * Photos made the way the listing form makes them (app/lib/compress-image.ts), by Chromium's own
 * encoder: 1024x768 WebP at quality 0.8 and copies 960, 480 and 240 wide at 0.7. Each picture is
 * a 16x12 grid of blocks whose shades come from its seed, with some grain, so that pictures differ
 * as the duplicate check sees them (its difference hash).
 */
async function browserPhotos(seeds: number[]): Promise<BrowserPhoto[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage();
    // tsx names the functions it compiles with a helper the page does not have.
    await page.evaluate("globalThis.__name = (target) => target");
    const made = await page.evaluate(
      async ({ seeds, widths }) => {
        const encode = (canvas: HTMLCanvasElement, quality: number) =>
          new Promise<string>((resolve) =>
            canvas.toBlob(
              async (blob) => {
                const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
                let text = "";
                for (const byte of bytes) text += String.fromCharCode(byte);
                resolve(btoa(text));
              },
              "image/webp",
              quality,
            ),
          );
        const photos = [];
        for (const seed of seeds) {
          let state = ((seed + 1) * 2654435761) >>> 0;
          const next = () => {
            state = (Math.imul(state, 1103515245) + 12345) >>> 0;
            return state >>> 24;
          };
          const full = document.createElement("canvas");
          full.width = 1024;
          full.height = 768;
          const context = full.getContext("2d") as CanvasRenderingContext2D;
          const pixels = context.createImageData(1024, 768);
          const shades = Array.from({ length: 16 * 12 }, () => [next(), next(), next()]);
          for (let y = 0; y < 768; y++) {
            for (let x = 0; x < 1024; x++) {
              const shade = shades[Math.floor(y / 64) * 16 + Math.floor(x / 64)] as number[];
              const grain = (x * 7 + y * 13) % 9;
              const at = (y * 1024 + x) * 4;
              pixels.data.set([((shade[0] as number) + grain) & 255, ((shade[1] as number) + grain) & 255, ((shade[2] as number) + grain) & 255, 255], at);
            }
          }
          context.putImageData(pixels, 0, 0);
          const variants = [];
          for (const width of widths) {
            const copy = document.createElement("canvas");
            copy.width = width;
            copy.height = Math.round((768 * width) / 1024);
            const drawn = copy.getContext("2d") as CanvasRenderingContext2D;
            drawn.imageSmoothingQuality = "high";
            drawn.drawImage(full, 0, 0, copy.width, copy.height);
            variants.push({ width, bytes: await encode(copy, 0.7) });
          }
          photos.push({ image: await encode(full, 0.8), variants });
        }
        return photos;
      },
      { seeds, widths: [...PHOTO_WIDTHS].sort((a, b) => b - a) },
    );
    const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, "base64"));
    return made.map((photo) => ({
      image: bytesOf(photo.image),
      variants: photo.variants.map((variant) => ({ width: variant.width, bytes: bytesOf(variant.bytes) })),
    }));
  } finally {
    await browser.close();
  }
}

function listingBody(imageUrls: string[], round: number, route: string) {
  return JSON.stringify({
    name: `Bench sofa set ${route} ${round} ${Date.now() % 100000}`,
    description: "Grey fabric sofa set, five seater, two years old. Published by the upload bench and deleted again.",
    category: "Home, Furniture & Appliances",
    subcategory: "Furniture",
    location: "Nairobi",
    type: "sale",
    regularPrice: 45_000,
    sellerName: "Bench",
    businessName: "Bench",
    phoneNumber: SELLER.phone,
    attributes: { condition: "Used" },
    imageUrls,
  });
}

interface RouteFigures {
  route: string;
  workerCpuMs: number[];
  storageCpuMs: number[];
  /** The publish's share of the Worker's CPU (`POST /api/listings`: on the direct route, the check and hash of what arrived). */
  publishCpuMs: number[];
  wallMs: number[];
  workerBytes: number[];
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

export async function uploadRoutes(server: ChildProcess): Promise<void> {
  const meter = cpuMeter(server.pid);
  const cookie = await signIn(base, SELLER.email, "10.79.0.1");
  const headers = { cookie, origin: base, "cf-connecting-ip": "10.79.0.1" };
  const read = () => meter?.read().workerd ?? 0;
  const figures: RouteFigures[] = [
    { route: "through the Worker", workerCpuMs: [], storageCpuMs: [], publishCpuMs: [], wallMs: [], workerBytes: [] },
    { route: "straight to R2", workerCpuMs: [], storageCpuMs: [], publishCpuMs: [], wallMs: [], workerBytes: [] },
  ];
  const published: string[] = [];
  const made = await browserPhotos(Array.from({ length: ROUNDS * figures.length * PHOTOS }, (_, n) => n + 1000 * (Date.now() % 1000)));
  const sizes = made.map((photo) => photo.image.byteLength);
  const publish = async (imageUrls: string[], round: number, route: string) => {
    const body = listingBody(imageUrls, round, route);
    const answer = await fetch(`${base}/api/listings`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body });
    const json = (await answer.json()) as { data?: { _id?: string }; message?: string };
    if (answer.status !== 201 || !json.data?._id) throw new Error(`publish (${route}) answered ${answer.status}: ${json.message}`);
    published.push(json.data._id);
    return body.length;
  };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, figure] of figures.entries()) {
        const photos = made.splice(0, PHOTOS);
        const photoBytes = photos.reduce(
          (sum, photo) => sum + photo.image.byteLength + photo.variants.reduce((more, variant) => more + variant.bytes.byteLength, 0),
          0,
        );
        const start = performance.now();
        let workerCpu = 0;
        let storageCpu = 0;
        let publishCpu = 0;
        let bytes = 0;
        if (index === 0) {
          const form = new FormData();
          for (const [n, photo] of photos.entries()) form.append("images", new Blob([photo.image], { type: "image/webp" }), `photo-${n}.webp`);
          for (const width of PHOTO_WIDTHS) {
            for (const photo of photos) {
              const variant = photo.variants.find((each) => each.width === width);
              form.append(variantField(width, "base"), new Blob(variant ? [variant.bytes] : [], { type: "image/webp" }), variant ? `${width}.webp` : "none");
            }
          }
          const before = read();
          const answer = await fetch(`${base}/api/uploads`, { method: "POST", headers, body: form });
          const json = (await answer.json()) as { data?: { urls?: string[] }; message?: string };
          if (answer.status !== 201 || !json.data?.urls) throw new Error(`upload answered ${answer.status}: ${json.message}`);
          bytes += photoBytes;
          const uploaded = read();
          bytes += await publish(json.data.urls, round, "worker");
          publishCpu = read() - uploaded;
          workerCpu += read() - before;
        } else {
          let before = read();
          const request = JSON.stringify({
            files: photos.map((photo) => ({
              kind: "listing",
              type: "image/webp",
              size: photo.image.byteLength,
              variants: photo.variants.map((variant) => ({ width: variant.width, format: "base", type: "image/webp", size: variant.bytes.byteLength })),
            })),
          });
          const answer = await fetch(`${base}/api/uploads/slots`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: request,
          });
          type Target = { url: string; headers: Record<string, string> };
          const json = (await answer.json()) as {
            data?: { slots?: (Target & { imageUrl: string; variants: (Target & { width: number })[] })[] };
            message?: string;
          };
          if (answer.status !== 201 || !json.data?.slots) throw new Error(`slots answered ${answer.status}: ${json.message}`);
          workerCpu += read() - before;
          bytes += request.length;
          before = read();
          const put = async (target: Target, body: Uint8Array<ArrayBuffer>) => {
            const answered = await fetch(target.url, { method: "PUT", headers: target.headers, body });
            await answered.arrayBuffer();
            if (answered.status !== 200) throw new Error(`PUT answered ${answered.status}`);
          };
          // As the form does: the photos side by side, each photo's objects one after another.
          await Promise.all(
            json.data.slots.map(async (slot, n) => {
              const photo = photos[n] as BrowserPhoto;
              await put(slot, photo.image);
              for (const target of slot.variants) {
                const variant = photo.variants.find((each) => each.width === target.width);
                if (variant) await put(target, variant.bytes);
              }
            }),
          );
          storageCpu += read() - before;
          before = read();
          bytes += await publish(
            json.data.slots.map((slot) => slot.imageUrl),
            round,
            "r2",
          );
          publishCpu = read() - before;
          workerCpu += publishCpu;
        }
        figure.wallMs.push(performance.now() - start);
        figure.workerCpuMs.push(workerCpu);
        figure.storageCpuMs.push(storageCpu);
        figure.publishCpuMs.push(publishCpu);
        figure.workerBytes.push(bytes);
      }
    }
  } finally {
    for (const id of published) await (await fetch(`${base}/api/listings/${id}`, { method: "DELETE", headers })).arrayBuffer();
  }
  console.log(
    `\nA listing published with ${PHOTOS} photos (WebP 1024x768 of ${kb(median(sizes))} with copies 960/480/240, as the form sends them; ${ROUNDS} rounds each, interleaved; medians):`,
  );
  console.table(
    figures.map((figure) => ({
      route: figure.route,
      "Worker CPU ms": meter ? Math.round(median(figure.workerCpuMs)) : "n/a",
      "of which the publish": meter ? Math.round(median(figure.publishCpuMs)) : "n/a",
      "R2's CPU ms (the PUTs)": meter ? Math.round(median(figure.storageCpuMs)) : "n/a",
      "wall ms": Math.round(median(figure.wallMs)),
      "bytes through the Worker": kb(median(figure.workerBytes)),
    })),
  );
}
