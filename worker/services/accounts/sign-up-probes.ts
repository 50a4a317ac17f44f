import type { Db } from "../../db/client";
import { countHit, firstInWindow, hitsInWindow, ONCE_A_DAY_MS } from "./rate-limit";

/**
 * Sign-up cannot answer a taken email as it answers a free one: a free email gets an account and
 * a session at once (docs/decisions/111). So a taken email's answer is made costly to collect:
 * `perAddress` of them an hour from one address, then every sign-up from it waits for the hour's
 * end; and the email's owner is told, at most once a day, that someone tried.
 */
export const TAKEN_EMAIL_RULES = { perAddress: 20, windowMs: 60 * 60_000 } as const;

const takenKey = (address: string) => `signup:taken:${address}`;
const mailKey = (email: string) => `signup:taken-mail:${email}`;

/** Milliseconds this address must wait before signing up again, or 0. */
export async function signUpProbesWait(db: Db, address: string, now = Date.now()): Promise<number> {
  const { count, endsAt } = await hitsInWindow(db, takenKey(address), TAKEN_EMAIL_RULES.windowMs, now);
  return count >= TAKEN_EMAIL_RULES.perAddress ? endsAt - now : 0;
}

/** Counts a sign-up that met a taken email; true when its owner is due the day's mail about it. */
export async function countTakenEmail(db: Db, address: string, email: string, now = Date.now()): Promise<boolean> {
  await countHit(db, takenKey(address), TAKEN_EMAIL_RULES.windowMs, now);
  return firstInWindow(db, mailKey(email), ONCE_A_DAY_MS, now);
}
