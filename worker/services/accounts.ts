import type { RequestContext } from "../context";
import { flashCookie, type Flash } from "../flash";

/** The result of an auth call made on behalf of a form: cookies to pass on, or the reason it failed. */
export type AuthOutcome = { ok: true; cookies: string[] } | { ok: false; status: number; message: string };

async function outcomeOf(response: Response): Promise<AuthOutcome> {
  if (response.ok) return { ok: true, cookies: response.headers.getSetCookie() };
  if (response.status === 429) return { ok: false, status: 429, message: "Too many attempts. Please wait a minute and try again." };
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { ok: false, status: response.status, message: body.message ?? "Please try again later." };
}

export async function signUpWithEmail(
  ctx: RequestContext,
  input: { username: string; email: string; password: string },
  headers: Headers,
): Promise<AuthOutcome> {
  const response = await ctx.auth().api.signUpEmail({
    body: { name: input.username, email: input.email, password: input.password, username: input.username, displayUsername: input.username },
    headers,
    asResponse: true,
  });
  return outcomeOf(response);
}

export async function signInWithEmail(ctx: RequestContext, input: { email: string; password: string }, headers: Headers): Promise<AuthOutcome> {
  const response = await ctx.auth().api.signInEmail({ body: { email: input.email, password: input.password }, headers, asResponse: true });
  return outcomeOf(response);
}

export async function signOut(ctx: RequestContext, headers: Headers): Promise<AuthOutcome> {
  return outcomeOf(await ctx.auth().api.signOut({ headers, asResponse: true }));
}

/** Headers for a redirect that carries the auth cookies and a one-time message. */
export function redirectHeaders(cookies: string[], flash: Flash): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", flashCookie(flash));
  return headers;
}

/** Only our own paths: `redirectTo` must never send someone to another site. */
export function safeRedirectPath(raw: string | null | undefined, fallback = "/"): string {
  if (!raw?.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return fallback;
  return raw;
}

/** Sends the reset mail when the address has an account; the answer never says whether it has. */
export async function requestPasswordReset(ctx: RequestContext, email: string, headers: Headers): Promise<AuthOutcome> {
  const response = await ctx.auth().api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" }, headers, asResponse: true });
  return outcomeOf(response);
}

export type ExpiredLink = { ok: false; expired: true; status: 410 };

/**
 * Whether a reset link can still be used (it exists, unused and unexpired), asked without using
 * it: the reset screen says so when it opens, before anyone types a new password twice.
 */
export async function resetLinkIsUsable(ctx: RequestContext, token: string): Promise<boolean> {
  if (!token) return false;
  const auth = await ctx.auth().$context;
  const verification = await auth.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return verification !== null && verification.expiresAt > new Date();
}

/**
 * Sets a new password from a reset token; every other session of the account ends. A link that
 * is used up or expired is `expired` (its own case, so the screen can say it in plain words).
 */
export async function resetPassword(ctx: RequestContext, token: string, newPassword: string, headers: Headers): Promise<AuthOutcome | ExpiredLink> {
  if (!(await resetLinkIsUsable(ctx, token))) return { ok: false, expired: true, status: 410 };
  return outcomeOf(await ctx.auth().api.resetPassword({ body: { token, newPassword }, headers, asResponse: true }));
}
