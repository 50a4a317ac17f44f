import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHONE_CODE_MESSAGES } from "../app/domain/phone-codes";
import { PHONE_MESSAGES } from "../app/domain/phone";
import type { RequestContext, SessionUser } from "../worker/context";
import { prunePhoneCodes, sendPhoneCode } from "../worker/services/accounts/phones";
import { africasTalkingEndpoint, sendSms } from "../worker/sms";
import { call, createListing, db, json, newUser, ORIGIN } from "./fixtures";

/** Confirming a phone number with a code sent by SMS. */

type Person = Awaited<ReturnType<typeof newUser>>;
type Answer = { success: boolean; data: unknown; message?: string };

let numbers = 0;
/** A number no other test uses: +2547990000NN. */
function freshNumber(): string {
  numbers += 1;
  return `+2547990${String(numbers).padStart(5, "0")}`;
}

function post(person: Person, path: string, body: unknown) {
  return person.as(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}
const askCode = (person: Person, phoneNumber: string) => post(person, "/api/users/me/phone", { phoneNumber });
const verify = (person: Person, phoneNumber: string, code: string) => post(person, "/api/users/me/phone/verify", { phoneNumber, code });

/** The newest SMS to `phone` in the outbox, and the code it carries. */
async function lastCode(phone: string): Promise<string> {
  const row = await env.DB.prepare(`SELECT text, subject, channel FROM outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1`)
    .bind(phone)
    .first<{ text: string; subject: string; channel: string }>();
  expect(row?.channel).toBe("sms");
  expect(row?.subject).toBe("Sokoni code");
  const code = /^(\d{6}) is your Sokoni code/.exec(row?.text ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Moves every code of `phone` back in time, as if the minute between codes had passed. */
async function ageCodes(phone: string, ms = 61_000) {
  await env.DB.prepare("UPDATE phone_codes SET created_at = created_at - ? WHERE phone_number = ?").bind(ms, phone).run();
}

async function expectRefusal(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  const body = await json<Answer>(response);
  expect(body.success).toBe(false);
  expect(body.message).toBe(message);
}

async function confirmNumber(person: Person, phone: string) {
  expect((await askCode(person, phone)).status).toBe(202);
  const response = await verify(person, phone, await lastCode(phone));
  expect(response.status).toBe(200);
}

describe("sending a code and confirming the number", () => {
  it("sends a 6-digit code by SMS (outbox, channel sms) and confirms the number with it", async () => {
    const wanjiku = await newUser("wanjiku");
    const phone = freshNumber();
    const local = `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`;
    const sent = await askCode(wanjiku, local);
    expect(sent.status).toBe(202);
    const body = await json<{ data: { phoneNumber: string; expiresAt: string; resendAt: string }; message: string }>(sent);
    expect(body.data.phoneNumber).toBe(phone);
    expect(new Date(body.data.expiresAt).getTime() - new Date(body.data.resendAt).getTime()).toBe(9 * 60_000);
    expect(body.message).toMatch(/^We sent a 6-digit code to \+254 799 0\d\d \d{3}\. It works for 10 minutes\.$/);
    const code = await lastCode(phone);

    const confirmed = await verify(wanjiku, phone, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(confirmed.status).toBe(200);
    expect((await json<Answer>(confirmed)).data).toEqual({ phoneNumber: phone });

    const list = await json<{ data: { phoneNumber: string; verifiedAt: string }[] }>(await wanjiku.as("/api/users/me/phones"));
    expect(list.data.map((row) => row.phoneNumber)).toEqual([phone]);
    expect(Number.isNaN(Date.parse(list.data[0]?.verifiedAt ?? ""))).toBe(false);
    // The code is spent: asking again says the number is already confirmed here.
    await expectRefusal(await askCode(wanjiku, phone), 409, PHONE_CODE_MESSAGES.alreadyYours);
  });

  it("stores only a hash of the code: the plain code is in no column of phone_codes", async () => {
    const otieno = await newUser("otieno");
    const phone = freshNumber();
    await askCode(otieno, phone);
    const code = await lastCode(phone);
    const rows = (await env.DB.prepare("SELECT * FROM phone_codes WHERE phone_number = ?").bind(phone).all()).results;
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses what is not a Kenyan mobile, a bad code, and a confirmation with no code asked for", async () => {
    const amina = await newUser("amina");
    await expectRefusal(await askCode(amina, "+255712345678"), 400, PHONE_MESSAGES.invalid);
    await expectRefusal(await verify(amina, freshNumber(), "12345"), 400, PHONE_CODE_MESSAGES.codeInvalid);
    await expectRefusal(await verify(amina, freshNumber(), "123456"), 400, PHONE_CODE_MESSAGES.noCode);
  });

  it("needs a session", async () => {
    const response = await call("/api/users/me/phone", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ phoneNumber: freshNumber() }),
    });
    expect(response.status).toBe(401);
    expect((await call("/api/users/me/phones")).status).toBe(401);
  });
});

describe("limits", () => {
  it("refuses a new code within 60 seconds of the last one (429)", async () => {
    const baraka = await newUser("baraka");
    const phone = freshNumber();
    expect((await askCode(baraka, phone)).status).toBe(202);
    const again = await askCode(baraka, phone);
    expect(again.status).toBe(429);
    expect((await json<Answer>(again)).message).toMatch(/^Please wait (60|59) seconds before asking for a new code\.$/);
    await ageCodes(phone);
    expect((await askCode(baraka, phone)).status).toBe(202);
  });

  it("refuses the sixth code of the day for a number (429), from any account", async () => {
    const kiprono = await newUser("kiprono");
    const nduta = await newUser("nduta");
    const phone = freshNumber();
    for (let i = 0; i < 5; i++) {
      expect((await askCode(kiprono, phone)).status).toBe(202);
      await ageCodes(phone);
    }
    await expectRefusal(await askCode(kiprono, phone), 429, PHONE_CODE_MESSAGES.tooManyForNumber);
    await expectRefusal(await askCode(nduta, phone), 429, PHONE_CODE_MESSAGES.tooManyForNumber);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM phone_codes WHERE phone_number = ?").bind(phone).first<{ n: number }>())?.n).toBe(5);
  });

  it("a new code voids the earlier one", async () => {
    const fatuma = await newUser("fatuma");
    const phone = freshNumber();
    await askCode(fatuma, phone);
    const first = await lastCode(phone);
    await ageCodes(phone);
    await askCode(fatuma, phone);
    const second = await lastCode(phone);
    if (first !== second) expect((await verify(fatuma, phone, first)).status).toBe(400);
    expect((await verify(fatuma, phone, second)).status).toBe(200);
  });
});

describe("a code stops working", () => {
  it("after five wrong tries: 4 left ... 1 left, then locked (410), even with the right code", async () => {
    const mwangi = await newUser("mwangi");
    const phone = freshNumber();
    await askCode(mwangi, phone);
    const code = await lastCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (const left of [4, 3, 2, 1]) await expectRefusal(await verify(mwangi, phone, wrong), 400, PHONE_CODE_MESSAGES.wrongCode(left));
    await expectRefusal(await verify(mwangi, phone, wrong), 410, PHONE_CODE_MESSAGES.locked);
    await expectRefusal(await verify(mwangi, phone, code), 410, PHONE_CODE_MESSAGES.locked);
    expect((await json<{ data: unknown[] }>(await mwangi.as("/api/users/me/phones"))).data).toEqual([]);
  });

  it("after ten minutes (410)", async () => {
    const achieng = await newUser("achieng");
    const phone = freshNumber();
    await askCode(achieng, phone);
    const code = await lastCode(phone);
    await env.DB.prepare("UPDATE phone_codes SET expires_at = ? WHERE phone_number = ?")
      .bind(Date.now() - 1, phone)
      .run();
    await expectRefusal(await verify(achieng, phone, code), 410, PHONE_CODE_MESSAGES.expired);
  });

  it("when another account asks: its code is its own (hashed with the account)", async () => {
    const one = await newUser("kamau");
    const two = await newUser("njeri");
    const phone = freshNumber();
    await askCode(one, phone);
    const code = await lastCode(phone);
    await expectRefusal(await verify(two, phone, code), 400, PHONE_CODE_MESSAGES.noCode);
  });
});

describe("one number, one account", () => {
  it("refuses a number confirmed on another account (409), also when both had codes", async () => {
    const first = await newUser("wairimu");
    const second = await newUser("ochieng");
    const phone = freshNumber();
    expect((await askCode(second, phone)).status).toBe(202);
    const secondCode = await lastCode(phone);
    await ageCodes(phone);
    await confirmNumber(first, phone);
    await expectRefusal(await askCode(second, phone), 409, PHONE_CODE_MESSAGES.takenByAnother);
    await expectRefusal(await verify(second, phone, secondCode), 409, PHONE_CODE_MESSAGES.takenByAnother);
    const owners = await env.DB.prepare("SELECT user_id FROM phones WHERE phone_number = ?").bind(phone).all<{ user_id: string }>();
    expect(owners.results).toEqual([{ user_id: first.id }]);
  });

  it("keeps several numbers per account, oldest first", async () => {
    const seller = await newUser("muthoni");
    const a = freshNumber();
    const b = freshNumber();
    await confirmNumber(seller, a);
    await confirmNumber(seller, b);
    const list = await json<{ data: { phoneNumber: string }[] }>(await seller.as("/api/users/me/phones"));
    expect(list.data.map((row) => row.phoneNumber)).toEqual([a, b]);
  });
});

describe("removing a number", () => {
  it("refuses while a visible listing shows it (409), allows it once hidden or changed, 404 for a number not yours", async () => {
    const seller = await newUser("wekesa");
    const phone = freshNumber();
    await confirmNumber(seller, phone);
    const listing = await createListing(seller.id, { phoneNumber: `0${phone.slice(4)}` });
    const remove = (who: Person) => who.as(`/api/users/me/phones/${encodeURIComponent(phone)}`, { method: "DELETE" });
    await expectRefusal(await remove(seller), 409, PHONE_CODE_MESSAGES.inUse(phone));
    const stranger = await newUser("stranger");
    await expectRefusal(await remove(stranger), 404, PHONE_CODE_MESSAGES.notYours);
    await env.DB.prepare("UPDATE listings SET is_hidden = 1 WHERE id = ?").bind(listing.id).run();
    const removed = await remove(seller);
    expect(removed.status).toBe(200);
    expect((await json<Answer>(removed)).message).toBe(PHONE_CODE_MESSAGES.removed(phone));
    expect((await json<{ data: unknown[] }>(await seller.as("/api/users/me/phones"))).data).toEqual([]);
  });
});

describe("deleting the account", () => {
  it("removes its phones and codes (the foreign keys cascade)", async () => {
    const leaver = await newUser("leaver");
    const phone = freshNumber();
    const other = freshNumber();
    await confirmNumber(leaver, phone);
    await askCode(leaver, other);
    expect((await leaver.as("/api/users/me", { method: "DELETE" })).status).toBe(200);
    const count = async (table: string) =>
      (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`).bind(leaver.id).first<{ n: number }>())?.n;
    expect(await count("phones")).toBe(0);
    expect(await count("phone_codes")).toBe(0);
    // The number is free for its next owner.
    const next = await newUser("nextowner");
    expect((await askCode(next, phone)).status).toBe(202);
  });
});

describe("the hourly clean-up", () => {
  it("deletes codes older than two days", async () => {
    const person = await newUser("pruned");
    const phone = freshNumber();
    await askCode(person, phone);
    expect(await prunePhoneCodes(db)).toBe(0);
    await ageCodes(phone, 49 * 3600 * 1000);
    expect(await prunePhoneCodes(db)).toBe(1);
  });
});

describe("the sms module with Africa's Talking configured", () => {
  afterEach(() => vi.restoreAllMocks());
  const AT = { AT_USERNAME: "sandbox", AT_API_KEY: "test-key", AT_SENDER_ID: "SOKONI" };

  it("posts the form Africa's Talking expects to the sandbox host, and marks the outbox row sent", async () => {
    const fetched = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(Response.json({ SMSMessageData: { Recipients: [{ statusCode: 101, status: "Success" }] } }, { status: 201 }));
    const to = freshNumber();
    expect(await sendSms(AT, db, { to, label: "Sokoni code", text: "123456 is your Sokoni code." })).toBe(true);
    const [url, init] = fetched.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://api.sandbox.africastalking.com/version1/messaging");
    expect(africasTalkingEndpoint("sokoni")).toBe("https://api.africastalking.com/version1/messaging");
    expect(init.headers).toMatchObject({ apiKey: "test-key", accept: "application/json" });
    expect(Object.fromEntries(new URLSearchParams(init.body as URLSearchParams))).toEqual({
      username: "sandbox",
      to,
      message: "123456 is your Sokoni code.",
      from: "SOKONI",
    });
    const row = await env.DB.prepare(`SELECT channel, sent_at FROM outbox WHERE "to" = ?`).bind(to).first<{ channel: string; sent_at: number | null }>();
    expect(row?.channel).toBe("sms");
    expect(row?.sent_at).not.toBeNull();
  });

  it("a code the provider refused is deleted and not counted: 503, and the person can try again at once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ SMSMessageData: { Recipients: [{ statusCode: 403, status: "InvalidPhoneNumber" }] } }));
    const person = await newUser("unsent");
    const me = { id: person.id } as SessionUser;
    const ctx = { env: { ...env, ...AT }, db, address: "10.9.9.9" } as unknown as RequestContext;
    const phone = freshNumber();
    await expect(sendPhoneCode(ctx, me, phone)).rejects.toMatchObject({ status: 503, message: PHONE_CODE_MESSAGES.smsFailed });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM phone_codes WHERE phone_number = ?").bind(phone).first<{ n: number }>())?.n).toBe(0);
    const counts = await env.DB.prepare("SELECT key, count FROM rate_limit WHERE key IN (?, ?)").bind(`sms-number:${phone}`, `sms-account:${person.id}`).all();
    expect(counts.results.every((row) => row.count === 0)).toBe(true);
    vi.restoreAllMocks();
    // Without a provider it goes to the outbox at once: no minute to wait after a failure.
    await expect(sendPhoneCode({ ...ctx, env } as RequestContext, me, phone)).resolves.toMatchObject({ phoneNumber: phone });
  });
});
