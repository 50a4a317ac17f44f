/**
 * The local push service (docs/decisions/088-web-push.md): what answers pushes for
 * subscriptions whose endpoint is `http://<loopback>/api/dev/push-service/<id>`, on a developer's
 * machine and in the tests, the way the M-Pesa simulator answers for Safaricom (decision 081). It
 * exists only for a site served from a loopback address with no public BETTER_AUTH_URL; anywhere
 * else its route is a 404 and no such endpoint can be subscribed.
 *
 * Every push reaches it through the real sender (worker/push.ts): encrypted, signed, with the
 * headers a push service reads. It checks them as one would: VAPID (RFC 8292) with our own public
 * key, `Content-Encoding: aes128gcm`, a TTL, at most 4096 bytes; then it opens the message with the
 * one device key pair it holds (`STAND_IN_DEVICE`: tests subscribe with its public key and secret)
 * and keeps what it read, per endpoint id, for `GET` on the same address. Its answers: 201, or
 * 410 for an id starting `gone-`, 404 for `missing-` and 500 for `fail-`, after the checks.
 */
import { decryptPayload, fromBase64Url, importEcdhKeyPair, type PushKeys, verifyVapid } from "../../push";

export const STAND_IN_PATH = "/api/dev/push-service/";

/**
 * The stand-in's one device: the browser side of a subscription, its private key included so the
 * stand-in can read what it is sent. Not a secret: it protects nothing but local test messages.
 */
export const STAND_IN_DEVICE = {
  p256dh: "BNNqQlBTgBJbGSNx_Mc_BLurETHXgRL78qwU1lh1T3niyTXC1pUf528ENKxnApnabzi6YAL27FRETPm5UyTYYlc",
  auth: "lzXPcOLnIZCkG1e6SxCTJg",
  privateKey: "WZbln-AqLt909VdlDmROaBvfGhjbFkOOJFg46qMqBMU",
} as const;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** One push as the stand-in received it; `payload` is null when it could not be opened with the device's keys. */
export interface StandInDelivery {
  at: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  payload: unknown;
}

/** Per isolate, like a real service's queue: the last 20 pushes of each of the last 100 ids. */
const received = new Map<string, StandInDelivery[]>();
const KEPT_PER_ID = 20;
const KEPT_IDS = 100;

let device: Promise<CryptoKeyPair> | undefined;

function deviceKeys(): Promise<CryptoKeyPair> {
  device ??= importEcdhKeyPair(
    fromBase64Url(STAND_IN_DEVICE.p256dh) as Uint8Array<ArrayBuffer>,
    fromBase64Url(STAND_IN_DEVICE.privateKey) as Uint8Array<ArrayBuffer>,
  );
  return device;
}

/** The id of a stand-in endpoint path (`/api/dev/push-service/<id>`), or null. */
export function standInId(pathname: string): string | null {
  if (!pathname.startsWith(STAND_IN_PATH)) return null;
  const id = pathname.slice(STAND_IN_PATH.length);
  return ID.test(id) ? id : null;
}

function answer(status: number, text: string): Response {
  return new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
}

/** What the stand-in says to one push: see the module's comment. */
export async function answerStandIn(request: Request, env: PushKeys): Promise<Response> {
  const url = new URL(request.url);
  const id = standInId(url.pathname);
  if (!id) return answer(404, "no such subscription");
  if (request.method !== "POST") return answer(405, "pushes are POSTed");
  const vapid = await verifyVapid(request.headers.get("authorization"), url.origin);
  if (!vapid.ok) return answer(401, `VAPID: ${vapid.reason}`);
  // A subscription is bound to the key it was made with (the site's public key).
  if (vapid.publicKey !== env.VAPID_PUBLIC_KEY) return answer(403, "VAPID: not the key this subscription was made with");
  if (request.headers.get("content-encoding")?.toLowerCase() !== "aes128gcm") return answer(400, "Content-Encoding must be aes128gcm");
  const ttl = request.headers.get("ttl");
  if (ttl === null || !/^\d{1,10}$/.test(ttl)) return answer(400, "TTL is required");
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.length > 4096) return answer(413, "payload over 4096 bytes");
  if (id.startsWith("gone-")) return answer(410, "subscription expired");
  if (id.startsWith("missing-")) return answer(404, "no such subscription");
  if (id.startsWith("fail-")) return answer(500, "the stand-in is failing on purpose");
  let payload: unknown = null;
  try {
    const plain = await decryptPayload(body, await deviceKeys(), fromBase64Url(STAND_IN_DEVICE.auth) as Uint8Array<ArrayBuffer>);
    const text = new TextDecoder().decode(plain);
    try {
      payload = JSON.parse(text);
    } catch {
      payload = text;
    }
  } catch {
    // Made for another device's keys: a real service could not tell either; it is delivered unread.
  }
  const list = received.get(id) ?? [];
  list.push({ at: new Date().toISOString(), ttl: Number(ttl), urgency: request.headers.get("urgency"), topic: request.headers.get("topic"), payload });
  received.delete(id);
  received.set(id, list.slice(-KEPT_PER_ID));
  if (received.size > KEPT_IDS) received.delete(received.keys().next().value as string);
  return new Response(null, { status: 201, headers: { location: `${url.origin}${STAND_IN_PATH}${id}` } });
}

/** What the stand-in received for one endpoint id, oldest first. */
export function standInDeliveries(id: string): StandInDelivery[] {
  return [...(received.get(id) ?? [])];
}
