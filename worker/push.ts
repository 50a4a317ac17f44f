/**
 * Web Push (docs/decisions/088-web-push.md), beside the mailer and the SMS sender
 * (worker/mail.ts, worker/sms.ts): the only code that talks to browsers' push services. Written on
 * WebCrypto alone, so it runs on workerd as it does in Node:
 *
 * - RFC 8291 message encryption: the payload is encrypted for the browser's own key (`p256dh`) and
 *   secret (`auth`) with an ephemeral ECDH P-256 key, HKDF-SHA-256 and AES-128-GCM, in RFC 8188's
 *   `aes128gcm` content coding (one record). The push service cannot read it.
 * - RFC 8292 VAPID: every request carries `Authorization: vapid t=<JWT>, k=<our public key>`, the
 *   JWT signed with ES256 by our private key, naming the push service's origin and a contact.
 *
 * Configured by three secrets: VAPID_PUBLIC_KEY (base64url, the 65-byte uncompressed point the
 * browsers subscribe with), VAPID_PRIVATE_KEY (base64url, the 32-byte private scalar) and
 * VAPID_SUBJECT (`mailto:` or `https:`). `sendPush` takes a `fetcher` last, the real fetch by
 * default, so the local stand-in (worker/services/chat/push.ts) and tests can answer for a push service.
 */

import type { WorkerEnv } from "./env";

/** The three VAPID secrets (worker/env.ts); VAPID_SUBJECT tells the push services' operators who sends. */
export type PushKeys = Pick<WorkerEnv, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT">;

/** The Worker's own fetch, or a stand-in for a push service. */
export type PushFetcher = (request: Request) => Promise<Response>;

type Bytes = Uint8Array<ArrayBuffer>;

const encoder = new TextEncoder();

// ---------------------------------------------------------------------------------------------
// base64url (RFC 4648 §5, no padding): how push keys, secrets and JWTs are written.

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of a base64url text (padding allowed), or null when it is not one. */
export function fromBase64Url(text: string): Bytes | null {
  const plain = text.replace(/=+$/, "");
  if (!/^[A-Za-z0-9_-]*$/.test(plain) || plain.length % 4 === 1) return null;
  const binary = atob(plain.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// P-256 keys: raw public points (0x04 || x || y, 65 bytes) and private scalars (32 bytes).

export const PUBLIC_KEY_BYTES = 65;
export const AUTH_SECRET_BYTES = 16;

/** A JWK for a P-256 key from its raw public point and, for a private key, its scalar. */
function p256Jwk(publicKey: Uint8Array, privateKey?: Uint8Array): JsonWebKey {
  if (publicKey.length !== PUBLIC_KEY_BYTES || publicKey[0] !== 4) throw new Error("not an uncompressed P-256 public key");
  const jwk: JsonWebKey = {
    kty: "EC",
    crv: "P-256",
    x: toBase64Url(publicKey.subarray(1, 33)),
    y: toBase64Url(publicKey.subarray(33, 65)),
    ext: true,
  };
  if (privateKey) {
    if (privateKey.length !== 32) throw new Error("not a P-256 private key");
    jwk.d = toBase64Url(privateKey);
  }
  return jwk;
}

/** A browser's (or any) raw P-256 public key for ECDH; throws when it is not a point on the curve. */
export function importEcdhPublicKey(publicKey: Bytes): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", publicKey, { name: "ECDH", namedCurve: "P-256" }, true, []);
}

/** An ECDH key pair from raw bytes (the RFC's fixed example keys, the local stand-in's device). */
export async function importEcdhKeyPair(publicKey: Bytes, privateKey: Bytes): Promise<CryptoKeyPair> {
  const [publicPart, privatePart] = await Promise.all([
    importEcdhPublicKey(publicKey),
    crypto.subtle.importKey("jwk", p256Jwk(publicKey, privateKey), { name: "ECDH", namedCurve: "P-256" }, false, ["deriveBits"]),
  ]);
  return { publicKey: publicPart, privateKey: privatePart };
}

async function rawPublicKey(key: CryptoKey): Promise<Bytes> {
  return new Uint8Array((await crypto.subtle.exportKey("raw", key)) as ArrayBuffer);
}

// ---------------------------------------------------------------------------------------------
// RFC 8291: message encryption (aes128gcm, one record).

/** RFC 8188's record size we announce: one record holds any payload we send (they stay under 1 KB). */
const RECORD_SIZE = 4096;
const SALT_BYTES = 16;
/** A record's tag (16) and its padding delimiter (1) come out of the record size. */
export const MAX_PLAINTEXT_BYTES = RECORD_SIZE - 16 - 1;

async function hkdf(salt: Bytes, secret: Bytes, info: Bytes, bytes: number): Promise<Bytes> {
  const key = await crypto.subtle.importKey("raw", secret, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/** A label and its terminating zero byte, then the values that follow it (RFC 8291 §3.4, RFC 8188 §2.2). */
function info(label: string, ...values: Uint8Array[]): Bytes {
  return concat(encoder.encode(label), new Uint8Array([0]), ...values);
}

/**
 * The content key and nonce both ends derive (RFC 8291 §3.3-3.4): the ECDH secret of the sender's
 * and the browser's keys, mixed with the browser's auth secret, then with the message's salt.
 */
async function contentKeys(ecdhSecret: Bytes, authSecret: Bytes, uaPublic: Bytes, asPublic: Bytes, salt: Bytes) {
  const ikm = await hkdf(authSecret, ecdhSecret, info("WebPush: info", uaPublic, asPublic), 32);
  const [cek, nonce] = await Promise.all([hkdf(salt, ikm, info("Content-Encoding: aes128gcm"), 16), hkdf(salt, ikm, info("Content-Encoding: nonce"), 12)]);
  return { cek, nonce };
}

async function ecdh(privateKey: CryptoKey, publicKey: CryptoKey): Promise<Bytes> {
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: publicKey }, privateKey, 256));
}

export interface EncryptOptions {
  /** Fixed for the RFC's example; random otherwise (it must never repeat with the same key). */
  salt?: Bytes;
  /** The sender's ECDH key pair: fixed for the RFC's example; a fresh one per message otherwise. */
  serverKeys?: CryptoKeyPair;
}

/**
 * Encrypts `plaintext` for one browser: its `p256dh` public key and `auth` secret (raw bytes).
 * The body is RFC 8188's header (salt, record size, the sender's public key as key id) and one
 * record: the plaintext, the last-record delimiter 0x02, sealed with AES-128-GCM.
 */
export async function encryptPayload(plaintext: Bytes, uaPublic: Bytes, authSecret: Bytes, options: EncryptOptions = {}): Promise<Bytes> {
  if (plaintext.length > MAX_PLAINTEXT_BYTES) throw new Error(`push payload of ${plaintext.length} bytes is over ${MAX_PLAINTEXT_BYTES}`);
  if (authSecret.length !== AUTH_SECRET_BYTES) throw new Error("the auth secret is not 16 bytes");
  const serverKeys = options.serverKeys ?? ((await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair);
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const asPublic = await rawPublicKey(serverKeys.publicKey);
  const secret = await ecdh(serverKeys.privateKey, await importEcdhPublicKey(uaPublic));
  const { cek, nonce } = await contentKeys(secret, authSecret, uaPublic, asPublic, salt);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  const record = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, key, concat(plaintext, new Uint8Array([2]))));
  const header = new Uint8Array(SALT_BYTES + 4 + 1);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(SALT_BYTES, RECORD_SIZE);
  header[SALT_BYTES + 4] = asPublic.length;
  return concat(header, asPublic, record);
}

/**
 * The browser's half (RFC 8291 §3.4, RFC 8188): what the local stand-in and the tests use to read
 * a body back with the device's key pair. Throws when the body is not one record we can open.
 */
export async function decryptPayload(body: Bytes, device: CryptoKeyPair, authSecret: Bytes): Promise<Bytes> {
  if (body.length < SALT_BYTES + 5) throw new Error("too short for an aes128gcm header");
  const salt = body.slice(0, SALT_BYTES);
  const recordSize = new DataView(body.buffer, body.byteOffset).getUint32(SALT_BYTES);
  const idLength = body[SALT_BYTES + 4] as number;
  const asPublic = body.slice(SALT_BYTES + 5, SALT_BYTES + 5 + idLength);
  const record = body.slice(SALT_BYTES + 5 + idLength);
  if (idLength !== PUBLIC_KEY_BYTES || record.length > recordSize || record.length < 17) throw new Error("not one aes128gcm record");
  const uaPublic = await rawPublicKey(device.publicKey);
  const secret = await ecdh(device.privateKey, await importEcdhPublicKey(asPublic));
  const { cek, nonce } = await contentKeys(secret, authSecret, uaPublic, asPublic, salt);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, record));
  // Padding is zeros after the delimiter; the last record's delimiter is 2.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (end < 0 || padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.slice(0, end);
}

// ---------------------------------------------------------------------------------------------
// RFC 8292: VAPID.

/** A JWT lives 12 hours (RFC 8292 allows 24); it is reused per push service while 1 hour is left. */
export const VAPID_JWT_LIFETIME_S = 12 * 60 * 60;
const JWT_REUSE_MARGIN_S = 60 * 60;

export interface VapidKeys {
  publicKey: Bytes;
  signingKey: CryptoKey;
  subject: string;
}

/** True when pushes can be signed: both keys and a contact are set. */
export function vapidConfigured(env: PushKeys): boolean {
  return Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT);
}

/** Per isolate: the imported key, per key pair. */
const importedKeys = new Map<string, Promise<VapidKeys>>();

/** The secrets as keys; throws with a plain message when one is missing or malformed. */
export function vapidKeys(env: PushKeys): Promise<VapidKeys> {
  if (!vapidConfigured(env)) return Promise.reject(new Error("VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not all set"));
  const cacheKey = `${env.VAPID_PUBLIC_KEY}\n${env.VAPID_PRIVATE_KEY}\n${env.VAPID_SUBJECT}`;
  let keys = importedKeys.get(cacheKey);
  if (!keys) {
    keys = (async () => {
      const publicKey = fromBase64Url(env.VAPID_PUBLIC_KEY as string);
      const privateKey = fromBase64Url(env.VAPID_PRIVATE_KEY as string);
      if (!publicKey || !privateKey) throw new Error("VAPID keys are not base64url");
      const signingKey = await crypto.subtle.importKey("jwk", p256Jwk(publicKey, privateKey), { name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
      return { publicKey, signingKey, subject: env.VAPID_SUBJECT as string };
    })();
    keys.catch(() => importedKeys.delete(cacheKey));
    importedKeys.set(cacheKey, keys);
  }
  return keys;
}

function jsonPart(value: unknown): string {
  return toBase64Url(encoder.encode(JSON.stringify(value)));
}

/**
 * A VAPID JWT for one push service (`aud`, its origin): ES256 over `header.claims`, the signature
 * as JWS wants it (r || s, 64 bytes), which is what WebCrypto's ECDSA gives.
 */
export async function vapidJwt(keys: VapidKeys, audience: string, expiresAt: number): Promise<string> {
  const input = `${jsonPart({ typ: "JWT", alg: "ES256" })}.${jsonPart({ aud: audience, exp: expiresAt, sub: keys.subject })}`;
  const signature = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.signingKey, encoder.encode(input));
  return `${input}.${toBase64Url(new Uint8Array(signature))}`;
}

/** Per isolate: the JWT per push service, while it has more than an hour left. */
const jwts = new Map<string, { jwt: string; expiresAt: number }>();

/** The `Authorization` header for a push to `endpoint`, at `now` (ms). */
export async function vapidAuthorization(keys: VapidKeys, endpoint: string, now: number = Date.now()): Promise<string> {
  const audience = new URL(endpoint).origin;
  const seconds = Math.floor(now / 1000);
  const cacheKey = `${toBase64Url(keys.publicKey)} ${keys.subject} ${audience}`;
  let cached = jwts.get(cacheKey);
  if (!cached || cached.expiresAt - seconds < JWT_REUSE_MARGIN_S) {
    const expiresAt = seconds + VAPID_JWT_LIFETIME_S;
    cached = { jwt: await vapidJwt(keys, audience, expiresAt), expiresAt };
    jwts.set(cacheKey, cached);
    if (jwts.size > 100) jwts.delete(jwts.keys().next().value as string);
  }
  return `vapid t=${cached.jwt}, k=${toBase64Url(keys.publicKey)}`;
}

export type VapidCheck = { ok: true; publicKey: string; claims: { aud: string; exp: number; sub: string } } | { ok: false; reason: string };

/**
 * What a push service checks of `Authorization` (RFC 8292 §2-3): the `vapid` scheme with `t` and
 * `k`; an ES256 JWT that `k` verifies; `aud` the service's own origin; `exp` in the future and
 * at most 24 hours away; a `mailto:` or `https:` contact. The local stand-in uses it.
 */
export async function verifyVapid(header: string | null, audience: string, now: number = Date.now()): Promise<VapidCheck> {
  const match = /^vapid\s+(.+)$/i.exec(header ?? "");
  if (!match) return { ok: false, reason: "no vapid authorization" };
  const params = new Map<string, string>();
  for (const part of (match[1] as string).split(",")) {
    const at = part.indexOf("=");
    if (at > 0) params.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const token = params.get("t") ?? "";
  const k = params.get("k") ?? "";
  const publicKey = fromBase64Url(k);
  const [head, body, signature] = token.split(".");
  const signatureBytes = signature === undefined ? null : fromBase64Url(signature);
  if (!publicKey || publicKey.length !== PUBLIC_KEY_BYTES || !head || !body || !signatureBytes) return { ok: false, reason: "malformed t or k" };
  let verifier: CryptoKey;
  try {
    verifier = await crypto.subtle.importKey("raw", publicKey, { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  } catch {
    return { ok: false, reason: "k is not a P-256 key" };
  }
  const valid = await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, verifier, signatureBytes, encoder.encode(`${head}.${body}`));
  if (!valid) return { ok: false, reason: "bad signature" };
  let joseHeader: { alg?: unknown };
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    joseHeader = JSON.parse(new TextDecoder().decode(fromBase64Url(head) ?? new Uint8Array())) as typeof joseHeader;
    claims = JSON.parse(new TextDecoder().decode(fromBase64Url(body) ?? new Uint8Array())) as typeof claims;
  } catch {
    return { ok: false, reason: "unreadable JWT" };
  }
  if (joseHeader.alg !== "ES256") return { ok: false, reason: "alg is not ES256" };
  const seconds = now / 1000;
  if (claims.aud !== audience) return { ok: false, reason: `aud is not ${audience}` };
  if (typeof claims.exp !== "number" || claims.exp <= seconds || claims.exp > seconds + 24 * 60 * 60) return { ok: false, reason: "exp out of range" };
  if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub)) return { ok: false, reason: "sub is not mailto: or https:" };
  return { ok: true, publicKey: k, claims: { aud: claims.aud, exp: claims.exp, sub: claims.sub } };
}

// ---------------------------------------------------------------------------------------------
// Sending.

export interface PushTarget {
  endpoint: string;
  /** base64url, the browser's P-256 public key. */
  p256dh: string;
  /** base64url, the browser's 16-byte secret. */
  auth: string;
}

export interface PushMessage {
  /** The text the service worker reads (JSON of ours); kept under 1 KB by the callers. */
  payload: string;
  /** Seconds the push service keeps it for a device that is off. */
  ttl: number;
  urgency: "very-low" | "low" | "normal" | "high";
  /** A newer push with the same topic replaces one still waiting (RFC 8030 §5.4): up to 32 base64url characters. */
  topic?: string;
}

/**
 * What came of one push: `ok` when the service took it (201, or any 2xx), `gone` when the
 * subscription is over (404, 410: the caller forgets it); anything else is a failure to log.
 */
export type PushResult = { ok: true; status: number } | { ok: false; status: number; gone: boolean; message: string };

/**
 * Encrypts and sends one push. Never throws: a refusal, a network failure or bad keys come back as
 * a result (status 0 when no answer came).
 */
export async function sendPush(env: PushKeys, target: PushTarget, message: PushMessage, fetcher: PushFetcher = fetch, now = Date.now()): Promise<PushResult> {
  try {
    const keys = await vapidKeys(env);
    const uaPublic = fromBase64Url(target.p256dh);
    const authSecret = fromBase64Url(target.auth);
    if (!uaPublic || !authSecret) return { ok: false, status: 0, gone: false, message: "the subscription's keys are not base64url" };
    const body = await encryptPayload(encoder.encode(message.payload), uaPublic, authSecret);
    const headers = new Headers({
      authorization: await vapidAuthorization(keys, target.endpoint, now),
      "content-encoding": "aes128gcm",
      "content-type": "application/octet-stream",
      ttl: String(Math.max(0, Math.floor(message.ttl))),
      urgency: message.urgency,
    });
    if (message.topic && /^[A-Za-z0-9_-]{1,32}$/.test(message.topic)) headers.set("topic", message.topic);
    const response = await fetcher(new Request(target.endpoint, { method: "POST", headers, body }));
    // The answer's body is not needed; read it so the connection is free again.
    const detail = (await response.text().catch(() => "")).slice(0, 200);
    if (response.ok) return { ok: true, status: response.status };
    return {
      ok: false,
      status: response.status,
      gone: response.status === 404 || response.status === 410,
      message: `push service answered ${response.status}${detail ? `: ${detail}` : ""}`,
    };
  } catch (error) {
    return { ok: false, status: 0, gone: false, message: `push not sent: ${error instanceof Error ? error.message : String(error)}` };
  }
}
