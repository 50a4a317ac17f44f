import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POSTING_LIMITS } from "../app/domain/listing-safety-texts";
import { postingLimitSentence } from "../app/domain/posting-limit";
import { listingPosts, listings, uploads, user } from "../worker/db/schema";
import worker from "../worker/index";
import { db, json, newSeller } from "./fixtures";
import { distinctPhoto } from "./limits-photos";

/*
 * Posting limits: accounts younger than 7 days publish at most 5 listings in 24 hours,
 * every account at most 20, admins are exempt. A refusal is a 429 whose one sentence says when
 * they can post again, in Nairobi time, on both faces, and writes nothing. Counted from the
 * posting log, which a deleted listing does not leave.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Person = Awaited<ReturnType<typeof newSeller>>;

async function upload(person: Person): Promise<string> {
  const form = new FormData();
  form.append("images", new File([distinctPhoto()], "photo.jpg", { type: "image/jpeg" }));
  const response = await person.as("/api/uploads", { method: "POST", body: form });
  expect(response.status).toBe(201);
  return (await json<{ data: { urls: string[] } }>(response)).data.urls[0] as string;
}

function listingBody(person: Person, imageUrls: string[], n: number) {
  return {
    name: `Wooden study desk number ${n}`,
    description: "Solid mvule desk with two drawers, a few marks on the top.",
    category: "Home, Furniture & Appliances",
    subcategory: "Furniture",
    location: "Nairobi",
    type: "sale",
    regularPrice: 8_500 + n,
    sellerName: "Njeri Wambui",
    businessName: "Njeri Home",
    phoneNumber: person.phone,
    attributes: { condition: "Used" },
    imageUrls,
  };
}

async function publish(person: Person, n: number): Promise<Response> {
  return person.as("/api/listings", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(listingBody(person, [await upload(person)], n)),
  });
}

/** The create page's form as a browser without scripts posts it (with scripts the same action answers). */
async function publishWithForm(person: Person, n: number): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(listingBody(person, [], n)))
    if (typeof value === "string" || typeof value === "number") form.append(key, String(value));
  form.append("attributes.condition", "Used");
  form.append("imageUrls", await upload(person));
  form.append("intent", "publish");
  return person.as("/create-listing", { method: "POST", body: form });
}

async function makeOld(person: Person, days = 30): Promise<void> {
  await db
    .update(user)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(user.id, person.id));
}

/** Posts in the log as if the account had published at these times. */
async function logPosts(person: Person, times: number[]): Promise<void> {
  await db.insert(listingPosts).values(times.map((at) => ({ userId: person.id, listingId: null, createdAt: new Date(at) })));
}

async function listingCount(person: Person): Promise<number> {
  return (await db.select({ id: listings.id }).from(listings).where(eq(listings.userRef, person.id))).length;
}

async function postCount(person: Person): Promise<number> {
  return (await db.select({ id: listingPosts.id }).from(listingPosts).where(eq(listingPosts.userId, person.id))).length;
}

/**
 * Posted just now, the next post is a day later, rounded up to its minute: tomorrow, or (posted in
 * Nairobi's last minute before midnight) the day after, which the sentence names by its date.
 */
const NEW_ACCOUNT_SENTENCE =
  /^New accounts can post 5 listings a day\. You can post again (at \d{1,2}:\d\d [ap]m today|tomorrow at \d{1,2}:\d\d [ap]m|on \d{1,2} [A-Z][a-z]{2} \d{4} at 12:00 am)\.$/;

describe("a new account publishes at most 5 listings in 24 hours", () => {
  it("the sixth is 429 with the sentence on both faces, and nothing is written", async () => {
    const seller = await newSeller("fresh_seller");
    for (let n = 1; n <= POSTING_LIMITS.newAccountPerWindow; n += 1) expect((await publish(seller, n)).status).toBe(201);
    expect(await postCount(seller)).toBe(5);

    const refused = await publish(seller, 6);
    expect(refused.status).toBe(429);
    const message = (await json(refused)).message ?? "";
    expect(message).toMatch(NEW_ACCOUNT_SENTENCE);

    const page = await publishWithForm(seller, 7);
    expect(page.status).toBe(429);
    const html = await page.text();
    // Said above the form, where it stays with scripts too (`data-summary="stays"`: not only a toast).
    expect(html).toContain(`<p class="inline-error form-summary" role="alert" data-summary="stays">${message}</p>`);
    // Not a photo's failure (the picker's own sentence waits in an attribute for its script).
    expect(html).not.toMatch(/>[^<]*Upload failed/);

    expect(await listingCount(seller)).toBe(5);
    expect(await postCount(seller)).toBe(5);
    // The refused creates' photos stay the seller's, unclaimed by any listing.
    const unclaimed = (await db.select().from(uploads).where(eq(uploads.userId, seller.id))).filter((row) => row.listingId === null);
    expect(unclaimed).toHaveLength(2);
  }, 30_000);

  it("a deleted listing still counts: deleting and posting again does not reset the limit", async () => {
    const seller = await newSeller("deleting_seller");
    const ids: string[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const response = await publish(seller, n);
      expect(response.status).toBe(201);
      ids.push((await json<{ data: { _id: string } }>(response)).data._id);
    }
    expect((await seller.as(`/api/listings/${ids[0]}`, { method: "DELETE" })).status).toBe(200);
    expect(await listingCount(seller)).toBe(4);
    const refused = await publish(seller, 6);
    expect(refused.status).toBe(429);
    expect((await json(refused)).message).toMatch(NEW_ACCOUNT_SENTENCE);
    expect(await listingCount(seller)).toBe(4);
  }, 30_000);

  it("the sentence's time is the oldest counted post plus 24 hours, in Nairobi time", async () => {
    const seller = await newSeller("timed_seller");
    // The oldest counted post 23 hours ago on a whole minute: they may post again in an hour.
    const oldest = Math.floor(Date.now() / MINUTE) * MINUTE - 23 * HOUR;
    await logPosts(seller, [oldest, oldest + HOUR, oldest + 2 * HOUR, oldest + 3 * HOUR, oldest + 4 * HOUR]);
    // An older post outside the window does not count.
    await logPosts(seller, [oldest - 2 * HOUR]);
    const before = Date.now();
    const refused = await publish(seller, 1);
    expect(refused.status).toBe(429);
    const message = (await json(refused)).message;
    expect([postingLimitSentence(true, oldest + DAY, before), postingLimitSentence(true, oldest + DAY, Date.now())]).toContain(message);
    expect(message).toMatch(NEW_ACCOUNT_SENTENCE);
  });

  it("two creates racing for the last place: exactly one stands", async () => {
    const seller = await newSeller("racing_seller");
    await logPosts(
      seller,
      [1, 2, 3, 4].map((hours) => Date.now() - hours * HOUR),
    );
    const [first, second] = [await upload(seller), await upload(seller)];
    const send = (url: string, n: number) =>
      seller.as("/api/listings", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(listingBody(seller, [url], n)) });
    const statuses = (await Promise.all([send(first, 1), send(second, 2)])).map((response) => response.status).sort();
    expect(statuses).toEqual([201, 429]);
    expect(await listingCount(seller)).toBe(1);
    expect(await postCount(seller)).toBe(5);
  });
});

describe("older accounts and admins", () => {
  it("an account older than 7 days gets 20 a day; the 21st is 429", async () => {
    const seller = await newSeller("settled_seller");
    await makeOld(seller);
    // Fifteen posts earlier today, then five more through the API: 20 in all.
    await logPosts(
      seller,
      Array.from({ length: 15 }, (_, i) => Date.now() - (i + 1) * 20 * MINUTE),
    );
    for (let n = 1; n <= 5; n += 1) expect((await publish(seller, n)).status).toBe(201);
    const refused = await publish(seller, 21);
    expect(refused.status).toBe(429);
    expect((await json(refused)).message).toMatch(/^Each account can post 20 listings a day\. You can post again (at .* today|tomorrow at .*)\.$/);
    expect(await postCount(seller)).toBe(20);
  }, 30_000);

  it("an admin is exempt", async () => {
    const admin = await newSeller("busy_admin");
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
    await logPosts(
      admin,
      Array.from({ length: 25 }, (_, i) => Date.now() - (i + 1) * 10 * MINUTE),
    );
    expect((await publish(admin, 1)).status).toBe(201);
    expect(await postCount(admin)).toBe(26);
  });

  it("the hourly run forgets posts two days old, and keeps the ones that count", async () => {
    const seller = await newSeller("logged_seller");
    await logPosts(seller, [Date.now() - 3 * DAY, Date.now() - 2 * DAY - MINUTE, Date.now() - 30 * HOUR, Date.now() - HOUR]);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "17 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await postCount(seller)).toBe(2);
  });
});
