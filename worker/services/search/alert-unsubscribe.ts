/**
 * One-click unsubscribe from alert mails, without signing in. The link carries
 * what it stops and an HMAC-SHA256 of that, keyed with BETTER_AUTH_SECRET: `s.<saved search id>.<mac>`
 * turns one saved search's alerts off, `p.<user id>.<mac>` turns off price-drop alerts. Nobody can
 * make a link for a search or person not mailed one; a changed letter fails the check.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { priceAlertOptOuts, savedSearches, user } from "../../db/schema";
import { signPayload, verifyPayload } from "../accounts/signed-links";

export type UnsubscribeTarget = { kind: "search"; id: number } | { kind: "prices"; userId: string };

function payloadOf(target: UnsubscribeTarget): string {
  return target.kind === "search" ? `s.${target.id}` : `p.${target.userId}`;
}

/** The token for a link; needs the secret (a missing one is a configuration fault, never a weak token). */
export async function unsubscribeToken(secret: string | undefined, target: UnsubscribeTarget): Promise<string> {
  if (!secret) throw new Error("BETTER_AUTH_SECRET is not set: unsubscribe links cannot be signed");
  const payload = payloadOf(target);
  return `${payload}.${await signPayload(secret, "unsubscribe", payload)}`;
}

/** The page's address for a token (docs/api.md). */
export function unsubscribePath(token: string): string {
  return `/unsubscribe/${token}`;
}

/** What a token stops, or null for anything not signed by us (forged, changed, cut short). */
export async function readUnsubscribeToken(secret: string | undefined, token: string | undefined): Promise<UnsubscribeTarget | null> {
  if (!secret || !token || token.length > 200) return null;
  const match = /^(s\.([1-9][0-9]{0,15})|p\.([A-Za-z0-9_-]{1,64}))\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const [, payload, searchId, userId, macText] = match;
  if (!payload || !(await verifyPayload(secret, "unsubscribe", payload, macText ?? ""))) return null;
  if (searchId) {
    const id = Number(searchId);
    return Number.isSafeInteger(id) ? { kind: "search", id } : null;
  }
  return userId ? { kind: "prices", userId } : null;
}

/** What the confirming page names: the saved search's name, or that price-drop alerts stop; null when gone. */
export async function unsubscribeSubject(db: Db, target: UnsubscribeTarget): Promise<{ name: string | null; off: boolean } | null> {
  if (target.kind === "search") {
    const row = await db
      .select({ name: savedSearches.name, frequency: savedSearches.frequency })
      .from(savedSearches)
      .where(eq(savedSearches.id, target.id))
      .get();
    return row ? { name: row.name, off: row.frequency === "off" } : null;
  }
  const [person, optedOut] = await Promise.all([
    db.select({ id: user.id }).from(user).where(eq(user.id, target.userId)).get(),
    db.select({ userId: priceAlertOptOuts.userId }).from(priceAlertOptOuts).where(eq(priceAlertOptOuts.userId, target.userId)).get(),
  ]);
  return person ? { name: null, off: Boolean(optedOut) } : null;
}

/** Stops the alerts; idempotent. False when the search or person no longer exists. */
export async function unsubscribe(db: Db, target: UnsubscribeTarget): Promise<boolean> {
  if (target.kind === "search") {
    const rows = await db.update(savedSearches).set({ frequency: "off" }).where(eq(savedSearches.id, target.id)).returning({ id: savedSearches.id });
    return rows.length > 0;
  }
  const person = await db.select({ id: user.id }).from(user).where(eq(user.id, target.userId)).get();
  if (!person) return false;
  await db.insert(priceAlertOptOuts).values({ userId: target.userId }).onConflictDoNothing();
  return true;
}
