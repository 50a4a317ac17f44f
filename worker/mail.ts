/**
 * The mailer (docs/decisions/019). Every mail is written to the `outbox` table and the log; when a
 * provider is configured (MAIL_API_KEY, MAIL_FROM) it is also sent through its HTTP API. Locally
 * and in tests nothing leaves the machine, and reset links can be read from the outbox.
 */
import { eq } from "drizzle-orm";
import { DEFAULT_LANG, isLang, STRINGS } from "../app/i18n";
import type { Db } from "./db/client";
import { outbox } from "./db/schema";
import type { WorkerEnv } from "./env";
import { inLanguage } from "./i18n";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export async function sendMail(env: Pick<WorkerEnv, "MAIL_API_KEY" | "MAIL_FROM" | "MAIL_API_URL">, db: Db, mail: Mail): Promise<void> {
  const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
  if (!env.MAIL_API_KEY || !env.MAIL_FROM) {
    console.log(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}`);
    return;
  }
  // A Resend-style JSON API; MAIL_API_URL points elsewhere for another provider of the same shape.
  const response = await fetch(env.MAIL_API_URL ?? "https://api.resend.com/emails", {
    method: "POST",
    headers: { authorization: `Bearer ${env.MAIL_API_KEY}`, "content-type": "application/json" },
    body: JSON.stringify({ from: env.MAIL_FROM, to: [mail.to], subject: mail.subject, text: mail.text }),
  });
  if (!response.ok) {
    console.error(`[mail] provider refused mail ${row?.id}: ${response.status}`);
    return;
  }
  if (row) await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
}

/**
 * Composes a mail (or SMS) to another member, or from a cron, in the language its recipient chose
 * (`user.lang`); an unknown value reads as the default. Mail to the person making the request is
 * composed in the request's language without this.
 */
export function inRecipientLanguage<T>(lang: unknown, compose: () => T): T {
  return inLanguage(isLang(lang) ? lang : DEFAULT_LANG, compose);
}

/**
 * Told once per pause (worker/services/accounts/accounts.ts SIGN_IN_LOCK): the owner learns that someone
 * is guessing, that nobody got in, and the way out that needs no waiting.
 */
export function signInPausedMail(user: { email: string; name: string; lang?: unknown }, pauseMinutes: number, siteUrl: string): Mail {
  // Someone else's wrong passwords: the owner reads it in their own language.
  return inRecipientLanguage(user.lang, () => ({
    to: user.email,
    subject: STRINGS.mail.signInPaused.subject,
    text: STRINGS.mail.signInPaused.text(user.name, pauseMinutes, siteUrl),
  }));
}

export function signUpTakenMail(user: { email: string; name: string; lang?: unknown }, siteUrl: string): Mail {
  // Someone else's sign-up: the owner reads it in their own language.
  return inRecipientLanguage(user.lang, () => ({
    to: user.email,
    subject: STRINGS.mail.signUpTaken.subject,
    text: STRINGS.mail.signUpTaken.text(user.name, siteUrl),
  }));
}
