import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { en } from "../app/i18n/en";
import { sw } from "../app/i18n/sw";
import { pushSubscriptions, savedSearches, user } from "../worker/db/schema";
import { toBase64Url } from "../worker/push";
import { runAlerts } from "../worker/services/search/alerts";
import { noticePayload, pushNewMessage, standInAllowed } from "../worker/services/chat/push";
import { STAND_IN_DEVICE, STAND_IN_PATH, type StandInDelivery } from "../worker/services/chat/push-stand-in";
import { call, createListing, db, json, newUser, ORIGIN } from "./fixtures";

/*
 * Push notifications (docs/decisions/088-web-push.md) in workerd against real D1: the
 * subscriptions (stored, tied to their member, moved by subscribing again), what is pushed (a chat
 * message to its recipient only, a saved search's match), through the real sender to the local
 * push service (worker/services/chat/push-stand-in.ts), which reads each push with its device's keys;
 * subscriptions its 404 and 410 end are removed, a 500 keeps one; and the refusals.
 */

type Person = Awaited<ReturnType<typeof newUser>>;
type Envelope<T> = { success: boolean; data: T; message?: string };
type OutboxPush = { to: string; subject: string; text: string; sentAt: number | null };

let names = 0;
/** A fresh username of letters only (docs/decisions/023). */
function uniqueName(prefix: string): string {
  names += 1;
  let suffix = "";
  for (let n = names; n > 0; n = Math.floor(n / 26)) suffix = String.fromCharCode(97 + (n % 26)) + suffix;
  return `${prefix}_p${suffix}`;
}

/** A stand-in endpoint: its id decides its answer (`gone-` 410, `missing-` 404, `fail-` 500, else 201). */
const endpoint = (id: string) => `${ORIGIN}${STAND_IN_PATH}${id}`;

/** The browser's PushSubscription JSON for a stand-in endpoint, with the stand-in device's keys. */
const subscription = (id: string, keys: { p256dh: string; auth: string } = STAND_IN_DEVICE) => ({
  endpoint: endpoint(id),
  expirationTime: null,
  keys: { p256dh: keys.p256dh, auth: keys.auth },
});

function send(person: Person, path: string, body: unknown, method = "POST") {
  return person.as(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

const subscribe = (person: Person, id: string) => send(person, "/api/push/subscriptions", subscription(id));

async function rows() {
  return db.select().from(pushSubscriptions).orderBy(pushSubscriptions.id);
}

async function pushesTo(id: string): Promise<OutboxPush[]> {
  return (
    await env.DB.prepare('SELECT "to", subject, text, sent_at AS sentAt FROM outbox WHERE channel = \'push\' AND "to" = ? ORDER BY id')
      .bind(endpoint(id))
      .all<OutboxPush>()
  ).results;
}

async function received(id: string): Promise<StandInDelivery[]> {
  const response = await call(`${STAND_IN_PATH}${id}`);
  expect(response.status).toBe(200);
  return (await json<Envelope<StandInDelivery[]>>(response)).data;
}

/** Pushes go after the answer (waitUntil): waits until `check` holds, or fails with its last error. */
async function eventually(check: () => Promise<void>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** A seller with a listing, and a buyer, each with notifications on in one browser. */
async function chatPair() {
  const seller = await newUser(uniqueName("seller"));
  const buyer = await newUser(uniqueName("buyer"));
  const sellerPhone = `seller-${seller.id.slice(0, 8)}`;
  const buyerPhone = `buyer-${buyer.id.slice(0, 8)}`;
  expect((await subscribe(seller, sellerPhone)).status).toBe(201);
  expect((await subscribe(buyer, buyerPhone)).status).toBe(201);
  const listing = await createListing(seller.id, { name: "Samsung Galaxy A15 128GB", regularPrice: 18_500 });
  return { seller, buyer, listing, sellerPhone, buyerPhone };
}

describe("push subscriptions", () => {
  it("gives the site's public key to anyone", async () => {
    const response = await call("/api/push/key");
    expect(response.status).toBe(200);
    const key = (await json<Envelope<{ publicKey: string }>>(response)).data.publicKey;
    expect(key).toBe((env as unknown as { VAPID_PUBLIC_KEY: string }).VAPID_PUBLIC_KEY);
  });

  it("stores the caller's browser, tied to them, and moves an endpoint to whoever subscribes it again", async () => {
    const amina = await newUser(uniqueName("amina"));
    const brian = await newUser(uniqueName("brian"));
    const created = await subscribe(amina, "shared-phone");
    expect(created.status).toBe(201);
    const body = await json<Envelope<{ id: number; endpoint: string }>>(created);
    expect(body).toMatchObject({ success: true, message: en.server.chat.push.turnedOn, data: { endpoint: endpoint("shared-phone") } });
    expect(await rows()).toEqual([
      expect.objectContaining({ userId: amina.id, endpoint: endpoint("shared-phone"), p256dh: STAND_IN_DEVICE.p256dh, auth: STAND_IN_DEVICE.auth, lang: "en" }),
    ]);
    // The same browser again: one row still, answered 200.
    expect((await subscribe(amina, "shared-phone")).status).toBe(200);
    expect(await rows()).toHaveLength(1);
    // Another member on that browser: it now notifies them, not Amina.
    expect((await subscribe(brian, "shared-phone")).status).toBe(200);
    expect(await rows()).toEqual([expect.objectContaining({ userId: brian.id, endpoint: endpoint("shared-phone") })]);
    // It is no longer among Amina's browsers (the profile lists each member's own).
    expect((await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, amina.id))).length).toBe(0);
  });

  it("keeps a member's newest ten browsers", async () => {
    const many = await newUser(uniqueName("many"));
    for (let n = 1; n <= 12; n++) expect((await subscribe(many, `device-${n}`)).status).toBe(201);
    const kept = (await rows()).map((row) => row.endpoint);
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(endpoint("device-1"));
    expect(kept).toContain(endpoint("device-12"));
  });

  it("forgets the caller's own browser, and only theirs", async () => {
    const owner = await newUser(uniqueName("owner"));
    const other = await newUser(uniqueName("other"));
    await subscribe(owner, "owner-phone");
    const notTheirs = await send(other, "/api/push/subscriptions", { endpoint: endpoint("owner-phone") }, "DELETE");
    expect(notTheirs.status).toBe(404);
    expect((await json(notTheirs)).message).toBe(en.server.chat.push.notYours);
    expect(await rows()).toHaveLength(1);
    const removed = await send(owner, "/api/push/subscriptions", { endpoint: endpoint("owner-phone") }, "DELETE");
    expect(removed.status).toBe(200);
    expect(await json(removed)).toMatchObject({
      success: true,
      message: en.server.chat.push.turnedOff,
      data: { endpoint: endpoint("owner-phone"), deleted: true },
    });
    expect(await rows()).toHaveLength(0);
    expect((await send(owner, "/api/push/subscriptions", { endpoint: endpoint("owner-phone") }, "DELETE")).status).toBe(404);
  });

  it("goes with the account", async () => {
    const leaving = await newUser(uniqueName("leaving"));
    await subscribe(leaving, "leaving-phone");
    expect((await leaving.as("/api/users/me", { method: "DELETE" })).status).toBe(200);
    expect(await rows()).toEqual([]);
  });

  it("refuses a visitor (401) and a body that is not a push subscription (400, in plain words)", async () => {
    const anonymous = await call("/api/push/subscriptions", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(subscription("anon")),
    });
    expect(anonymous.status).toBe(401);
    const anonymousOff = await call("/api/push/subscriptions", {
      method: "DELETE",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ endpoint: endpoint("anon") }),
    });
    expect(anonymousOff.status).toBe(401);
    const me = await newUser(uniqueName("refused"));
    const cases: [unknown, string][] = [
      ["not json at all", en.server.chat.push.notASubscription],
      [{}, en.server.chat.push.notASubscription],
      [{ endpoint: endpoint("x") }, en.server.chat.push.notASubscription],
      [{ endpoint: 5, keys: STAND_IN_DEVICE }, en.server.chat.push.notASubscription],
      [{ ...subscription("x"), endpoint: "not a url" }, en.server.chat.push.endpointNotHttps],
      [{ ...subscription("x"), endpoint: "http://push.example/send/abc" }, en.server.chat.push.endpointNotHttps],
      [{ ...subscription("x"), endpoint: "http://localhost/somewhere-else" }, en.server.chat.push.endpointNotHttps],
      [{ ...subscription("x"), endpoint: "https://user:pw@push.example/send/abc" }, en.server.chat.push.endpointNotHttps],
      [{ ...subscription("x"), endpoint: `https://push.example/${"a".repeat(1100)}` }, en.server.chat.push.endpointNotHttps],
      [subscription("x", { p256dh: STAND_IN_DEVICE.p256dh.slice(0, 40), auth: STAND_IN_DEVICE.auth }), en.server.chat.push.badKeys],
      [subscription("x", { p256dh: STAND_IN_DEVICE.p256dh, auth: "c2hvcnQ" }), en.server.chat.push.badKeys],
      [subscription("x", { p256dh: `B${"A".repeat(86)}`, auth: STAND_IN_DEVICE.auth }), en.server.chat.push.badKeys],
      [subscription("x", { p256dh: "not+base64/url", auth: STAND_IN_DEVICE.auth }), en.server.chat.push.badKeys],
    ];
    for (const [body, message] of cases) {
      const response = await me.as("/api/push/subscriptions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await json(response)).message).toBe(message);
    }
    expect(await rows()).toHaveLength(0);
    // A real push service's https endpoint is taken (nothing is sent on subscribing).
    const real = await send(me, "/api/push/subscriptions", {
      endpoint: "https://fcm.googleapis.com/fcm/send/abc:def",
      keys: { p256dh: STAND_IN_DEVICE.p256dh, auth: STAND_IN_DEVICE.auth },
    });
    expect(real.status).toBe(201);
    // Bad unsubscribe bodies.
    expect((await send(me, "/api/push/subscriptions", {}, "DELETE")).status).toBe(400);
  });

  it("answers in Kiswahili for a Kiswahili reader", async () => {
    const me = await newUser(uniqueName("msomaji"));
    const response = await send(me, "/api/push/subscriptions?lang=sw", { endpoint: "ftp://push.example" });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(sw.server.chat.push.notASubscription);
  });

  it("limits how often a member turns notifications on and off", async () => {
    const busy = await newUser(uniqueName("busy"));
    let last = 0;
    for (let n = 0; n < 31; n++) last = (await subscribe(busy, "busy-phone")).status;
    expect(last).toBe(429);
  });
});

describe("pushing a new chat message", () => {
  it("goes to the other member's browsers only, through the stand-in, and to the outbox", async () => {
    const { seller, buyer, listing, sellerPhone, buyerPhone } = await chatPair();
    const started = await send(buyer, "/api/conversations", { listingId: listing.id, text: "Habari! Is this still available? Call me on 0712 345 678" });
    expect(started.status).toBe(201);
    const { conversationId } = (await json<Envelope<{ conversationId: number }>>(started)).data;
    const expected = {
      title: expect.any(String),
      url: `/messages/${conversationId}`,
      tag: `chat-${conversationId}`,
    };
    await eventually(async () => expect(await received(sellerPhone)).toHaveLength(1));
    const [delivery] = await received(sellerPhone);
    const payload = delivery?.payload as { title: string; body: string; url: string; tag: string };
    expect(payload).toMatchObject(expected);
    expect(payload.title.toLowerCase()).toContain("buyer_p");
    // The preview hides the phone number, as the mails and the scam guard do.
    expect(payload.body).toContain("Habari! Is this still available?");
    expect(payload.body).not.toContain("345");
    expect(delivery).toMatchObject({ ttl: 86_400, urgency: "normal", topic: `chat-${conversationId}` });
    const logged = await pushesTo(sellerPhone);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ subject: payload.title, sentAt: expect.any(Number) });
    expect(JSON.parse(logged[0]?.text ?? "{}")).toEqual(payload);
    expect(new TextEncoder().encode(logged[0]?.text).length).toBeLessThan(1024);
    // Never to the sender.
    expect(await received(buyerPhone)).toEqual([]);
    expect(await pushesTo(buyerPhone)).toEqual([]);
    await eventually(async () => {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, seller.id));
      expect(row?.lastUsedAt).toBeInstanceOf(Date);
    });

    // The seller answers: the buyer's browser hears it, the seller's does not again.
    const reply = await send(seller, `/api/conversations/${conversationId}/messages`, { text: "Yes, it is. Come see it in Nakuru." });
    expect(reply.status).toBe(201);
    await eventually(async () => expect(await received(buyerPhone)).toHaveLength(1));
    expect((await received(buyerPhone))[0]?.payload).toMatchObject({ body: "Yes, it is. Come see it in Nakuru.", url: `/messages/${conversationId}` });
    expect(await received(sellerPhone)).toHaveLength(1);
  });

  it("says Photo for a photo alone, in the recipient's language", async () => {
    const { seller, buyer, listing, sellerPhone } = await chatPair();
    await db.update(user).set({ lang: "sw" }).where(eq(user.id, seller.id));
    await db.update(pushSubscriptions).set({ lang: null }).where(eq(pushSubscriptions.userId, seller.id));
    const started = await send(buyer, "/api/conversations", { listingId: listing.id, text: "Hi" });
    const { conversationId } = (await json<Envelope<{ conversationId: number }>>(started)).data;
    await eventually(async () => expect(await pushesTo(sellerPhone)).toHaveLength(1));
    const run = await pushNewMessage(db, env as never, {
      conversationId,
      senderId: buyer.id,
      recipientId: seller.id,
      body: "",
      imageUrls: JSON.stringify(["/uploads/chat/a.webp"]),
    });
    expect(run).toEqual({ sent: 1, removed: 0, failed: 0 });
    const [, photo] = await pushesTo(sellerPhone);
    expect(JSON.parse(photo?.text ?? "{}")).toMatchObject({ body: sw.server.chat.push.photo, url: `/messages/${conversationId}` });
    // Two photos, in English.
    await db.update(pushSubscriptions).set({ lang: "en" }).where(eq(pushSubscriptions.userId, seller.id));
    await pushNewMessage(db, env as never, { conversationId, senderId: buyer.id, recipientId: seller.id, body: " ", imageUrls: '["/a","/b"]' });
    expect(JSON.parse((await pushesTo(sellerPhone))[2]?.text ?? "{}")).toMatchObject({ body: en.server.chat.push.photos(2) });
    // Nobody is pushed their own message.
    expect(await pushNewMessage(db, env as never, { conversationId, senderId: seller.id, recipientId: seller.id, body: "x", imageUrls: "[]" })).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
  });

  it("keeps every payload under 1 KB", () => {
    const long = "🚗 Toyota Fielder, clean, KDA, accident free ".repeat(40);
    const payload = noticePayload({ title: long, body: long, url: "/messages/12", tag: "chat-12" });
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(1024);
    expect(JSON.parse(payload)).toMatchObject({ url: "/messages/12", tag: "chat-12" });
  });

  it("removes subscriptions whose push service answers 410 or 404, and keeps one that answers 500", async () => {
    const seller = await newUser(uniqueName("seller"));
    const buyer = await newUser(uniqueName("buyer"));
    for (const id of ["gone-old-phone", "missing-laptop", "fail-tablet", "good-phone"]) expect((await subscribe(seller, id)).status).toBe(201);
    const listing = await createListing(seller.id, { name: "Hisense 43 inch smart TV", regularPrice: 32_000 });
    expect((await send(buyer, "/api/conversations", { listingId: listing.id, text: "Still there?" })).status).toBe(201);
    await eventually(async () => {
      const left = (await rows()).map((row) => row.endpoint);
      expect(left).toEqual([endpoint("fail-tablet"), endpoint("good-phone")]);
    });
    const byEndpoint = new Map((await rows()).map((row) => [row.endpoint, row]));
    expect(byEndpoint.get(endpoint("good-phone"))?.lastUsedAt).toBeInstanceOf(Date);
    expect(byEndpoint.get(endpoint("fail-tablet"))?.lastUsedAt).toBeNull();
    // Every push was tried and is in the outbox; only the taken one is marked sent.
    expect((await pushesTo("gone-old-phone"))[0]?.sentAt).toBeNull();
    expect((await pushesTo("missing-laptop"))[0]?.sentAt).toBeNull();
    expect((await pushesTo("fail-tablet"))[0]?.sentAt).toBeNull();
    expect((await pushesTo("good-phone"))[0]?.sentAt).toEqual(expect.any(Number));
    // The next message tries the kept ones again, and only them.
    expect((await send(buyer, `/api/listings/${listing.id}/messages`, { body: "Hello?" })).status).toBe(201);
    await eventually(async () => expect(await pushesTo("good-phone")).toHaveLength(2));
    await eventually(async () => expect(await pushesTo("fail-tablet")).toHaveLength(2));
    expect(await pushesTo("gone-old-phone")).toHaveLength(1);
  });
});

describe("pushing a saved search's match", () => {
  it("goes with the alert mail: the newest listing, to the search's owner", async () => {
    const searcher = await newUser(uniqueName("searcher"));
    const seller = await newUser(uniqueName("seller"));
    expect((await subscribe(searcher, "searcher-phone")).status).toBe(201);
    const saved = await send(searcher, "/api/saved-searches", { name: "Fielders in Nakuru", query: "searchTerm=fielder", frequency: "instant" });
    expect(saved.status).toBe(201);
    // Saved a moment ago: listings published after it match.
    await db.update(savedSearches).set({ createdAt: new Date(Date.now() - 60_000) });
    const first = await createListing(seller.id, { name: "Toyota Fielder 2014", regularPrice: 1_150_000, location: "Nakuru" });
    const newest = await createListing(seller.id, { name: "Toyota Fielder 2016 hybrid", regularPrice: 1_480_000, location: "Nakuru", area: "Milimani" });
    // A local site: the mail links to SITE_URL (no public BETTER_AUTH_URL), and the outbox keeps pushes.
    const run = await runAlerts(db, { ...env, SITE_URL: "http://localhost:8787" } as never);
    expect(run.searchMails).toBe(1);
    const [push] = await pushesTo("searcher-phone");
    expect(push?.subject).toBe(en.server.chat.push.newMatchTitle("Fielders in Nakuru"));
    const payload = JSON.parse(push?.text ?? "{}") as { title: string; body: string; url: string; tag: string };
    expect(payload.url).toBe(`/listing/${newest.id}`);
    expect(payload.url).not.toBe(`/listing/${first.id}`);
    expect(payload.body).toBe(en.server.chat.push.andMore("Toyota Fielder 2016 hybrid: KSh 1,480,000, Milimani, Nakuru", 1));
    expect(payload.tag).toMatch(/^search-\d+$/);
    expect(push?.sentAt).toEqual(expect.any(Number));
    // The seller has no subscription; the searcher's only browser got it.
    expect((await rows()).map((row) => row.userId)).toEqual([searcher.id]);
  });
});

describe("the local push service", () => {
  const worker = (exports as unknown as { default: { fetch(request: Request): Promise<Response> } }).default;

  it("checks a push as a push service would", async () => {
    const plain = (init: RequestInit) => call(`${STAND_IN_PATH}checked`, { method: "POST", ...init });
    expect((await plain({ body: "x" })).status).toBe(401);
    expect((await plain({ headers: { authorization: "vapid t=a.b.c, k=abc" }, body: "x" })).status).toBe(401);
    expect((await call(`${STAND_IN_PATH}bad%20id`, { method: "POST" })).status).toBe(404);
  });

  it("exists only on a loopback site: a public address answers 404, and its endpoints cannot be subscribed there", async () => {
    const elsewhere = await worker.fetch(new Request(`https://sokoni.example${STAND_IN_PATH}someone`, { method: "POST", body: "x" }));
    expect(elsewhere.status).toBe(404);
    expect((await worker.fetch(new Request(`https://sokoni.example${STAND_IN_PATH}someone`))).status).toBe(404);
    const me = await newUser(uniqueName("public"));
    const response = await worker.fetch(
      new Request("https://sokoni.example/api/push/subscriptions", {
        method: "POST",
        // A bearer token: the session cookie of an http site is not sent to https (its name differs there).
        headers: { authorization: `Bearer ${decodeURIComponent(me.cookie.slice(me.cookie.indexOf("=") + 1))}`, "content-type": "application/json" },
        body: JSON.stringify(subscription("from-public-site")),
      }),
    );
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(en.server.chat.push.endpointNotHttps);
  });

  it("is never used, and the outbox keeps no pushes, for a site with a public address", async () => {
    expect(standInAllowed({ BETTER_AUTH_URL: "https://sokoni.co.ke" }, new URL("http://localhost/"))).toBe(false);
    expect(standInAllowed({ BETTER_AUTH_URL: "http://localhost:8787" }, new URL("http://localhost:8787/"))).toBe(true);
    expect(standInAllowed({}, new URL("http://127.0.0.1:8787/"))).toBe(true);
    const { seller, buyer, sellerPhone } = await chatPair();
    const asked: string[] = [];
    const pushService = async (request: Request) => {
      asked.push(request.url);
      return new Response(null, { status: 201 });
    };
    const production = { ...env, BETTER_AUTH_URL: "https://sokoni.co.ke" } as never;
    const message = { conversationId: 1, senderId: buyer.id, recipientId: seller.id, body: "Hi", imageUrls: "[]" };
    expect(await pushNewMessage(db, production, message, pushService)).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(asked).toEqual([endpoint(sellerPhone)]);
    expect(await pushesTo(sellerPhone)).toEqual([]);
    // Without VAPID keys nothing is sent at all.
    const unconfigured = { ...env, VAPID_PRIVATE_KEY: "" } as never;
    expect(await pushNewMessage(db, unconfigured, message, pushService)).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(asked).toHaveLength(1);
  });

  it("reads a push sent for another device as unreadable, but still takes it", async () => {
    const seller = await newUser(uniqueName("seller"));
    const buyer = await newUser(uniqueName("buyer"));
    // The RFC 8291 example's device: keys the stand-in does not hold.
    const keys = {
      p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
      auth: toBase64Url(new Uint8Array(16).fill(7)),
    };
    expect((await send(seller, "/api/push/subscriptions", subscription("other-device", keys))).status).toBe(201);
    const listing = await createListing(seller.id);
    await send(buyer, "/api/conversations", { listingId: listing.id, text: "Hi" });
    await eventually(async () => expect(await received("other-device")).toHaveLength(1));
    expect((await received("other-device"))[0]?.payload).toBeNull();
  });
});

describe("the profile's switch", () => {
  it("turns notifications off on every device without a script, and says turning on needs one", async () => {
    const me = await newUser(uniqueName("profile"));
    await subscribe(me, "profile-phone");
    await subscribe(me, "profile-laptop");
    const page = await me.as("/profile");
    const html = await page.text();
    expect(html).toContain(en.server.chat.push.needsScript);
    expect(html).toContain(en.server.chat.push.devices(2));
    const off = await me.as("/profile", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "push-off" }).toString(),
    });
    expect(off.status).toBe(200);
    expect(await off.text()).toContain(en.server.chat.push.turnedOffEverywhere);
    expect(await rows()).toHaveLength(0);
  });
});
