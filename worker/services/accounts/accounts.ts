import { and, eq, like } from "drizzle-orm";
import * as v from "valibot";
import { NewAccount } from "../../../app/domain/account";
import { STRINGS } from "../../../app/i18n";
import { authCodeMessage } from "../../auth-messages";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import { verification } from "../../db/schema";
import { flashCookie, type Flash } from "../../flash";
import { countHit, forgetCounters, pausedUntil, pauseUntil, withinRateLimit } from "./rate-limit";

/** The result of an auth call made on behalf of a form: cookies to pass on, or the reason it failed. */
export type AuthOutcome = { ok: true; cookies: string[] } | { ok: false; status: number; message: string; code?: string };

/** "a minute", "3 minutes": how long to wait, rounded up, for the sentences that say so. */
export function waitText(seconds: number): string {
  return AUTH_MESSAGES.waitMinutes(Math.max(1, Math.ceil(seconds / 60)));
}

async function outcomeOf(response: Response): Promise<AuthOutcome> {
  if (response.ok) return { ok: true, cookies: response.headers.getSetCookie() };
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  // better-auth's own limiter answers in its words; ours (a paused account, too many reset mails) in ours.
  if (response.status === 429 && !body.code) {
    const retryAfter = Number(response.headers.get("x-retry-after"));
    return { ok: false, status: 429, message: AUTH_MESSAGES.tooManyAttempts(waitText(Number.isFinite(retryAfter) ? retryAfter : 60)) };
  }
  return { ok: false, status: response.status, message: authCodeMessage(body.code) ?? body.message ?? AUTH_MESSAGES.tryLater, code: body.code };
}

/**
 * A page's form sent through better-auth's own HTTP door, as the browser's request (its address,
 * cookies and origin): the pages then meet the same rate limits, origin checks, closed paths and
 * hooks as `/api/auth/*` (`auth.api.*` called on the server skips the limiter). See the decision
 * docs/decisions/043-auth-one-door.md.
 */
function throughAuthDoor(ctx: RequestContext, path: string, body: Record<string, unknown>, headers: Headers): Promise<Response> {
  const forwarded = new Headers(headers);
  forwarded.delete("content-length");
  forwarded.set("content-type", "application/json");
  const request = new Request(new URL(`/api/auth${path}`, ctx.url), { method: "POST", headers: forwarded, body: JSON.stringify(body) });
  return ctx.auth().handler(request);
}

export async function signUpWithEmail(
  ctx: RequestContext,
  input: { username: string; email: string; password: string },
  headers: Headers,
): Promise<AuthOutcome> {
  return outcomeOf(
    await throughAuthDoor(ctx, "/sign-up/email", { name: input.username, email: input.email, password: input.password, username: input.username }, headers),
  );
}

export async function signInWithEmail(ctx: RequestContext, input: { email: string; password: string }, headers: Headers): Promise<AuthOutcome> {
  return outcomeOf(await throughAuthDoor(ctx, "/sign-in/email", { email: input.email, password: input.password }, headers));
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

/**
 * Only our own paths: `redirectTo` must never send someone to another site. Anything with a
 * control character goes home; the rest is read the way a browser reads it (`\` as `/`, `%09`
 * kept as text, dot segments resolved) and kept only when it lands on this origin, as a path that
 * cannot be read as another host (`//x`).
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = "/"): string {
  // A control character has no business in an address; some would also break the Location header.
  if (!raw || /\p{Cc}/u.test(raw)) return fallback;
  const here = "https://sokoni.invalid";
  let url: URL;
  try {
    url = new URL(raw, here);
  } catch {
    return fallback;
  }
  if (url.origin !== here) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" resolves to the path "//evil.example", which a browser reads as a host.
  return path.startsWith("//") || new URL(path, here).origin !== here ? fallback : path;
}

/** Sends the reset mail when the address has an account; the answer never says whether it has. */
export async function requestPasswordReset(ctx: RequestContext, email: string, headers: Headers): Promise<AuthOutcome> {
  return outcomeOf(await throughAuthDoor(ctx, "/request-password-reset", { email, redirectTo: "/reset-password" }, headers));
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
 * Sets a new password from a reset token; every other session of the account ends, and so does
 * every other reset link of it. A link that is used up, expired or unknown is `expired` (its own
 * case, so the screen can say it in plain words); every try counts against the reset limit.
 */
export async function resetPassword(ctx: RequestContext, token: string, newPassword: string, headers: Headers): Promise<AuthOutcome | ExpiredLink> {
  const outcome = await outcomeOf(await throughAuthDoor(ctx, "/reset-password", { token, newPassword }, headers));
  if (!outcome.ok && outcome.code === "INVALID_TOKEN") return { ok: false, expired: true, status: 410 };
  return outcome;
}

/** Deletes every reset link of an account: once one was used, the others must not work. */
export async function forgetResetLinks(db: Db, userId: string): Promise<void> {
  await db.delete(verification).where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
}

// ---------------------------------------------------------------------------------------------
// Rules better-auth's own endpoints are held to (worker/auth.ts calls these from its hooks), so
// that the API face and the pages answer alike.

/**
 * Sentences for refusals that only the API face can meet (the forms never send these fields), and
 * the waits and limits better-auth's door answers with, in the reader's language.
 */
export const AUTH_MESSAGES = STRINGS.server.accounts.auth;

/**
 * A sign-up body held to the product's rules (the same schema as the form), with the shown names
 * taken from the checked username: the body to go on with, or the sentence that refuses it.
 */
export function checkedSignUp(body: unknown): { ok: true; body: Record<string, unknown> } | { ok: false; message: string } {
  const fields = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const parsed = v.safeParse(NewAccount, fields);
  if (!parsed.success) return { ok: false, message: parsed.issues[0]?.message ?? AUTH_MESSAGES.emailInvalid };
  const { username, email } = parsed.output;
  for (const key of ["name", "displayUsername"]) {
    if (fields[key] !== undefined && fields[key] !== username) return { ok: false, message: AUTH_MESSAGES.nameIsUsername };
  }
  if (fields.image !== undefined && fields.image !== null) return { ok: false, message: AUTH_MESSAGES.noPhotoAtSignUp };
  return { ok: true, body: { ...fields, name: username, displayUsername: username, username, email } };
}

/**
 * The per-account lock on password sign-in: failures are counted per
 * email, whatever address they come from, and after `failures` of them within `windowMs` the
 * account's sign-in is paused for `pauseMs`, the right password included. The pause is at least
 * as long as the window, so once it ends the count starts again from nothing. A password reset
 * (proof of the mailbox) lifts it.
 */
export const SIGN_IN_LOCK = { failures: 10, windowMs: 15 * 60_000, pauseMs: 15 * 60_000 } as const;

const failuresKey = (email: string) => `lockout:failures:${email}`;
const pauseKey = (email: string) => `lockout:paused:${email}`;

/** An email as the lock knows it (better-auth stores emails in lower case). */
export function lockEmail(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const email = raw.trim().toLowerCase();
  return email && email.length <= 254 ? email : null;
}

/** Milliseconds left of the pause on this account's sign-in, or 0. */
export async function signInPausedFor(db: Db, email: string, now = Date.now()): Promise<number> {
  const until = await pausedUntil(db, pauseKey(email), now);
  return until === null ? 0 : until - now;
}

/** Counts a wrong password; true when it is the one that pauses the account (said once per pause). */
export async function countFailedSignIn(db: Db, email: string, now = Date.now()): Promise<boolean> {
  const { count } = await countHit(db, failuresKey(email), SIGN_IN_LOCK.windowMs, now);
  if (count !== SIGN_IN_LOCK.failures) return false;
  await pauseUntil(db, pauseKey(email), now + SIGN_IN_LOCK.pauseMs);
  return true;
}

/** The owner got in (or reset the password): earlier failures no longer count, and no pause holds. */
export async function clearSignInFailures(db: Db, email: string, liftPause = false): Promise<void> {
  await forgetCounters(db, failuresKey(email), ...(liftPause ? [pauseKey(email)] : []));
}

/**
 * At most `RESET_MAILS.max` reset mails per address per hour, whatever address asks: the address
 * limit alone lets someone rotating addresses fill a stranger's inbox. The answer is the same
 * whether the address has an account or not.
 */
export const RESET_MAILS = { max: 3, windowMs: 60 * 60_000 } as const;

export async function withinResetMailLimit(db: Db, email: string, now = Date.now()): Promise<boolean> {
  return withinRateLimit(db, `auth:reset-mail:${email}`, RESET_MAILS.max, RESET_MAILS.windowMs, now);
}
