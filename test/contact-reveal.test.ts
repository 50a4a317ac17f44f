import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listingInteractions } from "../worker/db/schema";
import worker from "../worker/index";
import { localPages } from "../worker/local-page-cache";
import { REVEAL_LIMITS } from "../worker/services/safety/contact-reveal";
import { createListing, createSeller, db, emptyCounters, json, newUser, ORIGIN, testPhone, verifyPhone, writeCounts } from "./fixtures";

// This file reads counts: each test starts from empty counter shards (their gathered counts and once-a-day markers).
beforeEach(emptyCounters);

/*
 * "Show contact" (docs/decisions/121): the seller's confirmed number as text, counted as a contact
 * click once per visitor, limited per member and (higher, for carrier NAT) per address, refused to
 * crawlers, and never kept in the shared page cache of decision 093 (on here, as in the runs).
 */

const sharing: Env = { ...env, PAGE_CACHE: "local" };
const BROWSER = "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

async function visit(path: string, init: RequestInit = {}): Promise<Response> {
  const executionCtx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost${path}`, init), sharing, executionCtx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(executionCtx);
  return new Response(body, response);
}

/** The page's Show contact form, posted by a browser without scripts from `address`. */
function showContact(id: number, address: string, extra: Record<string, string> = {}) {
  return visit(`/listing/${id}`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": address, "user-agent": BROWSER, ...extra },
    body: new URLSearchParams({ intent: "show-contact" }),
  });
}

async function reveals(id: number): Promise<number> {
  await writeCounts();
  const row = await db
    .select({ count: listingInteractions.count })
    .from(listingInteractions)
    .where(and(eq(listingInteractions.listingId, id), eq(listingInteractions.channel, "reveal")))
    .get();
  return row?.count ?? 0;
}

let phoneNo = 9_100;
/** A listing whose number its seller confirmed by SMS, as publishing leaves it. */
async function listingWithConfirmedNumber(overrides: Parameters<typeof createListing>[1] = {}) {
  const seller = await createSeller();
  phoneNo += 1;
  const phone = testPhone(phoneNo);
  await verifyPhone(seller.id, phone);
  const listing = await createListing(seller.id, { phoneNumber: phone, ...overrides });
  return { seller, listing, phone };
}

/** Spends `key`'s window up to `count`, as that many reveals in the last moment would have. */
async function spend(key: string, count: number): Promise<void> {
  await db.run(sql`INSERT INTO rate_limit (id, key, count, last_request) VALUES (${crypto.randomUUID()}, ${key}, ${count}, ${Date.now()})
    ON CONFLICT (key) DO UPDATE SET count = excluded.count, last_request = excluded.last_request`);
}

const shown = (phone: string) => `+254 ${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`;

beforeEach(() => localPages.clear());

describe("Show contact without scripts", () => {
  it("answers the page with the number as text, never from or into the shared cache, counted once per visitor", async () => {
    const { listing, phone } = await listingWithConfirmedNumber();
    const before = await visit(`/listing/${listing.id}`, { headers: { "user-agent": BROWSER } });
    expect(before.headers.get("cf-cache-status")).toBe("MISS");
    const page = await before.text();
    expect(page).toContain("Show contact");
    expect(page).not.toContain("contact-number");

    const answer = await showContact(listing.id, "41.90.1.1");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    expect(answer.headers.get("cf-cache-status")).toBeNull();
    const revealed = await answer.text();
    expect(revealed).toContain("Seller&#x27;s phone number:");
    expect(revealed).toContain(`<strong>${shown(phone)}</strong>`);

    // The shared copy is still the one without the number, and it is the one a visitor gets.
    const after = await visit(`/listing/${listing.id}`, { headers: { "user-agent": BROWSER } });
    expect(after.headers.get("cf-cache-status")).toBe("HIT");
    const shared = await after.text();
    expect(shared).not.toContain("contact-number");
    expect(shared).not.toContain(shown(phone));

    // Counted as a contact click: once for this visitor however often they press it, again for another.
    await showContact(listing.id, "41.90.1.1");
    expect(await reveals(listing.id)).toBe(1);
    await showContact(listing.id, "41.90.1.2");
    expect(await reveals(listing.id)).toBe(2);
  });

  it("shows nothing for a listing off show or a number its seller no longer has confirmed", async () => {
    const { listing: hidden } = await listingWithConfirmedNumber({ isHidden: true, hiddenReason: "admin" });
    expect((await showContact(hidden.id, "41.90.2.1")).status).toBe(404);
    const { listing: unavailable } = await listingWithConfirmedNumber({ isAvailable: false });
    expect((await showContact(unavailable.id, "41.90.2.1")).status).toBe(404);
    const seller = await createSeller();
    const unconfirmed = await createListing(seller.id, { phoneNumber: "+254799999999" });
    const refused = await showContact(unconfirmed.id, "41.90.2.1");
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain("+254 799 999 999");
    expect(await reveals(unconfirmed.id)).toBe(0);
  });
});

describe("POST /api/listings/:id/phone", () => {
  it("gives the number, counted as the page's button is, and refuses crawlers", async () => {
    const { listing, phone } = await listingWithConfirmedNumber();
    const headers = { origin: ORIGIN, "cf-connecting-ip": "41.90.3.1", "user-agent": BROWSER };
    const answer = await visit(`/api/listings/${listing.id}/phone`, { method: "POST", headers });
    expect(answer.status).toBe(200);
    expect((await json<{ data: { phoneNumber: string } }>(answer)).data.phoneNumber).toBe(phone);
    expect(await reveals(listing.id)).toBe(1);

    const crawler = await visit(`/api/listings/${listing.id}/phone`, {
      method: "POST",
      headers: { ...headers, "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    expect(crawler.status).toBe(403);
    expect(JSON.stringify(await crawler.json())).not.toContain(phone);
    // The contact beacon never counts a reveal that showed nothing.
    const beacon = await visit(`/api/listings/${listing.id}/contact?channel=reveal`, { method: "POST", headers });
    expect(beacon.status).toBe(400);
  });

  it("stops an address past its ceiling, but not a member behind the same address, who is limited as one person", async () => {
    const { listing } = await listingWithConfirmedNumber();
    const nat = "41.90.4.1";
    // The address has had its ceiling of reveals in this window (a carrier NAT's busy morning, or a harvester).
    await spend(`reveal:ip:${nat}`, REVEAL_LIMITS.address.max);
    const refused = await visit(`/api/listings/${listing.id}/phone`, {
      method: "POST",
      headers: { origin: ORIGIN, "cf-connecting-ip": nat, "user-agent": BROWSER },
    });
    expect(refused.status).toBe(429);
    expect((await json(refused)).message).toBe("Many numbers were shown from this connection just now. Please wait a few minutes, or sign in to see more.");

    const member = await newUser("natbuyer");
    const signedIn = await visit(`/api/listings/${listing.id}/phone`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie: member.cookie, "cf-connecting-ip": nat, "user-agent": BROWSER },
    });
    expect(signedIn.status).toBe(200);
    expect(await reveals(listing.id)).toBe(1);

    // A member is limited as one person.
    await spend(`reveal:user:${member.id}`, REVEAL_LIMITS.member.max);
    const tooMany = await visit(`/api/listings/${listing.id}/phone`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie: member.cookie, "cf-connecting-ip": "41.90.4.2", "user-agent": BROWSER },
    });
    expect(tooMany.status).toBe(429);
  });
});
