import { STRINGS } from "../i18n";

/**
 * M-Pesa through Safaricom's Daraja API, Lipa na M-Pesa Online (the "STK push"): the rules that
 * need no network, shared by the Worker's client (worker/mpesa.ts), the callback route and the
 * local simulator. Sokoni never sees a PIN or a card: Safaricom shows its own prompt on the
 * seller's phone, the seller types the PIN there, and Daraja tells us the outcome afterwards.
 */

/** Where a payment stands: waiting for the seller's phone, then one of four outcomes. */
export type PaymentStatus = "pending" | "paid" | "cancelled" | "timeout" | "failed";

/** The outcomes in which nothing was paid. */
export type PaymentFailure = Exclude<PaymentStatus, "pending" | "paid">;

/** Kenya keeps East Africa Time all year (UTC+3, no daylight saving), so a fixed offset is exact. */
const KENYA_OFFSET_MS = 3 * 60 * 60 * 1000;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

/**
 * YYYYMMDDHHmmss in Kenya time. Daraja checks the timestamp (and the password built from it)
 * against its own clock in Nairobi, whatever zone the Worker runs in.
 */
export function darajaTimestamp(date: Date): string {
  const kenya = new Date(date.getTime() + KENYA_OFFSET_MS);
  return (
    pad(kenya.getUTCFullYear(), 4) +
    pad(kenya.getUTCMonth() + 1) +
    pad(kenya.getUTCDate()) +
    pad(kenya.getUTCHours()) +
    pad(kenya.getUTCMinutes()) +
    pad(kenya.getUTCSeconds())
  );
}

/**
 * The STK push password: base64 of shortcode, passkey and timestamp run together. btoa exists in
 * Node and workerd alike, and all three parts are plain ASCII.
 */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return btoa(`${shortcode}${passkey}${timestamp}`);
}

/** Stored numbers are +254 followed by 7XXXXXXXX or 1XXXXXXXX (docs/decisions/009). */
const STORED_MOBILE = /^\+254([17]\d{8})$/;

/** Daraja wants 2547XXXXXXXX (no plus); null for anything that is not a Kenyan mobile. */
export function darajaPhone(e164: string): string | null {
  if (typeof e164 !== "string") return null;
  const match = STORED_MOBILE.exec(e164);
  return match ? `254${match[1]}` : null;
}

/** What Daraja's callback says about one STK push, checked and flattened. */
export interface StkCallback {
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  amount: number | null;
  receipt: string | null;
  phone: string | null;
  transactionDate: string | null;
}

/** Ids are opaque to us; the length cap keeps a forged callback from filling the log or a row. */
const MAX_ID_LENGTH = 100;
const MAX_DESC_LENGTH = 300;
/** M-Pesa receipt numbers are upper-case letters and digits, "NLJ7RT61SV". */
const RECEIPT = /^[A-Z0-9]{6,20}$/;
/** Phone numbers may come whole (254708374149) or, on newer accounts, partly masked (2547******149). */
const CALLBACK_PHONE = /^[0-9*]{6,20}$/;
/** TransactionDate is YYYYMMDDHHmmss, sent as a number. */
const TRANSACTION_DATE = /^\d{14}$/;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function id(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 && value.length <= MAX_ID_LENGTH ? value : null;
}

/** ResultCode arrives as a number from the callback and as a string from the query API. */
function integer(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : null;
  if (typeof value === "string" && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** Amounts come as numbers ("Value": 1.00 parses to 1); a numeric string is taken too, nothing else. */
function amount(value: unknown): number | null {
  const number = typeof value === "number" ? value : typeof value === "string" && /^\d+(?:\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** Numbers become their plain digits; strings are kept when they match the expected shape. */
function text(value: unknown, shape: RegExp): string | null {
  const candidate =
    typeof value === "number" ? (Number.isSafeInteger(value) && value >= 0 ? String(value) : null) : typeof value === "string" ? value.trim() : null;
  return candidate !== null && shape.test(candidate) ? candidate : null;
}

/** CallbackMetadata.Item is a list of { Name, Value }; Value is missing for some (Balance). */
function metadata(value: unknown): Map<string, unknown> {
  const items = record(value)?.Item;
  const found = new Map<string, unknown>();
  if (!Array.isArray(items)) return found;
  for (const item of items) {
    const entry = record(item);
    if (entry && typeof entry.Name === "string" && !found.has(entry.Name)) found.set(entry.Name, entry.Value);
  }
  return found;
}

function parse(body: unknown): StkCallback | null {
  const callback = record(record(record(body)?.Body)?.stkCallback);
  if (!callback) return null;
  const merchantRequestId = id(callback.MerchantRequestID);
  const checkoutRequestId = id(callback.CheckoutRequestID);
  const resultCode = integer(callback.ResultCode);
  if (merchantRequestId === null || checkoutRequestId === null || resultCode === null) return null;
  const resultDesc = typeof callback.ResultDesc === "string" ? callback.ResultDesc.slice(0, MAX_DESC_LENGTH) : "";
  const items = metadata(callback.CallbackMetadata);
  const paid = amount(items.get("Amount"));
  const receipt = text(items.get("MpesaReceiptNumber"), RECEIPT);
  // A success we cannot tie to money and a receipt is not a success we can record.
  if (resultCode === 0 && (paid === null || receipt === null)) return null;
  return {
    merchantRequestId,
    checkoutRequestId,
    resultCode,
    resultDesc,
    amount: paid,
    receipt,
    phone: text(items.get("PhoneNumber"), CALLBACK_PHONE),
    transactionDate: text(items.get("TransactionDate"), TRANSACTION_DATE),
  };
}

/**
 * Reads Daraja's callback, `{ Body: { stkCallback: { MerchantRequestID, CheckoutRequestID,
 * ResultCode, ResultDesc, CallbackMetadata? } } }`, or null when it is not one. Anyone can post
 * to the callback address, so nothing is trusted and nothing throws.
 */
export function parseStkCallback(body: unknown): StkCallback | null {
  try {
    return parse(body);
  } catch {
    // Only exotic objects (throwing getters, proxies) get here; JSON never does.
    return null;
  }
}

/** Daraja's result codes: 0 paid, 1032 cancelled on the phone, 1037 phone not reached; the rest failed. */
export function statusOfResult(resultCode: number): Exclude<PaymentStatus, "pending"> {
  if (resultCode === 0) return "paid";
  if (resultCode === 1032) return "cancelled";
  if (resultCode === 1037) return "timeout";
  return "failed";
}

/** Plain words for the seller, each saying that no money moved (in the reader's language). */
export function paymentFailureMessage(status: PaymentFailure): string {
  const T = STRINGS.domain.mpesa;
  switch (status) {
    case "cancelled":
      return T.cancelled;
    case "timeout":
      return T.timeout;
    default:
      return T.failed;
  }
}

/** The answers the local simulator gives, with Daraja's own result codes and descriptions. */
export const SIMULATOR_RESULT = {
  paid: { resultCode: 0, resultDesc: "The service request is processed successfully." },
  cancelled: { resultCode: 1032, resultDesc: "Request cancelled by user" },
  timeout: { resultCode: 1037, resultDesc: "DS timeout user cannot be reached" },
} as const;

/**
 * The simulator's rule, so every outcome can be tried by hand and in tests without Safaricom: a
 * number ending in 1 cancels, one ending in 2 times out, any other pays.
 */
export function simulatedResult(phoneE164: string): { resultCode: number; resultDesc: string } {
  const last = String(phoneE164).trim().slice(-1);
  const result = last === "1" ? SIMULATOR_RESULT.cancelled : last === "2" ? SIMULATOR_RESULT.timeout : SIMULATOR_RESULT.paid;
  return { resultCode: result.resultCode, resultDesc: result.resultDesc };
}
