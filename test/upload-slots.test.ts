import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
// The local R2 emulation's S3 endpoint itself (what `/cdn-cgi/local/r2/s3` runs on the dev and
// preview servers), given this test's own bucket: inside workerd a test cannot reach miniflare's
// HTTP entry, so it calls the same worker directly. Pinned by package-lock with the rest of miniflare.
import s3Endpoint from "miniflare/dist/src/workers/r2/s3/index.worker.js";
import { describe, expect, it } from "vitest";
import { homepageImages, listings, uploads, user } from "../worker/db/schema";
import { presignUrl } from "../worker/services/media/s3-presign";
import { removeUnusedUploads } from "../worker/services/media/uploads";
import { call, db, json, newSeller, newUser, phoneListingBody } from "./fixtures";

async function newAdmin(name: string) {
  const admin = await newSeller(name);
  await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
  return admin;
}

const BUCKET = "sokoni-images";
const secrets = env as unknown as Record<string, string>;
const credentials = { accessKeyId: secrets.R2_ACCESS_KEY_ID ?? "", secretAccessKey: secrets.R2_SECRET_ACCESS_KEY ?? "" };
const s3Env = {
  MINIFLARE_R2_S3_CREDENTIALS: { [BUCKET]: credentials },
  [`MINIFLARE_R2_S3_BUCKET_${BUCKET}`]: env.IMAGES,
};

/** A PUT to a presigned address, as the browser sends it; its status (the answer read to its end). */
async function put(url: string, headers: Record<string, string>, body: Uint8Array<ArrayBuffer> | string): Promise<number> {
  const answer = await s3Endpoint.fetch(new Request(url, { method: "PUT", headers, body }), s3Env);
  await answer.arrayBuffer();
  return answer.status;
}

const WEBP = new Uint8Array([...new TextEncoder().encode("RIFF"), 36, 0, 0, 0, ...new TextEncoder().encode("WEBPVP8 "), ...new Array(24).fill(0)]);

interface SlotAnswer {
  data: {
    slots: {
      key: string;
      imageUrl: string;
      url: string;
      headers: Record<string, string>;
      expiresAt: string;
      variants: { width: number; format: string; url: string; headers: Record<string, string> }[];
    }[];
  };
  message?: string;
}

async function askSlots(as: (path: string, init?: RequestInit) => Promise<Response>, body: unknown): Promise<Response> {
  return as("/api/uploads/slots", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

const onePhoto = (size = WEBP.byteLength) => ({
  files: [{ kind: "listing", type: "image/webp", size, variants: [{ width: 480, format: "base", type: "image/webp", size: WEBP.byteLength }] }],
});

describe("presigned upload slots", () => {
  it("refuses slots beyond the spec's counts and caps, and to visitors", async () => {
    const seller = await newSeller("slotcaps");
    const seven = { files: Array.from({ length: 7 }, () => ({ kind: "listing", type: "image/webp", size: 1000 })) };
    const tooMany = await askSlots(seller.as, seven);
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).message).toBe("Maximum 6 images allowed");
    const big = await askSlots(seller.as, onePhoto(5 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    await big.arrayBuffer();
    const bigForUpdate = await askSlots(seller.as, { ...onePhoto(2 * 1024 * 1024 + 1), for: "update" });
    expect(bigForUpdate.status).toBe(413);
    await bigForUpdate.arrayBuffer();
    const avatar = await askSlots(seller.as, { files: [{ kind: "avatar", type: "image/png", size: 2 * 1024 * 1024 + 1 }] });
    expect(avatar.status).toBe(413);
    await avatar.arrayBuffer();
    const notImage = await askSlots(seller.as, { files: [{ kind: "listing", type: "text/html", size: 100 }] });
    expect(notImage.status).toBe(415);
    await notImage.arrayBuffer();
    const banner = await askSlots(seller.as, { files: [{ kind: "banner", type: "image/webp", size: 100 }] });
    expect(banner.status).toBe(403);
    await banner.arrayBuffer();
    const visitor = await askSlots(call, onePhoto());
    expect([401, 403]).toContain(visitor.status);
    await visitor.arrayBuffer();
    expect(await db.select().from(uploads).where(eq(uploads.userId, seller.id))).toEqual([]);
  });

  it("signs a PUT that lands in R2, which the seller's listing then claims", async () => {
    const seller = await newSeller("slotclaim");
    const answer = await askSlots(seller.as, onePhoto());
    expect(answer.status).toBe(201);
    const [slot] = (await json<SlotAnswer>(answer)).data.slots;
    if (!slot) throw new Error("no slot");
    expect(slot.key).toMatch(new RegExp(`^listings/${seller.id}/[0-9a-f-]{36}\\.webp$`));
    expect(slot.imageUrl).toBe(`/uploads/${slot.key}`);
    expect(new Date(slot.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(600_000);
    expect(new URL(slot.url).pathname).toBe(`/cdn-cgi/local/r2/s3/${BUCKET}/${slot.key}`);
    const [row] = await db.select().from(uploads).where(eq(uploads.key, slot.key));
    expect(row?.pendingUntil).toBeInstanceOf(Date);

    expect(await put(slot.url, slot.headers, WEBP)).toBe(200);
    expect(slot.headers).toEqual({ "content-type": "image/webp", "if-none-match": "*" });
    const variant = slot.variants[0];
    if (!variant) throw new Error("no variant slot");
    expect(await put(variant.url, variant.headers, WEBP)).toBe(200);
    expect((await env.IMAGES.head(slot.key))?.httpMetadata?.contentType).toBe("image/webp");

    const created = await seller.as("/api/listings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(phoneListingBody(seller, [slot.imageUrl])),
    });
    expect(created.status).toBe(201);
    const id = (await json<{ data: { _id: string } }>(created)).data._id;
    const [claimed] = await db.select().from(uploads).where(eq(uploads.key, slot.key));
    expect(claimed?.pendingUntil).toBeNull();
    // The address writes once: nothing replaces the checked photo while it is still good.
    expect(await put(slot.url, slot.headers, "<html>not a photo</html>")).toBe(412);
    expect((await env.IMAGES.head(slot.key))?.size).toBe(WEBP.byteLength);
    expect(await put(slot.url, { "content-type": "image/webp" }, "<html>not a photo</html>")).toBe(403);
    expect(claimed?.bytes).toBe(WEBP.byteLength);
    expect(claimed?.listingId).toBe(Number(id));
    const [listing] = await db
      .select({ imageUrls: listings.imageUrls })
      .from(listings)
      .where(eq(listings.id, Number(id)));
    expect(listing?.imageUrls).toEqual([slot.imageUrl]);
  });

  it("refuses and deletes an HTML file PUT as image/webp when it is claimed", async () => {
    const seller = await newSeller("slothtml");
    const [slot] = (await json<SlotAnswer>(await askSlots(seller.as, onePhoto(200)))).data.slots;
    if (!slot) throw new Error("no slot");
    expect(await put(slot.url, slot.headers, "<html><script>alert(1)</script></html>")).toBe(200);
    const refused = await seller.as("/api/listings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(phoneListingBody(seller, [slot.imageUrl])),
    });
    expect(refused.status).toBe(415);
    expect((await json(refused)).message).toBe("Only JPEG, PNG, WebP or AVIF images can be uploaded");
    expect(await env.IMAGES.head(slot.key)).toBeNull();
    expect(await db.select().from(uploads).where(eq(uploads.key, slot.key))).toEqual([]);

    // A real image of another type than its slot was signed for is refused too.
    const [webpSlot] = (await json<SlotAnswer>(await askSlots(seller.as, onePhoto(200)))).data.slots;
    if (!webpSlot) throw new Error("no slot");
    const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(32).fill(0)]);
    expect(await put(webpSlot.url, webpSlot.headers, PNG)).toBe(200);
    const mismatched = await seller.as("/api/listings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(phoneListingBody(seller, [webpSlot.imageUrl])),
    });
    expect(mismatched.status).toBe(415);
    await mismatched.arrayBuffer();
    expect(await env.IMAGES.head(webpSlot.key)).toBeNull();
  });

  it("never lets another user claim the key, nor use a pending one before it is checked", async () => {
    const owner = await newSeller("slotowner");
    const thief = await newSeller("slotthief");
    const [slot] = (await json<SlotAnswer>(await askSlots(owner.as, onePhoto()))).data.slots;
    if (!slot) throw new Error("no slot");
    await put(slot.url, slot.headers, WEBP);
    const stolen = await thief.as("/api/listings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(phoneListingBody(thief, [slot.imageUrl])),
    });
    expect(stolen.status).toBe(400);
    await stolen.arrayBuffer();
    const [row] = await db.select().from(uploads).where(eq(uploads.key, slot.key));
    expect(row?.userId).toBe(owner.id);
    expect(row?.pendingUntil).toBeInstanceOf(Date);
    expect(await env.IMAGES.head(slot.key)).not.toBeNull();
  });

  it("has R2 refuse an altered or expired address", async () => {
    const seller = await newSeller("slotaltered");
    const [slot] = (await json<SlotAnswer>(await askSlots(seller.as, onePhoto()))).data.slots;
    if (!slot) throw new Error("no slot");
    const otherKey = slot.url.replace(/[0-9a-f-]{36}\.webp/, "00000000-0000-4000-8000-000000000000.webp");
    expect(await put(otherKey, slot.headers, WEBP)).toBe(403);
    expect(await put(slot.url, { "content-type": "text/html" }, WEBP)).toBe(403);
    // Signed as the Worker signs, eleven minutes ago: past its ten.
    const expired = await presignUrl({
      method: "PUT",
      endpoint: `${new URL(slot.url).origin}/cdn-cgi/local/r2/s3`,
      bucket: BUCKET,
      key: slot.key,
      credentials,
      headers: slot.headers,
      expiresIn: 600,
      now: new Date(Date.now() - 11 * 60 * 1000),
    });
    expect(await put(expired.toString(), slot.headers, WEBP)).toBe(403);
    expect(await env.IMAGES.head(slot.key)).toBeNull();
  });

  it("has the hourly clean-up remove slots never claimed, with their objects", async () => {
    const member = await newUser("slotgiveup");
    const [slot] = (await json<SlotAnswer>(await askSlots(member.as, { files: [{ kind: "avatar", type: "image/webp", size: WEBP.byteLength }] }))).data.slots;
    if (!slot) throw new Error("no slot");
    await put(slot.url, slot.headers, WEBP);
    await removeUnusedUploads(db, env.IMAGES, Date.now() + 25 * 60 * 60 * 1000);
    expect(await db.select().from(uploads).where(eq(uploads.key, slot.key))).toEqual([]);
    expect(await env.IMAGES.head(slot.key)).toBeNull();
  });
  it("makes an avatar sent through its slot the person's picture, and refuses another's key or a listing's", async () => {
    const member = await newUser("slotavatar");
    const other = await newUser("slotavatarother");
    const ask = async (as: typeof member.as, kind: string) => {
      const [slot] = (await json<SlotAnswer>(await askSlots(as, { files: [{ kind, type: "image/webp", size: WEBP.byteLength }] }))).data.slots;
      if (!slot) throw new Error("no slot");
      expect(await put(slot.url, slot.headers, WEBP)).toBe(200);
      return slot;
    };
    const claim = (as: typeof member.as, imageUrl: string) =>
      as("/api/users/me/avatar", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ imageUrl }) });

    const slot = await ask(member.as, "avatar");
    expect(slot.key).toMatch(new RegExp(`^avatars/${member.id}/`));
    const stolen = await claim(other.as, slot.imageUrl);
    expect(stolen.status).toBe(400);
    await stolen.arrayBuffer();
    const photoSlot = await ask(member.as, "listing");
    const wrongKind = await claim(member.as, photoSlot.imageUrl);
    expect(wrongKind.status).toBe(400);
    await wrongKind.arrayBuffer();

    const taken = await claim(member.as, slot.imageUrl);
    expect(taken.status).toBe(200);
    expect((await json<{ data: { avatar: string } }>(taken)).data.avatar).toBe(slot.imageUrl);
    const [row] = await db.select({ image: user.image }).from(user).where(eq(user.id, member.id));
    expect(row?.image).toBe(slot.imageUrl);
    const [upload] = await db.select().from(uploads).where(eq(uploads.key, slot.key));
    expect(upload?.pendingUntil).toBeNull();
    expect(upload?.sha256).toMatch(/^[0-9a-f]{64}$/);

    // A second picture replaces it; the first one's object goes.
    const next = await ask(member.as, "avatar");
    const replaced = await claim(member.as, next.imageUrl);
    expect(replaced.status).toBe(200);
    await replaced.arrayBuffer();
    expect(await env.IMAGES.head(slot.key)).toBeNull();
  });

  it("adds an admin's banners sent through their slots, each claimed once, and refuses anyone else", async () => {
    const admin = await newAdmin("slotbanner");
    const seller = await newSeller("slotbannerseller");
    const banner = {
      kind: "banner",
      type: "image/webp",
      size: WEBP.byteLength,
      variants: [640, 1280].map((width) => ({ width, format: "base", type: "image/webp", size: WEBP.byteLength })),
    };
    const answer = await askSlots(admin.as, { files: [banner, banner] });
    expect(answer.status).toBe(201);
    const slots = (await json<SlotAnswer>(answer)).data.slots;
    for (const slot of slots) {
      expect(slot.key).toMatch(new RegExp(`^homepage/${admin.id}/[0-9a-f-]{36}\\.webp$`));
      expect(await put(slot.url, slot.headers, WEBP)).toBe(200);
      for (const variant of slot.variants) expect(await put(variant.url, variant.headers, WEBP)).toBe(200);
    }
    const imageUrls = slots.map((slot) => slot.imageUrl);
    const claim = (as: typeof admin.as, body: unknown) =>
      as("/api/admin/homepage-images", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

    const notAdmin = await claim(seller.as, { imageUrls, urls: ["a.co.ke", "b.co.ke"], companyNames: ["A", "B"] });
    expect(notAdmin.status).toBe(403);
    await notAdmin.arrayBuffer();
    const noName = await claim(admin.as, { imageUrls, urls: ["a.co.ke", "b.co.ke"], companyNames: ["A"] });
    expect(noName.status).toBe(400);
    expect((await json(noName)).message).toBe("Provide a URL and company name for each image.");
    // A refusal of the details leaves the slots as they were, to be claimed once the form is right.
    expect((await db.select().from(uploads).where(eq(uploads.userId, admin.id))).map((row) => row.pendingUntil)).toEqual([expect.any(Date), expect.any(Date)]);

    // Two claims racing for the same banners: exactly one stands.
    const body = { imageUrls, urls: ["jenga.co.ke", "https://tuko.co.ke/solar"], companyNames: ["Jenga Hardware", "Tuko Solar"] };
    const both = await Promise.all([claim(admin.as, body), claim(admin.as, body)]);
    expect(both.map((each) => each.status).sort()).toEqual([201, 409]);
    await Promise.all(both.map((each) => each.arrayBuffer()));
    const rows = await db.select().from(homepageImages);
    const added = rows.filter((row) => imageUrls.includes(row.imageUrl));
    expect(added.map((row) => [row.companyName, row.companyUrl]).sort()).toEqual([
      ["Jenga Hardware", "https://jenga.co.ke/"],
      ["Tuko Solar", "https://tuko.co.ke/solar"],
    ]);
    // The banner rows now refer to the objects; the slots' rows are gone, the objects stay.
    expect(await db.select().from(uploads).where(eq(uploads.userId, admin.id))).toEqual([]);
    for (const slot of slots) expect(await env.IMAGES.head(slot.key)).not.toBeNull();
    const again = await claim(admin.as, body);
    expect(again.status).toBe(400);
    await again.arrayBuffer();
    expect((await db.select().from(homepageImages)).length).toBe(rows.length);

    // The dashboard's own form names its banners the same way (the script's post).
    const [pageSlot] = (await json<SlotAnswer>(await askSlots(admin.as, { files: [banner] }))).data.slots;
    if (!pageSlot) throw new Error("no slot");
    await put(pageSlot.url, pageSlot.headers, WEBP);
    const form = new FormData();
    for (const [name, value] of [
      ["intent", "upload-images"],
      ["imageUrls", pageSlot.imageUrl],
      ["urls", "kilimo.co.ke"],
      ["companyNames", "Kilimo Bora"],
    ])
      form.append(name ?? "", value ?? "");
    const posted = await admin.as("/admin-dashboard", { method: "POST", body: form });
    expect(posted.status).toBe(201);
    expect(await posted.text()).toContain("Homepage images uploaded successfully!");
    const [kilimo] = await db.select().from(homepageImages).where(eq(homepageImages.imageUrl, pageSlot.imageUrl));
    expect(kilimo?.companyName).toBe("Kilimo Bora");
  });

  it("refuses and deletes a banner whose copy is not an image, and clears banners checked but never claimed", async () => {
    const admin = await newAdmin("slotbannerbad");
    const banner = { kind: "banner", type: "image/webp", size: WEBP.byteLength, variants: [{ width: 640, format: "base", type: "image/webp", size: 200 }] };
    const [slot] = (await json<SlotAnswer>(await askSlots(admin.as, { files: [banner] }))).data.slots;
    if (!slot?.variants[0]) throw new Error("no slot");
    await put(slot.url, slot.headers, WEBP);
    await put(slot.variants[0].url, slot.variants[0].headers, "<svg onload=alert(1)>");
    const refused = await admin.as("/api/admin/homepage-images", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ imageUrls: [slot.imageUrl], urls: ["a.co.ke"], companyNames: ["A"] }),
    });
    expect(refused.status).toBe(415);
    await refused.arrayBuffer();
    expect(await env.IMAGES.head(slot.key)).toBeNull();
    expect(await env.IMAGES.head(slot.variants[0].url.split("/sokoni-images/")[1]?.split("?")[0] ?? "")).toBeNull();
    expect(await db.select().from(homepageImages).where(eq(homepageImages.imageUrl, slot.imageUrl))).toEqual([]);

    // Checked (by a claim that failed after) but never made a banner: gone after a day.
    const [kept] = (await json<SlotAnswer>(await askSlots(admin.as, { files: [{ kind: "banner", type: "image/webp", size: WEBP.byteLength }] }))).data.slots;
    if (!kept) throw new Error("no slot");
    await put(kept.url, kept.headers, WEBP);
    await db.update(uploads).set({ pendingUntil: null }).where(eq(uploads.key, kept.key));
    await removeUnusedUploads(db, env.IMAGES, Date.now() + 25 * 60 * 60 * 1000);
    expect(await db.select().from(uploads).where(eq(uploads.key, kept.key))).toEqual([]);
    expect(await env.IMAGES.head(kept.key)).toBeNull();
  });
});
