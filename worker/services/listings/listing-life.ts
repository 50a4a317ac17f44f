/**
 * Expiry and renewal: the five-minute cron expires listings whose time is up, mails each
 * seller 3 days before with one renew link per listing, and ends boosts that ran out. A renew link
 * needs no session: it names the listing and the expiry it was mailed for, signed (signed-links.ts),
 * so it renews once: the renewal moves the expiry and the link no longer matches.
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { EXPIRY_REMINDER_DAYS, listingLifeDays, reminderDueBy } from "../../../app/domain/listing-life";
import { redactContacts } from "../../../app/domain/scam-guard";
import { formatPostedDate } from "../../../app/domain/time";
import { STRINGS } from "../../../app/i18n";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import type { WorkerEnv } from "../../env";
import { listings, user } from "../../db/schema";
import { inRecipientLanguage, type Mail, sendMail } from "../../mail";
import { mailOrigin } from "../chat/chat-mail";
import { renewOwned } from "./listing-status";
import { forgetBoosts } from "./boosted";
import { Refusal } from "../refusal";
import { signPayload, verifyPayload } from "../accounts/signed-links";

export const LIFE_BATCH = {
  /** Listings expired per statement, and statements per run (5,000 a run: a day's worth at 100,000). */
  expire: 500,
  expireRounds: 10,
  /** Listings whose reminder one run mails (grouped by seller). */
  remind: 300,
} as const;

export const RENEW_MESSAGES = STRINGS.server.listings.renew;

/** `<id>.<expiry in ms>.<mac>`: the listing and the expiry the link was mailed for. */
export async function renewToken(secret: string | undefined, id: number, expiresAt: Date): Promise<string> {
  const payload = `${id}.${expiresAt.getTime()}`;
  return `${payload}.${await signPayload(secret, "renew", payload)}`;
}

export function renewPath(token: string): string {
  return `/renew/${token}`;
}

/** The listing and expiry a token names, or null for anything we did not sign. */
export async function readRenewToken(secret: string | undefined, token: string | undefined): Promise<{ id: number; expiresAt: number } | null> {
  if (!token || token.length > 120) return null;
  const match = /^([1-9][0-9]{0,15})\.([0-9]{1,15})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const [, id, expiresAt, mac] = match;
  if (!(await verifyPayload(secret, "renew", `${id}.${expiresAt}`, mac ?? ""))) return null;
  return { id: Number(id), expiresAt: Number(expiresAt) };
}

/** What the renew page names before the button is pressed; null when the link is spent or forged. */
export async function renewLinkSubject(ctx: RequestContext, token: string | undefined): Promise<{ id: number; name: string; days: number } | null> {
  const target = await readRenewToken(ctx.env.BETTER_AUTH_SECRET, token);
  if (!target) return null;
  const row = await ctx.db
    .select({ name: listings.name, category: listings.category, expiresAt: listings.expiresAt })
    .from(listings)
    .where(eq(listings.id, target.id))
    .get();
  if (!row || row.expiresAt?.getTime() !== target.expiresAt) return null;
  return { id: target.id, name: row.name, days: listingLifeDays(row.category) };
}

/** The listing a signed link names and its end now, for the page shown after the renewal. */
export async function renewedByLink(ctx: RequestContext, token: string | undefined): Promise<{ id: number; name: string; until: Date } | null> {
  const target = await readRenewToken(ctx.env.BETTER_AUTH_SECRET, token);
  if (!target) return null;
  const row = await ctx.db.select({ name: listings.name, expiresAt: listings.expiresAt }).from(listings).where(eq(listings.id, target.id)).get();
  return row?.expiresAt ? { id: target.id, name: row.name, until: row.expiresAt } : null;
}

/**
 * Renews by a mailed link: only while the listing still has the expiry the link was made for. The
 * check is the update's own condition, so of two presses only one renews.
 */
export async function renewByToken(ctx: RequestContext, token: string | undefined, now = new Date()): Promise<{ id: number; name: string; until: Date }> {
  const target = await readRenewToken(ctx.env.BETTER_AUTH_SECRET, token);
  if (!target) throw new Refusal(410, RENEW_MESSAGES.used);
  const row = await ctx.db
    .select({ name: listings.name, category: listings.category, hiddenReason: listings.hiddenReason, expiresAt: listings.expiresAt })
    .from(listings)
    .where(eq(listings.id, target.id))
    .get();
  if (!row || row.expiresAt?.getTime() !== target.expiresAt) throw new Refusal(410, RENEW_MESSAGES.used);
  const renewed = await renewOwned(ctx, target.id, row, now, eq(listings.expiresAt, new Date(target.expiresAt))).catch((error: unknown) => {
    // The row changed between the read and the update: the other press won.
    if (error instanceof Refusal && error.status === 404) throw new Refusal(410, RENEW_MESSAGES.used);
    throw error;
  });
  return { id: target.id, name: row.name, until: renewed.expiresAt ?? now };
}

/** The ids of listings on show whose expiry passed, oldest expiry first (listings_expiry_idx). */
export function dueForExpirySql(now: Date): SQL {
  return sql`SELECT id FROM listings WHERE is_hidden = 0 AND expires_at <= ${now.getTime()} ORDER BY expires_at LIMIT ${LIFE_BATCH.expire}`;
}

/** The ids of listings on show expiring within the reminder window, not yet reminded (listings_reminder_idx). */
export function dueForReminderSql(now: Date): SQL {
  return sql`SELECT id FROM listings WHERE is_hidden = 0 AND expiry_reminded_at IS NULL AND expires_at <= ${reminderDueBy(now).getTime()}
      AND expires_at > ${now.getTime()} ORDER BY expires_at LIMIT ${LIFE_BATCH.remind}`;
}

/**
 * Listings on show whose expiry passed leave the lists (their page stays and says so). Batches of
 * LIFE_BATCH.expire by the expiry index; returns how many expired.
 */
export async function expireListings(db: Db, now = new Date()): Promise<number> {
  let expired = 0;
  for (let round = 0; round < LIFE_BATCH.expireRounds; round += 1) {
    const rows = await db.all<{ id: number }>(sql`
      UPDATE listings SET is_hidden = 1, hidden_reason = 'expired', updated_at = ${now.getTime()}
      WHERE id IN (${dueForExpirySql(now)})
      RETURNING id`);
    expired += rows.length;
    if (rows.length < LIFE_BATCH.expire) break;
  }
  return expired;
}

interface Expiring {
  id: number;
  name: string;
  expiresAt: number;
  userId: string;
  email?: string;
  userName?: string;
  lang?: string;
}

/** One mail per seller, every listing with its own renew link, in the current language (the seller's: see remindExpiring). */
export function expiryReminderMail(input: { to: string; userName: string; origin: string; listings: { name: string; expiresAt: Date; link: string }[] }): Mail {
  const T = STRINGS.mail.expiryReminder;
  const lines = input.listings.map((listing) => T.line(redactContacts(listing.name), formatPostedDate(listing.expiresAt), listing.link));
  return {
    to: input.to,
    subject: T.subject(input.listings.length, EXPIRY_REMINDER_DAYS),
    text: T.text(redactContacts(input.userName), input.listings.length, lines.join("\n"), input.origin),
  };
}

/**
 * Mails the sellers of listings that expire within EXPIRY_REMINDER_DAYS and were not reminded yet.
 * The listings are claimed first (expiry_reminded_at set in one conditional update), so two runs
 * never mail the same listing. Returns how many mails went.
 */
export async function remindExpiring(db: Db, env: WorkerEnv, now = new Date()): Promise<number> {
  const origin = mailOrigin(env);
  if (!origin) return 0;
  const claimed = await db.all<Expiring>(sql`
    UPDATE listings SET expiry_reminded_at = ${now.getTime()}
    WHERE id IN (${dueForReminderSql(now)})
    RETURNING id, name, expires_at AS expiresAt, user_ref AS userId`);
  if (claimed.length === 0) return 0;
  const sellerIds = [...new Set(claimed.map((row) => row.userId))];
  const sellers = await db
    .select({ id: user.id, email: user.email, name: sql<string>`coalesce(${user.displayUsername}, ${user.name})`, lang: user.lang })
    .from(user)
    .where(inArray(user.id, sellerIds));
  const sellerOf = new Map(sellers.map((seller) => [seller.id, seller]));
  const bySeller = new Map<string, Expiring[]>();
  for (const row of claimed) {
    const seller = sellerOf.get(row.userId);
    if (seller) bySeller.set(row.userId, [...(bySeller.get(row.userId) ?? []), { ...row, email: seller.email, userName: seller.name, lang: seller.lang }]);
  }
  let mailed = 0;
  for (const rows of bySeller.values()) {
    const first = rows[0];
    if (!first?.email) continue;
    const items = await Promise.all(
      rows
        .sort((a, b) => a.expiresAt - b.expiresAt)
        .map(async (row) => ({
          name: row.name,
          expiresAt: new Date(row.expiresAt),
          link: `${origin}${renewPath(await renewToken(env.BETTER_AUTH_SECRET, row.id, new Date(row.expiresAt)))}`,
        })),
    );
    // From the cron: in the language the seller chose.
    const mail = inRecipientLanguage(first.lang, () =>
      expiryReminderMail({ to: first.email as string, userName: first.userName ?? "", origin, listings: items }),
    );
    await sendMail(env, db, mail);
    mailed += 1;
  }
  return mailed;
}

/** Boosts that ran out leave their listings (the lists also check the time; this keeps the indexes small). */
export async function endBoosts(db: Db, now = new Date()): Promise<number> {
  const [top, featured] = await db.batch([
    db
      .update(listings)
      .set({ topUntil: null })
      .where(and(sql`${listings.topUntil} IS NOT NULL`, sql`${listings.topUntil} <= ${now.getTime()}`))
      .returning({ id: listings.id }),
    db
      .update(listings)
      .set({ featuredUntil: null })
      .where(and(sql`${listings.featuredUntil} IS NOT NULL`, sql`${listings.featuredUntil} <= ${now.getTime()}`))
      .returning({ id: listings.id }),
  ]);
  return top.length + featured.length;
}

/** The five-minute run: expire, remind, end boosts. */
export async function runListingLife(db: Db, env: WorkerEnv, now = new Date()): Promise<{ expired: number; reminded: number; boostsEnded: number }> {
  const expired = await expireListings(db, now);
  const reminded = await remindExpiring(db, env, now);
  const boostsEnded = await endBoosts(db, now);
  if (expired + boostsEnded > 0) forgetBoosts();
  return { expired, reminded, boostsEnded };
}
