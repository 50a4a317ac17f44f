import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countHit, forgetStaleCounters, pausedUntil, pauseUntil } from "../worker/services/accounts/rate-limit";
import { call, db, json, ORIGIN } from "./fixtures";

/**
 * The auth side doors: each test is named after the finding it proves and fails on the
 * code before the fix. Every caller speaks from its own address (cf-connecting-ip), so the
 * per-address limits of one test never touch another; tests of the limits choose theirs.
 */
let addresses = 0;
function nextAddress(): string {
  addresses += 1;
  return `10.13.${Math.floor(addresses / 250)}.${addresses % 250}`;
}

function client(address = nextAddress()) {
  const base = { origin: ORIGIN, "cf-connecting-ip": address };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(path, { method: "POST", headers: { ...base, "content-type": "application/json", ...headers }, body: JSON.stringify(body), redirect: "manual" });
  const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    call(path, { method: "POST", headers: { ...base, ...headers }, body: new URLSearchParams(fields), redirect: "manual" });
  const get = (path: string, headers: Record<string, string> = {}) => call(path, { headers: { ...base, ...headers }, redirect: "manual" });
  return { address, post, form, get };
}

const PASSWORD = "correct-horse-9";
/** Every sign-in hashes a password, and these tests sign in many times on a shared machine. */
const SLOW = 30_000;

async function signUp(username: string, email = `${username}@example.com`, password = PASSWORD) {
  const response = await client().post("/api/auth/sign-up/email", { name: username, username, email, password });
  expect(response.status).toBe(200);
  const body = await json<{ user: { id: string } }>(response);
  return { id: body.user.id, email, cookie: sessionCookie(response) };
}

function sessionCookie(response: Response): string {
  return (
    response.headers
      .getSetCookie()
      .find((value) => value.startsWith("sokoni.session_token="))
      ?.split(";")[0] ?? ""
  );
}

async function userRow(id: string) {
  return env.DB.prepare("SELECT name, username, display_username, email, image, role FROM user WHERE id = ?").bind(id).first<Record<string, string | null>>();
}

async function mailsTo(email: string, subject?: string) {
  const rows = await env.DB.prepare('SELECT "to", subject, text FROM outbox WHERE "to" = ? ORDER BY id')
    .bind(email)
    .all<{ to: string; subject: string; text: string }>();
  return rows.results.filter((mail) => !subject || mail.subject === subject);
}

/** Mail is written in the answer's background work; wait for `count` of them. */
async function waitForMails(email: string, count: number, subject?: string) {
  for (let waited = 0; waited < 3000; waited += 50) {
    if ((await mailsTo(email, subject)).length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return mailsTo(email, subject);
}

/** Where a Location header takes a browser, read the way the browser reads it. */
function landing(location: string | null): URL {
  return new URL(location ?? "", `${ORIGIN}/sign-in`);
}

describe("finding 1: better-auth's own user-update doors are closed", { timeout: SLOW }, () => {
  it("finding 1: update-user, change-email and the username doors answer 404 and change nothing", async () => {
    const victim = await signUp("halima");
    const me = await signUp("kamau");
    const { post } = client();
    const asMe = { cookie: me.cookie };
    const before = await userRow(me.id);
    const attempts: [string, unknown][] = [
      ["/api/auth/update-user", { image: "/uploads/listings/their-photo.jpg" }],
      ["/api/auth/update-user", { name: "halima", displayUsername: "halima", username: "halima_two" }],
      ["/api/auth/change-email", { newEmail: "kamau-new@example.com" }],
      ["/api/auth/is-username-available", { username: "halima" }],
      ["/api/auth/sign-in/username", { username: "halima", password: PASSWORD }],
      ["/api/auth/delete-user", {}],
      ["/api/auth/list-sessions", {}],
      ["/api/auth/revoke-sessions", {}],
      ["/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "another-pass-1" }],
    ];
    for (const [path, body] of attempts) {
      const response = await post(path, body, asMe);
      expect(response.status, path).toBe(404);
    }
    expect((await client().get("/api/auth/list-sessions", asMe)).status).toBe(404);
    expect(await userRow(me.id)).toEqual(before);
    expect((await userRow(victim.id))?.username).toBe("halima");
    // The doors Sokoni uses stay open.
    const session = await json<{ user: { id: string } } | null>(await client().get("/api/auth/get-session", asMe));
    expect(session?.user.id).toBe(me.id);
  });
});

describe("finding 2: the pages meet the same limits as /api/auth", { timeout: SLOW }, () => {
  it("finding 2: /sign-in refuses a sixth try at one account from one address after five wrong ones, counted with the API face", async () => {
    await signUp("mwende");
    const { form, post } = client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await post("/api/auth/sign-in/email", { email: "mwende@example.com", password: `wrong-${attempt}` })).status);
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      statuses.push((await form("/sign-in", { email: "mwende@example.com", password: `wrong-page-${attempt}` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The right password now: five wrong ones from here hold this account's door shut from here.
    const refused = await form("/sign-in", { email: "mwende@example.com", password: PASSWORD, redirectTo: "/" });
    expect(refused.status).toBe(429);
    expect(sessionCookie(refused)).toBe("");
    expect(await refused.text()).toMatch(
      /Error signing in: Too many wrong passwords for this account from your network\. Please wait (a minute|\d+ minutes) and try again, or reset your password\./,
    );
  });

  /** Sets better-auth's per-address counter of `path` as if `count` tries had just come from `address`. */
  async function triesSoFar(address: string, path: string, count: number) {
    await env.DB.prepare("INSERT INTO rate_limit (id, key, count, last_request) VALUES (?, ?, ?, ?)")
      .bind(crypto.randomUUID(), `auth:${address}|${path}`, count, Date.now())
      .run();
  }

  it("finding 2: /sign-up makes at most sixty accounts in ten minutes from one address (a carrier NAT's ceiling)", async () => {
    const { address, form } = client();
    const statuses: number[] = [];
    for (const name of ["abebe", "bosire", "chepkoech", "dalmas", "esther", "faraji"]) {
      statuses.push((await form("/sign-up", { username: name, email: `${name}@example.com`, password: "long-enough-1", terms: "on" })).status);
    }
    // Six in a minute from one address is an office, not a farm.
    expect(statuses).toEqual([302, 302, 302, 302, 302, 302]);
    await env.DB.prepare("DELETE FROM rate_limit WHERE key = ?").bind(`auth:${address}|/sign-up/email`).run();
    await triesSoFar(address, "/sign-up/email", 60);
    const refused = await form("/sign-up", { username: "gakii", email: "gakii@example.com", password: "long-enough-1", terms: "on" });
    expect(refused.status).toBe(429);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM user WHERE username = 'gakii'").first("n")).toBe(0);
  });

  it("finding 2: /forgot-password sends three mails per account whoever asks, and stops one address at its ceiling", async () => {
    await signUp("gathoni");
    const { address, form } = client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await form("/forgot-password", { email: `nobody${attempt}@example.com` })).status);
    // Four people behind one address asking for their own resets all get an answer.
    expect(statuses).toEqual([200, 200, 200, 200]);
    await env.DB.prepare("DELETE FROM rate_limit WHERE key = ?").bind(`auth:${address}|/request-password-reset`).run();
    await triesSoFar(address, "/request-password-reset", 60);
    expect((await form("/forgot-password", { email: "nobody9@example.com" })).status).toBe(429);
    // Rotating addresses does not fill one inbox either.
    const rotating: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) rotating.push((await client().form("/forgot-password", { email: "gathoni@example.com" })).status);
    expect(rotating).toEqual([200, 200, 200, 429, 429]);
    const refused = await client().form("/forgot-password", { email: "GATHONI@example.com" });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many reset emails were asked for this address. Please wait an hour and try again.");
    expect(await waitForMails("gathoni@example.com", 3)).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo("gathoni@example.com")).toHaveLength(3);
  });

  it("finding 2: /reset-password/:token takes thirty tries per address in five minutes, good tokens or bad", async () => {
    const { address, form } = client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await form(`/reset-password/guess${attempt}abcdefghijklmnopq`, { password: "new-password-1", confirmPassword: "new-password-1" })).status);
    }
    expect(statuses).toEqual([410, 410, 410, 410, 410, 410]);
    await env.DB.prepare("UPDATE rate_limit SET count = 30 WHERE key = ?").bind(`auth:${address}|/reset-password`).run();
    expect((await form("/reset-password/guess9abcdefghijklmnopq", { password: "new-password-1", confirmPassword: "new-password-1" })).status).toBe(429);
  });

  it("finding 2: ten wrong passwords from ten addresses pause the account on both faces, the right password too, and mail its owner once", async () => {
    const owner = await signUp("wairimu");
    const PAUSED = /Too many wrong passwords for this account, so its sign-in is paused\. Please try again in 15 minutes, or reset your password\./;
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = { email: "Wairimu@example.com", password: `guess-${attempt}` };
      const response = attempt % 2 ? await client().form("/sign-in", wrong) : await client().post("/api/auth/sign-in/email", wrong);
      expect(response.status).toBe(401);
    }
    const page = await client().form("/sign-in", { email: "wairimu@example.com", password: PASSWORD, redirectTo: "/" });
    expect(page.status).toBe(429);
    expect(sessionCookie(page)).toBe("");
    const text = await page.text();
    expect(text).toMatch(PAUSED);
    expect(text).toContain("Error signing in: Too many wrong passwords");
    const api = await client().post("/api/auth/sign-in/email", { email: "wairimu@example.com", password: PASSWORD });
    expect(api.status).toBe(429);
    expect(api.headers.get("set-auth-token")).toBeNull();
    expect((await json<{ message: string }>(api)).message).toMatch(PAUSED);
    // More tries during the pause mail nobody again.
    await client().post("/api/auth/sign-in/email", { email: "wairimu@example.com", password: "guess-again" });
    const mails = await waitForMails(owner.email, 1, "Sign-in to your Sokoni account is paused");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(owner.email, "Sign-in to your Sokoni account is paused")).toHaveLength(1);
    expect(mails[0]?.text).toContain("paused for 15 minutes. None of those tries got in.");
    expect(mails[0]?.text).toContain("http://localhost/forgot-password");

    // Once the pause is over (its end moved into the past here), the right password works again.
    await env.DB.prepare("UPDATE rate_limit SET last_request = ? WHERE key = ?")
      .bind(Date.now() - 1, "lockout:paused:wairimu@example.com")
      .run();
    const back = await client().form("/sign-in", { email: "wairimu@example.com", password: PASSWORD, redirectTo: "/" });
    expect(back.status).toBe(302);
    expect(sessionCookie(back)).not.toBe("");
  });

  it("finding 2: an address with no account is paused alike (the pause tells nothing) and no mail goes out", async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await client().post("/api/auth/sign-in/email", { email: "ghost@example.com", password: `guess-${attempt}` })).status).toBe(401);
    }
    expect((await client().post("/api/auth/sign-in/email", { email: "ghost@example.com", password: "guess-10" })).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo("ghost@example.com")).toHaveLength(0);
  });

  it("finding 2: a password reset lifts the pause", async () => {
    await signUp("kerubo");
    for (let attempt = 0; attempt < 10; attempt++)
      await client().post("/api/auth/sign-in/email", { email: "kerubo@example.com", password: `guess-${attempt}` });
    expect((await client().post("/api/auth/sign-in/email", { email: "kerubo@example.com", password: PASSWORD })).status).toBe(429);
    await client().form("/forgot-password", { email: "kerubo@example.com" });
    const [mail] = await waitForMails("kerubo@example.com", 1, "Reset your Sokoni password");
    const token = decodeURIComponent(/\/reset-password\/(\S+)/.exec(mail?.text ?? "")?.[1] ?? "");
    const reset = await client().form(`/reset-password/${token}`, { password: "fresh-password-1", confirmPassword: "fresh-password-1" });
    expect(reset.status).toBe(302);
    expect((await client().post("/api/auth/sign-in/email", { email: "kerubo@example.com", password: "fresh-password-1" })).status).toBe(200);
  });
});

/** Targets a browser would take to another site, written the ways that slipped through. */
const HOSTILE_TARGETS = [
  "/\t/evil.example",
  "/\t\\evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "//evil.example",
  "///evil.example",
  "/.//evil.example",
  "/..//evil.example",
  " //evil.example",
  "https://evil.example/",
  "http:evil.example",
  "https:\\\\evil.example",
  "javascript:alert(1)",
  "data:text/html,hi",
  "\u0000//evil.example",
];

describe("finding 3: redirectTo stays on this site", { timeout: SLOW }, () => {
  it("finding 3: the signed-in loader, the sign-in action and /auth/google send only to our own paths", async () => {
    const me = await signUp("nekesa");
    const { get, form } = client();
    for (const target of HOSTILE_TARGETS) {
      const query = encodeURIComponent(target);
      const loader = await get(`/sign-in?redirectTo=${query}`, { cookie: me.cookie });
      expect(loader.status, target).toBe(302);
      expect(landing(loader.headers.get("location")).origin, target).toBe(ORIGIN);
      const google = await get(`/auth/google?outcome=signed-in&redirectTo=${query}`, { cookie: me.cookie });
      expect(landing(google.headers.get("location")).origin, target).toBe(ORIGIN);
    }
    // The issue's own example, %2F%09%2Fevil.example, and its backslash twin.
    for (const raw of ["%2F%09%2Fevil.example", "%2F%09%5Cevil.example"]) {
      const response = await get(`/sign-in?redirectTo=${raw}`, { cookie: me.cookie });
      expect(response.headers.get("location")).toBe("/");
    }
    // After a successful sign-in (the form's hidden field is anyone's to write).
    for (const target of HOSTILE_TARGETS.slice(0, 8)) {
      const response = await client().form("/sign-in", { email: me.email, password: PASSWORD, redirectTo: target });
      expect(response.status, target).toBe(302);
      expect(landing(response.headers.get("location")).origin, target).toBe(ORIGIN);
    }
    // Our own paths still come back as they were.
    const back = await form("/sign-in", { email: me.email, password: PASSWORD, redirectTo: "/browse?category=Jobs#top" });
    expect(back.headers.get("location")).toBe("/browse?category=Jobs#top");
  });
});

describe("finding 7: control characters in redirectTo", { timeout: SLOW }, () => {
  it("finding 7: a redirectTo with \\n, \\r\\n or \\0 goes home, never a 5xx", async () => {
    const me = await signUp("wekesa");
    for (const raw of ["%0A", "%2Fa%0Ab", "%2F%0D%0ASet-Cookie%3A%20x%3Dy", "%2F%00", "%00"]) {
      const signedIn = await client().get(`/sign-in?redirectTo=${raw}`, { cookie: me.cookie });
      expect(signedIn.status, raw).toBe(302);
      expect(signedIn.headers.get("location"), raw).toBe("/");
      const visitor = await client().get(`/sign-in?redirectTo=${raw}`);
      expect(visitor.status, raw).toBe(200);
      expect(await visitor.text()).toMatch(/name="redirectTo" value="\/"/);
      const google = await client().get(`/auth/google?outcome=signed-in&redirectTo=${raw}`, { cookie: me.cookie });
      expect(google.headers.get("location"), raw).toBe("/");
    }
    const action = await client().form("/sign-in", { email: me.email, password: PASSWORD, redirectTo: "/profile\r\nSet-Cookie: x=y" });
    expect(action.status).toBe(302);
    expect(action.headers.get("location")).toBe("/");
  });
});

describe("finding 8: better-auth's sign-up API keeps the product's rules", { timeout: SLOW }, () => {
  it("finding 8: oversize, markup, copied names and outside images are refused with a sentence and a 400", async () => {
    await signUp("wanjiru");
    const good = { username: "ouma", email: "ouma@example.com", password: PASSWORD };
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...good, name: "x".repeat(1_000_000) }, "Your name on Sokoni is your username"],
      [{ ...good, name: "<img src=x onerror=alert(1)>" }, "Your name on Sokoni is your username"],
      [{ ...good, displayUsername: "wanjiru" }, "Your name on Sokoni is your username"],
      [{ ...good, name: "Wanjiru" }, "Your name on Sokoni is your username"],
      [{ ...good, email: `${"a".repeat(1000)}@example.com` }, "Please enter a valid email address"],
      [{ ...good, image: "https://evil.example/me.png" }, "Add a profile photo from your profile once you have signed up."],
      [{ ...good, image: "/uploads/listings/their-photo.jpg" }, "Add a profile photo from your profile once you have signed up."],
      [{ ...good, username: "<b>ouma</b>" }, "letters only, at least 2 each"],
      [{ email: good.email, password: PASSWORD, name: "ouma" }, "All fields are required"],
    ];
    for (const [body, sentence] of refusals) {
      const response = await client().post("/api/auth/sign-up/email", body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await json<{ message: string }>(response)).message).toContain(sentence);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM user WHERE email = ?").bind(good.email).first("n")).toBe(0);

    // Without a name, or with the username as the name, the account is made from the username alone.
    const made = await client().post("/api/auth/sign-up/email", { ...good, username: "Ouma" });
    expect(made.status).toBe(200);
    const { user } = await json<{ user: { id: string } }>(made);
    expect(await userRow(user.id)).toMatchObject({ name: "Ouma", username: "ouma", display_username: "Ouma", image: null });
  });
});

describe("finding 9: the admin plugin's endpoints are closed", { timeout: SLOW }, () => {
  it("finding 9: impersonation, passwords, user creation and removal, sessions, roles and bans answer 404 even to an admin", async () => {
    const boss = await signUp("boss", "boss@sokoni.test");
    expect((await userRow(boss.id))?.role).toBe("admin");
    const target = await signUp("njeri");
    const { post, get } = client();
    const asAdmin = { cookie: boss.cookie };
    const writes: [string, unknown][] = [
      ["/api/auth/admin/impersonate-user", { userId: target.id }],
      ["/api/auth/admin/set-user-password", { userId: target.id, newPassword: "taken-over-1" }],
      ["/api/auth/admin/create-user", { email: "made@example.com", password: PASSWORD, name: "made" }],
      ["/api/auth/admin/remove-user", { userId: target.id }],
      ["/api/auth/admin/set-role", { userId: target.id, role: "admin" }],
      ["/api/auth/admin/ban-user", { userId: target.id }],
      ["/api/auth/admin/unban-user", { userId: target.id }],
      ["/api/auth/admin/list-user-sessions", { userId: target.id }],
      ["/api/auth/admin/revoke-user-session", { sessionToken: "x" }],
      ["/api/auth/admin/revoke-user-sessions", { userId: target.id }],
      ["/api/auth/admin/update-user", { userId: target.id, data: { name: "x" } }],
    ];
    for (const [path, body] of writes) expect((await post(path, body, asAdmin)).status, path).toBe(404);
    expect((await get("/api/auth/admin/list-users", asAdmin)).status).toBe(404);
    expect((await get(`/api/auth/admin/get-user?id=${target.id}`, asAdmin)).status).toBe(404);
    // Nothing changed: the user is there, with its role, its password and its session.
    expect(await userRow(target.id)).toMatchObject({ role: "user", username: "njeri" });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM user WHERE email = 'made@example.com'").first("n")).toBe(0);
    expect((await client().post("/api/auth/sign-in/email", { email: target.email, password: PASSWORD })).status).toBe(200);
    const session = await json<{ user: { id: string } } | null>(await get("/api/auth/get-session", { cookie: target.cookie }));
    expect(session?.user.id).toBe(target.id);
  });
});

describe("finding 10: one reset ends every reset link of the account", { timeout: SLOW }, () => {
  it("finding 10: an older unused link stops working once a newer one was used", async () => {
    const me = await signUp("akinyi");
    for (let mail = 0; mail < 2; mail++) expect((await client().form("/forgot-password", { email: me.email })).status).toBe(200);
    const mails = await waitForMails(me.email, 2, "Reset your Sokoni password");
    const [older, newer] = mails.map((mail) => decodeURIComponent(/\/reset-password\/(\S+)/.exec(mail.text)?.[1] ?? ""));
    expect(older).toBeTruthy();
    expect(newer).toBeTruthy();
    expect(older).not.toBe(newer);

    const used = await client().form(`/reset-password/${newer}`, { password: "newest-password-1", confirmPassword: "newest-password-1" });
    expect(used.status).toBe(302);
    const opened = await client().get(`/reset-password/${older}`);
    expect(opened.status).toBe(410);
    const stale = await client().form(`/reset-password/${older}`, { password: "older-password-1", confirmPassword: "older-password-1" });
    expect(stale.status).toBe(410);
    const api = await client().post("/api/auth/reset-password", { token: older, newPassword: "older-password-1" });
    expect(api.status).toBe(400);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM verification WHERE value = ?").bind(me.id).first("n")).toBe(0);
    expect((await client().post("/api/auth/sign-in/email", { email: me.email, password: "newest-password-1" })).status).toBe(200);
  });
});

describe("the shared counters", () => {
  it("counts in fixed windows, keeps pauses until they end, and forgets only what is stale", async () => {
    const now = 1_800_000_000_000;
    expect(await countHit(db, "test:a", 60_000, now)).toEqual({ count: 1, windowStart: now });
    expect(await countHit(db, "test:a", 60_000, now + 59_000)).toEqual({ count: 2, windowStart: now });
    expect(await countHit(db, "test:a", 60_000, now + 60_000)).toEqual({ count: 1, windowStart: now + 60_000 });
    await pauseUntil(db, "test:pause", now + 15 * 60_000);
    expect(await pausedUntil(db, "test:pause", now)).toBe(now + 15 * 60_000);
    expect(await pausedUntil(db, "test:pause", now + 15 * 60_000)).toBeNull();
    await countHit(db, "test:old", 60_000, now - 3 * 86_400_000);
    // Two days: longer than any window a counter uses (a day at most).
    expect(await forgetStaleCounters(db, 2 * 86_400_000, now)).toBe(1);
    const keys = await env.DB.prepare("SELECT key FROM rate_limit WHERE key LIKE 'test:%' ORDER BY key").all<{ key: string }>();
    expect(keys.results.map((row) => row.key)).toEqual(["test:a", "test:pause"]);
  });
});
