import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { favourites, listingInteractions, rateLimit, reports, searchTerms } from "../worker/db/schema";
import { firstInWindow, pruneRateLimits, withinRateLimit } from "../worker/services/accounts/rate-limit";
import { clearFlashCookie, flashCookie, signFlashes } from "../worker/flash";
import { foreignOriginMessage } from "../worker/same-site";
import { buildRequestContext } from "../worker/context";
import { countInteraction } from "../worker/services/listings/interactions";
import { shardOfTerm } from "../worker/services/counting/counts";
import { call, createListing, createSeller, db, emptyCounters, json, newUser, ORIGIN, workerEnv, writeCounts } from "./fixtures";

// This file reads counts: each test starts from empty counter shards (their gathered counts and once-a-day markers).
beforeEach(emptyCounters);

/*
 * The web side: foreign-origin writes (finding 5), control characters in searches (7),
 * the page policy and caching (11), once-a-day counters and the report limit (12), room names
 * (14), a room that cannot be reached, and a one-time message someone else wrote.
 */

const EVIL = "https://evil.example";
const BROWSER = { "user-agent": "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36" };

/** Sign-ups hash passwords and pages render whole: slow on a busy machine. */
const SLOW = { timeout: 30_000 };

/** Work the Worker left to `waitUntil` (counters) is done a moment after the answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function isFavourite(userId: string, listingId: number): Promise<boolean> {
  const row = await db
    .select()
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)))
    .get();
  return row !== undefined;
}

function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

describe("finding 5: writes from another site", SLOW, () => {
  it("finding 5: the API refuses a cookie write from a foreign Origin or a cross-site fetch, with the envelope's 403", async () => {
    const buyer = await newUser("originbuyer");
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    const cases: Record<string, string>[] = [
      { origin: EVIL },
      { origin: "null" },
      { origin: "http://localhost.evil.example" },
      { origin: ORIGIN, "sec-fetch-site": "cross-site" },
      { origin: ORIGIN, "sec-fetch-site": "same-site" },
      // A text/plain body is what a plain cross-site form can send without a preflight.
      { origin: EVIL, "content-type": "text/plain" },
    ];
    for (const headers of cases) {
      const response = await buyer.as(`/api/favourites/${listing.id}`, { method: "POST", headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await json(response)).toEqual({ success: false, message: foreignOriginMessage() });
    }
    expect(await isFavourite(buyer.id, listing.id)).toBe(false);
    // better-auth's own endpoints are behind the same door.
    const update = await buyer.as("/api/auth/update-user", {
      method: "POST",
      headers: { origin: EVIL, "content-type": "application/json" },
      body: JSON.stringify({ name: "Renamed from afar" }),
    });
    expect(update.status).toBe(403);
    expect((await json(update)).message).toBe(foreignOriginMessage());
  });

  it("finding 5: our own pages, bearer-only clients, tools without the headers and reads still pass", async () => {
    const buyer = await newUser("originfriend");
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    const own = await buyer.as(`/api/favourites/${listing.id}`, { method: "POST", headers: { "sec-fetch-site": "same-origin" } });
    expect(own.status).toBe(200);
    await buyer.as(`/api/favourites/${listing.id}`, { method: "DELETE" });
    // A bearer token from any origin: nothing a browser attaches by itself, so nothing to forge.
    const token = decodeURIComponent(buyer.cookie.slice(buyer.cookie.indexOf("=") + 1));
    const bearer = await call(`/api/favourites/${listing.id}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, origin: EVIL, "sec-fetch-site": "cross-site" },
    });
    expect(bearer.status).toBe(200);
    await buyer.as(`/api/favourites/${listing.id}`, { method: "DELETE" });
    // curl: a cookie but neither Origin nor Sec-Fetch-Site.
    const tool = await call(`/api/favourites/${listing.id}`, { method: "POST", headers: { cookie: buyer.cookie } });
    expect(tool.status).toBe(200);
    // Reads are never refused, whatever site links to them.
    expect((await buyer.as("/api/favourites", { headers: { origin: EVIL, "sec-fetch-site": "cross-site" } })).status).toBe(200);
  });

  it("finding 5: a page action from another site gets the error screen with 403 and changes nothing", async () => {
    const buyer = await newUser("originpage");
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    const response = await buyer.as(`/listing/${listing.id}`, {
      method: "POST",
      headers: { origin: EVIL, "content-type": "application/x-www-form-urlencoded", ...BROWSER },
      body: form({ intent: "favourite", saved: "true" }),
    });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("Something went wrong");
    expect(html).toContain("This request came from another site, so it was refused.");
    expect(await isFavourite(buyer.id, listing.id)).toBe(false);
    // The same form from our own page is done.
    const own = await buyer.as(`/listing/${listing.id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...BROWSER },
      body: form({ intent: "favourite", saved: "true" }),
    });
    expect(own.status).toBeLessThan(400);
    expect(await isFavourite(buyer.id, listing.id)).toBe(true);
  });

  it("finding 5: another site cannot sign a visitor in to its own account (login CSRF), even without a cookie", async () => {
    const planted = await newUser("plantedaccount");
    const signIn = (headers: Record<string, string>) =>
      call("/sign-in", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": "10.12.9.1", ...BROWSER, ...headers },
        body: form({ email: planted.email, password: "a-good-password-1", redirectTo: "/" }),
        redirect: "manual",
      });
    const refused = await signIn({ origin: EVIL, "sec-fetch-site": "cross-site" });
    expect(refused.status).toBe(403);
    expect(refused.headers.getSetCookie().some((cookie) => cookie.startsWith("sokoni.session_token="))).toBe(false);
    const api = await call("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: EVIL, "cf-connecting-ip": "10.12.9.2" },
      body: JSON.stringify({ email: planted.email, password: "a-good-password-1" }),
    });
    expect(api.status).toBe(403);
    // The same form from our own page signs in.
    const own = await signIn({ origin: ORIGIN, "sec-fetch-site": "same-origin" });
    expect(own.headers.getSetCookie().some((cookie) => cookie.startsWith("sokoni.session_token="))).toBe(true);
  });

  it("finding 5: POST /sign-out from another site leaves the session alive", async () => {
    const buyer = await newUser("originsignout");
    const refused = await buyer.as("/sign-out", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", origin: EVIL, "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ success: false, message: foreignOriginMessage() });
    expect(refused.headers.getSetCookie().some((cookie) => cookie.startsWith("sokoni.session_token="))).toBe(false);
    expect((await buyer.as("/api/favourites")).status).toBe(200);
  });

  it("finding 5: BETTER_AUTH_URL, when set, is the site's origin", async () => {
    const buyer = await newUser("originconfigured");
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    const saved = (env as { BETTER_AUTH_URL?: string }).BETTER_AUTH_URL;
    (env as { BETTER_AUTH_URL?: string }).BETTER_AUTH_URL = "https://sokoni.example";
    try {
      // The request's own address is no longer the site's: a page at localhost is another site.
      expect((await buyer.as(`/api/favourites/${listing.id}`, { method: "POST" })).status).toBe(403);
    } finally {
      (env as { BETTER_AUTH_URL?: string }).BETTER_AUTH_URL = saved;
    }
  });
});

describe("finding 7: control characters and FTS syntax in a search", SLOW, () => {
  const hostile = [
    "a\u0000b",
    "laptop\u0000",
    ...Array.from({ length: 31 }, (_, index) => `x${String.fromCharCode(index + 1)}y`),
    "del\u007fete",
    "\u0085next line",
    '"unterminated',
    'toyota"',
    "prefix*",
    "*",
    "NEAR(a b)",
    "NEAR(",
    "-excluded",
    "^start",
    "name:toyota",
    "col : x",
    "a OR b AND NOT c",
    "(((",
    "'); DROP TABLE listings; --",
  ];

  it("finding 7: the API answers every term without a 5xx, and a NUL in the words finds what the words find", async () => {
    const seller = await createSeller();
    await createListing(seller.id, { name: "Lenovo laptop ThinkPad" });
    for (const term of hostile) {
      const response = await call(`/api/listings?searchTerm=${encodeURIComponent(term)}`);
      expect(response.status, JSON.stringify(term)).toBe(200);
    }
    // Raw bytes too: %ED%A0%80 is a lone surrogate in UTF-8 (invalid), %C0%80 an overlong NUL.
    for (const raw of ["a%00b", "laptop%00", "%ED%A0%80", "lap%ED%A0%80top", "%C0%80", "%FF%FE", "%E2%80%AE"]) {
      const response = await call(`/api/listings?searchTerm=${raw}`);
      expect(response.status, raw).toBe(200);
    }
    const found = await json<{ data: { listings: { name: string }[] } }>(await call("/api/listings?searchTerm=laptop%00"));
    expect(found.data.listings.map((listing) => listing.name)).toEqual(["Lenovo laptop ThinkPad"]);
  });

  it("finding 7: the search page answers every term without a 5xx and never shows the failed-search text", async () => {
    for (const term of [...hostile.slice(0, 4), "\u001f", "\u007f", '"', "NEAR(", "name:x"]) {
      const response = await call(`/search?searchTerm=${encodeURIComponent(term)}`, { headers: BROWSER, redirect: "manual" });
      expect(response.status, JSON.stringify(term)).toBeLessThan(500);
      const location = response.headers.get("location");
      const page = location ? await call(location, { headers: BROWSER }) : response;
      expect(page.status, JSON.stringify(term)).toBe(200);
      // The failure's line on the page (its words also ride on the results for the page's script).
      expect(await page.text(), JSON.stringify(term)).not.toMatch(/role="alert">Unable to load listings/);
    }
  });

  it("finding 7: control characters elsewhere in an address (ids, filters, files) never give a 5xx", async () => {
    const seller = await createSeller();
    await createListing(seller.id);
    for (const path of [
      "/browse?category=Vehicles&searchTerm=car%00",
      "/browse?category=%00",
      "/search?category=Vehicles%00&location=%0A",
      "/api/listings?category=%00",
      "/api/listings?sort=%00&order=%01",
      "/api/listings/1%00",
      "/api/users/a%00b",
      "/api/users/a%00b/listings",
      "/listing/1%00",
      "/listing/%ED%A0%80",
      "/sitemaps/listings-%00.xml",
      "/sitemaps/sellers-%00.xml",
      "/seller/a%00b",
      "/uploads/listings/%00.jpg",
      "/no-such-page%00",
    ]) {
      const response = await call(path, { headers: BROWSER, redirect: "manual" });
      await response.arrayBuffer();
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it("finding 7: a control character is never counted among the admin's search terms", async () => {
    await call(`/api/listings?searchTerm=${encodeURIComponent("sofa\u0000set")}`, { headers: { "cf-connecting-ip": "10.7.0.1" } });
    await writeCounts();
    const rows = await db.select().from(searchTerms).where(eq(searchTerms.term, "sofa set")).all();
    expect(rows).toHaveLength(1);
    expect((await db.select().from(searchTerms).all()).every((row) => !/\p{Cc}/u.test(row.term))).toBe(true);
  });
});

async function contactCount(listingId: number, channel: string): Promise<number> {
  await writeCounts();
  const row = await db
    .select({ count: listingInteractions.count })
    .from(listingInteractions)
    .where(and(eq(listingInteractions.listingId, listingId), eq(listingInteractions.channel, channel as "call")))
    .get();
  return row?.count ?? 0;
}

async function termCount(term: string): Promise<number> {
  await writeCounts();
  const row = await db.select({ count: searchTerms.count }).from(searchTerms).where(eq(searchTerms.term, term)).get();
  return row?.count ?? 0;
}

/** The nonce a page's policy names, and every executable inline or module script's nonce. */
function noncesOf(response: Response, html: string): { policy: string | undefined; scripts: (string | undefined)[] } {
  const policy = /script-src 'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  const scripts = [...html.matchAll(/<(script|link rel="modulepreload")\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !tag.includes('type="application/ld+json"'))
    .map((tag) => /\snonce="([^"]*)"/.exec(tag)?.[1]);
  return { policy, scripts };
}

describe("finding 11: the page policy and caching", SLOW, () => {
  it("finding 11: every page names a fresh nonce in its Content-Security-Policy and every script carries it", async () => {
    const seller = await newUser("policyseller");
    const listing = await createListing(seller.id);
    const seen = new Set<string>();
    for (const [path, as] of [
      ["/", call],
      ["/", call],
      ["/search?searchTerm=toyota", call],
      [`/listing/${listing.id}`, call],
      ["/sign-in", call],
      ["/no-such-page", call],
      ["/profile", seller.as],
      ["/create-listing", seller.as],
    ] as const) {
      const response = await as(path, { headers: BROWSER });
      const html = await response.text();
      const csp = response.headers.get("content-security-policy") ?? "";
      for (const directive of [
        "default-src 'self'",
        "'strict-dynamic'",
        "img-src 'self' data: blob:",
        "connect-src 'self' ws://localhost wss://localhost",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "form-action 'self' https://accounts.google.com",
        "object-src 'none'",
      ]) {
        expect(csp, path).toContain(directive);
      }
      expect(csp).not.toContain("unsafe-eval");
      expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
      const { policy, scripts } = noncesOf(response, html);
      expect(policy, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(new Set(scripts), path).toEqual(new Set([policy]));
      expect(seen.has(policy ?? ""), "a nonce is never used twice").toBe(false);
      seen.add(policy ?? "");
    }
  });

  it("finding 11: answers for a signed-in caller are private, pages kept by their browser alone; public ones keep their caching", async () => {
    const seller = await newUser("cacheseller");
    const listing = await createListing(seller.id);
    const admin = await newUser("cacheboss");
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
    for (const [path, as] of [
      ["/profile", seller.as],
      ["/", seller.as],
      [`/listing/${listing.id}`, seller.as],
      ["/api/favourites", seller.as],
      [`/api/users/${seller.id}`, seller.as],
      ["/api/listings", seller.as],
      ["/admin-dashboard", admin.as],
      ["/api/admin/dashboard", admin.as],
    ] as const) {
      const response = await as(path, { headers: BROWSER });
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
      // Pages may stay in the reader's own browser for Back (docs/decisions/126); the API's answers nowhere.
      expect(response.headers.get("cache-control"), path).toBe(path.startsWith("/api/") ? "private, no-store" : "private, no-cache");
    }
    // A bearer token is a signed-in caller too.
    const token = decodeURIComponent(seller.cookie.slice(seller.cookie.indexOf("=") + 1));
    expect((await call("/api/favourites", { headers: { authorization: `Bearer ${token}` } })).headers.get("cache-control")).toBe("private, no-store");
    // A visitor's pages are as before (nothing said), and crawler files keep theirs for everyone.
    for (const path of ["/", `/listing/${listing.id}`, "/api/listings"]) {
      const response = await call(path, { headers: BROWSER });
      await response.arrayBuffer();
      expect(response.headers.get("cache-control"), path).toBeNull();
    }
    const robots = await seller.as("/robots.txt");
    expect(robots.headers.get("cache-control")).toBe("public, max-age=86400");
  });
});

describe("finding 12: counters that anyone could skew", SLOW, () => {
  it("finding 12: a contact click counts once per visitor, listing and channel a day", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    const other = await createListing(seller.id);
    const click = (id: number, channel: string, headers: Record<string, string>) =>
      call(`/api/listings/${id}/contact?channel=${channel}`, { method: "POST", headers });
    for (let i = 0; i < 5; i += 1) expect((await click(listing.id, "call", { "cf-connecting-ip": "10.12.0.1" })).status).toBe(204);
    await click(listing.id, "whatsapp", { "cf-connecting-ip": "10.12.0.1" });
    await click(other.id, "call", { "cf-connecting-ip": "10.12.0.1" });
    await click(listing.id, "call", { "cf-connecting-ip": "10.12.0.2" });
    // A signed-in visitor is one visitor from every address.
    const buyer = await newUser("clicker");
    for (const ip of ["10.12.1.1", "10.12.1.2", "10.12.1.3"]) await click(listing.id, "call", { cookie: buyer.cookie, origin: ORIGIN, "cf-connecting-ip": ip });
    await settle();
    expect(await contactCount(listing.id, "call")).toBe(3);
    expect(await contactCount(listing.id, "whatsapp")).toBe(1);
    expect(await contactCount(other.id, "call")).toBe(1);
  });

  it("finding 12: a search term counts once per visitor a day, on both faces", async () => {
    const search = (path: string, ip: string) => call(path, { headers: { ...BROWSER, "cf-connecting-ip": ip } }).then((r) => r.text());
    for (let i = 0; i < 4; i += 1) await search("/api/listings?searchTerm=Sofa%20Set", "10.12.2.1");
    await search("/search?searchTerm=sofa+set", "10.12.2.1");
    await search("/api/listings?searchTerm=sofa%20set", "10.12.2.2");
    const buyer = await newUser("searcher");
    for (const ip of ["10.12.3.1", "10.12.3.2"])
      await call("/api/listings?searchTerm=sofa%20set", { headers: { cookie: buyer.cookie, "cf-connecting-ip": ip } });
    await settle();
    expect(await termCount("sofa set")).toBe(3);
    // The marker, in the term's counter shard, keeps a hash of the words, never the words.
    const shard = env.Counters.get(env.Counters.idFromName(`shard-${shardOfTerm("sofa set")}`));
    const markers = await runInDurableObject(shard, (_shard, state) => state.storage.sql.exec<{ key: string }>("SELECT key FROM seen").toArray());
    expect(markers.filter((row) => row.key.startsWith("search:"))).toHaveLength(3);
    expect(markers.some((row) => row.key.includes("sofa"))).toBe(false);
  });

  it("finding 12: reports are limited per address and per account: neither many accounts nor many addresses get round it", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    // Each account reports a listing of its own: three people reporting one listing would hide it,
    // and the limits are what this test is about.
    const others = await Promise.all(Array.from({ length: 6 }, () => createListing(seller.id)));
    const report = (headers: Record<string, string>, id = listing.id) =>
      call(`/api/listings/${id}/reports`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
        body: JSON.stringify({ reason: "Looks like a scam" }),
      });
    // Six accounts from one address: the address's limit (5 in ten minutes) holds.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const reporter = await newUser(["amina", "baraka", "chebet", "dalmas", "esther", "faraji"][i] ?? "zawadi");
      statuses.push((await report({ cookie: reporter.cookie, "cf-connecting-ip": "10.12.4.1" }, others[i]?.id)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // One account from six addresses: the account's limit holds.
    const roaming = await newUser("roamer");
    const roamed: number[] = [];
    for (let i = 0; i < 6; i += 1) roamed.push((await report({ cookie: roaming.cookie, "cf-connecting-ip": `10.12.5.${i}` })).status);
    expect(roamed).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await report({ cookie: roaming.cookie, "cf-connecting-ip": "10.12.6.1" });
    expect((await json(refused)).message).toBe("You have sent many reports in a short time. Please try again later.");
  });

  it("finding 12: a repeat within the window is answered by the isolate without a write; the next window counts again", async () => {
    const now = Date.now();
    const key = "search:ip:10.12.8.1:0123abcd";
    expect(await firstInWindow(db, key, 60_000, now)).toBe(true);
    expect(await firstInWindow(db, key, 60_000, now + 1_000)).toBe(false);
    expect(await firstInWindow(db, key, 60_000, now + 2_000)).toBe(false);
    // The table saw the first hit only: the repeats never reached it.
    const marker = await db.select().from(rateLimit).where(eq(rateLimit.key, key)).get();
    expect(marker?.count).toBe(1);
    expect(await firstInWindow(db, key, 60_000, now + 61_000)).toBe(true);
  });

  it("finding 12: old markers are pruned, current ones kept", async () => {
    const now = Date.now();
    await withinRateLimit(db, "contact:ip:10.12.7.1:1:call", 1, 86_400_000, now - 3 * 86_400_000);
    await withinRateLimit(db, "search:ip:10.12.7.1:abcdef", 1, 86_400_000, now - 60_000);
    expect(await pruneRateLimits(db, now)).toBe(1);
    const keys = (await db.select({ key: rateLimit.key }).from(rateLimit).all()).map((row) => row.key);
    expect(keys).toEqual(["search:ip:10.12.7.1:abcdef"]);
  });
});

describe("finding 14: room names", SLOW, () => {
  it("finding 14: only the two rooms that exist are reached; any other name is a 404 before a Durable Object is made", async () => {
    for (const path of [
      "/parties/categories/anything",
      "/parties/categories/global2",
      "/parties/dashboard/other",
      "/parties/unknown/global",
      "/parties/categories/global/extra",
      // The counter shards are Durable Objects too, reached only by the Worker's own calls.
      "/parties/counters/shard-0",
      "/parties/Counters/shard-0",
    ]) {
      const response = await call(path, { headers: { Upgrade: "websocket" } });
      expect(response.status, path).toBe(404);
      expect(response.webSocket).toBeFalsy();
    }
    const room = await call("/parties/categories/global", { headers: { Upgrade: "websocket" } });
    expect(room.status).toBe(101);
    room.webSocket?.accept();
    room.webSocket?.close();
  });
});

describe("a room that cannot be reached", SLOW, () => {
  afterEach(() => vi.restoreAllMocks());

  it("leaves pages rendering and writes succeeding, with a logged error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const down = () => {
      throw new Error("room unreachable");
    };
    vi.spyOn(env.Categories, "idFromName").mockImplementation(down);
    vi.spyOn(env.Dashboard, "idFromName").mockImplementation(down);
    const seller = await newUser("roomdown");
    const listing = await createListing(seller.id);
    for (const path of ["/", "/search?searchTerm=toyota", `/listing/${listing.id}`, "/browse"]) {
      const response = await seller.as(path, { headers: BROWSER });
      expect(response.status, path).toBe(200);
      await response.text();
    }
    // A write that announces changes to both rooms: a report.
    const report = await call(`/api/listings/${listing.id}/reports`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "10.7.1.1" },
      body: JSON.stringify({ reason: "Looks like a scam" }),
    });
    expect(report.status).toBe(201);
    const favourite = await seller.as(`/api/favourites/${listing.id}`, { method: "POST" });
    expect(favourite.status).toBe(200);
    // The page face's own write (the listing page's report form), which tells the rooms too.
    const pageReport = await call(`/listing/${listing.id}`, {
      method: "POST",
      headers: { ...BROWSER, "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": "10.7.1.2" },
      body: form({ intent: "report", reason: "Asked for a deposit first" }),
    });
    expect(pageReport.status).toBe(201);
    await pageReport.text();
    expect(await db.select().from(reports).where(eq(reports.listingId, listing.id)).all()).toHaveLength(2);
    await settle();
    expect(logged.mock.calls.some((args) => String(args[0]).includes("live room not told"))).toBe(true);
  });
});

describe("a contact click on a listing that is gone", () => {
  it("is not counted and never rejects (it runs after the answer, where a rejection is an uncaught exception)", async () => {
    const ctx = buildRequestContext(new Request("http://localhost/api/listings/987654/contact"), workerEnv(), { waitUntil: () => {} });
    await expect(countInteraction(ctx, 987_654, "call")).resolves.toBeUndefined();
    await writeCounts();
    expect(await db.select().from(listingInteractions).where(eq(listingInteractions.listingId, 987_654))).toEqual([]);
  });
});

describe("a one-time message someone else wrote", SLOW, () => {
  const message = "Pay the deposit to 0712 345 678 first";
  const page = (cookie: string) => call("/about", { headers: { cookie } });

  it("is not shown, and is cleared; the same message signed with our secret is shown once", async () => {
    const forged = flashCookie({ message, kind: "success" }).split(";")[0] ?? "";
    const answer = await page(forged);
    expect(await answer.text()).not.toContain(message);
    expect(answer.headers.getSetCookie()).toContain(clearFlashCookie);

    const [signed = ""] = (await signFlashes([flashCookie({ message, kind: "success" })], workerEnv().BETTER_AUTH_SECRET)) ?? [];
    const shown = await page(signed.split(";")[0] ?? "");
    expect(await shown.text()).toContain(message);
    expect(shown.headers.getSetCookie()).toContain(clearFlashCookie);
  });

  it("an action's message leaves signed: the cookie a sign-out sets reads back only with our secret", async () => {
    const out = await call("/sign-out", {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    const set = out.headers.getSetCookie().find((cookie) => cookie.startsWith("sokoni_flash="));
    expect(set).toBeDefined();
    expect(decodeURIComponent(set ?? "")).toMatch(/"\}\.[A-Za-z0-9+/]{43}=;/);
  });
});
