import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONVERSATION_MESSAGES } from "../app/domain/conversation-texts";
import { UPLOAD_MESSAGES } from "../app/domain/listing-input";
import { buildRequestContext, type SessionUser } from "../worker/context";
import { conversations, messages, rateLimit, uploads } from "../worker/db/schema";
import { removeConversations, storeChatFormPhotos } from "../worker/services/chat/chat-photos";
import { compressPhoto } from "../worker/services/media/compress-photo";
import { thumbKeyOf } from "../worker/services/media/images";
import { cleanUpStorage, STORAGE_MESSAGES, UNUSED_UPLOAD_TTL_MS, UPLOAD_RATE } from "../worker/services/media/uploads";
import { call, createListing, db, json, newSeller, newUser, ORIGIN, workerEnv } from "./fixtures";
import { cameraJpeg, screenshotPng } from "./photos";

/*
 * Photos in chat: uploaded like listing photos (same checks, same limits, R2), kept
 * private to the two members of the conversation whose message holds them (or their uploader
 * until then), and removed with the conversation: when its listing or one of its members' account
 * is deleted, and by the hourly clean-up when no message holds them.
 */

type Person = Awaited<ReturnType<typeof newUser>>;
type Photo = { bytes: Uint8Array<ArrayBuffer>; name: string; type: string };

const JPEG = cameraJpeg(64, 48);
const THUMB = cameraJpeg(16, 12);
const CHAT_URL = /^\/uploads\/chat\/[0-9a-f-]{36}\.(jpg|png|webp)$/;

const jpeg = (): Photo => ({ bytes: JPEG, name: "photo.jpg", type: "image/jpeg" });

async function webp(): Promise<Photo> {
  const made = await compressPhoto(JPEG, "image/jpeg");
  return { bytes: new Uint8Array(made.image), name: "photo.webp", type: "image/webp" };
}

function photosForm(photos: Photo[], withThumbs = true): FormData {
  const form = new FormData();
  for (const photo of photos) {
    form.append("images", new File([photo.bytes], photo.name, { type: photo.type }));
    if (withThumbs) form.append("thumbnails", new File([THUMB], `thumb-${photo.name}`, { type: "image/jpeg" }));
  }
  return form;
}

function postPhotos(person: Person, photos: Photo[]): Promise<Response> {
  return person.as("/api/uploads?for=message", { method: "POST", body: photosForm(photos) });
}

async function chatPhotos(person: Person, photos: Photo[] = [jpeg()]): Promise<string[]> {
  const response = await postPhotos(person, photos);
  expect(response.status).toBe(201);
  return (await json<{ data: { urls: string[] } }>(response)).data.urls;
}

const keyOf = (url: string) => url.slice("/uploads/".length);

async function objectsInBucket(): Promise<string[]> {
  return (await env.IMAGES.list()).objects.map((object) => object.key).sort();
}

async function makeAdmin(person: Person): Promise<void> {
  await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(person.id).run();
}

/** A conversation between the listing's seller and a buyer, as the conversations service leaves it. */
async function conversationAbout(listingId: number, buyer: Person, seller: Person): Promise<number> {
  const [row] = await db.insert(conversations).values({ listingId, buyerId: buyer.id, sellerId: seller.id, lastMessageAt: new Date() }).returning();
  return row?.id as number;
}

/** A message carrying photos, claimed the way sendMessage claims them (uploads.message_id in its batch). */
async function messageWith(conversationId: number, listingId: number, from: Person, to: Person, urls: string[]): Promise<number> {
  const [row] = await db
    .insert(messages)
    .values({ conversationId, listingId, senderId: from.id, recipientId: to.id, body: "Here are the photos", imageUrls: urls })
    .returning();
  const id = row?.id as number;
  await db
    .update(uploads)
    .set({ messageId: id })
    .where(inArray(uploads.key, urls.map(keyOf)));
  return id;
}

/** A listing by `seller`, a buyer's conversation about it, and a photo from each side in it. */
async function chatWithPhotos(seller: Person, buyer: Person) {
  const listing = await createListing(seller.id);
  const conversationId = await conversationAbout(listing.id, buyer, seller);
  const fromBuyer = await chatPhotos(buyer);
  const fromSeller = await chatPhotos(seller);
  await messageWith(conversationId, listing.id, buyer, seller, fromBuyer);
  await messageWith(conversationId, listing.id, seller, buyer, fromSeller);
  return { listingId: listing.id, conversationId, urls: [...fromBuyer, ...fromSeller] };
}

/** A member's socket on the conversation's room: the first event it hears and the code it closes with. */
async function openRoom(person: Person, conversationId: number): Promise<{ heard: Promise<unknown>; closed: Promise<number> }> {
  const response = await person.as(`/parties/conversation/${conversationId}`, { headers: { upgrade: "websocket" } });
  expect(response.status).toBe(101);
  const socket = response.webSocket as WebSocket;
  const heard = new Promise<unknown>((resolve) => socket.addEventListener("message", (event) => resolve(JSON.parse(String(event.data))), { once: true }));
  const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code), { once: true }));
  socket.accept();
  return { heard, closed };
}

async function allGone(urls: string[]): Promise<void> {
  for (const url of urls) {
    expect(await env.IMAGES.head(keyOf(url)), url).toBeNull();
    expect(await env.IMAGES.head(thumbKeyOf(keyOf(url))), `${url} thumbnail`).toBeNull();
  }
  expect(
    await db
      .select()
      .from(uploads)
      .where(inArray(uploads.key, urls.map(keyOf))),
  ).toEqual([]);
}

async function allKept(urls: string[]): Promise<void> {
  for (const url of urls) expect(await env.IMAGES.head(keyOf(url)), url).not.toBeNull();
  expect(
    await db
      .select()
      .from(uploads)
      .where(inArray(uploads.key, urls.map(keyOf))),
  ).toHaveLength(urls.length);
}

describe("uploading photos for a message (POST /api/uploads?for=message)", () => {
  it("stores real JPEG, PNG and WebP photos under chat/ as the uploader's, unclaimed, with thumbnails", async () => {
    const buyer = await newUser("chatter");
    const png = { bytes: await screenshotPng(40, 30), name: "screen.png", type: "image/png" };
    const response = await postPhotos(buyer, [jpeg(), png, await webp()]);
    expect(response.status).toBe(201);
    const urls = (await json<{ data: { urls: string[] } }>(response)).data.urls;
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(url).toMatch(CHAT_URL);
    expect(urls.map((url) => url.split(".").pop())).toEqual(["jpg", "png", "webp"]);
    const rows = await db
      .select()
      .from(uploads)
      .where(inArray(uploads.key, urls.map(keyOf)));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ kind: "message", userId: buyer.id, messageId: null, listingId: null });
    for (const url of urls) expect(await env.IMAGES.head(thumbKeyOf(keyOf(url)))).not.toBeNull();
  });

  it("counts against the same hourly upload limits as listing photos", async () => {
    const buyer = await newUser("counted");
    await chatPhotos(buyer);
    const counter = await db
      .select()
      .from(rateLimit)
      .where(eq(rateLimit.key, `upload:user:${buyer.id}`))
      .get();
    expect(counter?.count).toBe(1);
    // The listing uploads' counter is the same one: an hour's worth used up refuses chat photos too.
    await db
      .update(rateLimit)
      .set({ count: UPLOAD_RATE.perAccount })
      .where(eq(rateLimit.key, `upload:user:${buyer.id}`));
    const refused = await postPhotos(buyer, [jpeg()]);
    expect(refused.status).toBe(429);
    expect((await json(refused)).message).toBe(STORAGE_MESSAGES.tooManyUploads);
  });

  it("refuses four photos, leaving nothing stored", async () => {
    const buyer = await newUser("fourphotos");
    const response = await postPhotos(buyer, [jpeg(), jpeg(), jpeg(), jpeg()]);
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(CONVERSATION_MESSAGES.tooManyPhotos);
    expect(await objectsInBucket()).toEqual([]);
    expect(await db.select().from(uploads)).toEqual([]);
  });

  it("refuses a file that is not an image (415) whatever it is called, and one over 5 MB (413)", async () => {
    const buyer = await newUser("notimage");
    const text = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const fake = await postPhotos(buyer, [jpeg(), { bytes: new Uint8Array(text), name: "photo.jpg", type: "image/jpeg" }]);
    expect(fake.status).toBe(415);
    expect((await json(fake)).message).toBe(UPLOAD_MESSAGES.notImage);

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(JPEG.subarray(0, 16));
    const large = await postPhotos(buyer, [{ bytes: big, name: "big.jpg", type: "image/jpeg" }]);
    expect(large.status).toBe(413);
    expect((await json(large)).message).toBe(UPLOAD_MESSAGES.tooLarge(5 * 1024 * 1024));
    expect(await objectsInBucket()).toEqual([]);
  });

  it("refuses no photo, a signed-out caller and another site", async () => {
    const buyer = await newUser("nophoto");
    const none = await buyer.as("/api/uploads?for=message", { method: "POST", body: new FormData() });
    expect(none.status).toBe(400);
    const anonymous = await call("/api/uploads?for=message", { method: "POST", headers: { origin: ORIGIN }, body: photosForm([jpeg()]) });
    expect(anonymous.status).toBe(401);
    const foreign = await buyer.as("/api/uploads?for=message", { method: "POST", headers: { origin: "https://evil.example" }, body: photosForm([jpeg()]) });
    expect(foreign.status).toBe(403);
    expect(await objectsInBucket()).toEqual([]);
  });
});

describe("the compose form's photos without JavaScript (storeChatFormPhotos)", () => {
  async function asPerson(person: Person): Promise<{ ctx: ReturnType<typeof buildRequestContext>; me: SessionUser }> {
    const ctx = buildRequestContext(new Request(`${ORIGIN}/messages/1`, { headers: { cookie: person.cookie } }), workerEnv(), { waitUntil() {} });
    const me = await ctx.currentUser();
    if (!me) throw new Error("not signed in");
    return { ctx, me };
  }

  it("prepares a camera photo on the server (WebP and thumbnail) and stores it as an unclaimed chat photo", async () => {
    const buyer = await newUser("formphoto");
    const { ctx, me } = await asPerson(buyer);
    const urls = await storeChatFormPhotos(ctx, me, [new File([cameraJpeg(1600, 1200)], "camera.jpg", { type: "image/jpeg" })]);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^\/uploads\/chat\/[0-9a-f-]{36}\.webp$/);
    const key = keyOf(urls[0] as string);
    expect((await env.IMAGES.head(key))?.httpMetadata?.contentType).toBe("image/webp");
    expect(await env.IMAGES.head(thumbKeyOf(key))).not.toBeNull();
    expect(await db.select().from(uploads).where(eq(uploads.key, key)).get()).toMatchObject({ kind: "message", userId: buyer.id, messageId: null });
  });

  it("sends nothing for no photo, and refuses four photos or a file that is not an image before storing any", async () => {
    const buyer = await newUser("formrefused");
    const { ctx, me } = await asPerson(buyer);
    expect(await storeChatFormPhotos(ctx, me, [])).toEqual([]);
    const photo = () => new File([JPEG], "p.jpg", { type: "image/jpeg" });
    await expect(storeChatFormPhotos(ctx, me, [photo(), photo(), photo(), photo()])).rejects.toMatchObject({
      status: 400,
      message: CONVERSATION_MESSAGES.tooManyPhotos,
    });
    await expect(storeChatFormPhotos(ctx, me, [photo(), new File(["not a photo"], "p.jpg", { type: "image/jpeg" })])).rejects.toMatchObject({
      status: 415,
      message: UPLOAD_MESSAGES.notImage,
    });
    expect(await objectsInBucket()).toEqual([]);
  });
});

describe("serving chat photos (GET /uploads/chat/...)", () => {
  it("shows an unclaimed photo to its uploader alone, with private caching", async () => {
    const buyer = await newUser("uploader");
    const seller = await newSeller("theseller");
    const stranger = await newUser("stranger");
    const [url] = await chatPhotos(buyer);
    const own = await buyer.as(url as string);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(JPEG);
    const caching = own.headers.get("cache-control") ?? "";
    expect(caching).toMatch(/^private, max-age=\d+$/);
    expect(caching).not.toMatch(/public|immutable/);
    // Not even the person it is meant for sees it before a message holds it.
    for (const person of [seller, stranger]) expect((await person.as(url as string)).status).toBe(404);
    expect((await call(url as string)).status).toBe(404);
  });

  it("shows a sent photo to both members (thumbnail for ?w=) and answers everyone else as if it did not exist", async () => {
    const seller = await newSeller("memberseller");
    const buyer = await newUser("memberbuyer");
    const stranger = await newUser("thirdperson");
    const admin = await newUser("chatadmin");
    await makeAdmin(admin);
    const { urls } = await chatWithPhotos(seller, buyer);
    const missing = await buyer.as("/uploads/chat/00000000-0000-0000-0000-000000000000.jpg");
    expect(missing.status).toBe(404);
    const missingBody = await missing.text();
    for (const url of urls) {
      for (const member of [buyer, seller]) {
        const served = await member.as(url);
        expect(served.status).toBe(200);
        expect(served.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
        const thumb = await member.as(`${url}?w=480`);
        expect(new Uint8Array(await thumb.arrayBuffer())).toEqual(THUMB);
        const again = await member.as(url, { headers: { "if-none-match": served.headers.get("etag") ?? "" } });
        expect(again.status).toBe(304);
        expect(again.headers.get("cache-control")).toMatch(/^private/);
      }
      for (const answer of [await stranger.as(url), await admin.as(url), await call(url), await call(url, { method: "HEAD" })]) {
        expect(answer.status).toBe(404);
        expect(answer.headers.get("cache-control")).toBe("no-store");
        if (answer.headers.get("content-length") !== "0" && answer.status === 404 && answer.body) expect(await answer.text()).toBe(missingBody);
      }
      // The public image route never serves it either, however the address is written.
      expect((await stranger.as(url.replace("/chat/", "/chat//"))).status).toBe(404);
    }
  });

  it("through the conversations API: a photo sent with a message reaches the seller, and nobody else", async () => {
    const seller = await newSeller("apiseller");
    const buyer = await newUser("apibuyer");
    const stranger = await newUser("apistranger");
    const listing = await createListing(seller.id);
    const started = await buyer.as("/api/conversations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ listingId: listing.id, text: "Is this still available?" }),
    });
    expect(started.status).toBe(201);
    const { conversationId } = (await json<{ data: { conversationId: number } }>(started)).data;
    const urls = await chatPhotos(buyer, [jpeg(), jpeg()]);
    expect((await seller.as(urls[0] as string)).status).toBe(404);
    const sent = await buyer.as(`/api/conversations/${conversationId}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "Here it is", imageUrls: urls }),
    });
    expect(sent.status).toBe(201);
    for (const url of urls) {
      expect((await seller.as(url)).status).toBe(200);
      expect((await buyer.as(url)).status).toBe(200);
      expect((await stranger.as(url)).status).toBe(404);
    }
    const rows = await db
      .select()
      .from(uploads)
      .where(inArray(uploads.key, urls.map(keyOf)));
    expect(new Set(rows.map((row) => row.messageId)).size).toBe(1);
    expect(rows[0]?.messageId).not.toBeNull();

    expect((await seller.as(`/api/listings/${listing.id}`, { method: "DELETE" })).status).toBe(200);
    await allGone(urls);
  });

  it("leaves listing photos public and immutable for a signed-in caller", async () => {
    const seller = await newSeller("listingphotos");
    const form = new FormData();
    form.append("images", new File([JPEG], "p.jpg", { type: "image/jpeg" }));
    const response = await seller.as("/api/uploads", { method: "POST", body: form });
    expect(response.status).toBe(201);
    const [url] = (await json<{ data: { urls: string[] } }>(response)).data.urls;
    expect(url).toMatch(/^\/uploads\/listings\//);
    expect((await seller.as(url as string)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await call(url as string)).status).toBe(200);
  });
});

describe("chat photos go with their conversation", () => {
  it("deleting a listing removes its conversations, their messages, both members' photos (objects and rows) and nothing else", async () => {
    const seller = await newSeller("deletesseller");
    const buyer = await newUser("deletesbuyer");
    const removed = await chatWithPhotos(seller, buyer);
    const kept = await chatWithPhotos(seller, buyer);
    const unsent = await chatPhotos(buyer);

    const response = await seller.as(`/api/listings/${removed.listingId}`, { method: "DELETE", headers: { origin: ORIGIN } });
    expect(response.status).toBe(200);
    expect(await db.select().from(conversations).where(eq(conversations.id, removed.conversationId))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.conversationId, removed.conversationId))).toEqual([]);
    await allGone(removed.urls);
    await allKept([...kept.urls, ...unsent]);
    expect(await db.select().from(messages).where(eq(messages.conversationId, kept.conversationId))).toHaveLength(2);
    for (const url of kept.urls) expect((await buyer.as(url)).status).toBe(200);
  });

  it("deleting an account removes every conversation it was in, with the other members' photos, and leaves the others' conversations", async () => {
    const seller = await newSeller("staysseller");
    const leaving = await newUser("leavingbuyer");
    const staying = await newUser("stayingbuyer");
    const asBuyer = await chatWithPhotos(seller, leaving);
    const others = await chatWithPhotos(seller, staying);
    // The leaving person's own listing, where the staying buyer asked about it.
    const listingOfLeaving = await createListing(leaving.id);
    const asSeller = await conversationAbout(listingOfLeaving.id, staying, leaving);
    const stayingPhoto = await chatPhotos(staying);
    await messageWith(asSeller, listingOfLeaving.id, staying, leaving, stayingPhoto);
    const unsent = await chatPhotos(leaving);

    expect((await leaving.as("/api/users/me", { method: "DELETE" })).status).toBe(200);
    expect(
      await db
        .select()
        .from(conversations)
        .where(inArray(conversations.id, [asBuyer.conversationId, asSeller])),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(messages)
        .where(inArray(messages.conversationId, [asBuyer.conversationId, asSeller])),
    ).toEqual([]);
    await allGone([...asBuyer.urls, ...stayingPhoto, ...unsent]);
    await allKept(others.urls);
    expect(await db.select().from(conversations).where(eq(conversations.id, others.conversationId))).toHaveLength(1);
  });

  it("deleting a listing or an account ends the conversations' rooms: each open socket hears it is gone and closes", async () => {
    const seller = await newSeller("roomseller");
    const buyer = await newUser("roombuyer");
    const leaving = await newUser("roomleaving");
    const byListing = await chatWithPhotos(seller, buyer);
    const byAccount = await chatWithPhotos(seller, leaving);
    const listingSocket = await openRoom(seller, byListing.conversationId);
    const accountSocket = await openRoom(seller, byAccount.conversationId);

    expect((await seller.as(`/api/listings/${byListing.listingId}`, { method: "DELETE" })).status).toBe(200);
    expect(await listingSocket.heard).toEqual({ type: "gone" });
    expect(await listingSocket.closed).toBe(1000);

    expect((await leaving.as("/api/users/me", { method: "DELETE" })).status).toBe(200);
    expect(await accountSocket.heard).toEqual({ type: "gone" });
    expect(await accountSocket.closed).toBe(1000);
    // The room cannot be reached again: the conversation is gone, so the Worker answers 404 first.
    const again = await seller.as(`/parties/conversation/${byAccount.conversationId}`, { headers: { upgrade: "websocket" } });
    expect(again.status).toBe(404);
  });

  it("removeConversations on its own takes a listing's conversations with their photos", async () => {
    const seller = await newSeller("directseller");
    const buyer = await newUser("directbuyer");
    const chat = await chatWithPhotos(seller, buyer);
    const ctx = buildRequestContext(new Request(`${ORIGIN}/`), workerEnv(), { waitUntil() {} });
    await removeConversations(ctx, { listingId: chat.listingId });
    expect(await db.select().from(conversations).where(eq(conversations.id, chat.conversationId))).toEqual([]);
    await allGone(chat.urls);
  });
});

describe("the hourly clean-up and chat photos", () => {
  it("removes chat photos no message took within a day and those whose message went, and keeps sent ones", async () => {
    const seller = await newSeller("sweepseller");
    const buyer = await newUser("sweepbuyer");
    const sent = await chatWithPhotos(seller, buyer);
    const unsent = await chatPhotos(buyer);
    // A conversation removed outside the product: its messages go, their photos' message_id is SET NULL.
    const orphaned = await chatWithPhotos(seller, buyer);
    await env.DB.prepare("DELETE FROM conversations WHERE id = ?").bind(orphaned.conversationId).run();

    const early = await cleanUpStorage(db, env.IMAGES, Date.now() + UNUSED_UPLOAD_TTL_MS / 2);
    expect(early.uploads).toBe(0);
    await allKept([...sent.urls, ...unsent, ...orphaned.urls]);

    const later = await cleanUpStorage(db, env.IMAGES, Date.now() + 2 * UNUSED_UPLOAD_TTL_MS);
    expect(later.uploads).toBe(unsent.length + orphaned.urls.length);
    await allGone([...unsent, ...orphaned.urls]);
    await allKept(sent.urls);
    for (const url of sent.urls) expect(await env.IMAGES.head(thumbKeyOf(keyOf(url)))).not.toBeNull();
    expect((await seller.as(sent.urls[0] as string)).status).toBe(200);
  });
});
