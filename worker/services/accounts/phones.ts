/**
 * Phone numbers confirmed by an SMS code (docs/decisions/050-phones-own-sms-codes.md).
 * The rules are in app/domain/phone-codes.ts; this keeps the codes and the confirmed numbers.
 *
 * - A code is six random digits. Only an HMAC-SHA-256 of it is stored, keyed with the server's
 *   BETTER_AUTH_SECRET over `userId:number:code`: a leaked table (or backup) gives no code, and
 *   without the secret a million guesses per row are no use either. Checking uses
 *   `crypto.subtle.verify`, which compares in constant time.
 * - A new code for the same account and number voids the earlier unused ones; a confirmed code is
 *   spent; five wrong tries lock a code; it expires after ten minutes.
 * - Limits: a minute between codes for one account and number; per day 5 codes per number (all
 *   accounts together), 10 per account, 20 per address (rate_limit keys `sms-number:`,
 *   `sms-account:`, `sms-address:`). A code the SMS provider did not take is deleted and not
 *   counted: nobody can know it, and the person may simply try again.
 * - A confirmed number belongs to one account: `phones.phone_number` is the primary key, so a
 *   race between two accounts ends in the constraint, answered like the check before it (409).
 */
import { and, asc, desc, eq, isNull, lt, ne, sql } from "drizzle-orm";
import {
  canResend,
  codeState,
  expiresAtFor,
  newCode,
  PHONE_CODE_MESSAGES,
  PHONE_CODE_RULES,
  resendAtFor,
  secondsUntilResend,
  triesLeftAfterWrong,
} from "../../../app/domain/phone-codes";
import { normalizeKenyanPhone } from "../../../app/domain/phone";
import { STRINGS } from "../../../app/i18n";
import type { RequestContext, SessionUser } from "../../context";
import type { Db } from "../../db/client";
import { listings, phoneCodes, phones } from "../../db/schema";
import { sendSms } from "../../sms";
import { withinRateLimit } from "./rate-limit";
import { Refusal } from "../refusal";
import { pagesChanged } from "../../edge-cache";

export interface PhoneCodeSent {
  phoneNumber: string;
  expiresAt: string;
  resendAt: string;
}

export interface ConfirmedPhone {
  phoneNumber: string;
  verifiedAt: string;
}

/** The "Sokoni code" label of the outbox rows (e2e tests read codes by it). */
export const CODE_SMS_LABEL = "Sokoni code";

/** The account's confirmed numbers, +254 form, oldest first. */
export async function verifiedPhonesOf(ctx: RequestContext, userId: string): Promise<string[]> {
  return (await confirmedPhonesOf(ctx, userId)).map((row) => row.phoneNumber);
}

/** The account's confirmed numbers with when each was confirmed, oldest first. */
export async function confirmedPhonesOf(ctx: RequestContext, userId: string): Promise<ConfirmedPhone[]> {
  const rows = await ctx.db
    .select({ phoneNumber: phones.phoneNumber, verifiedAt: phones.verifiedAt })
    .from(phones)
    .where(eq(phones.userId, userId))
    .orderBy(asc(phones.verifiedAt), asc(phones.phoneNumber));
  return rows.map((row) => ({ phoneNumber: row.phoneNumber, verifiedAt: row.verifiedAt.toISOString() }));
}

function numberOrRefusal(phoneInput: string): string {
  const phone = typeof phoneInput === "string" && phoneInput.length <= 40 ? normalizeKenyanPhone(phoneInput) : null;
  if (!phone) throw new Refusal(400, PHONE_CODE_MESSAGES.invalidNumber);
  return phone;
}

async function ownerOf(db: Db, phone: string): Promise<string | null> {
  const row = await db.select({ userId: phones.userId }).from(phones).where(eq(phones.phoneNumber, phone)).get();
  return row?.userId ?? null;
}

/** 409 when the number is already confirmed, on this account or another. */
async function refuseConfirmed(db: Db, me: SessionUser, phone: string): Promise<void> {
  const owner = await ownerOf(db, phone);
  if (owner === me.id) throw new Refusal(409, PHONE_CODE_MESSAGES.alreadyYours);
  if (owner !== null) throw new Refusal(409, PHONE_CODE_MESSAGES.takenByAnother);
}

async function hmacKey(ctx: RequestContext): Promise<CryptoKey> {
  const secret = ctx.env.BETTER_AUTH_SECRET;
  if (!secret) throw new Error("BETTER_AUTH_SECRET is not set: phone codes cannot be hashed");
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

const codeInput = (userId: string, phone: string, code: string) => new TextEncoder().encode(`phone-code:${userId}:${phone}:${code}`);

async function hashCode(ctx: RequestContext, userId: string, phone: string, code: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(ctx), codeInput(userId, phone, code));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Constant-time: the HMAC of what was typed is checked against the stored one by WebCrypto. */
async function codeMatches(ctx: RequestContext, userId: string, phone: string, code: string, storedHash: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(storedHash)) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(ctx), hexBytes(storedHash), codeInput(userId, phone, code));
}

/** Takes back one hit of a counter (a code that never left does not count). */
async function refundHit(db: Db, key: string): Promise<void> {
  await db.run(sql`UPDATE rate_limit SET count = count - 1 WHERE key = ${key} AND count > 0`);
}

/**
 * Sends a new code for `phoneInput` to the signed-in account. Refusals: 400 not a Kenyan mobile,
 * 409 already confirmed (here or elsewhere), 429 a minute has not passed or a daily limit is
 * reached, 503 the SMS provider did not take it.
 */
export async function sendPhoneCode(ctx: RequestContext, me: SessionUser, phoneInput: string): Promise<PhoneCodeSent> {
  const phone = numberOrRefusal(phoneInput);
  await refuseConfirmed(ctx.db, me, phone);
  const now = new Date();
  const last = await ctx.db
    .select({ createdAt: phoneCodes.createdAt })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, me.id), eq(phoneCodes.phoneNumber, phone)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1)
    .get();
  if (last && !canResend(last.createdAt, now)) throw new Refusal(429, PHONE_CODE_MESSAGES.resendTooSoon(secondsUntilResend(last.createdAt, now)));
  // Per number first: the limit the person can understand ("this number had 5 codes today").
  const limits = [
    { key: `sms-number:${phone}`, max: PHONE_CODE_RULES.perNumberPerDay, message: PHONE_CODE_MESSAGES.tooManyForNumber },
    { key: `sms-account:${me.id}`, max: PHONE_CODE_RULES.perAccountPerDay, message: PHONE_CODE_MESSAGES.tooManyForAccount },
    { key: `sms-address:${ctx.address}`, max: PHONE_CODE_RULES.perAddressPerDay, message: PHONE_CODE_MESSAGES.tooManyFromAddress },
  ];
  const counted: string[] = [];
  for (const limit of limits) {
    const within = await withinRateLimit(ctx.db, limit.key, limit.max, PHONE_CODE_RULES.dayMs, now.getTime());
    counted.push(limit.key);
    if (!within) {
      // Only the limit that refused keeps its hit; the others did not send anything.
      for (const key of counted.slice(0, -1)) await refundHit(ctx.db, key);
      throw new Refusal(429, limit.message);
    }
  }
  const code = newCode();
  const [row] = await ctx.db
    .insert(phoneCodes)
    .values({ userId: me.id, phoneNumber: phone, codeHash: await hashCode(ctx, me.id, phone, code), expiresAt: expiresAtFor(now), createdAt: now })
    .returning({ id: phoneCodes.id });
  // Asked for on this request, read by the person asking: in the request's language.
  const sent = await sendSms(ctx.env, ctx.db, { to: phone, label: CODE_SMS_LABEL, text: STRINGS.mail.sms.code(code) });
  if (!row || !sent) {
    if (row) await ctx.db.delete(phoneCodes).where(eq(phoneCodes.id, row.id));
    for (const key of counted) await refundHit(ctx.db, key);
    throw new Refusal(503, PHONE_CODE_MESSAGES.smsFailed);
  }
  // Earlier codes for this account and number stop working once the new one is on its way.
  await ctx.db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.userId, me.id), eq(phoneCodes.phoneNumber, phone), isNull(phoneCodes.usedAt), ne(phoneCodes.id, row.id)));
  return { phoneNumber: phone, expiresAt: expiresAtFor(now).toISOString(), resendAt: resendAtFor(now).toISOString() };
}

/**
 * Confirms `phoneInput` with `code` (the newest code sent to this account for it). Answers the
 * +254 number. Refusals: 400 bad number, bad code or no code asked (or a wrong code, with the
 * tries left), 410 expired or locked, 409 confirmed by another account meanwhile.
 */
export async function confirmPhoneCode(ctx: RequestContext, me: SessionUser, phoneInput: string, code: string): Promise<string> {
  const phone = numberOrRefusal(phoneInput);
  const typed = typeof code === "string" ? code.replace(/[\s-]/g, "") : "";
  if (!/^\d{6}$/.test(typed)) throw new Refusal(400, PHONE_CODE_MESSAGES.codeInvalid);
  const owner = await ownerOf(ctx.db, phone);
  // A second tap on "Confirm" after the first went through: the number is simply confirmed.
  if (owner === me.id) return phone;
  if (owner !== null) throw new Refusal(409, PHONE_CODE_MESSAGES.takenByAnother);
  const now = new Date();
  const latest = await ctx.db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, me.id), eq(phoneCodes.phoneNumber, phone)))
    .orderBy(desc(phoneCodes.id))
    .limit(1)
    .get();
  if (!latest) throw new Refusal(400, PHONE_CODE_MESSAGES.noCode);
  const state = codeState(latest, now);
  if (state === "used") throw new Refusal(400, PHONE_CODE_MESSAGES.noCode);
  if (state === "locked") throw new Refusal(410, PHONE_CODE_MESSAGES.locked);
  if (state === "expired") throw new Refusal(410, PHONE_CODE_MESSAGES.expired);
  if (!(await codeMatches(ctx, me.id, phone, typed, latest.codeHash))) {
    // One atomic step, so parallel guesses cannot share a try.
    const counted = await ctx.db
      .update(phoneCodes)
      .set({ failedTries: sql`${phoneCodes.failedTries} + 1` })
      .where(and(eq(phoneCodes.id, latest.id), isNull(phoneCodes.usedAt), lt(phoneCodes.failedTries, PHONE_CODE_RULES.maxWrongTries)))
      .returning({ failedTries: phoneCodes.failedTries })
      .get();
    if (!counted) throw new Refusal(410, PHONE_CODE_MESSAGES.locked);
    const left = triesLeftAfterWrong(counted.failedTries - 1);
    if (left === 0) throw new Refusal(410, PHONE_CODE_MESSAGES.locked);
    throw new Refusal(400, PHONE_CODE_MESSAGES.wrongCode(left));
  }
  // Spent before the number is stored, so the same code cannot confirm twice.
  const spent = await ctx.db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.id, latest.id), isNull(phoneCodes.usedAt), lt(phoneCodes.failedTries, PHONE_CODE_RULES.maxWrongTries)))
    .returning({ id: phoneCodes.id })
    .get();
  if (!spent) {
    if ((await ownerOf(ctx.db, phone)) === me.id) return phone;
    throw new Refusal(410, PHONE_CODE_MESSAGES.locked);
  }
  const stored = await ctx.db
    .insert(phones)
    .values({ phoneNumber: phone, userId: me.id, verifiedAt: now })
    .onConflictDoNothing()
    .returning({ userId: phones.userId })
    .get();
  if (!stored) {
    if ((await ownerOf(ctx.db, phone)) === me.id) return phone;
    throw new Refusal(409, PHONE_CODE_MESSAGES.takenByAnother);
  }
  // A seller's verified number is a badge on their listings and storefront.
  pagesChanged(ctx);
  return phone;
}

/**
 * Removes a confirmed number from the signed-in account. Refusals: 400 bad number, 404 not
 * confirmed on this account, 409 while a listing of theirs that others can see shows it.
 */
export async function removePhone(ctx: RequestContext, me: SessionUser, phoneInput: string): Promise<void> {
  const phone = numberOrRefusal(phoneInput);
  if ((await ownerOf(ctx.db, phone)) !== me.id) throw new Refusal(404, PHONE_CODE_MESSAGES.notYours);
  // Listings keep the number as it was typed before numbers had to be confirmed: compare the +254 forms.
  const shown = await ctx.db
    .select({ phoneNumber: listings.phoneNumber })
    .from(listings)
    .where(and(eq(listings.userRef, me.id), eq(listings.isHidden, false)));
  if (shown.some((row) => normalizeKenyanPhone(row.phoneNumber) === phone)) throw new Refusal(409, PHONE_CODE_MESSAGES.inUse(phone));
  await ctx.db.delete(phones).where(and(eq(phones.phoneNumber, phone), eq(phones.userId, me.id)));
  pagesChanged(ctx);
}

/** How long codes are kept: long after they stopped working, short enough to hold little. */
export const PHONE_CODES_KEPT_MS = 2 * PHONE_CODE_RULES.dayMs;

/** Deletes codes older than two days (the hourly scheduled run). Returns how many went. */
export async function prunePhoneCodes(db: Db, now = Date.now()): Promise<number> {
  const result = await db.run(sql`DELETE FROM phone_codes WHERE created_at < ${now - PHONE_CODES_KEPT_MS}`);
  return result.meta.changes ?? 0;
}
