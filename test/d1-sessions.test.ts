/// <reference types="@cloudflare/vitest-plugin/types" />
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../worker/db/client";
import { listings, searchTerms, user } from "../worker/db/schema";
import { BOOKMARK_COOKIE, bookmarkFrom, carriesBookmark, isBookmark, RequestD1 } from "../worker/db/session";
import sokoni from "../worker/index";
import { call, createListing, createSeller, json, newUser, ORIGIN } from "./fixtures";

/*
 * D1 sessions (docs/decisions/092-d1-sessions.md). Locally there is one database and no
 * replica, so these prove the plumbing: which session each request opens (from the bookmark it
 * brings, the primary for a write), that a write hands back the newest bookmark, and that a read
 * started from it sees the write.
 */

/** The Worker with a D1 binding that records every session opened on it, and any extra vars. */
function spiedWorker(vars: Record<string, string> = {}) {
  const opened: string[] = [];
  const DB = {
    prepare: (query: string) => env.DB.prepare(query),
    batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
    exec: (query: string) => env.DB.exec(query),
    dump: () => env.DB.dump(),
    withSession: (constraintOrBookmark?: string) => {
      opened.push(constraintOrBookmark ?? "");
      return env.DB.withSession(constraintOrBookmark);
    },
  } as unknown as D1Database;
  const spied = { ...env, DB, ...vars } as Env;
  async function fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const executionCtx = createExecutionContext();
    const response = await sokoni.fetch(new Request(`${ORIGIN}${path}`, init), spied, executionCtx);
    await waitOnExecutionContext(executionCtx);
    return response;
  }
  return { fetch, opened };
}

/** The bookmark a response hands back, and its whole Set-Cookie. */
function bookmarkSet(response: Response): { value: string; cookie: string } | null {
  const cookie = response.headers.getSetCookie().find((each) => each.startsWith(`${BOOKMARK_COOKIE}=`));
  if (!cookie) return null;
  return { value: cookie.slice(BOOKMARK_COOKIE.length + 1).split(";")[0] ?? "", cookie };
}

/** The primary's bookmark now, read the way a request would (a query on a `first-primary` session). */
async function primaryBookmark(): Promise<string> {
  const session = env.DB.withSession("first-primary");
  await session.prepare("SELECT 1").all();
  const bookmark = session.getBookmark();
  if (!bookmark) throw new Error("no bookmark");
  return bookmark;
}

describe("the bookmark cookie", () => {
  it("reads it only when it has a bookmark's shape", () => {
    const bookmark = "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683";
    expect(isBookmark(bookmark)).toBe(true);
    expect(bookmarkFrom(`lang=sw; ${BOOKMARK_COOKIE}=${bookmark}`)).toBe(bookmark);
    // A quoted value is the same value (RFC 6265's cookie-value; worker/cookies.ts reads it so).
    expect(bookmarkFrom(`${BOOKMARK_COOKIE}="${bookmark}"`)).toBe(bookmark);
    for (const junk of ["junk", "first-primary", "%E0%A4%A", `"${bookmark}`, bookmark.toUpperCase(), `${bookmark}0`, ""]) {
      expect(bookmarkFrom(`${BOOKMARK_COOKIE}=${junk}`)).toBeNull();
    }
    expect(bookmarkFrom(`other.${BOOKMARK_COOKIE}=${bookmark}`)).toBeNull();
    // Any such cookie, well-formed or not, makes the request the caller's own for the page cache.
    expect(carriesBookmark(new Headers({ cookie: `lang=en; ${BOOKMARK_COOKIE}=junk` }))).toBe(true);
    expect(carriesBookmark(new Headers({ cookie: "lang=en; sokoni.session_token=abc" }))).toBe(false);
    expect(carriesBookmark(new Headers())).toBe(false);
  });
});

describe("one D1 session per request", () => {
  it("a visitor's read starts anywhere and sets no cookie, even when it counts something", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    const site = spiedWorker();
    for (const path of ["/api/listings", `/api/listings/${listing.id}`, `/listing/${listing.id}`]) {
      site.opened.length = 0;
      const response = await site.fetch(path);
      expect(response.status, path).toBe(200);
      expect(site.opened, path).toEqual(["first-unconstrained"]);
      expect(bookmarkSet(response), path).toBeNull();
    }
  });

  it("a write starts at the primary, hands back the newest bookmark, and the writer's next read starts from it and sees the write", async () => {
    const me = await newUser("wairimu");
    const site = spiedWorker();
    const before = await primaryBookmark();

    const renamed = await site.fetch("/api/users/me", {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: ORIGIN, cookie: me.cookie, "cf-connecting-ip": me.ip },
      body: JSON.stringify({ username: "Wairimu_Njeri" }),
    });
    expect(renamed.status).toBe(200);
    // One session for the whole write, auth included: the primary's.
    expect(site.opened).toEqual(["first-primary"]);
    const handed = bookmarkSet(renamed);
    expect(handed?.cookie).toBe(`${BOOKMARK_COOKIE}=${handed?.value}; Path=/; Max-Age=300; HttpOnly; SameSite=Lax`);
    expect(isBookmark(handed?.value ?? "")).toBe(true);
    expect(renamed.headers.get("cache-control")).toBe("private, no-store");
    // Newer than anything before the write, and not newer than the primary after it.
    const bookmark = handed?.value ?? "";
    expect(bookmark > before).toBe(true);
    expect(bookmark <= (await primaryBookmark())).toBe(true);
    // A session started from it reads the write (on a replica it would wait until it could).
    const atBookmark = env.DB.withSession(bookmark);
    expect(await atBookmark.prepare("SELECT username FROM user WHERE id = ?").bind(me.id).first("username")).toBe("wairimu_njeri");

    // The writer's next read: started from the bookmark, showing the new name, no cookie again.
    site.opened.length = 0;
    const cookie = `${me.cookie}; ${BOOKMARK_COOKIE}=${bookmark}`;
    const profile = await site.fetch(`/api/users/${me.id}`, { headers: { cookie, "cf-connecting-ip": me.ip } });
    expect(profile.status).toBe(200);
    expect(await json(profile)).toMatchObject({ data: { username: "Wairimu_Njeri" } });
    expect(site.opened[0]).toBe(bookmark);
    expect(bookmarkSet(profile)).toBeNull();

    // The page too (a signed-in page: the session is looked up on the primary beside it).
    site.opened.length = 0;
    const page = await site.fetch("/profile", { headers: { cookie, "cf-connecting-ip": me.ip } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Wairimu_Njeri");
    expect(site.opened).toEqual([bookmark, "first-primary"]);
  });

  it("a write that runs no query sets no cookie", async () => {
    // Refused before any query (no session): the session was opened but never used.
    const site = spiedWorker();
    const refused = await site.fetch("/api/users/me", { method: "PATCH", headers: { "content-type": "application/json", origin: ORIGIN }, body: "{}" });
    expect(refused.status).toBe(401);
    expect(bookmarkSet(refused)).toBeNull();
  });

  it("ignores a junk cookie: no error, a fresh session", async () => {
    const seller = await createSeller();
    await createListing(seller.id);
    const site = spiedWorker();
    for (const junk of ["junk", "%E0%A4%A", "ffffffff", "first-primary"]) {
      site.opened.length = 0;
      const response = await site.fetch("/api/listings", { headers: { cookie: `${BOOKMARK_COOKIE}=${junk}` } });
      expect(response.status, junk).toBe(200);
      expect(site.opened, junk).toEqual(["first-unconstrained"]);
    }
    const page = await call("/", { headers: { cookie: `${BOOKMARK_COOKIE}=%zz` } });
    expect(page.status).toBe(200);
  });
});

describe("auth stays on the primary", () => {
  it("signs in and finds the session with and without a bookmark", async () => {
    await newUser("kamau");
    const bookmark = await primaryBookmark();
    for (const brought of [null, bookmark]) {
      const site = spiedWorker();
      const signIn = await site.fetch("/api/auth/sign-in/email", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: ORIGIN,
          "cf-connecting-ip": "10.77.0.1",
          ...(brought ? { cookie: `${BOOKMARK_COOKIE}=${brought}` } : {}),
        },
        body: JSON.stringify({ email: "kamau@example.com", password: "a-good-password-1" }),
      });
      expect(signIn.status).toBe(200);
      expect(site.opened).toEqual(["first-primary"]);
      const session = signIn.headers
        .getSetCookie()
        .find((each) => each.startsWith("sokoni.session_token="))
        ?.split(";")[0];
      expect(session).toBeTruthy();
      // Signing in wrote a session: the answer hands back a bookmark past the one brought.
      const handed = bookmarkSet(signIn)?.value ?? "";
      expect(isBookmark(handed)).toBe(true);
      if (brought) expect(handed > brought).toBe(true);

      site.opened.length = 0;
      const cookie = `${session}${brought ? `; ${BOOKMARK_COOKIE}=${handed}` : ""}`;
      const mine = await site.fetch("/api/users/me/listings", { headers: { cookie, "cf-connecting-ip": "10.77.0.1" } });
      expect(mine.status).toBe(200);
      expect(site.opened).toEqual([brought ? handed : "first-unconstrained", "first-primary"]);
      const found = await site.fetch("/api/auth/get-session", { headers: { cookie, "cf-connecting-ip": "10.77.0.1" } });
      expect(await found.json()).toMatchObject({ user: { email: "kamau@example.com" } });
    }
  });

  it("a bookmark alone names nobody: no session lookup, no primary", async () => {
    const site = spiedWorker();
    const bookmark = await primaryBookmark();
    const response = await site.fetch("/api/users/me/listings", { headers: { cookie: `${BOOKMARK_COOKIE}=${bookmark}` } });
    expect(response.status).toBe(401);
    expect(site.opened).toEqual([bookmark]);
  });
});

describe("the D1 figures (SOKONI_TIMING)", () => {
  const TIMING = /^d1;dur=\d+\.\d;desc="queries=(\d+) rows_read=(\d+) rows_written=(\d+) primary=(\d+)"$/;

  it("are in Server-Timing only when SOKONI_TIMING is on", async () => {
    const seller = await createSeller();
    for (let n = 0; n < 3; n += 1) await createListing(seller.id, { name: `Toyota Fielder number ${n}` });
    const timed = await spiedWorker({ SOKONI_TIMING: "on" }).fetch("/api/listings");
    expect(timed.status).toBe(200);
    const figures = TIMING.exec(timed.headers.get("server-timing") ?? "");
    expect(figures).not.toBeNull();
    const [queries, rowsRead, rowsWritten, primary] = [1, 2, 3, 4].map((index) => Number(figures?.[index]));
    expect(queries).toBeGreaterThan(0);
    expect(rowsRead).toBeGreaterThanOrEqual(3);
    expect(rowsWritten).toBe(0);
    // Locally the one database is the primary.
    expect(primary).toBe(queries);

    for (const off of [{}, { SOKONI_TIMING: "off" }, { SOKONI_TIMING: "1" }] as Record<string, string>[]) {
      expect((await spiedWorker(off).fetch("/api/listings")).headers.get("server-timing")).toBeNull();
    }
    // The test Worker's own settings (like production's) leave it off.
    expect((await call("/api/listings")).headers.get("server-timing")).toBeNull();
  });

  it("count drizzle's selects, batches, raw SQL, the client's own statements and writes, inside the request only", async () => {
    const seller = await createSeller();
    for (let n = 0; n < 3; n += 1) await createListing(seller.id, { name: `Listing to count ${n}` });
    const db = createDb(env.DB);
    const d1 = new RequestD1(env.DB, new Request(`${ORIGIN}/`, { method: "POST" }), { SOKONI_TIMING: "on" });
    await d1.run(async () => {
      await db.select().from(user); // drizzle's select: D1 raw() underneath
      await db.select({ n: count() }).from(listings).get(); // get()
      await db.batch([db.select().from(listings), db.select({ id: listings.id }).from(listings)]); // two statements
      await db.all(sql`SELECT id FROM listings WHERE id > ${0}`); // raw SQL through drizzle
      await db.$client.prepare("SELECT count(*) AS n FROM listings").first(); // the client's own
      await db.insert(searchTerms).values({ term: "fielder", count: 1, lastSearchedAt: new Date() }).run(); // a write
    });
    // Outside the request's work: the binding, not the session, so not counted.
    await db.select().from(listings);
    expect(d1.figures).toMatchObject({ queries: 7, rowsWritten: expect.any(Number), measured: true });
    expect(d1.figures?.rowsWritten).toBeGreaterThan(0);
    // The two batched selects and the raw one read the three listings each at least.
    expect(d1.figures?.rowsRead).toBeGreaterThanOrEqual(9);
    expect(d1.figures?.primary).toBe(7);
    expect(d1.latestBookmark()).toMatch(/^[0-9a-f]{8}-/);
  });
});
