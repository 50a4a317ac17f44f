/**
 * Issue 21's comparison (`npm run bench -- --uploads-only`, and at the end of a full run): a listing
 * published with six photos through the Worker (`POST /api/uploads`, then `POST /api/listings`)
 * and straight to storage (`POST /api/uploads/slots`, the PUTs to the local R2 emulation's S3
 * endpoint, then `POST /api/listings`, which checks and hashes what arrived), in the same run,
 * rounds interleaved. For each route: the Worker's CPU (workerd's, read around the Worker's own
 * requests only; the PUTs run in the same workerd, as R2's work, and are measured apart), the wall
 * time of a publish as the seller waits for it, and the bytes each route sends through the Worker.
 * The published listings are deleted again. Photos are PNGs of 1024x768 (what a phone's browser
 * sends is a WebP of about that size), different each round, so no duplicate check refuses them.
 */
import type { ChildProcess } from "node:child_process";
import { deflateSync } from "node:zlib";
import { base, kb } from "./common";
import { cpuMeter } from "./cpu";
import { signIn } from "./http";

const ROUNDS = 4;
const PHOTOS = 6;
/** The demo admin: no posting limit, a confirmed number (scripts/seed/demo-accounts.ts). */
const SELLER = { email: "admin@sokoni.test", phone: "+254700000001" };

/**
 * A real PNG: a 16x12 grid of blocks whose shades come from `seed`, with some grain, so that each
 * picture differs from the others as the duplicate check sees pictures (its difference hash).
 */
function png(seed: number, width = 1024, height = 768): Uint8Array {
  let state = (seed + 1) * 2654435761;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state >>> 24;
  };
  const shades = Array.from({ length: 16 * 12 }, () => [next(), next(), next()]);
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3;
      const shade = shades[Math.floor(y / 64) * 16 + Math.floor(x / 64)] as number[];
      const grain = (x * 7 + y * 13) % 9;
      raw[at] = ((shade[0] as number) + grain) & 255;
      raw[at + 1] = ((shade[1] as number) + grain) & 255;
      raw[at + 2] = ((shade[2] as number) + grain) & 255;
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 255] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", header), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]),
  );
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
    { route: "through the Worker", workerCpuMs: [], storageCpuMs: [], wallMs: [], workerBytes: [] },
    { route: "straight to R2", workerCpuMs: [], storageCpuMs: [], wallMs: [], workerBytes: [] },
  ];
  const published: string[] = [];
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
        const photos = Array.from({ length: PHOTOS }, (_, n) => png(round * 20 + index * 10 + n));
        const photoBytes = photos.reduce((sum, photo) => sum + photo.byteLength, 0);
        const start = performance.now();
        let workerCpu = 0;
        let storageCpu = 0;
        let bytes = 0;
        if (index === 0) {
          const form = new FormData();
          for (const [n, photo] of photos.entries())
            form.append("images", new Blob([photo as Uint8Array<ArrayBuffer>], { type: "image/png" }), `photo-${n}.png`);
          const before = read();
          const answer = await fetch(`${base}/api/uploads`, { method: "POST", headers, body: form });
          const json = (await answer.json()) as { data?: { urls?: string[] }; message?: string };
          if (answer.status !== 201 || !json.data?.urls) throw new Error(`upload answered ${answer.status}: ${json.message}`);
          bytes += photoBytes;
          bytes += await publish(json.data.urls, round, "worker");
          workerCpu += read() - before;
        } else {
          let before = read();
          const request = JSON.stringify({ files: photos.map((photo) => ({ kind: "listing", type: "image/png", size: photo.byteLength })) });
          const answer = await fetch(`${base}/api/uploads/slots`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: request,
          });
          const json = (await answer.json()) as { data?: { slots?: { url: string; headers: Record<string, string>; imageUrl: string }[] }; message?: string };
          if (answer.status !== 201 || !json.data?.slots) throw new Error(`slots answered ${answer.status}: ${json.message}`);
          workerCpu += read() - before;
          bytes += request.length;
          before = read();
          await Promise.all(
            json.data.slots.map(async (slot, n) => {
              const put = await fetch(slot.url, { method: "PUT", headers: slot.headers, body: photos[n] as Uint8Array<ArrayBuffer> });
              await put.arrayBuffer();
              if (put.status !== 200) throw new Error(`PUT answered ${put.status}`);
            }),
          );
          storageCpu += read() - before;
          before = read();
          bytes += await publish(
            json.data.slots.map((slot) => slot.imageUrl),
            round,
            "r2",
          );
          workerCpu += read() - before;
        }
        figure.wallMs.push(performance.now() - start);
        figure.workerCpuMs.push(workerCpu);
        figure.storageCpuMs.push(storageCpu);
        figure.workerBytes.push(bytes);
      }
    }
  } finally {
    for (const id of published) await (await fetch(`${base}/api/listings/${id}`, { method: "DELETE", headers })).arrayBuffer();
  }
  console.log(`\nA listing published with ${PHOTOS} photos (PNG 1024x768, ${ROUNDS} rounds each, interleaved; medians):`);
  console.table(
    figures.map((figure) => ({
      route: figure.route,
      "Worker CPU ms": meter ? Math.round(median(figure.workerCpuMs)) : "n/a",
      "R2's CPU ms (the PUTs)": meter ? Math.round(median(figure.storageCpuMs)) : "n/a",
      "wall ms": Math.round(median(figure.wallMs)),
      "bytes through the Worker": kb(median(figure.workerBytes)),
    })),
  );
}
