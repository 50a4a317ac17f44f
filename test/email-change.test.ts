import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, json, newUser, ORIGIN } from "./fixtures";

/** A session alone must not move an account to another email (decision 047). */

type Mail = { to: string; subject: string; text: string };

/** The mails are written in the answer's background work; wait until `count` have reached `to`. */
async function mailsTo(to: string, count = 1): Promise<Mail[]> {
  let mails: Mail[] = [];
  for (let waited = 0; waited < 3000; waited += 50) {
    mails = (await env.DB.prepare('SELECT "to", subject, text FROM outbox WHERE "to" = ? ORDER BY id').bind(to).all<Mail>()).results;
    if (mails.length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return mails;
}

function tokenIn(mail: Mail | undefined): string {
  const token = /http:\/\/localhost\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no link in ${mail?.subject}`);
  return token;
}

async function emailOf(id: string) {
  return env.DB.prepare("SELECT email, email_verified AS verified FROM user WHERE id = ?").bind(id).first<{ email: string; verified: number }>();
}

async function sessionsOf(id: string): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM session WHERE user_id = ?").bind(id).first<{ n: number }>())?.n ?? 0;
}

type Person = Awaited<ReturnType<typeof newUser>>;

function patch(person: Person, body: unknown) {
  return person.as("/api/users/me", { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** The confirm screen's button, pressed by whoever holds `cookie` (none: signed out, another device). */
function confirm(token: string, cookie = "") {
  return call(`/confirm-email/${token}`, {
    method: "POST",
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(),
    redirect: "manual",
  });
}

async function signIn(email: string, password = "a-good-password-1", ip = "10.77.0.1") {
  return call("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": ip },
    body: JSON.stringify({ email, password }),
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((value) => value.startsWith("sokoni.session_token="))
    ?.split(";")[0] ?? "";

// Each test signs people up and hashes passwords (scrypt) several times: more than the default 5 s
// on a busy machine.
const SLOW = { timeout: 30_000 };

describe("email change through PATCH /api/users/me", SLOW, () => {
  it("finding 4: a new email without the current password is refused and nothing changes", async () => {
    const me = await newUser("wambui");
    const missing = await patch(me, { email: "thief@example.com" });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ success: false, message: "Enter your current password to change your email." });
    const wrong = await patch(me, { email: "thief@example.com", currentPassword: "not-her-password" });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ success: false, message: "Your current password is not correct." });
    expect((await emailOf(me.id))?.email).toBe("wambui@example.com");
    expect((await env.DB.prepare("SELECT count(*) AS n FROM outbox").first<{ n: number }>())?.n).toBe(0);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM verification WHERE identifier LIKE 'change-email:%'").first<{ n: number }>())?.n).toBe(0);
    // The same address as now (any case) is no change and needs no password.
    expect((await patch(me, { email: "Wambui@Example.com" })).status).toBe(200);
  });

  it("finding 4: with the password the email waits for the link; both addresses are mailed; the link works once", async () => {
    const me = await newUser("kamau");
    const accepted = await patch(me, { email: "Kamau.New@Example.com", currentPassword: "a-good-password-1" });
    expect(accepted.status).toBe(202);
    expect(await json(accepted)).toMatchObject({
      success: true,
      message: "We sent a link to kamau.new@example.com. Your email changes when you open it.",
      data: { username: "kamau", pendingEmail: "kamau.new@example.com" },
    });
    expect(await emailOf(me.id)).toEqual({ email: "kamau@example.com", verified: 0 });

    const [toNew] = await mailsTo("kamau.new@example.com");
    const [notice] = await mailsTo("kamau@example.com");
    expect(toNew?.subject).toBe("Confirm your new Sokoni email");
    expect(notice?.subject).toBe("Your Sokoni email is about to change");
    expect(notice?.text).toContain("kamau.new@example.com");
    expect(notice?.text).toContain("http://localhost/forgot-password");
    // The old address is told, but never given the link that would make the change.
    expect(notice?.text).not.toContain("/confirm-email/");
    const token = tokenIn(toNew);
    // The table keeps a hash of the token, not a link that works.
    const stored = await env.DB.prepare("SELECT identifier FROM verification WHERE identifier LIKE 'change-email:%'").all<{ identifier: string }>();
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]?.identifier).not.toContain(token);

    // Opening the link (as a mail scanner does) changes nothing: it shows a button.
    const opened = await call(`/confirm-email/${token}`);
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(page).toContain("Press Confirm to make kamau.new@example.com the email of your Sokoni account.");
    expect(page).toMatch(/<form[^>]*method="post"/);
    expect(page).not.toContain("kamau@example.com");
    expect((await emailOf(me.id))?.email).toBe("kamau@example.com");

    // Pressed on another device, signed out: the change is made and every session of the account ends.
    expect(await sessionsOf(me.id)).toBe(1);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/sign-in");
    expect(decodeURIComponent(confirmed.headers.getSetCookie().join(";"))).toContain("Your email is now kamau.new@example.com. Sign in with it.");
    expect(await emailOf(me.id)).toEqual({ email: "kamau.new@example.com", verified: 1 });
    expect(await sessionsOf(me.id)).toBe(0);
    const changed = await mailsTo("kamau@example.com", 2);
    expect(changed[1]?.subject).toBe("Your Sokoni email was changed");
    expect(changed[1]?.text).toContain("support@sokoni.co.ke");
    expect((await signIn("kamau.new@example.com")).status).toBe(200);
    expect((await signIn("kamau@example.com", "a-good-password-1", "10.77.0.2")).status).toBe(401);

    // Used up: said in plain words when opened and when pressed again.
    const reopened = await call(`/confirm-email/${token}`);
    expect(reopened.status).toBe(410);
    expect(await reopened.text()).toContain("This link has expired or has already been used.");
    expect((await confirm(token)).status).toBe(410);
  });

  it("finding 4: only the newest request's link works", async () => {
    const me = await newUser("njeri");
    expect((await patch(me, { email: "first@example.com", currentPassword: "a-good-password-1" })).status).toBe(202);
    const first = tokenIn((await mailsTo("first@example.com"))[0]);
    expect((await patch(me, { email: "second@example.com", currentPassword: "a-good-password-1" })).status).toBe(202);
    const second = tokenIn((await mailsTo("second@example.com"))[0]);
    expect((await call(`/confirm-email/${first}`)).status).toBe(410);
    expect((await confirm(first)).status).toBe(410);
    expect((await emailOf(me.id))?.email).toBe("njeri@example.com");
    expect((await confirm(second, me.cookie)).status).toBe(302);
    expect((await emailOf(me.id))?.email).toBe("second@example.com");
  });

  it("keeps the owner's own session when the owner confirms, and ends the others", async () => {
    const me = await newUser("mutua");
    const phone = cookieOf(await signIn("mutua@example.com", "a-good-password-1", "10.77.1.1"));
    expect(await sessionsOf(me.id)).toBe(2);
    await patch(me, { email: "mutua.ke@example.com", currentPassword: "a-good-password-1" });
    const confirmed = await confirm(tokenIn((await mailsTo("mutua.ke@example.com"))[0]), me.cookie);
    expect(confirmed.headers.get("location")).toBe("/profile");
    expect(decodeURIComponent(confirmed.headers.getSetCookie().join(";"))).toContain("Your email is now mutua.ke@example.com.");
    expect(await sessionsOf(me.id)).toBe(1);
    expect((await me.as("/api/favourites")).status).toBe(200);
    expect((await call("/api/favourites", { headers: { cookie: phone } })).status).toBe(401);
  });

  it("applies a link to the account that asked, whoever presses the button", async () => {
    const owner = await newUser("otieno");
    const other = await newUser("akinyi");
    await patch(owner, { email: "otieno.two@example.com", currentPassword: "a-good-password-1" });
    const confirmed = await confirm(tokenIn((await mailsTo("otieno.two@example.com"))[0]), other.cookie);
    expect(confirmed.headers.get("location")).toBe("/");
    expect((await emailOf(owner.id))?.email).toBe("otieno.two@example.com");
    expect((await emailOf(other.id))?.email).toBe("akinyi@example.com");
    // The other person stays signed in as themself; the link signs nobody in.
    expect(await sessionsOf(other.id)).toBe(1);
    expect(confirmed.headers.getSetCookie().some((cookie) => cookie.startsWith("sokoni.session_token="))).toBe(false);
  });

  it("refuses a taken address at once, and one taken after the link was sent", async () => {
    const me = await newUser("chebet");
    await newUser("kiptoo");
    const taken = await patch(me, { email: "kiptoo@example.com", currentPassword: "a-good-password-1" });
    expect(taken.status).toBe(409);
    expect(await json(taken)).toMatchObject({ message: "An account with that email already exists." });

    await patch(me, { email: "shared@example.com", currentPassword: "a-good-password-1" });
    const token = tokenIn((await mailsTo("shared@example.com"))[0]);
    await newUser("shared");
    const late = await confirm(token);
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("Another account started using that email after the link was sent");
    expect((await emailOf(me.id))?.email).toBe("chebet@example.com");
  });

  it("voids the link when the password changes meanwhile (the old owner's way out) or the hour is over", async () => {
    const me = await newUser("halima");
    await patch(me, { email: "halima.b@example.com", currentPassword: "a-good-password-1" });
    const token = tokenIn((await mailsTo("halima.b@example.com"))[0]);
    expect((await patch(me, { password: "another-pass-22", currentPassword: "a-good-password-1" })).status).toBe(200);
    expect((await confirm(token)).status).toBe(410);
    expect((await emailOf(me.id))?.email).toBe("halima@example.com");

    const again = await newUser("zawadi");
    await patch(again, { email: "zawadi.b@example.com", currentPassword: "a-good-password-1" });
    const late = tokenIn((await mailsTo("zawadi.b@example.com"))[0]);
    await env.DB.prepare("UPDATE verification SET expires_at = ? WHERE identifier LIKE 'change-email:%'")
      .bind(Date.now() - 1000)
      .run();
    expect((await call(`/confirm-email/${late}`)).status).toBe(410);
    expect((await confirm(late)).status).toBe(410);
    expect((await emailOf(again.id))?.email).toBe("zawadi@example.com");
    expect((await call("/confirm-email/not-a-real-token")).status).toBe(410);
  });

  it("limits the password tries of email changes to five an hour per account", async () => {
    const me = await newUser("jabali");
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await patch(me, { email: "x@example.com", currentPassword: `guess-${attempt}-xx` })).status).toBe(400);
    const sixth = await patch(me, { email: "x@example.com", currentPassword: "a-good-password-1" });
    expect(sixth.status).toBe(429);
    expect(await json(sixth)).toMatchObject({ message: "Too many email changes asked for. Please wait an hour and try again." });
  });

  it("an account that signs in with Google only approves the change from its current address first", async () => {
    const me = await newUser("amani");
    // No password: what a Google sign-up leaves (the session stays).
    await env.DB.prepare("UPDATE account SET provider_id = 'google', password = NULL WHERE user_id = ?").bind(me.id).run();
    const asked = await patch(me, { email: "amani.new@example.com" });
    expect(asked.status).toBe(202);
    expect(await json(asked)).toMatchObject({
      message: "We sent a link to amani@example.com to approve the change. Once you approve it, we send a link to amani.new@example.com.",
    });
    const [approval] = await mailsTo("amani@example.com");
    expect(approval?.subject).toBe("Approve the change of your Sokoni email");
    expect(await mailsTo("amani.new@example.com", 0)).toHaveLength(0);

    const page = await (await call(`/confirm-email/${tokenIn(approval)}`)).text();
    expect(page).toContain("Press Approve to change the email of your Sokoni account to amani.new@example.com.");
    const approved = await confirm(tokenIn(approval));
    // Approved on another device, signed out: home, with the sentence.
    expect(approved.status).toBe(302);
    expect(approved.headers.get("location")).toBe("/");
    expect(decodeURIComponent(approved.headers.getSetCookie().join(";"))).toContain(
      "We sent a link to amani.new@example.com. Your email changes when you open it.",
    );
    expect((await emailOf(me.id))?.email).toBe("amani@example.com");

    const [toNew] = await mailsTo("amani.new@example.com");
    expect((await confirm(tokenIn(toNew))).status).toBe(302);
    expect((await emailOf(me.id))?.email).toBe("amani.new@example.com");
    // The old address approved it, then is told it was made: no "about to change" notice between.
    expect((await mailsTo("amani@example.com", 2)).map((mail) => mail.subject)).toEqual([
      "Approve the change of your Sokoni email",
      "Your Sokoni email was changed",
    ]);
  });
});

describe("email change through the profile form", SLOW, () => {
  const form = (person: Person, fields: Record<string, string>) =>
    person.as("/profile", { method: "POST", body: new URLSearchParams({ intent: "update", ...fields }), redirect: "manual" });

  it("finding 4: the form asks for the current password, then says where the link went", async () => {
    const me = await newUser("wekesa");
    const refused = await form(me, { username: "wekesa", email: "wekesa.two@example.com" });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("Error updating profile: Enter your current password to change your email.");
    expect(page).toMatch(/id="profile-current-password"[^>]*aria-invalid="true"/);
    // What was typed stays (never a password).
    expect(page).toMatch(/name="email"[^>]*value="wekesa.two@example.com"/);
    expect((await emailOf(me.id))?.email).toBe("wekesa@example.com");

    const accepted = await form(me, { username: "wekesa", email: "wekesa.two@example.com", currentPassword: "a-good-password-1" });
    expect(accepted.status).toBe(302);
    expect(decodeURIComponent(accepted.headers.getSetCookie().join(";"))).toContain(
      "We sent a link to wekesa.two@example.com. Your email changes when you open it.",
    );
    expect((await emailOf(me.id))?.email).toBe("wekesa@example.com");
    // The profile keeps saying it until the link is used.
    const profile = await (await me.as("/profile")).text();
    expect(profile).toContain("We sent a link to wekesa.two@example.com. Your email changes when you open it.");
    expect(profile).toMatch(/name="email"[^>]*value="wekesa@example.com"/);
    expect(await mailsTo("wekesa.two@example.com")).toHaveLength(1);
  });

  it("still changes the username at once with no password", async () => {
    const me = await newUser("baraka");
    const renamed = await form(me, { username: "Baraka_Ux", email: "baraka@example.com" });
    expect(renamed.status).toBe(302);
    expect(decodeURIComponent(renamed.headers.getSetCookie().join(";"))).toContain("Profile updated successfully!");
    expect(await env.DB.prepare("SELECT username, email FROM user WHERE id = ?").bind(me.id).first()).toEqual({
      username: "baraka_ux",
      email: "baraka@example.com",
    });
  });
});
