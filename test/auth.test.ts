import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, json } from "./fixtures";
import { FORM_FETCH_HEADER, FORM_REDIRECT_HEADER } from "../app/lib/form-fetch";

const ORIGIN = "http://localhost";
let ip = 0;

/** Each test speaks from its own address, so rate limits of one test never touch another. */
function client() {
  ip += 1;
  const address = `10.0.${Math.floor(ip / 250)}.${ip % 250}`;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": address, ...headers },
      body: JSON.stringify(body),
    });
  const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    call(path, { method: "POST", headers: { origin: ORIGIN, "cf-connecting-ip": address, ...headers }, body: new URLSearchParams(fields), redirect: "manual" });
  return { post, form };
}

async function signUp(username: string, email: string, password = "correct-horse-9") {
  return client().post("/api/auth/sign-up/email", { name: username, username, email, password });
}

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("sokoni.session_token="));
  return cookie?.split(";")[0] ?? "";
}

describe("sign-up", () => {
  it("creates the account, sets an httpOnly session cookie and never returns the password", async () => {
    const response = await signUp("wanjiku_kamau", "wanjiku@example.com");
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("sokoni.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const text = await response.text();
    expect(text).not.toMatch(/password|scrypt|hash/i);
    const stored = await env.DB.prepare("SELECT username, display_username, role FROM user WHERE email = ?").bind("wanjiku@example.com").first();
    expect(stored).toEqual({ username: "wanjiku_kamau", display_username: "wanjiku_kamau", role: "user" });
  });

  it("refuses a taken email and a taken username whatever its case", async () => {
    await signUp("otieno", "otieno@example.com");
    expect((await signUp("achieng", "otieno@example.com")).status).toBe(422);
    expect((await signUp("Otieno", "other@example.com")).status).toBeGreaterThanOrEqual(400);
  });

  it("refuses usernames outside the rule and short passwords", async () => {
    expect((await signUp("wanjiku.kamau", "a@example.com")).status).toBe(400);
    expect((await signUp("w", "b@example.com")).status).toBe(400);
    expect((await signUp("juma", "c@example.com", "short")).status).toBe(400);
  });

  it("makes ADMIN_EMAILS admins", async () => {
    await signUp("boss", "boss@sokoni.test");
    const stored = await env.DB.prepare("SELECT role FROM user WHERE email = ?").bind("boss@sokoni.test").first<{ role: string }>();
    expect(stored?.role).toBe("admin");
  });

  it("through the form: validates with the spec's texts, then lands on /thank-you signed in", async () => {
    const { form } = client();
    const blank = await form("/sign-up?_data", { username: "", email: "", password: "" });
    expect(await blank.text()).toContain("All fields are required");
    const noTerms = await form("/sign-up", { username: "baraka", email: "baraka@example.com", password: "long-enough-1" });
    expect(noTerms.status).toBe(400);
    const refused = await noTerms.text();
    expect(refused).toContain("You must agree to the Terms and Conditions");
    // The page comes back as it was typed (for a browser without JavaScript), never the password.
    expect(refused).toMatch(/name="username"[^>]*value="baraka"/);
    expect(refused).toMatch(/name="email"[^>]*value="baraka@example.com"/);
    expect(refused).not.toContain("long-enough-1");
    const badName = await (await form("/sign-up", { username: "baraka.ux", email: "baraka@example.com", password: "long-enough-1", terms: "on" })).text();
    expect(badName).toContain("letters only, at least 2 each");
    expect(badName).toMatch(/name="terms"[^>]*checked/);
    const done = await form("/sign-up", { username: "baraka", email: "baraka@example.com", password: "long-enough-1", terms: "on" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/thank-you");
    expect(sessionCookie(done)).not.toBe("");
  });
});

describe("sign-up keeps where the visitor was going", () => {
  it("sign-in's Sign Up link, the sign-up form and the thank-you page carry redirectTo, and only paths of this site", async () => {
    const signInPage = await (await call("/sign-in?redirectTo=%2Flisting%2F7%3Fready%3Dmessage%23message-seller")).text();
    expect(signInPage).toContain('href="/sign-up?redirectTo=%2Flisting%2F7%3Fready%3Dmessage%23message-seller"');
    const signUpPage = await (await call("/sign-up?redirectTo=%2Flisting%2F7%3Fready%3Dmessage%23message-seller")).text();
    expect(signUpPage).toMatch(/name="redirectTo" value="\/listing\/7\?ready=message#message-seller"/);
    const { form } = client();
    const done = await form("/sign-up", {
      username: "wekesa",
      email: "wekesa@example.com",
      password: "long-enough-1",
      terms: "on",
      redirectTo: "/listing/7?ready=message#message-seller",
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/thank-you?next=%2Flisting%2F7%3Fready%3Dmessage%23message-seller");
    const elsewhere = await client().form("/sign-up", {
      username: "nyokabi",
      email: "nyokabi@example.com",
      password: "long-enough-1",
      terms: "on",
      redirectTo: "//evil.example/x",
    });
    expect(elsewhere.headers.get("location")).toBe("/thank-you");
    const thanks = await (await call("/thank-you?next=%2Flisting%2F7%3Fready%3Dmessage")).text();
    expect(thanks).toContain("Thank You! Your account was created. Taking you back to where you were...");
    expect(thanks).toContain('content="3;url=/listing/7?ready=message"');
    expect(thanks).not.toContain("subscription");
    const home = await (await call("/thank-you?next=https%3A%2F%2Fevil.example")).text();
    expect(home).toContain('content="3;url=/"');
    expect(home).toContain("Thank You! Your account was created. Redirecting to homepage...");
  });
});

describe("sign-in", () => {
  it("sets the cookie, and the header then shows the avatar letter", async () => {
    await signUp("kiprono", "kiprono@example.com");
    const { form } = client();
    const response = await form("/sign-in", { email: "kiprono@example.com", password: "correct-horse-9", redirectTo: "/" });
    expect(response.status).toBe(302);
    const cookie = sessionCookie(response);
    expect(cookie).not.toBe("");
    const home = await call("/", { headers: { cookie } });
    const html = await home.text();
    expect(html).toContain('aria-label="Profile of kiprono"');
    expect(html).toMatch(/class="avatar letter"[^>]*>K</);
  });

  it("tells the account forms' script where a redirect goes, with the same cookies (docs/decisions/099)", async () => {
    await signUp("wairimu", "wairimu@example.com");
    const { form } = client();
    const told = await form("/sign-in", { email: "wairimu@example.com", password: "correct-horse-9", redirectTo: "/browse" }, { [FORM_FETCH_HEADER]: "1" });
    expect(told.status).toBe(204);
    expect(told.headers.get(FORM_REDIRECT_HEADER)).toBe("/browse");
    expect(told.headers.get("location")).toBeNull();
    expect(sessionCookie(told)).not.toBe("");
    // The flash waits in its cookie for the page the script then opens.
    expect(told.headers.getSetCookie().some((value) => value.startsWith("sokoni_flash="))).toBe(true);
    // A refusal is the page itself, for the script to show in place; a GET is never told.
    const refused = await form("/sign-in", { email: "wairimu@example.com", password: "not-it" }, { [FORM_FETCH_HEADER]: "1" });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await refused.text()).toContain("Error signing in: Invalid email or password");
    const signedIn = await call("/sign-in", { headers: { cookie: sessionCookie(told), [FORM_FETCH_HEADER]: "1" }, redirect: "manual" });
    expect(signedIn.status).toBe(302);
  });

  it("refuses a wrong password with the spec's text", async () => {
    await signUp("nduta", "nduta@example.com");
    const { form } = client();
    const response = await form("/sign-in", { email: "nduta@example.com", password: "not-the-password" });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Error signing in: Invalid email or password");
    const blank = await form("/sign-in", { email: "  ", password: "" });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Email and password are required");
  });

  it("goes back only to our own pages", async () => {
    await signUp("amina", "amina@example.com");
    const { form } = client();
    const evil = await form("/sign-in", { email: "amina@example.com", password: "correct-horse-9", redirectTo: "//evil.example/x" });
    expect(evil.headers.get("location")).toBe("/");
    const back = await form("/sign-in", { email: "amina@example.com", password: "correct-horse-9", redirectTo: "/browse?category=Jobs" });
    expect(back.headers.get("location")).toBe("/browse?category=Jobs");
  });

  it("gives a bearer token that non-browser clients can use", async () => {
    await signUp("fatuma", "fatuma@example.com");
    const response = await client().post("/api/auth/sign-in/email", { email: "fatuma@example.com", password: "correct-horse-9" });
    const token = response.headers.get("set-auth-token");
    expect(token).toBeTruthy();
    const session = await json<{ user: { email: string } } | null>(await call("/api/auth/get-session", { headers: { authorization: `Bearer ${token}` } }));
    expect(session?.user.email).toBe("fatuma@example.com");
  });

  it("answers 429 after repeated failures from one address", async () => {
    await signUp("mwangi", "mwangi@example.com");
    const { post } = client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push((await post("/api/auth/sign-in/email", { email: "mwangi@example.com", password: `wrong-${attempt}` })).status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("sign-out", () => {
  it("ends the session and says so", async () => {
    await signUp("juma", "juma@example.com");
    const { form } = client();
    const signedIn = await form("/sign-in", { email: "juma@example.com", password: "correct-horse-9" });
    const cookie = sessionCookie(signedIn);
    const out = await form("/sign-out", {}, { cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/");
    const flash = out.headers.getSetCookie().find((value) => value.startsWith("sokoni_flash="));
    expect(decodeURIComponent(flash ?? "")).toContain("Signed out successfully!");
    const session = await json<unknown>(await call("/api/auth/get-session", { headers: { cookie } }));
    expect(session).toBeNull();
  });
});

describe("Google sign-in landing (the OAuth round trip itself needs Google)", () => {
  const flashOf = (response: Response) => decodeURIComponent(response.headers.getSetCookie().find((value) => value.startsWith("sokoni_flash=")) ?? "");

  it("welcomes a new account on /thank-you and a returning one where it came from, with the spec's texts", async () => {
    await signUp("chebet", "chebet@example.com");
    const { form } = client();
    const cookie = sessionCookie(await form("/sign-in", { email: "chebet@example.com", password: "correct-horse-9" }));
    const created = await call("/auth/google?outcome=created", { headers: { cookie }, redirect: "manual" });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/thank-you");
    expect(flashOf(created)).toContain("Account created successfully with Google!");
    const back = await call(`/auth/google?outcome=signed-in&redirectTo=${encodeURIComponent("/browse?category=Jobs")}`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(back.headers.get("location")).toBe("/browse?category=Jobs");
    expect(flashOf(back)).toContain("Signed in successfully with Google!");
    const away = await call(`/auth/google?outcome=signed-in&redirectTo=${encodeURIComponent("//evil.example")}`, { headers: { cookie }, redirect: "manual" });
    expect(away.headers.get("location")).toBe("/");
  });

  it("says nothing to someone the flow did not sign in", async () => {
    const response = await call("/auth/google?outcome=signed-in", { redirect: "manual" });
    expect(response.headers.get("location")).toBe("/sign-in");
    expect(flashOf(response)).toBe("");
  });

  it("puts a failure into words on the sign-in page, never the query's own text", async () => {
    const cancelled = await call("/sign-in?error=access_denied");
    expect(await cancelled.text()).toContain("Error with Google authentication: the sign-in was cancelled at Google.");
    const forged = await (await call("/sign-in?error=call_0700000000_now&error_description=Send%20money")).text();
    expect(forged).toContain("Error with Google authentication: Google could not confirm who you are. Please try again.");
    expect(forged).not.toContain("Send money");
    expect(await (await call("/sign-in")).text()).not.toContain("Error with Google authentication");
  });
});

describe("password reset", () => {
  it("works end to end through the outbox link, and the old password stops working", async () => {
    await signUp("achieng", "achieng@example.com", "old-password-1");
    const { form } = client();
    const requested = await form("/forgot-password", { email: "achieng@example.com" });
    expect(requested.status).toBe(200);
    // The mail is written in the answer's background work; wait for it (a busy machine is slow).
    let mail: { to: string; subject: string; text: string } | null = null;
    for (let waited = 0; !mail && waited < 3000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mail = await env.DB.prepare('SELECT "to", subject, text FROM outbox ORDER BY id DESC LIMIT 1').first<{ to: string; subject: string; text: string }>();
    }
    expect(mail?.to).toBe("achieng@example.com");
    const link = /http:\/\/localhost\/reset-password\/([^\s]+)/.exec(mail?.text ?? "");
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? "");

    const opened = await call(`/reset-password/${encodeURIComponent(token)}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('name="confirmPassword"');

    const mismatch = await form(`/reset-password/${token}`, { password: "new-password-1", confirmPassword: "new-password-2" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("Passwords do not match");
    // Two different short passwords: both things are said, each beside its field.
    const shortMismatch = await (await form(`/reset-password/${token}`, { password: "abc", confirmPassword: "abd" })).text();
    expect(shortMismatch).toContain("Password must be at least 8 characters long");
    expect(shortMismatch).toContain("Passwords do not match");

    const reset = await form(`/reset-password/${token}`, { password: "new-password-1", confirmPassword: "new-password-1" });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("location")).toBe("/sign-in");
    expect(decodeURIComponent(reset.headers.getSetCookie().join(";"))).toContain("Password reset successful! Please sign in.");

    const old = await client().post("/api/auth/sign-in/email", { email: "achieng@example.com", password: "old-password-1" });
    expect(old.status).toBe(401);
    const fresh = await client().post("/api/auth/sign-in/email", { email: "achieng@example.com", password: "new-password-1" });
    expect(fresh.status).toBe(200);

    // A used link is said in plain words, when the page opens and when it is posted to.
    const reopened = await call(`/reset-password/${encodeURIComponent(token)}`);
    expect(reopened.status).toBe(410);
    const page = await reopened.text();
    expect(page).toContain("This reset link has expired or has already been used.");
    expect(page).toContain('href="/forgot-password"');
    expect(page).not.toContain('name="confirmPassword"');
    const reused = await form(`/reset-password/${token}`, { password: "another-pass-1", confirmPassword: "another-pass-1" });
    expect(reused.status).toBe(410);
    const reusedText = await reused.text();
    expect(reusedText).toContain("This reset link has expired or has already been used.");
    // What the reader sees: the page's inlined script carries numbers of its own.
    expect(reusedText.replace(/<script[\s\S]*?<\/script>/g, "")).not.toMatch(/400|Invalid token/i);
  });

  it("says at once that an unknown link has expired", async () => {
    const response = await call("/reset-password/not-a-real-token");
    expect(response.status).toBe(410);
    expect(await response.text()).toContain("This reset link has expired or has already been used.");
  });

  it("answers the same for an unknown address and needs an email", async () => {
    const { form } = client();
    expect((await form("/forgot-password", { email: "nobody@example.com" })).status).toBe(200);
    const blank = await form("/forgot-password", { email: "" });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Email is required");
    const count = await env.DB.prepare("SELECT count(*) AS n FROM outbox").first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});
