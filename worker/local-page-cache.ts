/*
 * The local stand-in for Cloudflare's cache for Workers (docs/decisions/093-edge-cache-for-visitors.md):
 * `npm start`, the end-to-end runs and the bench keep shared pages in the Worker's memory, read the
 * same headers the edge reads (`Cloudflare-CDN-Cache-Control` for how long, `Cache-Tag` for purges),
 * take them off the answer as the edge does, and say `CF-Cache-Status` as the edge does. Unlike
 * the edge, it does not collapse concurrent misses of one page: in one isolate that would have
 * every waiting request await a promise the first one started, which workerd refuses across
 * requests ("Cannot perform I/O on behalf of a different request") or leaves hanging when the
 * first is cancelled. Each miss makes its page; the last one made is kept. Production never uses
 * it: wrangler.jsonc puts the real cache in front of the SharedPages entrypoint.
 */

interface Kept {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  storedAt: number;
  maxAgeMs: number;
  tags: string[];
}

/** Enough for every page of the demo and the bench's mixes; the oldest go first past it. */
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 48 * 1024 * 1024;

/** The edge's own headers: read when storing, never shown to the browser. */
const EDGE_ONLY = ["cloudflare-cdn-cache-control", "cache-tag"];
/** Not kept: the D1 figures of the request that made the page (SOKONI_TIMING) would be replayed as a hit's. */
const NOT_KEPT = [...EDGE_ONLY, "server-timing"];

export class LocalPageCache {
  private readonly entries = new Map<string, Kept>();
  private bytes = 0;

  /** `now` is the clock (a test moves it past an entry's life). */
  constructor(private readonly now: () => number = Date.now) {}

  /** The page under `key`: kept and fresh, or made by `make` for this caller and kept if it may be. */
  async serve(key: string, method: string, make: () => Promise<Response>): Promise<Response> {
    if (method !== "GET" && method !== "HEAD") return make();
    const kept = this.fresh(key);
    if (kept) return answer(kept, method, "HIT", this.now());
    // A HEAD has no body to keep; the next GET fills the entry.
    if (method === "HEAD") return withStatus(await make(), "BYPASS");
    const made = await this.fill(key, make);
    if (!(made instanceof Response)) return answer(made, method, "MISS", this.now());
    // Not keepable (a redirect, an error): answered as it is.
    return withStatus(made, "BYPASS");
  }

  /** Forgets every page carrying one of the tags (case-insensitive, as the edge matches them). */
  purge(tags: string[]): void {
    const wanted = new Set(tags.map((tag) => tag.toLowerCase()));
    for (const [key, kept] of this.entries) if (kept.tags.some((tag) => wanted.has(tag))) this.forget(key);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private fresh(key: string): Kept | null {
    const kept = this.entries.get(key);
    if (!kept) return null;
    if (this.now() - kept.storedAt >= kept.maxAgeMs) {
      this.forget(key);
      return null;
    }
    // Least recently used goes first: a hit moves to the end.
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept;
  }

  private async fill(key: string, make: () => Promise<Response>): Promise<Kept | Response> {
    const response = await make();
    const maxAgeMs = edgeMaxAge(response.headers) * 1000;
    if (response.status !== 200 || maxAgeMs <= 0 || response.headers.has("set-cookie")) return response;
    const tags = (response.headers.get("cache-tag") ?? "")
      .split(",")
      .map((tag) => tag.trim().toLowerCase())
      .filter(Boolean);
    const headers = [...response.headers].filter(([name]) => !NOT_KEPT.includes(name.toLowerCase()));
    const kept: Kept = { status: response.status, headers, body: await response.arrayBuffer(), storedAt: this.now(), maxAgeMs, tags };
    this.forget(key);
    this.entries.set(key, kept);
    this.bytes += kept.body.byteLength;
    while (this.entries.size > MAX_ENTRIES || this.bytes > MAX_BYTES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.forget(oldest);
    }
    return kept;
  }

  private forget(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.bytes -= kept.body.byteLength;
    this.entries.delete(key);
  }
}

/** Seconds the edge may keep the answer: `Cloudflare-CDN-Cache-Control` first, as Cloudflare reads it. */
function edgeMaxAge(headers: Headers): number {
  const directives = headers.get("cloudflare-cdn-cache-control");
  if (!directives || /\b(private|no-store)\b/i.test(directives)) return 0;
  const match = /\bmax-age=(\d+)/i.exec(directives);
  return match ? Number(match[1]) : 0;
}

function answer(kept: Kept, method: string, status: "HIT" | "MISS", now: number): Response {
  const headers = new Headers(kept.headers);
  headers.set("CF-Cache-Status", status);
  if (status === "HIT") headers.set("Age", String(Math.floor((now - kept.storedAt) / 1000)));
  return new Response(method === "HEAD" ? null : kept.body.slice(0), { status: kept.status, headers });
}

function withStatus(response: Response, status: string): Response {
  const headers = new Headers(response.headers);
  for (const name of EDGE_ONLY) headers.delete(name);
  headers.set("CF-Cache-Status", status);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The Worker's one stand-in cache (one isolate serves the local runs). */
export const localPages = new LocalPageCache();
