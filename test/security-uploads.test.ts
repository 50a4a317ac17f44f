import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings, rateLimit, uploads, user, verification } from "../worker/db/schema";
import { POSTING_LIMITS } from "../app/domain/listing-safety-texts";
import { cleanUpStorage, UNUSED_UPLOAD_TTL_MS, UPLOAD_RATE } from "../worker/services/media/uploads";
import worker from "../worker/index";
import { call, createHomepageImage, createListing, db, json, newSeller, ORIGIN, phoneListingBody } from "./fixtures";

/** An account older than a week publishes up to this many listings a day (the posting limits). */
const LISTING_RATE = { perAccount: POSTING_LIMITS.perWindow };

/*
 * The storage side: objects are deleted only by a row that says the caller owns them,
 * uploads are claimed atomically, the clean-up finds what nothing refers to, account deletion
 * leaves no token behind, listing creation and uploads are limited, and an edit holds new
 * images to the update cap.
 */

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

type Person = Awaited<ReturnType<typeof newSeller>>;

let photosMade = 0;
/**
 * JPEG bytes of their own for every upload: a seller's two listings in one subcategory with the
 * same photo bytes are one listing posted twice (the duplicate check).
 */
function ownJpeg(): Uint8Array<ArrayBuffer> {
  photosMade += 1;
  const bytes = new Uint8Array(JPEG.length + 4);
  bytes.set(JPEG);
  new DataView(bytes.buffer).setUint32(JPEG.length, photosMade);
  return bytes;
}

function imagesForm(count: number, bytes?: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  for (let i = 0; i < count; i += 1) {
    form.append("images", new File([bytes ?? ownJpeg()], "photo.jpg", { type: "image/jpeg" }));
    form.append("thumbnails", new File([JPEG], "thumb.jpg", { type: "image/jpeg" }));
  }
  return form;
}

async function upload(person: Person, count = 1, bytes?: Uint8Array<ArrayBuffer>): Promise<string[]> {
  const response = await person.as("/api/uploads", { method: "POST", body: imagesForm(count, bytes) });
  expect(response.status).toBe(201);
  return (await json<{ data: { urls: string[] } }>(response)).data.urls;
}

let titlesMade = 0;

/**
 * The listing as `person` publishes it, with their confirmed number, under a title of
 * its own (the same title twice in one subcategory is a duplicate).
 */
function listingBody(person: Person, imageUrls: string[], changes: Record<string, unknown> = {}) {
  titlesMade += 1;
  return phoneListingBody(person, imageUrls, { name: `Samsung Galaxy A15, 128 GB, phone ${titlesMade}`, ...changes });
}

function sendJson(person: Person, path: string, body: unknown, method = "POST") {
  return person.as(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

async function createdListing(person: Person, count = 2) {
  const urls = await upload(person, count);
  const response = await sendJson(person, "/api/listings", listingBody(person, urls));
  expect(response.status).toBe(201);
  return { id: Number((await json<{ data: { _id: string } }>(response)).data._id), urls };
}

async function avatarOf(person: Person): Promise<string> {
  const form = new FormData();
  form.append("profileImage", new File([PNG], "me.png", { type: "image/png" }));
  const response = await person.as("/api/users/me/avatar", { method: "POST", body: form });
  expect(response.status).toBe(200);
  return (await json<{ data: { avatar: string } }>(response)).data.avatar;
}

const keyOf = (url: string) => url.slice("/uploads/".length);

async function objectKeys(): Promise<string[]> {
  return (await env.IMAGES.list()).objects.map((object) => object.key).sort();
}

describe("finding 1: only objects the caller owns are ever deleted", () => {
  it("finding 1: an avatar pointed at another seller's photo is not deleted on avatar change or account deletion", async () => {
    const victim = await newSeller("victim");
    const attacker = await newSeller("attacker");
    const { urls } = await createdListing(victim, 1);
    const photo = urls[0] as string;
    // However `image` came to name someone else's photo (better-auth's update-user did it), it is not a claim.
    await db.update(user).set({ image: photo }).where(eq(user.id, attacker.id));
    await avatarOf(attacker);
    expect(await objectKeys()).toContain(keyOf(photo));

    await db.update(user).set({ image: photo }).where(eq(user.id, attacker.id));
    expect((await attacker.as("/api/users/me", { method: "DELETE" })).status).toBe(200);
    expect(await objectKeys()).toContain(keyOf(photo));
    expect((await call(photo)).status).toBe(200);
    expect(
      (
        await db
          .select()
          .from(uploads)
          .where(eq(uploads.key, keyOf(photo)))
          .get()
      )?.userId,
    ).toBe(victim.id);
  });

  it("finding 1: an avatar change removes the person's own previous avatar, recorded as theirs", async () => {
    const me = await newSeller("changer");
    const first = await avatarOf(me);
    expect(await db.select({ kind: uploads.kind, userId: uploads.userId }).from(uploads)).toEqual([{ kind: "avatar", userId: me.id }]);
    const second = await avatarOf(me);
    const keys = await objectKeys();
    expect(keys).toContain(keyOf(second));
    expect(keys).not.toContain(keyOf(first));
    expect((await db.select({ key: uploads.key }).from(uploads)).map((row) => row.key)).toEqual([keyOf(second)]);
  });

  it("finding 1: an avatar that no row records (stored before rows existed) is simply left", async () => {
    const me = await newSeller("legacy");
    await env.IMAGES.put("avatars/legacy.png", PNG);
    await db.update(user).set({ image: "/uploads/avatars/legacy.png" }).where(eq(user.id, me.id));
    await avatarOf(me);
    expect(await objectKeys()).toContain("avatars/legacy.png");
  });
});

describe("finding 6: claiming an upload is atomic", () => {
  it("finding 6: one upload cannot be claimed by two listings", async () => {
    const seller = await newSeller("racer");
    const urls = await upload(seller, 1);
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendJson(seller, "/api/listings", listingBody(seller, urls))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect([400, 409]).toContain(answer.status);
      expect((await json(answer)).message).toMatch(/^[A-Z].+\.?$/);
    }
    const rows = await db.select({ id: listings.id }).from(listings);
    expect(rows).toHaveLength(1);
    expect((await db.select().from(uploads).get())?.listingId).toBe(rows[0]?.id);
  }, 30_000);

  it("finding 6: two edits racing to add the same upload leave it on one listing only", async () => {
    const seller = await newSeller("editor");
    const first = await createdListing(seller, 1);
    const second = await createdListing(seller, 1);
    const [fresh] = await upload(seller, 1);
    const answers = await Promise.all(
      [first, second].flatMap((listing) =>
        Array.from({ length: 3 }, () => sendJson(seller, `/api/listings/${listing.id}`, { imageUrls: [...listing.urls, fresh] }, "PATCH")),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    const holders = (await db.select({ imageUrls: listings.imageUrls }).from(listings)).filter((row) => row.imageUrls.includes(fresh as string));
    expect(holders).toHaveLength(1);
  }, 30_000);
});

describe("finding 9: the clean-up finds objects nothing refers to", () => {
  it("finding 9: 20 ownerless objects go in one clean-up; owned ones stay", async () => {
    // A seller removed outside the product (as better-auth's remove-user did): 2 photos, 2 thumbnails, 1 avatar.
    const removed = await newSeller("removed");
    await createdListing(removed, 2);
    await avatarOf(removed);
    await env.DB.prepare("DELETE FROM user WHERE id = ?").bind(removed.id).run();
    expect(await db.select().from(listings)).toEqual([]);
    // And 15 objects whose rows are gone altogether.
    for (let i = 0; i < 5; i += 1) {
      await env.IMAGES.put(`listings/stray-${i}.jpg`, JPEG);
      await env.IMAGES.put(`listings/stray-${i}.thumb.jpg`, JPEG);
      await env.IMAGES.put(`avatars/stray-${i}.png`, PNG);
    }
    const ownerless = await objectKeys();
    expect(ownerless).toHaveLength(20);

    // What must stay: a live seller's photos and avatar, an unused recent upload, a banner,
    // benchmark images, and old objects that a listing or an avatar names without an upload row.
    const kept = await newSeller("kept");
    const { urls } = await createdListing(kept, 1);
    const avatar = await avatarOf(kept);
    await env.IMAGES.put("homepage/banner.jpg", JPEG);
    await createHomepageImage({ imageUrl: "/uploads/homepage/banner.jpg" });
    await env.IMAGES.put("shared/bench.jpg", JPEG);
    await env.IMAGES.put("listings/old.jpg", JPEG);
    await createListing(kept.id, { imageUrls: ["/uploads/listings/old.jpg"] });
    const other = await newSeller("other");
    await env.IMAGES.put("avatars/old.png", PNG);
    await db.update(user).set({ image: "/uploads/avatars/old.png" }).where(eq(user.id, other.id));
    const keep = (await objectKeys()).filter((key) => !ownerless.includes(key));

    // Objects are dated by R2 when stored; the clean-up runs "two days later".
    const result = await cleanUpStorage(db, env.IMAGES, Date.now() + 2 * UNUSED_UPLOAD_TTL_MS);
    // The removed seller's uploads by their detached rows (2 photos, 1 avatar), the rest by the walk.
    expect(result).toEqual({ uploads: 3, orphans: 15 });
    expect(await objectKeys()).toEqual(keep);
    for (const url of [...urls, avatar]) expect(keep).toContain(keyOf(url));
    expect(await db.select({ key: uploads.key }).from(uploads).where(sql`${uploads.userId} IS NULL`)).toEqual([]);
  }, 30_000);

  it("the hourly scheduled run does the clean-up", async () => {
    const seller = await newSeller("hourly");
    const { id } = await createdListing(seller, 1);
    // A detached upload, as a delete that failed leaves it.
    await db.update(uploads).set({ userId: null, listingId: null }).where(eq(uploads.listingId, id));
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController(), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await objectKeys()).toEqual([]);
    expect(await db.select().from(uploads)).toEqual([]);
  });

  it("objects younger than a day are left (an upload may be under way)", async () => {
    await env.IMAGES.put("listings/in-flight.jpg", JPEG);
    const result = await cleanUpStorage(db, env.IMAGES);
    expect(result.orphans).toBe(0);
    expect(await objectKeys()).toEqual(["listings/in-flight.jpg"]);
  });
});

describe("finding 10: deleting an account leaves no pending token or counter", () => {
  it("finding 10: a pending reset token and the user's rate-limit rows go with the account", async () => {
    const me = await newSeller("leaver");
    await createdListing(me, 1);
    const requested = await call("/api/auth/request-password-reset", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": me.ip },
      body: JSON.stringify({ email: me.email, redirectTo: "/reset-password" }),
    });
    expect(requested.status).toBe(200);
    expect(await db.select().from(verification).where(eq(verification.value, me.id))).toHaveLength(1);

    expect((await me.as("/api/users/me", { method: "DELETE" })).status).toBe(200);
    expect(await db.select().from(verification).where(eq(verification.value, me.id))).toEqual([]);
    expect((await db.select().from(rateLimit)).filter((row) => row.key.endsWith(`:${me.id}`))).toEqual([]);
    expect(await objectKeys()).toEqual([]);
    expect(await db.select().from(uploads)).toEqual([]);
  });
});

describe("finding 12: listing creation and uploads are limited per account and address", () => {
  it("finding 12: the 21st listing in a day is refused with 429 and a sentence, on both faces", async () => {
    const seller = await newSeller("busy");
    // A fresh account's limit is 5 a day; this one has been here a month.
    await db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) })
      .where(eq(user.id, seller.id));
    // Each listing its own photo and title: the same seller's duplicates are refused.
    const all: string[] = [];
    for (let i = 0; i <= LISTING_RATE.perAccount; i += 1) all.push(...(await upload(seller, 1, new Uint8Array([...JPEG, i]))));
    const unit = (i: number) => ({ name: `Samsung Galaxy A15, 128 GB, unit ${i + 1}` });
    for (const [i, url] of all.slice(0, LISTING_RATE.perAccount).entries()) {
      expect((await sendJson(seller, "/api/listings", listingBody(seller, [url], unit(i)))).status).toBe(201);
    }
    const refused = await sendJson(seller, "/api/listings", listingBody(seller, [all[LISTING_RATE.perAccount] as string], unit(LISTING_RATE.perAccount)));
    expect(refused.status).toBe(429);
    // Tomorrow, or the day after when the test runs in the minute before Nairobi's midnight (rounded up).
    expect((await json(refused)).message).toMatch(
      /^Each account can post 20 listings a day\. You can post again (tomorrow|on \d{1,2} \w{3} \d{4}) at \d{1,2}:\d\d [ap]m\.$/,
    );
    expect(await db.select({ id: listings.id }).from(listings)).toHaveLength(LISTING_RATE.perAccount);

    const form = new FormData();
    for (const [key, value] of Object.entries(listingBody(seller, [], unit(LISTING_RATE.perAccount))))
      if (typeof value === "string" || typeof value === "number") form.append(key, String(value));
    form.append("attributes.condition", "Used");
    form.append("imageUrls", all[LISTING_RATE.perAccount] as string);
    const page = await seller.as("/create-listing", { method: "POST", body: form });
    expect(page.status).toBe(429);
    expect(await page.text()).toMatch(/Each account can post 20 listings a day\. You can post again (tomorrow|on \d{1,2} \w{3} \d{4}) at/);
  }, 60_000);

  it("finding 12: the 61st upload request in an hour is refused, and so is a busy address", async () => {
    const seller = await newSeller("uploader");
    for (let i = 0; i < UPLOAD_RATE.perAccount; i += 1) await upload(seller, 1);
    const refused = await seller.as("/api/uploads", { method: "POST", body: imagesForm(1) });
    expect(refused.status).toBe(429);
    expect((await json(refused)).message).toBe("You have uploaded many images in the last hour. Please wait a while and try again.");
    expect(await objectKeys()).toHaveLength(UPLOAD_RATE.perAccount * 2);

    // Another account behind an address that has already sent its hour's worth.
    const neighbour = await newSeller("neighbour");
    await env.DB.prepare("INSERT INTO rate_limit (id, key, count, last_request) VALUES ('x', ?, ?, ?)")
      .bind(`upload:ip:${neighbour.ip}`, UPLOAD_RATE.perAddress, Date.now())
      .run();
    expect((await neighbour.as("/api/uploads", { method: "POST", body: imagesForm(1) })).status).toBe(429);
  }, 60_000);
});

describe("finding 13: an edit holds the images it adds to the update cap", () => {
  it("finding 13: a 3 MB image uploaded without ?for=update cannot be added by PATCH or the update form", async () => {
    const seller = await newSeller("patcher");
    const { id, urls } = await createdListing(seller, 1);
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(JPEG);
    // Sent with every copy, as a browser sends a photo: the server has none to make of these bytes.
    const withCopies = imagesForm(1, big);
    for (const field of ["variant240", "variant960"]) withCopies.append(field, new File([JPEG], `${field}.jpg`, { type: "image/jpeg" }));
    const sent = await seller.as("/api/uploads", { method: "POST", body: withCopies });
    expect(sent.status).toBe(201);
    const [large] = (await json<{ data: { urls: string[] } }>(sent)).data.urls;
    expect(
      (
        await db
          .select({ bytes: uploads.bytes })
          .from(uploads)
          .where(eq(uploads.key, keyOf(large as string)))
          .get()
      )?.bytes,
    ).toBe(big.byteLength);

    const patched = await sendJson(seller, `/api/listings/${id}`, { imageUrls: [...urls, large] }, "PATCH");
    expect(patched.status).toBe(413);
    expect((await json(patched)).message).toBe("Images must be under 2 MB");

    const form = new FormData();
    for (const [key, value] of Object.entries(listingBody(seller, [])))
      if (typeof value === "string" || typeof value === "number") form.append(key, String(value));
    form.append("attributes.condition", "Used");
    for (const url of [...urls, large as string]) form.append("imageUrls", url);
    const page = await seller.as(`/update-listing/${id}`, { method: "POST", body: form });
    expect(page.status).toBe(413);
    expect(await page.text()).toContain("Images must be under 2 MB");
    expect((await db.select({ imageUrls: listings.imageUrls }).from(listings).get())?.imageUrls).toEqual(urls);

    // A small one is added as before; an image the listing already had is not held to the cap.
    const [small] = await upload(seller, 1);
    expect((await sendJson(seller, `/api/listings/${id}`, { imageUrls: [...urls, small] }, "PATCH")).status).toBe(200);
  }, 30_000);
});

describe("dropped images (finding 15's failures are in test/faults.test.ts)", () => {
  it("an edit deletes the objects and rows of the images it drops, and nothing else", async () => {
    const seller = await newSeller("swapper");
    const { id, urls } = await createdListing(seller, 2);
    const response = await sendJson(seller, `/api/listings/${id}`, { imageUrls: [urls[1]] }, "PATCH");
    expect(response.status).toBe(200);
    expect(await objectKeys()).toEqual([keyOf(urls[1] as string), keyOf(urls[1] as string).replace(".jpg", ".thumb.jpg")].sort());
    expect(await db.select({ key: uploads.key, listingId: uploads.listingId }).from(uploads)).toEqual([{ key: keyOf(urls[1] as string), listingId: id }]);
  });
});
