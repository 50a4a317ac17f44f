import { createPublicKey, createVerify, generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  decryptPayload,
  encryptPayload,
  fromBase64Url,
  importEcdhKeyPair,
  sendPush,
  toBase64Url,
  vapidAuthorization,
  vapidJwt,
  vapidKeys,
  verifyVapid,
} from "./push";

/*
 * The Web Push sender's crypto in Node: RFC 8291's own example, byte for byte, and
 * VAPID JWTs that an independent verifier (Node's crypto, not WebCrypto) accepts.
 */

const bytes = (text: string) => {
  const out = fromBase64Url(text.replace(/\s+/g, ""));
  if (!out) throw new Error(`not base64url: ${text}`);
  return out;
};

/** RFC 8291 Appendix A, "Push Message Encryption Example". */
const RFC8291 = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  authSecret: "BTBZMqHH6r4Tts7J_aSIgg",
  body: `DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml
         mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT
         pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN`,
};

/** A VAPID pair for these tests only (the Worker's tests have their own in vitest.config.ts). */
function newVapidEnv() {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = privateKey.export({ format: "jwk" }) as { x: string; y: string; d: string };
  const publicKey = toBase64Url(new Uint8Array([4, ...bytes(jwk.x), ...bytes(jwk.y)]));
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: jwk.d, VAPID_SUBJECT: "mailto:push@sokoni.test" };
}

describe("base64url", () => {
  it("round-trips every length and refuses what is not base64url", () => {
    for (let length = 0; length < 40; length++) {
      const data = new Uint8Array(Array.from({ length }, (_, index) => (index * 37 + 251) % 256));
      expect(fromBase64Url(toBase64Url(data))).toEqual(data);
    }
    expect(fromBase64Url("a+b/")).toBeNull();
    expect(fromBase64Url("abcde")).toBeNull();
    expect(fromBase64Url("ab==")).toEqual(new Uint8Array([105]));
  });
});

describe("RFC 8291 message encryption", () => {
  it("encrypts the RFC's example to its exact bytes", async () => {
    const serverKeys = await importEcdhKeyPair(bytes(RFC8291.asPublic), bytes(RFC8291.asPrivate));
    const body = await encryptPayload(new TextEncoder().encode(RFC8291.plaintext), bytes(RFC8291.uaPublic), bytes(RFC8291.authSecret), {
      salt: bytes(RFC8291.salt),
      serverKeys,
    });
    expect(toBase64Url(body)).toBe(RFC8291.body.replace(/\s+/g, ""));
  });

  it("decrypts the RFC's example with the user agent's keys", async () => {
    const device = await importEcdhKeyPair(bytes(RFC8291.uaPublic), bytes(RFC8291.uaPrivate));
    const plain = await decryptPayload(bytes(RFC8291.body), device, bytes(RFC8291.authSecret));
    expect(new TextDecoder().decode(plain)).toBe(RFC8291.plaintext);
  });

  it("uses a fresh salt and key for every message, which the device still opens", async () => {
    const device = await importEcdhKeyPair(bytes(RFC8291.uaPublic), bytes(RFC8291.uaPrivate));
    const text = new TextEncoder().encode(JSON.stringify({ title: "Wanjiru", body: "Bado iko?" }));
    const [one, two] = await Promise.all([
      encryptPayload(text, bytes(RFC8291.uaPublic), bytes(RFC8291.authSecret)),
      encryptPayload(text, bytes(RFC8291.uaPublic), bytes(RFC8291.authSecret)),
    ]);
    expect(toBase64Url(one.slice(0, 16))).not.toBe(toBase64Url(two.slice(0, 16)));
    expect(toBase64Url(one.slice(21, 86))).not.toBe(toBase64Url(two.slice(21, 86)));
    expect(new TextDecoder().decode(await decryptPayload(one, device, bytes(RFC8291.authSecret)))).toContain("Bado iko?");
    // Another secret does not open it: AES-GCM's tag fails.
    await expect(decryptPayload(one, device, new Uint8Array(16))).rejects.toThrow();
  });

  it("refuses keys that are not a P-256 point and payloads over one record", async () => {
    const auth = bytes(RFC8291.authSecret);
    await expect(encryptPayload(new Uint8Array(4), new Uint8Array(65), auth)).rejects.toThrow();
    await expect(encryptPayload(new Uint8Array(5000), bytes(RFC8291.uaPublic), auth)).rejects.toThrow(/over/);
  });
});

describe("RFC 8292 VAPID", () => {
  it("signs an ES256 JWT that Node's own verifier accepts, with aud, exp and sub", async () => {
    const env = newVapidEnv();
    const keys = await vapidKeys(env);
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const jwt = await vapidJwt(keys, "https://fcm.googleapis.com", exp);
    const [head, body, signature] = jwt.split(".") as [string, string, string];
    expect(JSON.parse(Buffer.from(head, "base64url").toString())).toEqual({ typ: "JWT", alg: "ES256" });
    expect(JSON.parse(Buffer.from(body, "base64url").toString())).toEqual({ aud: "https://fcm.googleapis.com", exp, sub: "mailto:push@sokoni.test" });
    const point = bytes(env.VAPID_PUBLIC_KEY);
    const verifier = createPublicKey({
      key: { kty: "EC", crv: "P-256", x: toBase64Url(point.subarray(1, 33)), y: toBase64Url(point.subarray(33)) },
      format: "jwk",
    });
    // JWS's ES256 signature is r || s (64 bytes), which Node reads as "ieee-p1363".
    const ok = createVerify("SHA256").update(`${head}.${body}`).verify({ key: verifier, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
    expect(ok).toBe(true);
    expect(Buffer.from(signature, "base64url")).toHaveLength(64);
  });

  it("builds the Authorization header a push service verifies, and refuses forgeries", async () => {
    const env = newVapidEnv();
    const keys = await vapidKeys(env);
    const now = Date.now();
    const header = await vapidAuthorization(keys, "https://updates.push.services.mozilla.com/wpush/v2/abc", now);
    expect(header).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${env.VAPID_PUBLIC_KEY}$`));
    const good = await verifyVapid(header, "https://updates.push.services.mozilla.com", now);
    expect(good).toMatchObject({ ok: true, publicKey: env.VAPID_PUBLIC_KEY, claims: { sub: "mailto:push@sokoni.test" } });
    // Another service's origin, another key, a changed claim, a JWT past its time: refused.
    expect((await verifyVapid(header, "https://fcm.googleapis.com", now)).ok).toBe(false);
    const other = newVapidEnv();
    expect((await verifyVapid(header.replace(env.VAPID_PUBLIC_KEY, other.VAPID_PUBLIC_KEY), "https://updates.push.services.mozilla.com", now)).ok).toBe(false);
    const t = /t=([^,]+)/.exec(header)?.[1] ?? "";
    const [h, , s] = t.split(".");
    const forged = `${h}.${toBase64Url(new TextEncoder().encode(JSON.stringify({ aud: "https://updates.push.services.mozilla.com", exp: 9e9, sub: "mailto:x@y" })))}.${s}`;
    expect(await verifyVapid(header.replace(t, forged), "https://updates.push.services.mozilla.com", now)).toEqual({ ok: false, reason: "bad signature" });
    expect((await verifyVapid(header, "https://updates.push.services.mozilla.com", now + 25 * 3600 * 1000)).ok).toBe(false);
    expect((await verifyVapid(null, "https://updates.push.services.mozilla.com", now)).ok).toBe(false);
  });
});

describe("sendPush", () => {
  it("posts the encrypted body with the push headers, and reads 404/410 as gone", async () => {
    const env = newVapidEnv();
    const device = await importEcdhKeyPair(bytes(RFC8291.uaPublic), bytes(RFC8291.uaPrivate));
    const seen: { method: string; headers: Headers; body: ArrayBuffer }[] = [];
    let status = 201;
    const fetcher = async (request: Request) => {
      seen.push({ method: request.method, headers: request.headers, body: await request.arrayBuffer() });
      return new Response(null, { status });
    };
    const target = { endpoint: "https://push.example/send/abc", p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret };
    const message = {
      payload: JSON.stringify({ title: "Otieno", body: "Photo", url: "/messages/4" }),
      ttl: 86_400,
      urgency: "normal" as const,
      topic: "chat-4",
    };
    expect(await sendPush(env, target, message, fetcher)).toEqual({ ok: true, status: 201 });
    const request = seen[0] as (typeof seen)[number];
    expect(request.method).toBe("POST");
    expect(request.headers.get("content-encoding")).toBe("aes128gcm");
    expect(request.headers.get("ttl")).toBe("86400");
    expect(request.headers.get("urgency")).toBe("normal");
    expect(request.headers.get("topic")).toBe("chat-4");
    expect((await verifyVapid(request.headers.get("authorization"), "https://push.example")).ok).toBe(true);
    const plain = await decryptPayload(new Uint8Array(request.body), device, bytes(RFC8291.authSecret));
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual({ title: "Otieno", body: "Photo", url: "/messages/4" });

    status = 410;
    expect(await sendPush(env, target, message, fetcher)).toMatchObject({ ok: false, status: 410, gone: true });
    status = 404;
    expect(await sendPush(env, target, message, fetcher)).toMatchObject({ ok: false, status: 404, gone: true });
    status = 500;
    expect(await sendPush(env, target, message, fetcher)).toMatchObject({ ok: false, status: 500, gone: false });
    const unreachable = async () => {
      throw new Error("offline");
    };
    expect(await sendPush(env, target, message, unreachable)).toMatchObject({ ok: false, status: 0, gone: false });
    expect(await sendPush({}, target, message, fetcher)).toMatchObject({ ok: false, status: 0, message: expect.stringContaining("VAPID") });
  });
});
