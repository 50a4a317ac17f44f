/**
 * Text messages, beside the mailer (worker/mail.ts, docs/decisions/019). Every SMS is written to
 * the `outbox` table (channel "sms", `to` the +254 number); when Africa's Talking is configured
 * (AT_USERNAME and AT_API_KEY) it is also sent through its HTTP messaging API, else it is printed
 * in the server log. Locally and in tests nothing leaves the machine, and codes can be read from
 * the outbox.
 */
import { eq } from "drizzle-orm";
import type { Db } from "./db/client";
import { outbox } from "./db/schema";
import type { WorkerEnv } from "./env";

export interface Sms {
  /** +254XXXXXXXXX */
  to: string;
  /** A short label for the outbox and the log, never sent: e.g. "Sokoni code". */
  label: string;
  text: string;
}

/** Africa's Talking's account (worker/env.ts); AT_SENDER_ID is an approved sender ID or short code. */
type SmsSettings = Pick<WorkerEnv, "AT_USERNAME" | "AT_API_KEY" | "AT_SENDER_ID">;

/** True when text messages really leave (Africa's Talking is configured). */
export function smsConfigured(env: SmsSettings): boolean {
  return Boolean(env.AT_USERNAME && env.AT_API_KEY);
}

/** The sandbox account ("sandbox") has its own host; its messages reach the simulator only. */
export function africasTalkingEndpoint(username: string): string {
  return username === "sandbox" ? "https://api.sandbox.africastalking.com/version1/messaging" : "https://api.africastalking.com/version1/messaging";
}

/** Africa's Talking's per-recipient codes that mean the message was taken: processed, sent, queued. */
const ACCEPTED = new Set([100, 101, 102]);

/**
 * Writes the message to the outbox and sends it when a provider is configured. Resolves to true
 * when it left (or, with no provider, when it is in the outbox and the log) and false when the
 * provider refused it or could not be reached: the caller decides what an unsent message means.
 */
export async function sendSms(env: SmsSettings, db: Db, sms: Sms): Promise<boolean> {
  const [row] = await db.insert(outbox).values({ to: sms.to, subject: sms.label, text: sms.text, channel: "sms" }).returning({ id: outbox.id });
  if (!smsConfigured(env)) {
    console.log(`[sms] to ${sms.to}: ${sms.label}\n${sms.text}`);
    return true;
  }
  const username = env.AT_USERNAME as string;
  const form = new URLSearchParams({ username, to: sms.to, message: sms.text });
  if (env.AT_SENDER_ID) form.set("from", env.AT_SENDER_ID);
  try {
    const response = await fetch(africasTalkingEndpoint(username), {
      method: "POST",
      headers: { apiKey: env.AT_API_KEY as string, accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    const body = (await response.json().catch(() => null)) as { SMSMessageData?: { Recipients?: { statusCode?: number; status?: string }[] } } | null;
    const recipient = body?.SMSMessageData?.Recipients?.[0];
    if (!response.ok || !recipient || !ACCEPTED.has(Number(recipient.statusCode))) {
      console.error(`[sms] provider refused sms ${row?.id}: ${response.status} ${recipient?.status ?? "no recipient"}`);
      return false;
    }
  } catch (error) {
    console.error(`[sms] provider not reached for sms ${row?.id}`, error);
    return false;
  }
  if (row) await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
  return true;
}
