import type { Db } from "../../db/client";
import { countHit, hitsInWindow } from "./rate-limit";

/**
 * Password sign-in from one address, built for carrier NAT (docs/decisions/110): thousands of
 * Kenyan phones share a few public addresses, so a right password never counts against the
 * address; wrong ones do, twice. Per address and account, one address gets `perAccount` wrong
 * guesses at one account a window (fewer than the account lock's ten, so no single address can
 * pause a stranger's account); per address, all accounts together, `perAddress` wrong passwords a
 * window stop a password sprayed over many accounts. Both refuse before the password is checked,
 * the right one included, until their window ends.
 */
export const ADDRESS_SIGN_IN_RULES = {
  perAccount: { failures: 5, windowMs: 15 * 60_000 },
  perAddress: { failures: 60, windowMs: 10 * 60_000 },
} as const;

const accountKey = (address: string, email: string) => `signin:address-account:${address}:${email}`;
const addressKey = (address: string) => `signin:address:${address}`;

export type AddressRefusal = { reason: "account" | "address"; waitMs: number };

/** Why this address may not try this email's password now, and for how long; null when it may. */
export async function signInRefusedFrom(db: Db, address: string, email: string, now = Date.now()): Promise<AddressRefusal | null> {
  const { perAccount, perAddress } = ADDRESS_SIGN_IN_RULES;
  const byAddress = await hitsInWindow(db, addressKey(address), perAddress.windowMs, now);
  if (byAddress.count >= perAddress.failures) return { reason: "address", waitMs: byAddress.endsAt - now };
  const byAccount = await hitsInWindow(db, accountKey(address, email), perAccount.windowMs, now);
  if (byAccount.count >= perAccount.failures) return { reason: "account", waitMs: byAccount.endsAt - now };
  return null;
}

/** Counts a wrong password from `address` for `email` (whether or not the email has an account). */
export async function countAddressFailure(db: Db, address: string, email: string, now = Date.now()): Promise<void> {
  const { perAccount, perAddress } = ADDRESS_SIGN_IN_RULES;
  await countHit(db, addressKey(address), perAddress.windowMs, now);
  await countHit(db, accountKey(address, email), perAccount.windowMs, now);
}
