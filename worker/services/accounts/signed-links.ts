/**
 * Links that act without a session (an alert's one-click unsubscribe, an expiry reminder's renew link): the
 * link carries what it does and an HMAC-SHA256 of that, keyed with BETTER_AUTH_SECRET and bound to
 * its purpose, so nobody can make one for something we did not mail, nor reuse one for another end.
 */
const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The MAC of `purpose:payload` as 43 base64url characters; needs the secret (never a weak MAC). */
export async function signPayload(secret: string | undefined, purpose: string, payload: string): Promise<string> {
  if (!secret) throw new Error(`BETTER_AUTH_SECRET is not set: ${purpose} links cannot be signed`);
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(`${purpose}:${payload}`));
  return toBase64Url(new Uint8Array(mac));
}

/** Whether `macText` is our MAC of `purpose:payload` (false for anything malformed). */
export async function verifyPayload(secret: string | undefined, purpose: string, payload: string, macText: string): Promise<boolean> {
  const mac = fromBase64Url(macText);
  if (!secret || !mac) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), mac, new TextEncoder().encode(`${purpose}:${payload}`));
}
