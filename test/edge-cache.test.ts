import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listings, searchTerms } from "../worker/db/schema";
import { SHARED_PAGE_SECONDS, sharedPageOf, sharedRequest } from "../worker/edge-cache";
import worker from "../worker/index";
import { LocalPageCache, localPages } from "../worker/local-page-cache";
import { createHomepageImage, createListing, createSeller, db, emptyCounters, json, newSeller, newUser, ORIGIN, writeCounts } from "./fixtures";

// This file reads counts: each test starts from empty counter shards (their gathered counts and once-a-day markers).
beforeEach(emptyCounters);

/*
 * Visitors' pages through the shared cache (docs/decisions/093-edge-cache-for-visitors.md),
 * here with the local stand-in the runs use (`PAGE_CACHE=local`); the other test files run without it.
 */

const sharing: Env = { ...env, PAGE_CACHE: "local" };

/** A request to the Worker with the shared cache on, its after-answer work awaited. */
async function visit(path: string, init: RequestInit = {}): Promise<Response> {
  const executionCtx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost${path}`, init), sharing, executionCtx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(executionCtx);
  return new Response(body, response);
}

/** The same, as a signed-in member (a session cookie of their own). */
function asMember(cookie: string) {
  return (path: string, init: RequestInit = {}) => visit(path, { ...init, headers: { origin: ORIGIN, cookie, ...(init.headers as Record<string, string>) } });
}

beforeEach(() => localPages.clear());

describe("which requests share a page", () => {
  const page = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    sharedPageOf(new Request(`http://localhost${path}`, { method, headers }));

  it("keys a visitor's page by address, language and low-data state", () => {
    expect(page("/")?.key).toBe("/en/off/");
    expect(page("/search?type=sale&category=Vehicles")?.key).toBe(page("/search?category=Vehicles&type=sale")?.key);
    expect(page("/listing/12", { cookie: "lang=sw" })?.key).toBe("/sw/off/listing/12");
    expect(page("/listing/12", { "accept-language": "sw-KE,sw;q=0.9" })?.key).toBe("/sw/off/listing/12");
    expect(page("/browse", { cookie: "lowData=1" })?.key).toBe("/en/on/browse");
    expect(page("/browse", { "save-data": "on" })?.key).toBe("/en/offer/browse");
    expect(page("/search?q=fielder")?.tags).toEqual(["pages", "listings"]);
    expect(page("/about")?.tags).toEqual(["pages"]);
    expect(page("/")?.tags).toContain("home");
  });

  it("never shares what depends on a session, another cookie, a chosen language or a write", () => {
    expect(page("/", { cookie: "sokoni.session_token=abc" })).toBeNull();
    expect(page("/", { cookie: "lang=en; sokoni.d1=xyz" })).toBeNull();
    expect(page("/", { authorization: "Bearer abc" })).toBeNull();
    expect(page("/?lang=sw")).toBeNull();
    expect(page("/", {}, "POST")).toBeNull();
    for (const path of ["/profile", "/messages", "/create-listing", "/admin-dashboard", "/api/listings", "/sign-in", "/saved-searches"])
      expect(page(path)).toBeNull();
    // React Router's data requests: no page makes them (docs/decisions/122), so none is shared.
    for (const path of ["/search.data", "/_root.data", "/listing/12.data"]) expect(page(path)).toBeNull();
  });
});

describe("shared pages", () => {
  it("keeps a visitor's page, tells the browser to ask again, and names its scripts by hash", async () => {
    const first = await visit("/about");
    expect(first.status).toBe(200);
    expect(first.headers.get("cf-cache-status")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    // The edge's own headers are read by the cache and never reach the browser.
    expect(first.headers.has("cache-tag")).toBe(false);
    expect(first.headers.has("cloudflare-cdn-cache-control")).toBe(false);
    const html = await first.text();
    expect(html).not.toContain("nonce=");
    const policy = first.headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("'nonce-");
    const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(policy).toContain(await sha256(script));

    const second = await visit("/about");
    expect(second.headers.get("cf-cache-status")).toBe("HIT");
    expect(await second.text()).toBe(html);
  });

  it("keeps each language apart and shares one between a cookie and the browser's language", async () => {
    const english = await visit("/");
    const swahili = await visit("/", { headers: { cookie: "lang=sw" } });
    expect(swahili.headers.get("cf-cache-status")).toBe("MISS");
    expect(await swahili.text()).not.toBe(await english.text());
    const browser = await visit("/", { headers: { "accept-language": "sw" } });
    expect(browser.headers.get("cf-cache-status")).toBe("HIT");
    expect(browser.headers.get("content-language")).toBe("sw-KE");
  });

  it("never gives a member the visitors' page, nor a visitor a member's", async () => {
    const member = await newUser("wanjiku_cache");
    const as = asMember(member.cookie);
    await visit("/");
    const mine = await as("/");
    expect(mine.headers.has("cf-cache-status")).toBe(false);
    expect(mine.headers.get("cache-control")).toBe("private, no-cache");
    expect(await mine.text()).toContain("wanjiku_cache");
    const visitor = await visit("/");
    expect(visitor.headers.get("cf-cache-status")).toBe("HIT");
    expect(await visitor.text()).not.toContain("wanjiku_cache");
  });

  it("answers a request with any other cookie, or a language chosen by address, afresh", async () => {
    await visit("/faqs");
    expect((await visit("/faqs", { headers: { cookie: "flash=abc" } })).headers.has("cf-cache-status")).toBe(false);
    const chosen = await visit("/faqs?lang=sw");
    expect(chosen.headers.has("cf-cache-status")).toBe(false);
    expect(chosen.headers.get("set-cookie")).toContain("lang=sw");
  });

  it("sends a loader's redirect back to the browser, never follows it for the old address", async () => {
    const url = "http://localhost/browse?category=Vehicles&page=99";
    const page = sharedPageOf(new Request(url));
    // The production path goes through a service binding, whose fetch would follow a redirect.
    expect(page && sharedRequest(new Request(url), page).redirect).toBe("manual");
    const tidied = await visit("/search?minPrice=abc&category=Vehicles&location=Atlantis");
    expect(tidied.status).toBe(302);
    expect(tidied.headers.get("location")).toBe("/search?category=Vehicles&minPrice=abc");
    expect(tidied.headers.get("cf-cache-status")).toBe("BYPASS");
  });

  it("takes pages showing listings out when a listing changes, and leaves the others", async () => {
    const member = await newSeller("otieno_cache");
    const listing = await createListing(member.id, { name: "Mazda Demio 2012 for sale", regularPrice: 640_000, phoneNumber: member.phone });
    await visit("/about");
    expect(await (await visit(`/listing/${listing.id}`)).text()).toContain("640,000");
    expect((await visit(`/listing/${listing.id}`)).headers.get("cf-cache-status")).toBe("HIT");

    const changed = await asMember(member.cookie)(`/api/listings/${listing.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ regularPrice: 598_000 }),
    });
    expect(changed.status).toBe(200);
    const after = await visit(`/listing/${listing.id}`);
    expect(after.headers.get("cf-cache-status")).toBe("MISS");
    expect(await after.text()).toContain("598,000");
    expect((await visit("/about")).headers.get("cf-cache-status")).toBe("HIT");
  });

  it("takes the home page out when a sponsor banner goes, and leaves the others", async () => {
    const banner = await createHomepageImage({ companyName: "Ndovu Motors Cache" });
    const admin = await newSeller("banner_boss");
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
    expect(await (await visit("/")).text()).toContain("Ndovu Motors Cache");
    await visit("/about");
    expect((await visit("/")).headers.get("cf-cache-status")).toBe("HIT");
    const removed = await asMember(admin.cookie)(`/api/admin/homepage-images/${banner?.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    const after = await visit("/");
    expect(after.headers.get("cf-cache-status")).toBe("MISS");
    expect(await after.text()).not.toContain("Ndovu Motors Cache");
    expect((await visit("/about")).headers.get("cf-cache-status")).toBe("HIT");
  });

  it("counts a visitor's view and search even when the cache answers", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    const views = async () => (await db.select({ views: listings.views }).from(listings).where(eq(listings.id, listing.id)).get())?.views;
    const before = (await views()) ?? 0;
    await visit(`/listing/${listing.id}`, { headers: { "cf-connecting-ip": "10.9.0.1" } });
    const cached = await visit(`/listing/${listing.id}`, { headers: { "cf-connecting-ip": "10.9.0.2" } });
    expect(cached.headers.get("cf-cache-status")).toBe("HIT");
    await writeCounts();
    expect(await views()).toBe(before + 2);

    await visit("/search?searchTerm=fielder", { headers: { "cf-connecting-ip": "10.9.0.3" } });
    await visit("/search?searchTerm=fielder", { headers: { "cf-connecting-ip": "10.9.0.4" } });
    await writeCounts();
    const term = await db.select().from(searchTerms).where(eq(searchTerms.term, "fielder")).get();
    expect(term?.count).toBe(2);
  });

  it("reads the home page's category counts from the categories room, grouped once per change", async () => {
    const seller = await newSeller("baraka_cache");
    const count = async () => {
      const body = await json<{ data: { category: string; total: number }[] }>(await visit("/api/listings/categories"));
      return body.data.find((row) => row.category === "Vehicles")?.total;
    };
    const before = await count();
    // Written behind the Worker's back: the room still says what it read.
    const quiet = await createListing(seller.id, { phoneNumber: seller.phone });
    expect(await count()).toBe(before);
    // A write through the Worker tells the room, which reads again (the quiet one included).
    const changed = await asMember(seller.cookie)(`/api/listings/${quiet.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ regularPrice: 1_100_000 }),
    });
    expect(changed.status).toBe(200);
    expect(await count()).toBe((before ?? 0) + 1);
  });
});

describe("the local stand-in", () => {
  it("makes a page again once its time is up, and concurrent misses each make their own", async () => {
    let now = 1_000_000;
    const cache = new LocalPageCache(() => now);
    let made = 0;
    const make = async () => {
      made += 1;
      return new Response(`page ${made}`, { headers: { "cloudflare-cdn-cache-control": `public, max-age=${SHARED_PAGE_SECONDS}`, "cache-tag": "pages" } });
    };
    // No request awaits another's page: workerd refuses a promise shared across requests.
    const [a, b] = await Promise.all([cache.serve("/k", "GET", make), cache.serve("/k", "GET", make)]);
    expect(made).toBe(2);
    expect([await a.text(), await b.text()]).toEqual(["page 1", "page 2"]);
    now += (SHARED_PAGE_SECONDS - 1) * 1000;
    expect(await (await cache.serve("/k", "GET", make)).text()).toBe("page 2");
    now += 1000;
    expect(await (await cache.serve("/k", "GET", make)).text()).toBe("page 3");
    cache.purge(["PAGES"]);
    expect(await (await cache.serve("/k", "GET", make)).text()).toBe("page 4");
  });

  it("keeps nothing that says no, sets a cookie or failed", async () => {
    const cache = new LocalPageCache();
    const answers = [
      new Response("a", { headers: { "cloudflare-cdn-cache-control": "private" } }),
      new Response("b", { headers: { "cloudflare-cdn-cache-control": "max-age=60", "set-cookie": "x=1" } }),
      new Response("c", { status: 500, headers: { "cloudflare-cdn-cache-control": "max-age=60" } }),
    ];
    for (const answer of answers) expect((await cache.serve(`/${answer.status}`, "GET", async () => answer)).headers.get("cf-cache-status")).toBe("BYPASS");
    expect(cache.size).toBe(0);
  });
});

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}
