import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { TAKEN_EMAIL_RULES } from "../worker/services/accounts/sign-up-probes";
import { call, ORIGIN } from "./fixtures";

/**
 * Sign-up and a taken email (docs/decisions/111): the answer cannot match a free email's (that
 * one signs in at once), so the owner is told someone tried, once a day, and one address gets
 * only so many taken-email answers an hour.
 */
const PASSWORD = "long-enough-1";

function from(address: string) {
  return (username: string, email: string) =>
    call("/api/auth/sign-up/email", {
      method: "POST",
      headers: { origin: ORIGIN, "cf-connecting-ip": address, "content-type": "application/json" },
      body: JSON.stringify({ name: username, username, email, password: PASSWORD }),
    });
}

async function mailsTo(email: string, subject: string) {
  const rows = await env.DB.prepare('SELECT subject, text FROM outbox WHERE "to" = ? AND subject = ?').bind(email, subject).all<{ text: string }>();
  return rows.results;
}

async function waitForMail(email: string, subject: string) {
  for (let waited = 0; waited < 3000; waited += 50) {
    if ((await mailsTo(email, subject)).length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return mailsTo(email, subject);
}

const SUBJECT = "Someone tried to make a Sokoni account with your email";

describe("sign-up with a taken email", { timeout: 60_000 }, () => {
  it("tells the owner once a day that someone tried, and never makes a second account", async () => {
    expect((await from("41.90.70.1")("zawadi", "zawadi@example.com")).status).toBe(200);
    const again = await from("41.90.70.2")("zawadi_two", "ZAWADI@example.com");
    expect(again.status).toBe(422);
    const mails = await waitForMail("zawadi@example.com", SUBJECT);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("no new account was made");
    expect(mails[0]?.text).toContain("/forgot-password");
    expect((await from("41.90.70.3")("zawadi_three", "zawadi@example.com")).status).toBe(422);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo("zawadi@example.com", SUBJECT)).toHaveLength(1);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM user WHERE email = 'zawadi@example.com'").first("n")).toBe(1);
    // A free email mails nobody about it.
    expect((await from("41.90.70.4")("baraka", "baraka@example.com")).status).toBe(200);
    expect(await mailsTo("baraka@example.com", SUBJECT)).toHaveLength(0);
  });

  it("one address collecting taken-email answers is stopped after twenty an hour, free emails too", async () => {
    const owner = from("41.90.70.5");
    expect((await owner("imani", "imani@example.com")).status).toBe(200);
    const prober = from("41.90.70.6");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < TAKEN_EMAIL_RULES.perAddress; attempt++)
      statuses.push((await prober(`probe_${"abcdefghijklmnopqrstu"[attempt]?.repeat(2)}`, "imani@example.com")).status);
    expect(statuses).toEqual(Array(TAKEN_EMAIL_RULES.perAddress).fill(422));
    const refused = await prober("honest", "honest@example.com");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please wait (a minute|\d+ minutes) and try again\.$/);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM user WHERE email = 'honest@example.com'").first("n")).toBe(0);
    // Other addresses sign up as before.
    expect((await from("41.90.70.7")("honest", "honest@example.com")).status).toBe(200);
  });
});
