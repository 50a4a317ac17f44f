/**
 * Safaricom's Daraja API for Lipa na M-Pesa Online (the "STK push"), beside the mailer and the SMS
 * sender (worker/mail.ts, worker/sms.ts), configured by secrets. Three calls: an OAuth token, the
 * push that makes Safaricom show a payment prompt on the seller's phone, and the query that asks
 * how a push ended when its callback has not come. Sokoni never handles a PIN or a card: the
 * seller types the PIN into Safaricom's own prompt on their phone, and we only learn the outcome.
 *
 * Every network call takes a `fetcher` last, the real fetch by default, so tests can answer for
 * Safaricom. Only darajaToken throws; stkPush and stkQuery report failures as values.
 */
import { darajaPhone, darajaTimestamp, stkPassword } from "../app/domain/mpesa";
import type { WorkerEnv } from "./env";

/** Daraja's secrets and settings (worker/env.ts says what each one's absence means). */
export type DarajaSettings = Pick<
  WorkerEnv,
  "MPESA_CONSUMER_KEY" | "MPESA_CONSUMER_SECRET" | "MPESA_SHORTCODE" | "MPESA_PASSKEY" | "MPESA_ENVIRONMENT" | "MPESA_TRANSACTION_TYPE" | "MPESA_PARTY_B"
>;

/** The Worker's own fetch, or a stand-in for Safaricom in tests. */
export type Fetcher = typeof fetch;

/** True when payments can really go to Safaricom (all four secrets are set). */
export function darajaConfigured(env: DarajaSettings): boolean {
  return Boolean(env.MPESA_CONSUMER_KEY && env.MPESA_CONSUMER_SECRET && env.MPESA_SHORTCODE && env.MPESA_PASSKEY);
}

/** The sandbox and the live API share paths and differ only in host. */
export function darajaHost(env: DarajaSettings): string {
  return env.MPESA_ENVIRONMENT === "production" ? "https://api.safaricom.co.ke" : "https://sandbox.safaricom.co.ke";
}

/** Tokens live an hour; renewing a minute early means one never expires between reading and use. */
const TOKEN_MARGIN_MS = 60_000;

/** Per isolate: each isolate asks for its own token and reuses it while it lasts. */
const tokens = new Map<string, { token: string; expiresAt: number }>();

function tokenKey(env: DarajaSettings): string {
  return `${darajaHost(env)}\n${env.MPESA_CONSUMER_KEY ?? ""}`;
}

/**
 * A bearer token for Daraja, from the cache while it has more than a minute left. Daraja answers
 * `{ access_token, expires_in }` with expires_in a string of seconds ("3599"). Throws with a clear
 * message when it is not configured, refuses, or answers without a token.
 */
export async function darajaToken(env: DarajaSettings, fetcher: Fetcher = fetch): Promise<string> {
  if (!env.MPESA_CONSUMER_KEY || !env.MPESA_CONSUMER_SECRET) throw new Error("M-Pesa token: MPESA_CONSUMER_KEY and MPESA_CONSUMER_SECRET are not set");
  const key = tokenKey(env);
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const response = await fetcher(`${darajaHost(env)}/oauth/v1/generate?grant_type=client_credentials`, {
    method: "GET",
    headers: { authorization: `Basic ${btoa(`${env.MPESA_CONSUMER_KEY}:${env.MPESA_CONSUMER_SECRET}`)}`, accept: "application/json" },
  });
  const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
  if (!response.ok) throw new Error(`M-Pesa token: Daraja answered ${response.status}`);
  const token = body?.access_token;
  if (typeof token !== "string" || !token) throw new Error("M-Pesa token: Daraja's answer had no access_token");
  const seconds = Number(body?.expires_in);
  // A token whose lifetime we cannot read is used once and not kept.
  if (Number.isFinite(seconds) && seconds * 1000 > TOKEN_MARGIN_MS) tokens.set(key, { token, expiresAt: Date.now() + seconds * 1000 - TOKEN_MARGIN_MS });
  else tokens.delete(key);
  return token;
}

/** Daraja's error answers: `{ requestId, errorCode, errorMessage }`. */
interface DarajaError {
  requestId?: unknown;
  errorCode?: unknown;
  errorMessage?: unknown;
}

/** The push's answer: ResponseCode "0" means Safaricom accepted it and will prompt the phone. */
interface PushAnswer extends DarajaError {
  MerchantRequestID?: unknown;
  CheckoutRequestID?: unknown;
  ResponseCode?: unknown;
  ResponseDescription?: unknown;
  CustomerMessage?: unknown;
}

/** The query's answer: the push's ids again plus ResultCode and ResultDesc once it has ended. */
interface QueryAnswer extends DarajaError {
  ResponseCode?: unknown;
  ResultCode?: unknown;
  ResultDesc?: unknown;
}

/** Daraja's code for "the seller has not answered the prompt yet". */
const STILL_PROCESSING = "500.001.1001";

/** Daraja caps AccountReference at 12 characters and TransactionDesc at 13; longer ones are refused. */
const ACCOUNT_REFERENCE_LENGTH = 12;
const TRANSACTION_DESC_LENGTH = 13;

function cut(value: string, length: number): string {
  // By characters, not UTF-16 units, so an emoji is never split in half.
  return Array.from(value.trim()).slice(0, length).join("");
}

function failure(status: number, body: (DarajaError & { ResponseDescription?: unknown }) | null): string {
  const detail = [body?.errorCode, body?.errorMessage ?? body?.ResponseDescription].filter((part) => typeof part === "string" && part).join(" ");
  return `Daraja answered ${status}${detail ? `: ${detail}` : ""}`;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A token Daraja no longer takes is dropped, so the next call asks for a fresh one. */
function forgetTokenOn401(env: DarajaSettings, status: number): void {
  if (status === 401) tokens.delete(tokenKey(env));
}

/** Shortcode, password and timestamp, which both the push and the query carry. */
function signature(env: DarajaSettings, now: Date) {
  const shortcode = env.MPESA_SHORTCODE as string;
  const timestamp = darajaTimestamp(now);
  return { BusinessShortCode: shortcode, Password: stkPassword(shortcode, env.MPESA_PASSKEY as string, timestamp), Timestamp: timestamp };
}

export interface StkPushRequest {
  /** Whole shillings; Daraja takes no cents. */
  amount: number;
  /** The seller's phone as stored, +2547XXXXXXXX or +2541XXXXXXXX. */
  phone: string;
  /** Shown on the prompt and the receipt; cut to 12 characters. */
  accountReference: string;
  /** Cut to 13 characters. */
  description: string;
  /** Where Daraja posts the outcome; must be public HTTPS. */
  callbackUrl: string;
  now?: Date;
}

export type StkPushResult = { ok: true; merchantRequestId: string; checkoutRequestId: string } | { ok: false; message: string };

/**
 * Asks Safaricom to prompt the phone for the amount. Success only means the prompt is on its way;
 * the outcome comes later by callback or stkQuery. A failure's message is Daraja's, for the log:
 * the caller shows the seller its own sentence. Never throws.
 */
export async function stkPush(env: DarajaSettings, request: StkPushRequest, fetcher: Fetcher = fetch): Promise<StkPushResult> {
  if (!darajaConfigured(env)) return { ok: false, message: "M-Pesa is not configured" };
  const phone = darajaPhone(request.phone);
  if (!phone) return { ok: false, message: "Not a Kenyan mobile number" };
  const amount = Math.round(request.amount);
  if (!Number.isSafeInteger(amount) || amount < 1) return { ok: false, message: `Not a payable amount: ${request.amount}` };
  const transactionType = env.MPESA_TRANSACTION_TYPE === "CustomerBuyGoodsOnline" ? "CustomerBuyGoodsOnline" : "CustomerPayBillOnline";
  try {
    const token = await darajaToken(env, fetcher);
    const response = await fetcher(`${darajaHost(env)}/mpesa/stkpush/v1/processrequest`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        ...signature(env, request.now ?? new Date()),
        TransactionType: transactionType,
        Amount: amount,
        // PartyA pays; PartyB receives (the paybill, or the till for Buy Goods).
        PartyA: phone,
        PartyB: env.MPESA_PARTY_B || env.MPESA_SHORTCODE,
        // The phone that gets the prompt: the same as PartyA for a seller paying for themself.
        PhoneNumber: phone,
        CallBackURL: request.callbackUrl,
        AccountReference: cut(request.accountReference, ACCOUNT_REFERENCE_LENGTH),
        TransactionDesc: cut(request.description, TRANSACTION_DESC_LENGTH),
      }),
    });
    const body = (await response.json().catch(() => null)) as PushAnswer | null;
    const merchantRequestId = body?.MerchantRequestID;
    const checkoutRequestId = body?.CheckoutRequestID;
    if (
      response.ok &&
      String(body?.ResponseCode) === "0" &&
      typeof merchantRequestId === "string" &&
      merchantRequestId &&
      typeof checkoutRequestId === "string" &&
      checkoutRequestId
    ) {
      return { ok: true, merchantRequestId, checkoutRequestId };
    }
    forgetTokenOn401(env, response.status);
    return { ok: false, message: failure(response.status, body) };
  } catch (error) {
    return { ok: false, message: `Daraja not reached: ${reason(error)}` };
  }
}

export type StkQueryResult = { state: "pending" } | { state: "done"; resultCode: number; resultDesc: string } | { state: "error"; message: string };

/** ResultCode comes as a string here ("1032") and as a number in callbacks. */
function resultCode(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : null;
  if (typeof value === "string" && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * Asks Daraja how a push ended, for when its callback is late or lost. "pending" while the prompt
 * is still open on the phone (Daraja's HTTP 500 with errorCode 500.001.1001); "done" with Daraja's
 * result code once it has ended; "error" for anything else, to try again later. Never throws.
 */
export async function stkQuery(env: DarajaSettings, checkoutRequestId: string, now: Date = new Date(), fetcher: Fetcher = fetch): Promise<StkQueryResult> {
  if (!darajaConfigured(env)) return { state: "error", message: "M-Pesa is not configured" };
  try {
    const token = await darajaToken(env, fetcher);
    const response = await fetcher(`${darajaHost(env)}/mpesa/stkpushquery/v1/query`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ ...signature(env, now), CheckoutRequestID: checkoutRequestId }),
    });
    const body = (await response.json().catch(() => null)) as QueryAnswer | null;
    if (body?.errorCode === STILL_PROCESSING) return { state: "pending" };
    const code = resultCode(body?.ResultCode);
    if (response.ok && code !== null) return { state: "done", resultCode: code, resultDesc: typeof body?.ResultDesc === "string" ? body.ResultDesc : "" };
    forgetTokenOn401(env, response.status);
    return { state: "error", message: failure(response.status, body) };
  } catch (error) {
    return { state: "error", message: `Daraja not reached: ${reason(error)}` };
  }
}
