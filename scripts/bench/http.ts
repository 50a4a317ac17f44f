/**
 * What the capacity section and the load run ask of the served build besides timing: signing in a
 * demo account, and reading the answer's D1 figures (Server-Timing) and cache status.
 */
import { DEMO_PASSWORD } from "../seed/demo-accounts";

/** A phone's browser: a listing page it opens is a real view and counted (worker/real-view.ts), as a visitor's would be. */
export const PHONE_BROWSER = "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** One answer's D1 figures from `Server-Timing: d1;dur=…;desc="queries=… rows_read=… rows_written=… primary=…"`. */
export interface D1Timing {
  queries: number;
  rowsRead: number;
  rowsWritten: number;
  sqlMs: number;
}

/** Null when the answer has no D1 figures (SOKONI_TIMING off, or "not measured"). */
export function d1Timing(header: string | null): D1Timing | null {
  if (!header) return null;
  const entry = header.split(",").find((part) => part.trim().startsWith("d1"));
  if (!entry) return null;
  const figure = (name: string) => Number(new RegExp(`\\b${name}=([\\d.]+)`).exec(entry)?.[1] ?? Number.NaN);
  const timing = { queries: figure("queries"), rowsRead: figure("rows_read"), rowsWritten: figure("rows_written"), sqlMs: figure("dur") };
  if (!Number.isFinite(timing.queries)) return null;
  return { ...timing, sqlMs: Number.isFinite(timing.sqlMs) ? timing.sqlMs : 0 };
}

/**
 * Signs a demo account in through the API, as the sign-in page does (an `origin` the site trusts,
 * the caller's address in `cf-connecting-ip`: 5 sign-ins a minute per address), and returns the
 * session cookie to send (`sokoni.session_token=…`).
 */
export async function signIn(origin: string, email: string, address: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "cf-connecting-ip": address },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  await response.arrayBuffer();
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .find((pair) => pair.startsWith("sokoni.session_token="));
  if (!response.ok || !session) throw new Error(`signing in ${email} answered ${response.status}${session ? "" : " without a session cookie"}`);
  return session;
}
