import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings, uploads } from "../worker/db/schema";
import { compressPhoto, type CompressedPhoto, photoDimensions } from "../worker/services/media/compress-photo";
import { cleanUpStorage, UNUSED_UPLOAD_TTL_MS } from "../worker/services/media/uploads";
import { call, db, json, listingForm, newSeller, phoneListingBody } from "./fixtures";
import { cameraJpeg } from "./photos";

/*
 * Images sized for the screen (docs/decisions/091-image-variants.md): every upload is
 * stored with its variants (the browser's, or the server's for a form sent without JavaScript, or
 * a banner's), `?w=` answers the smallest one wide enough (AVIF to a browser that asks, when
 * stored), a bad variant refuses the whole upload, and every way an upload goes takes its variants.
 */

type Person = Awaited<ReturnType<typeof newSeller>>;

const AVIF_ACCEPT = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";
const WEBP_ACCEPT = "image/webp,image/apng,image/*,*/*;q=0.8";
const key = (url: string) => url.slice("/uploads/".length);

let photosMade = 0;
/**
 * What a browser sends for a 1280x960 camera photo: the 1024 WebP and its 240, 480 and 960 WebP
 * variants (made by the server's codecs, as the browser's canvas would). A photo of its own each
 * time, so no upload is another's duplicate.
 */
async function browserPhoto(): Promise<CompressedPhoto> {
  photosMade += 1;
  return compressPhoto(cameraJpeg(1280 + photosMade * 8, 960 + photosMade * 6), "image/jpeg");
}

/** Bytes that sniff as AVIF and name their size in an `ispe` box, as a browser's AVIF would. */
function avifOf(width: number, height: number, tag: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(64);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode("ftypavif"), 4);
  view.setUint32(24, 20);
  bytes.set(new TextEncoder().encode("ispe"), 28);
  view.setUint32(36, width);
  view.setUint32(40, height);
  bytes[60] = tag;
  return bytes;
}

interface Sent {
  photo: CompressedPhoto;
  avif?: boolean;
  /** Replaces one field's file. */
  swap?: { field: string; bytes: Uint8Array<ArrayBuffer> };
}

function uploadForm(sent: Sent): FormData {
  const form = new FormData();
  const file = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);
  form.append("images", file(sent.photo.image, "photo.webp"));
  for (const variant of sent.photo.variants) {
    const field = `variant${variant.width}`;
    form.append(field, file(sent.swap?.field === field ? sent.swap.bytes : variant.bytes, `${variant.width}.webp`));
    if (sent.avif) {
      const avif = `avif${variant.width}`;
      form.append(
        avif,
        file(sent.swap?.field === avif ? sent.swap.bytes : avifOf(variant.width, (variant.width * 3) / 4, variant.width % 251), `${variant.width}.avif`),
      );
    }
  }
  return form;
}

async function upload(person: Person, sent: Sent, query = ""): Promise<string> {
  const response = await person.as(`/api/uploads${query}`, { method: "POST", body: uploadForm(sent) });
  expect(response.status).toBe(201);
  return (await json<{ data: { urls: string[] } }>(response)).data.urls[0] as string;
}

async function objectsInBucket(): Promise<string[]> {
  return (await env.IMAGES.list()).objects.map((object) => object.key).sort();
}

async function bytesOf(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

/** The key with a tag before its extension, as decision 091 names a variant. */
function tagged(main: string, tag: string): string {
  return main.replace(/(\.[a-z]+)$/, `.${tag}$1`);
}

function listingBody(person: Person, imageUrls: string[]) {
  return phoneListingBody(person, imageUrls, { name: `Samsung Galaxy A15, 128 GB, ${person.email.split("@")[0]}` });
}

describe("variants stored at upload", () => {
  it("stores the browser's variants beside the image, each under its key, with the picture hash from the 480 copy", async () => {
    const seller = await newSeller("variants");
    const photo = await browserPhoto();
    const url = await upload(seller, { photo });
    const main = key(url);
    expect(await objectsInBucket()).toEqual([main, tagged(main, "thumb"), tagged(main, "w240"), tagged(main, "w960")].sort());
    for (const variant of photo.variants) {
      const stored = await env.IMAGES.get(variant.width === 480 ? tagged(main, "thumb") : tagged(main, `w${variant.width}`));
      expect(stored?.httpMetadata?.contentType).toBe("image/webp");
      expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(variant.bytes);
    }
    const row = await db.select().from(uploads).where(eq(uploads.key, main)).get();
    expect(row?.phash).toMatch(/^[0-9a-f]{16}$/);
  });

  it("keeps the field name pages sent before variants (`thumbnails`) as the 480 copy", async () => {
    const seller = await newSeller("legacy");
    const photo = await browserPhoto();
    const form = new FormData();
    form.append("images", new File([photo.image as Uint8Array<ArrayBuffer>], "photo.webp"));
    form.append("thumbnails", new File([photo.variants[1]?.bytes as Uint8Array<ArrayBuffer>], "thumb.webp"));
    const response = await seller.as("/api/uploads", { method: "POST", body: form });
    expect(response.status).toBe(201);
    const main = key((await json<{ data: { urls: string[] } }>(response)).data.urls[0] as string);
    // The copies it was sent without are made by the server (docs/decisions/113-copies-at-claim.md).
    expect(await objectsInBucket()).toEqual([main, tagged(main, "thumb"), tagged(main, "w240"), tagged(main, "w960")].sort());
    const thumb = await env.IMAGES.get(tagged(main, "thumb"));
    expect(new Uint8Array((await thumb?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(photo.variants[1]?.bytes);
  });

  it("makes the same WebP variants for photos sent with the form without JavaScript", async () => {
    const seller = await newSeller("plainform");
    const form = listingForm(seller, [cameraJpeg(1600, 1200)]);
    const response = await seller.as("/create-listing", { method: "POST", body: form, redirect: "manual" });
    expect(response.status).toBe(302);
    const row = await db.select().from(listings).get();
    const main = key(row?.imageUrls[0] as string);
    const sizes: Record<string, unknown> = {};
    for (const name of await objectsInBucket()) {
      const object = await env.IMAGES.get(name);
      expect(object?.httpMetadata?.contentType, name).toBe("image/webp");
      sizes[name] = photoDimensions(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0)), "image/webp");
    }
    expect(sizes).toEqual({
      [main]: { width: 1024, height: 768 },
      [tagged(main, "w240")]: { width: 240, height: 180 },
      [tagged(main, "thumb")]: { width: 480, height: 360 },
      [tagged(main, "w960")]: { width: 960, height: 720 },
    });
  }, 30_000);
});

describe("GET /uploads/<key>?w=N", () => {
  it("answers the smallest stored variant at least N wide, and the full image beyond them", async () => {
    const seller = await newSeller("picker");
    const photo = await browserPhoto();
    const url = await upload(seller, { photo });
    const [w240, w480, w960] = photo.variants.map((variant) => variant.bytes);
    for (const [width, expected] of [
      [1, w240],
      [240, w240],
      [241, w480],
      [480, w480],
      [700, w960],
      [960, w960],
      [961, photo.image],
    ] as const) {
      const response = await call(`${url}?w=${width}`);
      expect(response.status).toBe(200);
      expect(await bytesOf(response), `?w=${width}`).toEqual(expected);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("vary")).toBe("Accept");
    }
    const full = await call(url);
    expect(await bytesOf(full)).toEqual(photo.image);
    expect(full.headers.get("vary")).toBeNull();
  });

  it("falls back to the next larger variant, then the full image, for uploads that lack some (made before variants, or narrow)", async () => {
    const meta = (type: string) => ({ httpMetadata: { contentType: type } });
    await env.IMAGES.put("listings/old.jpg", "full", meta("image/jpeg"));
    await env.IMAGES.put("listings/old.thumb.jpg", "thumb", meta("image/jpeg"));
    expect(await (await call("/uploads/listings/old.jpg?w=240")).text()).toBe("thumb");
    expect(await (await call("/uploads/listings/old.jpg?w=960")).text()).toBe("full");
    // Sponsor banners have their own widths: 640 and 1280.
    await env.IMAGES.put("homepage/sponsor.jpg", "banner", meta("image/jpeg"));
    await env.IMAGES.put("homepage/sponsor.w640.jpg", "banner 640", meta("image/webp"));
    const phone = await call("/uploads/homepage/sponsor.jpg?w=400");
    expect(phone.headers.get("content-type")).toBe("image/webp");
    expect(await phone.text()).toBe("banner 640");
    expect(await (await call("/uploads/homepage/sponsor.jpg?w=1280")).text()).toBe("banner");
    // A variant's own key is never an address.
    expect((await call("/uploads/homepage/sponsor.w640.jpg")).status).toBe(404);
  });

  it("answers AVIF to a browser that names it when the upload has an AVIF copy, WebP otherwise", async () => {
    const seller = await newSeller("avif");
    const photo = await browserPhoto();
    const url = await upload(seller, { photo, avif: true });
    const main = key(url);
    expect(await objectsInBucket()).toEqual([main, ...["w240", "thumb", "w960", "a240", "a480", "a960"].map((tag) => tagged(main, tag))].sort());
    const avif = await call(`${url}?w=300`, { headers: { accept: AVIF_ACCEPT } });
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("vary")).toBe("Accept");
    expect(await bytesOf(avif)).toEqual(avifOf(480, 360, 480 % 251));
    const webp = await call(`${url}?w=300`, { headers: { accept: WEBP_ACCEPT } });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(await bytesOf(webp)).toEqual(photo.variants[1]?.bytes);
    // An upload without AVIF copies answers WebP to the same browser.
    const plain = await upload(await newSeller("noavif"), { photo: await browserPhoto() });
    const answer = await call(`${plain}?w=300`, { headers: { accept: AVIF_ACCEPT } });
    expect(answer.headers.get("content-type")).toBe("image/webp");
    await answer.arrayBuffer();
  });
});

describe("a missing image", () => {
  const FROM_AN_IMG = { "sec-fetch-dest": "image", accept: "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8" };

  it("is a 404 that a page's <img> shows as the spec's drawing (the default avatar for a profile picture), and anyone else reads as a sentence", async () => {
    for (const [path, label] of [
      ["/uploads/listings/00000000-0000-0000-0000-000000000000.webp?w=480", "No photo"],
      ["/uploads/listings/00000000-0000-0000-0000-000000000000.webp", "No photo"],
      ["/uploads/homepage/gone.jpg?w=640", "No photo"],
      ["/uploads/avatars/00000000-0000-0000-0000-000000000000.webp", "User"],
      // A key we could not have made (isSafeKey) is missing too.
      ["/uploads/listings/not~ours!.jpg", "No photo"],
    ] as const) {
      const drawn = await call(path, { headers: FROM_AN_IMG });
      expect(drawn.status, path).toBe(404);
      expect(drawn.headers.get("content-type"), path).toBe("image/svg+xml");
      expect(drawn.headers.get("cache-control"), path).toBe("no-store");
      expect(await drawn.text(), path).toContain(`aria-label="${label}"`);
      // Safari before 16.4 sends no Sec-Fetch-Dest: its image Accept header says the same.
      const older = await call(path, { headers: { accept: FROM_AN_IMG.accept } });
      expect(older.headers.get("content-type"), path).toBe(drawn.headers.get("content-type"));
      await older.arrayBuffer();
      const api = await call(path, { headers: { accept: "application/json" } });
      expect(api.status, path).toBe(404);
      expect(await api.json(), path).toEqual({ success: false, message: "Image not found" });
    }
  });
});

describe("a bad variant refuses the whole upload", () => {
  it("refuses variants that are not images, not their format, wider than their field or too heavy, and stores nothing", async () => {
    const seller = await newSeller("refused");
    const photo = await browserPhoto();
    const text = new TextEncoder().encode("not a picture at all");
    const heavy = new Uint8Array(60 * 1024);
    heavy.set(photo.variants[0]?.bytes.subarray(0, 30) ?? []);
    const cases: [Sent["swap"], boolean, number][] = [
      [{ field: "variant240", bytes: text }, false, 415],
      [{ field: "avif480", bytes: photo.variants[1]?.bytes as Uint8Array<ArrayBuffer> }, true, 415],
      [{ field: "variant240", bytes: photo.variants[1]?.bytes as Uint8Array<ArrayBuffer> }, false, 400],
      [{ field: "avif240", bytes: avifOf(960, 720, 1) }, true, 400],
      [{ field: "variant240", bytes: heavy }, false, 413],
    ];
    for (const [swap, avif, status] of cases) {
      const response = await seller.as("/api/uploads", { method: "POST", body: uploadForm({ photo, avif, swap }) });
      expect(response.status, swap?.field).toBe(status);
      expect((await json(response)).message).toBe("A photo's smaller copy could not be used; please choose the photo again");
    }
    expect(await objectsInBucket()).toEqual([]);
    expect(await db.select().from(uploads)).toEqual([]);
  });
});

describe("every variant goes with its upload", () => {
  it("deleting a listing removes its photos' variants, AVIF copies included", async () => {
    const seller = await newSeller("deleter");
    const urls = [await upload(seller, { photo: await browserPhoto(), avif: true }), await upload(seller, { photo: await browserPhoto() })];
    const created = await seller.as("/api/listings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(listingBody(seller, urls)),
    });
    expect(created.status).toBe(201);
    expect(await objectsInBucket()).toHaveLength(11);
    const id = (await json<{ data: { _id: string } }>(created)).data._id;
    expect((await seller.as(`/api/listings/${id}`, { method: "DELETE" })).status).toBe(200);
    expect(await objectsInBucket()).toEqual([]);
  }, 30_000);

  it("a sponsor banner gets 640 and 1280 WebP copies made by the Worker, and its removal takes them", async () => {
    const admin = await newSeller("banneradmin");
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
    const form = new FormData();
    form.append("homepageImages", new File([cameraJpeg(1500, 500)], "sponsor.jpg", { type: "image/jpeg" }));
    form.append("urls", "mavuno.co.ke");
    form.append("companyNames", "Mavuno Agrovet");
    expect((await admin.as("/api/admin/homepage-images", { method: "POST", body: form })).status).toBe(201);
    const [banner] = (await json<{ data: { id: number; imageUrl: string }[] }>(await call("/api/homepage-images"))).data;
    const main = key(banner?.imageUrl as string);
    expect(await objectsInBucket()).toEqual([main, tagged(main, "w1280"), tagged(main, "w640")]);
    const phone = await call(`${banner?.imageUrl}?w=640`);
    expect(phone.headers.get("content-type")).toBe("image/webp");
    expect(photoDimensions(await bytesOf(phone), "image/webp")).toEqual({ width: 640, height: 213 });
    expect((await admin.as(`/api/admin/homepage-images/${banner?.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await objectsInBucket()).toEqual([]);
  }, 30_000);

  it("the clean-up removes an unused upload's variants, and variants whose image nothing refers to", async () => {
    const seller = await newSeller("sweeper");
    const unused = key(await upload(seller, { photo: await browserPhoto(), avif: true }));
    const keptUrl = await upload(seller, { photo: await browserPhoto() });
    const created = await seller.as("/api/listings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(listingBody(seller, [keptUrl])),
    });
    expect(created.status).toBe(201);
    const kept = (await objectsInBucket()).filter((name) => name.startsWith(key(keptUrl).replace(/\.webp$/, "")));
    expect(kept).toHaveLength(4);
    // Objects of an upload whose row is gone (removed outside the product).
    for (const tag of ["w240", "thumb", "w960", "a240"]) await env.IMAGES.put(tagged("listings/lost.webp", tag), "x");
    await env.IMAGES.put("listings/lost.webp", "x");

    const result = await cleanUpStorage(db, env.IMAGES, Date.now() + 2 * UNUSED_UPLOAD_TTL_MS);
    expect(result).toEqual({ uploads: 1, orphans: 5 });
    expect(await objectsInBucket()).toEqual(kept);
    expect((await db.select({ key: uploads.key }).from(uploads)).map((row) => row.key)).not.toContain(unused);
  }, 30_000);

  it("a chat photo's variants stay its conversation's: a stranger gets the same 404 at any width", async () => {
    const sender = await newSeller("chatsender");
    const stranger = await newSeller("chatstranger");
    const url = await upload(sender, { photo: await browserPhoto() }, "?for=message");
    expect(url).toMatch(/^\/uploads\/chat\//);
    const own = await sender.as(`${url}?w=240`);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(photoDimensions(await bytesOf(own), "image/webp")?.width).toBe(240);
    for (const width of ["", "?w=240", "?w=960"]) {
      const answer = await stranger.as(`${url}${width}`);
      expect(answer.status).toBe(404);
      await answer.arrayBuffer();
      const visitor = await call(`${url}${width}`);
      expect(visitor.status).toBe(404);
      await visitor.arrayBuffer();
    }
  });
});
