import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
// The local R2 emulation's S3 endpoint, given this test's bucket (as test/upload-slots.test.ts does).
import s3Endpoint from "miniflare/dist/src/workers/r2/s3/index.worker.js";
import { describe, expect, it } from "vitest";
import { PHOTO_WIDTHS, variantMaxBytes } from "../app/domain/images";
import { uploads } from "../worker/db/schema";
import { compressPhoto, photoDimensions } from "../worker/services/media/compress-photo";
import { sniffImageType } from "../worker/services/media/images";
import { call, db, json, newSeller, phoneListingBody } from "./fixtures";
import { cameraJpeg, photoScene, pngOf } from "./photos";

/*
 * The copies a listing shows (docs/decisions/113-copies-at-claim.md): a copy its slot signed but
 * the seller did not send cannot be written after the claim checked the photo, and a photo sent
 * without its copies (a script, an API client) gets them from the server, so no `?w=` answer is
 * ever wider or heavier than its width's cap.
 */

type Person = Awaited<ReturnType<typeof newSeller>>;

const BUCKET = "sokoni-images";
const secrets = env as unknown as Record<string, string>;
const credentials = { accessKeyId: secrets.R2_ACCESS_KEY_ID ?? "", secretAccessKey: secrets.R2_SECRET_ACCESS_KEY ?? "" };
const s3Env = { MINIFLARE_R2_S3_CREDENTIALS: { [BUCKET]: credentials }, [`MINIFLARE_R2_S3_BUCKET_${BUCKET}`]: env.IMAGES };

async function put(url: string, headers: Record<string, string>, body: Uint8Array | string): Promise<number> {
  const answer = await s3Endpoint.fetch(new Request(url, { method: "PUT", headers, body: body as BodyInit }), s3Env);
  await answer.arrayBuffer();
  return answer.status;
}

interface Slot {
  imageUrl: string;
  url: string;
  headers: Record<string, string>;
  variants: { width: number; format: string; url: string; headers: Record<string, string> }[];
}

async function slotFor(person: Person, file: unknown): Promise<Slot> {
  const answer = await person.as("/api/uploads/slots", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ files: [file] }),
  });
  expect(answer.status).toBe(201);
  const slot = (await json<{ data: { slots: Slot[] } }>(answer)).data.slots[0];
  if (!slot) throw new Error("no slot");
  return slot;
}

/** A bearer-token client: no cookie, no Origin, as a script or an app calls the API. */
function bearer(person: Person) {
  const token = decodeURIComponent(person.cookie.slice(person.cookie.indexOf("=") + 1));
  return (path: string, init: RequestInit = {}) =>
    call(path, { ...init, headers: { authorization: `Bearer ${token}`, "cf-connecting-ip": person.ip, ...(init.headers as Record<string, string>) } });
}

async function publish(as: (path: string, init?: RequestInit) => Promise<Response>, person: Person, imageUrl: string, tag: string): Promise<Response> {
  return as("/api/listings", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(phoneListingBody(person, [imageUrl], { name: `Samsung Galaxy A15 128 GB ${tag}` })),
  });
}

/** Every `?w=` answer of an image: at most its width's cap in width and in bytes, and a real picture. */
async function expectEveryWidthWithinCap(imageUrl: string, asks: number[] = [100, 240, 300, 480, 700, 960]): Promise<void> {
  for (const width of asks) {
    const answer = await call(`${imageUrl}?w=${width}`, { headers: { accept: "image/webp,image/*" } });
    expect(answer.status, `?w=${width}`).toBe(200);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const type = sniffImageType(bytes);
    expect(type, `?w=${width}`).not.toBeNull();
    const stored = PHOTO_WIDTHS.find((each) => each >= width) ?? width;
    expect(bytes.byteLength, `?w=${width} bytes`).toBeLessThanOrEqual(variantMaxBytes(stored));
    expect(photoDimensions(bytes, type as NonNullable<typeof type>)?.width ?? 0, `?w=${width} width`).toBeLessThanOrEqual(stored);
  }
}

let scenes = 0;
/** A 790 KB-ish PNG straight off a screenshot tool: 1,600 x 1,200, with a photo's grain. */
async function bigPng(): Promise<Uint8Array<ArrayBuffer>> {
  scenes += 1;
  return pngOf(photoScene(1600, 1200, 40 + scenes));
}

describe("a copy can not be replaced after the claim (security review)", () => {
  it("closes a declared copy the seller never sent: 3 MB of HTML PUT there after publishing is refused, and ?w= serves a real copy", async () => {
    const seller = await newSeller("copyswap");
    const photo = await compressPhoto(cameraJpeg(1300, 975), "image/jpeg");
    const thumb = photo.variants.find((variant) => variant.width === 480);
    if (!thumb) throw new Error("no 480 copy");
    const slot = await slotFor(seller, {
      kind: "listing",
      type: "image/webp",
      size: photo.image.byteLength,
      variants: [
        { width: 480, format: "base", type: "image/webp", size: thumb.bytes.byteLength },
        { width: 480, format: "avif", type: "image/avif", size: 1000 },
      ],
    });
    expect(await put(slot.url, slot.headers, photo.image)).toBe(200);
    // The copies are not sent: their addresses are still good for ten minutes.
    const created = await publish(seller.as, seller, slot.imageUrl, "copyswap");
    expect(created.status).toBe(201);
    const html = `<html><body>${"<p>not a photo</p>".repeat(170_000)}</body></html>`;
    for (const copy of slot.variants) expect(await put(copy.url, copy.headers, html), `${copy.format}${copy.width}`).toBe(412);
    const served = await call(`${slot.imageUrl}?w=480`, { headers: { accept: "image/avif,image/webp,image/*" } });
    expect(served.headers.get("content-type")).toBe("image/webp");
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(sniffImageType(bytes)).toBe("image/webp");
    expect(bytes.byteLength).toBeLessThanOrEqual(variantMaxBytes(480));
    await expectEveryWidthWithinCap(slot.imageUrl);
    // The picture hash comes from the copy the server made.
    const key = slot.imageUrl.slice("/uploads/".length);
    const [row] = await db.select().from(uploads).where(eq(uploads.key, key));
    expect(row?.phash).toMatch(/^[0-9a-f]{16}$/);
  });

  it("refuses a copy wider than its width, and deletes the photo with it", async () => {
    const seller = await newSeller("copywide");
    const photo = await compressPhoto(cameraJpeg(1200, 900), "image/jpeg");
    const wide = photo.variants.find((variant) => variant.width === 480);
    if (!wide) throw new Error("no 480 copy");
    // The 480 copy PUT at the 240 address, light enough for 240's cap: only its width is wrong.
    expect(wide.bytes.byteLength).toBeLessThanOrEqual(variantMaxBytes(240));
    const slot = await slotFor(seller, {
      kind: "listing",
      type: "image/webp",
      size: photo.image.byteLength,
      variants: [{ width: 240, format: "base", type: "image/webp", size: wide.bytes.byteLength }],
    });
    expect(await put(slot.url, slot.headers, photo.image)).toBe(200);
    const copy = slot.variants[0];
    if (!copy) throw new Error("no copy slot");
    expect(await put(copy.url, copy.headers, wide.bytes)).toBe(200);
    const refused = await publish(seller.as, seller, slot.imageUrl, "copywide");
    expect(refused.status).toBe(415);
    expect((await json(refused)).message).toBe("A photo's smaller copy could not be used; please choose the photo again");
    expect(await env.IMAGES.head(slot.imageUrl.slice("/uploads/".length))).toBeNull();
  });
});

describe("a card never downloads a full photo", () => {
  it("makes the copies of a big PNG an API client uploads without them, so every ?w= answer is within its cap", async () => {
    const seller = await newSeller("apipng");
    const as = bearer(seller);
    const png = await bigPng();
    expect(png.byteLength).toBeGreaterThan(variantMaxBytes(960));
    const form = new FormData();
    form.append("images", new File([png], "screenshot.png", { type: "image/png" }));
    const uploaded = await as("/api/uploads", { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const [imageUrl] = (await json<{ data: { urls: string[] } }>(uploaded)).data.urls;
    if (!imageUrl) throw new Error("no url");
    expect((await publish(as, seller, imageUrl, "apipng")).status).toBe(201);
    await expectEveryWidthWithinCap(imageUrl);
  });

  it("makes them for a presigned photo claimed without them too", async () => {
    const seller = await newSeller("slotpng");
    const as = bearer(seller);
    const png = await bigPng();
    const slot = await slotFor(seller, { kind: "listing", type: "image/png", size: png.byteLength });
    expect(await put(slot.url, slot.headers, png)).toBe(200);
    expect((await publish(as, seller, slot.imageUrl, "slotpng")).status).toBe(201);
    await expectEveryWidthWithinCap(slot.imageUrl);
  });

  it("makes the wider copies of a narrow photo from the photo itself", async () => {
    const seller = await newSeller("narrowpng");
    const png = await pngOf(photoScene(400, 300, 7));
    const form = new FormData();
    form.append("images", new File([png], "small.png", { type: "image/png" }));
    const uploaded = await seller.as("/api/uploads", { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const [imageUrl] = (await json<{ data: { urls: string[] } }>(uploaded)).data.urls;
    if (!imageUrl) throw new Error("no url");
    await expectEveryWidthWithinCap(imageUrl);
    const answer = await call(`${imageUrl}?w=960`);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(photoDimensions(bytes, "image/webp")?.width).toBe(400);
  });
});
