/*
 * A shared page (worker/edge-cache.ts) is the same bytes for every visitor for up to a minute, so a
 * nonce in it would be the same for all of them and no secret. Before it is kept, its inline scripts
 * lose their nonce and the page's policy names each by its SHA-256 instead
 * (docs/decisions/093-edge-cache-for-visitors.md): only those exact scripts run, and with
 * 'strict-dynamic' what they import.
 */

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

export interface PinnedPage {
  html: string;
  /** CSP sources: `'sha256-…'` for each inline script that carried the nonce. */
  hashes: string[];
}

export async function pinInlineScripts(html: string, nonce: string): Promise<PinnedPage> {
  const attribute = ` nonce="${nonce}"`;
  const bodies: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = "", body = ""] = match;
    if (attributes.includes(attribute) && !/\bsrc=/.test(attributes)) bodies.push(body);
  }
  const hashes = [...new Set(await Promise.all(bodies.map(sha256Source)))];
  return { html: html.split(attribute).join(""), hashes };
}

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}
