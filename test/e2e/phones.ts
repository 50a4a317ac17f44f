import { withStateDb } from "./state-db";

/** A number of this run and project alone: 079, the project's digit and the clock's last six. */
export function uniquePhone(project: string): { local: string; stored: string; shown: string } {
  const digits = `9${project === "phone" ? 1 : project === "desktop" ? 2 : 3}${String(Date.now()).slice(-6)}`;
  const stored = `+2547${digits}`;
  return { local: `07${digits}`, stored, shown: `+254 ${stored.slice(4, 7)} ${stored.slice(7, 10)} ${stored.slice(10)}` };
}

/**
 * The code in the newest text message to a +254 number (channel sms, worker/sms.ts), read from the
 * outbox of the server under test through the same local D1 files (as test/e2e/outbox.ts reads mail).
 */
export async function latestSmsCodeTo(phone: string): Promise<string> {
  const row = await withStateDb((db) =>
    db.prepare(`SELECT text FROM outbox WHERE "to" = ? AND channel = 'sms' ORDER BY id DESC LIMIT 1`).bind(phone).first<{ text: string }>(),
  );
  const code = /^(\d{6}) is your Sokoni code/.exec(row?.text ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}
