/**
 * Who reported, without keeping where from: a report stores the HMAC-SHA256 of the
 * reporter's network address keyed with BETTER_AUTH_SECRET, in hex. The same address always gives
 * the same key, so distinct visitors can be counted; without the secret the key cannot be turned
 * back into an address (an unkeyed hash of an IPv4 address is undone by trying them all).
 * WebCrypto only, so the Worker and the seed script (Node) share it.
 */

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

/** The report's `reporter_key` for `address`; null when no secret is configured (nothing is stored then). */
export async function reporterKeyOf(secret: string | undefined, address: string): Promise<string | null> {
  if (!secret) return null;
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(`report:${address}`));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
