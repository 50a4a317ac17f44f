/**
 * Changing an account's email (docs/decisions/047-email-change-confirmed-by-mail.md). A
 * session alone must never be enough to move an account to another address:
 *
 * 1. The request proves it is the owner: the current password, or for an account that signs in with
 *    Google only (it has no password), a link mailed to the current address ("approve").
 * 2. The new address proves it is theirs: a one-time link mailed to it ("confirm"). The old address
 *    is told at once, and again when the change is made.
 *
 * Each link is a row of better-auth's `verification` table: the identifier is `change-email:` and
 * the SHA-256 of the token (a leaked table holds no usable link), the value the request as JSON.
 * One hour; only the newest request of an account stays valid; using a link deletes it first, so
 * two taps cannot apply it twice.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { STRINGS } from "../../../app/i18n";
import type { RequestContext, SessionUser } from "../../context";
import { account, session, user, verification } from "../../db/schema";
import { sendMail } from "../../mail";
import { withinRateLimit } from "./rate-limit";
import { Refusal } from "../refusal";

const PREFIX = "change-email:";
const LINK_MS = 60 * 60 * 1000;
/** Requests (right or wrong password) per account per hour: the password is not to be guessed here. */
const REQUESTS_PER_HOUR = 5;

export const EMAIL_CHANGE_MESSAGES = STRINGS.server.accounts.emailChange;

/** What the person is told once a change is asked for (both faces, and the profile screen after). */
export function emailChangeSentence(from: string, link: EmailChangeLink): string {
  return link.step === "confirm" ? EMAIL_CHANGE_MESSAGES.linkSent(link.email) : EMAIL_CHANGE_MESSAGES.approvalSent(from, link.email);
}

/** `confirm`: the link went to the new address. `approve`: to the current one (Google-only accounts). */
export type EmailChangeStep = "confirm" | "approve";

interface EmailChangeRequest {
  userId: string;
  /** The address when the change was asked for: if it moved since, the link is void. */
  from: string;
  email: string;
  step: EmailChangeStep;
  /** A fingerprint of the password hash then: a new password (the old owner's way out) voids the link. */
  stamp: string;
}

/** What a link leads to, for the confirm screen: only the new address, which its reader already has. */
export interface EmailChangeLink {
  email: string;
  step: EmailChangeStep;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

const identifierOf = async (token: string) => `${PREFIX}${await sha256(token)}`;

/** The account's password hash, or null when it signs in with Google only. */
async function passwordHashOf(ctx: RequestContext, userId: string): Promise<string | null> {
  const row = await ctx.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .get();
  return row?.password ?? null;
}

async function stampOf(ctx: RequestContext, userId: string): Promise<string> {
  const hash = await passwordHashOf(ctx, userId);
  return hash ? (await sha256(hash)).slice(0, 16) : "";
}

/** Refuses an address another account has (any case: addresses are stored lower-cased). */
async function assertFree(ctx: RequestContext, email: string, userId: string, message: string): Promise<void> {
  const taken = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email), ne(user.id, userId)))
    .get();
  if (taken) throw new Refusal(409, message);
}

/**
 * Checks that the person asking may change the email, before anything is written: the address is
 * free, the account's own password is given (wrong or missing: 400), and the account has not asked
 * too often. Answers which link the change needs.
 */
export async function authoriseEmailChange(ctx: RequestContext, me: SessionUser, email: string, currentPassword: string | undefined): Promise<EmailChangeStep> {
  await assertFree(ctx, email, me.id, EMAIL_CHANGE_MESSAGES.taken);
  const hash = await passwordHashOf(ctx, me.id);
  if (hash !== null && !currentPassword) throw new Refusal(400, EMAIL_CHANGE_MESSAGES.currentPasswordNeeded);
  // Counted before the check, so wrong guesses use the allowance up too; it also keeps a session
  // from filling a Google-only account's mailbox with approval mails.
  if (!(await withinRateLimit(ctx.db, `email-change:${me.id}`, REQUESTS_PER_HOUR, LINK_MS))) throw new Refusal(429, EMAIL_CHANGE_MESSAGES.tooMany);
  if (hash === null) return "approve";
  const auth = await ctx.auth().$context;
  if (!(await auth.password.verify({ hash, password: currentPassword ?? "" }))) throw new Refusal(400, EMAIL_CHANGE_MESSAGES.wrongPassword);
  return "confirm";
}

/**
 * Any earlier link of the account stops working: only the newest request counts. Also for a deleted
 * account (its links would otherwise wait out their hour; the confirm says they expired anyway).
 */
export async function forgetRequests(ctx: RequestContext, userId: string): Promise<void> {
  await ctx.db
    .delete(verification)
    .where(
      and(
        sql`${verification.identifier} LIKE ${`${PREFIX}%`}`,
        sql`CASE WHEN json_valid(${verification.value}) THEN json_extract(${verification.value}, '$.userId') END = ${userId}`,
      ),
    );
}

function siteOrigin(ctx: RequestContext): string {
  return ctx.env.BETTER_AUTH_URL ?? ctx.url.origin;
}

/** Stores a new link for the request and mails it (and the notice to the current address). */
async function issueLink(ctx: RequestContext, request: EmailChangeRequest, name: string): Promise<void> {
  await forgetRequests(ctx, request.userId);
  const token = newToken();
  const now = new Date();
  await ctx.db.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: await identifierOf(token),
    value: JSON.stringify(request),
    expiresAt: new Date(now.getTime() + LINK_MS),
    createdAt: now,
    updatedAt: now,
  });
  const link = `${siteOrigin(ctx)}/confirm-email/${token}`;
  // The old address is told of a change asked with the password; one it approved itself needs no notice.
  const told = request.stamp !== "";
  const mails =
    request.step === "approve"
      ? [approveMail(request, name, link)]
      : [confirmMail(request, name, link), ...(told ? [noticeMail(request, name, siteOrigin(ctx))] : [])];
  ctx.executionCtx.waitUntil(Promise.all(mails.map((mail) => sendMail(ctx.env, ctx.db, mail))));
}

/** Starts a change that `authoriseEmailChange` allowed; nothing about the account changes yet. */
export async function requestEmailChange(ctx: RequestContext, me: SessionUser, email: string, step: EmailChangeStep): Promise<void> {
  await issueLink(ctx, { userId: me.id, from: me.email, email, step, stamp: await stampOf(ctx, me.id) }, me.username);
}

async function requestOf(ctx: RequestContext, token: string): Promise<EmailChangeRequest | null> {
  if (!token || token.length > 100) return null;
  const row = await ctx.db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, await identifierOf(token)))
    .get();
  if (!row || row.expiresAt <= new Date()) return null;
  return JSON.parse(row.value) as EmailChangeRequest;
}

/** What an unused, unexpired link asks for (the confirm screen, before anything is done), or null. */
export async function emailChangeLink(ctx: RequestContext, token: string): Promise<EmailChangeLink | null> {
  const request = await requestOf(ctx, token);
  return request ? { email: request.email, step: request.step } : null;
}

/** The account's waiting change, for the profile screen to say where the link went. */
export async function pendingEmailChange(ctx: RequestContext, userId: string): Promise<EmailChangeLink | null> {
  const row = await ctx.db
    .select({ value: verification.value })
    .from(verification)
    .where(
      and(
        sql`${verification.identifier} LIKE ${`${PREFIX}%`}`,
        sql`CASE WHEN json_valid(${verification.value}) THEN json_extract(${verification.value}, '$.userId') END = ${userId}`,
        sql`${verification.expiresAt} > ${Date.now()}`,
      ),
    )
    .get();
  if (!row) return null;
  const request = JSON.parse(row.value) as EmailChangeRequest;
  return { email: request.email, step: request.step };
}

export type EmailChangeOutcome =
  | { ok: true; step: EmailChangeStep; email: string; userId: string }
  | { ok: false; expired: true }
  | { ok: false; expired: false; message: string };

/**
 * Uses a link (the confirm screen's button). The link is deleted before anything else, so it works
 * once. It acts only on the account that asked, whoever presses the button, signed in or not: the
 * owner proved the account with the password, the button proves the mailbox. An approved change
 * (Google-only account) sends the confirm link to the new address; a confirmed one changes the
 * email, marks it verified, ends every other session of the account and tells the old address.
 */
export async function applyEmailChangeLink(ctx: RequestContext, token: string, headers: Headers): Promise<EmailChangeOutcome> {
  if (!token || token.length > 100) return { ok: false, expired: true };
  const [row] = await ctx.db
    .delete(verification)
    .where(eq(verification.identifier, await identifierOf(token)))
    .returning({ value: verification.value, expiresAt: verification.expiresAt });
  if (!row || row.expiresAt <= new Date()) return { ok: false, expired: true };
  const request = JSON.parse(row.value) as EmailChangeRequest;
  const owner = await ctx.db.select({ email: user.email, name: user.displayUsername }).from(user).where(eq(user.id, request.userId)).get();
  // The account is gone, its email moved, or its password changed since: the link is void.
  if (!owner || owner.email !== request.from || (await stampOf(ctx, request.userId)) !== request.stamp) return { ok: false, expired: true };
  const name = owner.name ?? owner.email;
  try {
    await assertFree(ctx, request.email, request.userId, EMAIL_CHANGE_MESSAGES.takenMeanwhile);
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, expired: false, message: error.message };
    throw error;
  }
  if (request.step === "approve") {
    await issueLink(ctx, { ...request, step: "confirm" }, name);
    return { ok: true, step: "approve", email: request.email, userId: request.userId };
  }
  // Only if the address is still the one the request came from and nobody took the new one meanwhile
  // (the unique index is the last word between two accounts racing for one address).
  const changed = await ctx.db
    .update(user)
    .set({ email: request.email, emailVerified: true, updatedAt: new Date() })
    .where(and(eq(user.id, request.userId), eq(user.email, request.from)))
    .returning({ id: user.id })
    .catch((error: unknown) => {
      if (String(error).includes("UNIQUE")) return null;
      throw error;
    });
  if (changed === null) return { ok: false, expired: false, message: EMAIL_CHANGE_MESSAGES.takenMeanwhile };
  if (changed.length === 0) return { ok: false, expired: true };
  await forgetRequests(ctx, request.userId);
  await endOtherSessions(ctx, request.userId, headers);
  ctx.executionCtx.waitUntil(sendMail(ctx.env, ctx.db, changedMail(request, name, ctx.env.SUPPORT_EMAIL)));
  return { ok: true, step: "confirm", email: request.email, userId: request.userId };
}

/** Every session of the account ends, but the one pressing the button if it is the owner's. */
async function endOtherSessions(ctx: RequestContext, userId: string, headers: Headers): Promise<void> {
  const current = await ctx
    .auth()
    .api.getSession({ headers })
    .catch(() => null);
  const keep = current?.user.id === userId ? current.session.token : null;
  await ctx.db.delete(session).where(keep ? and(eq(session.userId, userId), ne(session.token, keep)) : eq(session.userId, userId));
}

// The mails. Plain text, like the reset mail (worker/auth.ts). Each goes to the person who asked
// (or to their other address), so it is written in the language of the request that sends it.

const MAIL = STRINGS.mail.emailChange;

function confirmMail(request: EmailChangeRequest, name: string, link: string) {
  return { to: request.email, subject: MAIL.confirmSubject, text: MAIL.confirmText(name, link) };
}

function noticeMail(request: EmailChangeRequest, name: string, origin: string) {
  return { to: request.from, subject: MAIL.noticeSubject, text: MAIL.noticeText(name, request.from, request.email, origin) };
}

function approveMail(request: EmailChangeRequest, name: string, link: string) {
  return { to: request.from, subject: MAIL.approveSubject, text: MAIL.approveText(name, request.from, request.email, link) };
}

function changedMail(request: EmailChangeRequest, name: string, support: string) {
  return { to: request.from, subject: MAIL.changedSubject, text: MAIL.changedText(name, request.email, request.from, support) };
}
