/**
 * Presigned S3 addresses: AWS Signature Version 4 in the query string, made with the
 * runtime's WebCrypto, no SDK. R2 speaks this for its S3 endpoint
 * (`https://<account>.r2.cloudflarestorage.com/<bucket>/<key>`, region `auto`), and so does the
 * local R2 emulation of wrangler/miniflare (`/cdn-cgi/local/r2/s3/<bucket>/<key>` on the dev or
 * preview server), which checks the signature, the credential and the expiry the same way.
 *
 * What the holder of an address can do is what was signed: one method on one key, until it
 * expires, with the signed headers' exact values (the content type of a PUT). The body is not
 * signed (`UNSIGNED-PAYLOAD`): what arrives is checked when the product claims it.
 */

const ALGORITHM = "AWS4-HMAC-SHA256";
const encoder = new TextEncoder();

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface PresignRequest {
  method: "GET" | "HEAD" | "PUT" | "DELETE";
  /** The endpoint's origin and any path before the bucket: `https://<account>.r2.cloudflarestorage.com`. */
  endpoint: string;
  /** Path-style (R2, the local emulation); empty when the endpoint's host names the bucket. */
  bucket: string;
  key: string;
  credentials: S3Credentials;
  /** Seconds the address is good for (1 to 604,800). */
  expiresIn: number;
  /** Headers the request must carry with exactly these values (lower-case names); `host` is always signed. */
  headers?: Record<string, string>;
  /** `auto` for R2. */
  region?: string;
  now?: Date;
}

/** RFC 3986 encoding as SigV4 wants it: encodeURIComponent leaves `!'()*` alone. */
export function awsEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function hmac(key: ArrayBuffer | Uint8Array<ArrayBuffer>, data: string): Promise<ArrayBuffer> {
  const cryptoKey = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(data));
}

/** `20261125T120000Z` and `20261125`. */
function amzDates(now: Date): { stamp: string; day: string } {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return { stamp, day: stamp.slice(0, 8) };
}

/** Each `/`-separated segment encoded; keys we make are already plain (isSafeKey), so this is the identity for them. */
function canonicalPath(prefix: string, bucket: string, key: string): string {
  return `${prefix}/${[...(bucket ? [bucket] : []), ...key.split("/")].map(awsEncode).join("/")}`;
}

/** A presigned address for one request, good until `expiresIn` seconds from `now`. */
export async function presignUrl(request: PresignRequest): Promise<URL> {
  const { stamp, day } = amzDates(request.now ?? new Date());
  const region = request.region ?? "auto";
  const base = new URL(request.endpoint);
  const path = canonicalPath(base.pathname.replace(/\/$/, ""), request.bucket, request.key);
  const headers = new Map<string, string>([["host", base.host]]);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name.toLowerCase(), value.trim().replace(/ +/g, " "));
  const signedNames = [...headers.keys()].sort();
  const scope = `${day}/${region}/s3/aws4_request`;
  const query: [string, string][] = [
    ["X-Amz-Algorithm", ALGORITHM],
    ["X-Amz-Credential", `${request.credentials.accessKeyId}/${scope}`],
    ["X-Amz-Date", stamp],
    ["X-Amz-Expires", String(request.expiresIn)],
    ["X-Amz-SignedHeaders", signedNames.join(";")],
  ];
  const canonicalQuery = query
    .map(([name, value]) => [awsEncode(name), awsEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery,
    signedNames.map((name) => `${name}:${headers.get(name)}\n`).join(""),
    signedNames.join(";"),
    "UNSIGNED-PAYLOAD",
  ].join("\n");
  const stringToSign = [ALGORITHM, stamp, scope, hex(await crypto.subtle.digest("SHA-256", encoder.encode(canonicalRequest)))].join("\n");
  let signingKey = await hmac(encoder.encode(`AWS4${request.credentials.secretAccessKey}`), day);
  for (const part of [region, "s3", "aws4_request"]) signingKey = await hmac(signingKey, part);
  const signature = hex(await hmac(signingKey, stringToSign));
  return new URL(`${base.origin}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`);
}
