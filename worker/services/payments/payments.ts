/**
 * Boosts paid with M-Pesa (docs/decisions/081). A seller picks a package; the server
 * writes a pending payment and asks M-Pesa to prompt the seller's confirmed phone (an STK push).
 * Safaricom's callback, at a secret path, settles it: trusted only when its CheckoutRequestID and
 * MerchantRequestID name a payment of ours and, for a success, its amount is the payment's; applied
 * once, whatever number of times it comes. No callback within two minutes: the status query asks.
 *
 * Who answers the push: Safaricom's Daraja API when its secrets are set; otherwise, and only for a
 * site served from a loopback address (a developer's machine, the tests), the local simulator
 * (worker/services/payments/mpesa-simulator.ts), which answers like Safaricom and then calls the same
 * callback code. A deployed Worker without Daraja secrets takes no payment at all.
 */
import { and, desc, eq, lte, ne, or, sql } from "drizzle-orm";
import { BOOST_PACKAGES, type BoostPackage, boostPackage, boostWindow } from "../../../app/domain/boosts";
import { formatKsh } from "../../../app/domain/money";
import { type PaymentStatus, paymentFailureMessage, parseStkCallback, type StkCallback, statusOfResult } from "../../../app/domain/mpesa";
import { redactContacts } from "../../../app/domain/scam-guard";
import { formatPostedDate } from "../../../app/domain/time";
import { STRINGS } from "../../../app/i18n";
import type { RequestContext, SessionUser } from "../../context";
import type { Db } from "../../db/client";
import { listings, payments, phones, user } from "../../db/schema";
import type { WorkerEnv } from "../../env";
import { inRecipientLanguage, type Mail, sendMail } from "../../mail";
import { type DarajaSettings, darajaConfigured, stkPush, stkQuery } from "../../mpesa";
import { mailOrigin } from "../chat/chat-mail";
import { simulateAnswer, simulatedQuery, simulatorPush } from "./mpesa-simulator";
import { announceChanges } from "../chat/live";
import { forgetBoosts } from "../listings/boosted";
import { withinRateLimit } from "../accounts/rate-limit";
import { Refusal } from "../refusal";
import { signPayload, verifyPayload } from "../accounts/signed-links";

/** The refusals of a boost, in the reader's language (read where used). */
export const PAYMENT_MESSAGES = STRINGS.server.payments.payments;

/** Boost requests a seller may start an hour (each one prompts their phone). */
export const BOOSTS_PER_HOUR = 10;
/** A push without an answer for this long is asked about (Safaricom's prompt lasts about a minute). */
export const QUERY_AFTER_MS = 2 * 60_000;
/** Asked again at most this often, and given up on (timeout) after QUERY_GIVE_UP_MS. */
export const QUERY_GAP_MS = 30_000;
export const QUERY_GIVE_UP_MS = 15 * 60_000;
/** The simulator's delay and callback (worker/services/payments/mpesa-simulator.ts), for those who import them from here (the tests). */
export { SIMULATOR_DELAY_MS, simulatedCallback } from "./mpesa-simulator";

type PaymentRow = typeof payments.$inferSelect;

export interface PaymentJson {
  id: number;
  status: PaymentStatus;
  amount: number;
  receipt: string | null;
  packageId: string;
  kind: "top" | "featured";
  days: number;
  listingId: number | null;
  listingName: string;
  phoneNumber: string;
  createdAt: string;
  paidAt: string | null;
  /** Until when the boost runs, once applied. */
  boostUntil: string | null;
  /** The plain sentence for a payment that did not go through; null otherwise. */
  message: string | null;
}

export function toPaymentJson(row: PaymentRow): PaymentJson {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    receipt: row.receipt,
    packageId: row.packageId,
    kind: row.kind,
    days: row.days,
    listingId: row.listingId,
    listingName: row.listingName,
    phoneNumber: row.phoneNumber,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    boostUntil: row.boostUntil ? row.boostUntil.toISOString() : null,
    message: row.status === "pending" || row.status === "paid" ? null : paymentFailureMessage(row.status),
  };
}

const LOOPBACK = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Served from the machine itself: the only place the simulator may answer. */
export function isLoopbackUrl(url: URL): boolean {
  return LOOPBACK.test(url.hostname);
}

function parseUrl(text: string | undefined): URL | null {
  try {
    return text ? new URL(text) : null;
  } catch {
    return null;
  }
}

/**
 * Daraja when configured; the simulator only for a loopback site with no public address set
 * (BETTER_AUTH_URL names the deployed site); otherwise nobody, and boosts are refused.
 */
export function paymentProvider(env: DarajaSettings & Pick<WorkerEnv, "BETTER_AUTH_URL">, url: URL): "daraja" | "simulator" | null {
  if (darajaConfigured(env)) return "daraja";
  const publicUrl = parseUrl(env.BETTER_AUTH_URL);
  if (publicUrl && !isLoopbackUrl(publicUrl)) return null;
  return isLoopbackUrl(url) ? "simulator" : null;
}

/** The callback's secret path segment: a MAC only our secret makes, so nobody else can post there. */
export function callbackKey(secret: string | undefined): Promise<string> {
  return signPayload(secret, "mpesa-callback", "daraja");
}

export function callbackKeyValid(secret: string | undefined, key: string | undefined): Promise<boolean> {
  return verifyPayload(secret, "mpesa-callback", "daraja", key ?? "");
}

export function callbackPath(key: string): string {
  return `/api/payments/mpesa/callback/${key}`;
}

/** The seller's listing that may be boosted: theirs, on show (neither sold, expired, hidden nor unavailable). */
async function boostableListing(db: Db, me: SessionUser, listingId: number) {
  const row = await db
    .select({ id: listings.id, name: listings.name, userRef: listings.userRef, isHidden: listings.isHidden, isAvailable: listings.isAvailable })
    .from(listings)
    .where(eq(listings.id, listingId))
    .get();
  if (!row) throw new Refusal(404, PAYMENT_MESSAGES.notFound);
  if (row.userRef !== me.id) throw new Refusal(403, PAYMENT_MESSAGES.notOwner);
  if (row.isHidden || !row.isAvailable) throw new Refusal(409, PAYMENT_MESSAGES.notOnShow);
  return row;
}

/** The number to prompt: the one asked for, which must be the seller's own confirmed number, else their first. */
async function payingPhone(db: Db, me: SessionUser, asked: string | undefined): Promise<string> {
  const own = (await db.select({ phone: phones.phoneNumber }).from(phones).where(eq(phones.userId, me.id)).orderBy(phones.verifiedAt)).map((row) => row.phone);
  if (own.length === 0) throw new Refusal(409, PAYMENT_MESSAGES.noPhone);
  if (!asked) return own[0] as string;
  if (!own.includes(asked)) throw new Refusal(403, PAYMENT_MESSAGES.notYourPhone);
  return asked;
}

/**
 * Starts a boost: checks the package, the listing (the seller's own, on show), the number (one they
 * confirmed) and the hourly limit, writes the pending payment, then sends the push. A push M-Pesa
 * refuses leaves the payment failed (every push is on the books) and says so.
 */
export async function startBoost(
  ctx: RequestContext,
  me: SessionUser,
  listingId: number,
  input: { packageId?: unknown; phoneNumber?: string },
): Promise<PaymentJson> {
  const pack = boostPackage(input.packageId);
  if (!pack) throw new Refusal(400, PAYMENT_MESSAGES.noPackage);
  const listing = await boostableListing(ctx.db, me, listingId);
  const phone = await payingPhone(ctx.db, me, input.phoneNumber);
  const provider = paymentProvider(ctx.env, ctx.url);
  if (!provider) throw new Refusal(503, PAYMENT_MESSAGES.unavailable);
  if (!(await withinRateLimit(ctx.db, `boost:${me.id}`, BOOSTS_PER_HOUR, 3_600_000))) throw new Refusal(429, PAYMENT_MESSAGES.tooMany);
  const [created] = await ctx.db
    .insert(payments)
    .values({
      userId: me.id,
      listingId,
      listingName: listing.name,
      packageId: pack.id,
      kind: pack.kind,
      days: pack.days,
      amount: pack.price,
      phoneNumber: phone,
      provider,
    })
    .returning();
  if (!created) throw new Refusal(503, PAYMENT_MESSAGES.notSent);
  const pushed = provider === "daraja" ? await pushToDaraja(ctx, created, pack) : simulatorPush(created);
  if (!pushed.ok) {
    console.error(`[payments] push for payment ${created.id} refused: ${pushed.message}`);
    await ctx.db
      .update(payments)
      .set({ status: "failed", resultDesc: pushed.message.slice(0, 300), updatedAt: new Date() })
      .where(eq(payments.id, created.id));
    throw new Refusal(503, PAYMENT_MESSAGES.notSent);
  }
  const [row] = await ctx.db
    .update(payments)
    .set({ merchantRequestId: pushed.merchantRequestId, checkoutRequestId: pushed.checkoutRequestId, updatedAt: new Date() })
    .where(eq(payments.id, created.id))
    .returning();
  if (provider === "simulator" && row) ctx.executionCtx.waitUntil(simulateAnswer(ctx.env, row, (body) => handleStkCallback(ctx.db, ctx.env, body)));
  announceChanges(ctx, { categories: false });
  return toPaymentJson(row ?? created);
}

async function pushToDaraja(ctx: RequestContext, payment: PaymentRow, pack: BoostPackage) {
  const origin = ctx.env.BETTER_AUTH_URL?.replace(/\/+$/, "");
  if (!origin) return { ok: false as const, message: "BETTER_AUTH_URL is not set: Safaricom has no callback address" };
  return stkPush(ctx.env, {
    amount: pack.price,
    phone: payment.phoneNumber,
    // Shown on the seller's phone and statement: our name and the payment's number.
    accountReference: `Sokoni ${payment.id}`,
    description: pack.kind === "top" ? "Top boost" : "Featured boost",
    callbackUrl: `${origin}${callbackPath(await callbackKey(ctx.env.BETTER_AUTH_SECRET))}`,
  });
}

export type CallbackOutcome = "applied" | "repeated" | "failed" | "ignored";

/**
 * Safaricom's callback (and the simulator's): parses it, finds the payment by both request ids,
 * and settles it. A success must carry the payment's amount; it marks the payment paid (whatever it
 * was: money received is never lost to an earlier timeout) and applies the boost once. A failure
 * only ends a pending payment. Anything else changes nothing.
 */
export async function handleStkCallback(db: Db, env: WorkerEnv, body: unknown, now = new Date()): Promise<CallbackOutcome> {
  const callback = parseStkCallback(body);
  if (!callback) return "ignored";
  const payment = await db
    .select()
    .from(payments)
    .where(and(eq(payments.checkoutRequestId, callback.checkoutRequestId), eq(payments.merchantRequestId, callback.merchantRequestId)))
    .get();
  if (!payment) {
    console.warn(`[payments] callback for unknown request ${callback.checkoutRequestId.slice(0, 40)}`);
    return "ignored";
  }
  if (callback.resultCode === 0) {
    if (callback.amount !== payment.amount) {
      console.warn(`[payments] callback for payment ${payment.id} names KSh ${callback.amount}, not ${payment.amount}: ignored`);
      return "ignored";
    }
    return (await settlePaid(db, env, payment, callback, now)) ? "applied" : "repeated";
  }
  await settleFailed(db, payment.id, callback.resultCode, callback.resultDesc, now);
  return "failed";
}

async function settleFailed(db: Db, id: number, resultCode: number, resultDesc: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: statusOfResult(resultCode), resultCode, resultDesc: resultDesc.slice(0, 300), updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")));
}

/**
 * Marks the payment paid and puts the boost on its listing, in one batch: the listing's boost is
 * extended (from its end when one runs, else from now: app/domain/boosts.ts boostWindow) only
 * while the payment is paid and not yet applied, and the last statement marks it applied; so a
 * repeated callback changes nothing. True when this call applied it (and the receipt is mailed).
 */
async function settlePaid(db: Db, env: WorkerEnv, payment: PaymentRow, callback: Pick<StkCallback, "receipt" | "resultDesc">, now: Date): Promise<boolean> {
  const column = payment.kind === "top" ? listings.topUntil : listings.featuredUntil;
  const unapplied = sql`EXISTS (SELECT 1 FROM payments WHERE id = ${payment.id} AND status = 'paid' AND applied_at IS NULL)`;
  const extended = sql`max(coalesce(${column}, 0), ${now.getTime()}) + ${payment.days * 86_400_000}`;
  const [, , applied] = await db.batch([
    db
      .update(payments)
      .set({
        status: "paid",
        receipt: sql`coalesce(${callback.receipt}, ${payments.receipt})`,
        resultCode: 0,
        resultDesc: callback.resultDesc.slice(0, 300),
        paidAt: sql`coalesce(${payments.paidAt}, ${now.getTime()})`,
        updatedAt: now,
      })
      .where(and(eq(payments.id, payment.id), or(ne(payments.status, "paid"), sql`${payments.receipt} IS NULL`))),
    db
      .update(listings)
      .set(payment.kind === "top" ? { topUntil: sql`${extended}` } : { featuredUntil: sql`${extended}` })
      .where(and(eq(listings.id, sql`${payment.listingId}`), unapplied)),
    db
      .update(payments)
      .set({
        appliedAt: now,
        boostUntil: sql`(SELECT ${column} FROM listings WHERE listings.id = ${payments.listingId})`,
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "paid"), sql`${payments.appliedAt} IS NULL`))
      .returning(),
  ]);
  const row = applied[0];
  if (!row) return false;
  forgetBoosts();
  await mailReceipt(db, env, row).catch((error: unknown) => console.error(`[payments] receipt for payment ${payment.id} not mailed`, error));
  return true;
}

/**
 * The seller's receipt: what was paid, the M-Pesa receipt number, and what it bought until when; in
 * the current language (the payer's: see mailReceipt).
 */
export function receiptMail(input: { to: string; userName: string; payment: PaymentRow; origin: string | null }): Mail {
  const { payment } = input;
  const T = STRINGS.mail.receipt;
  const until = payment.boostUntil ? T.until(formatPostedDate(payment.boostUntil)) : T.forDays(payment.days);
  const seeIt = input.origin && payment.listingId ? T.seeIt(`${input.origin}/listing/${payment.listingId}`) : "";
  const amount = formatKsh(payment.amount);
  return {
    to: input.to,
    subject: T.subject(amount),
    text: T.text(
      redactContacts(input.userName),
      amount,
      payment.receipt ?? T.receiptPending,
      payment.phoneNumber,
      redactContacts(payment.listingName),
      T.what(payment.kind),
      until,
      payment.id,
      seeIt,
    ),
  };
}

async function mailReceipt(db: Db, env: WorkerEnv, payment: PaymentRow): Promise<void> {
  if (!payment.userId) return;
  const payer = await db
    .select({ email: user.email, name: sql<string>`coalesce(${user.displayUsername}, ${user.name})`, lang: user.lang })
    .from(user)
    .where(eq(user.id, payment.userId))
    .get();
  if (!payer) return;
  // Settled by M-Pesa's callback or the cron, never the payer's own request: in the language they chose.
  const mail = inRecipientLanguage(payer.lang, () => receiptMail({ to: payer.email, userName: payer.name, payment, origin: mailOrigin(env) }));
  await sendMail(env, db, mail);
}

/**
 * Asks how a push ended when no callback came within QUERY_AFTER_MS: Daraja's status query, or the
 * simulator's own rule. A success found this way has no receipt number (the query does not give
 * one; a late callback fills it in). Still no answer after QUERY_GIVE_UP_MS: a timeout.
 */
export async function checkPayment(db: Db, env: WorkerEnv, payment: PaymentRow, now = new Date()): Promise<void> {
  if (payment.status !== "pending" || !payment.checkoutRequestId) return;
  await db.update(payments).set({ checkedAt: now }).where(eq(payments.id, payment.id));
  const answer = payment.provider === "daraja" ? await stkQuery(env, payment.checkoutRequestId, now) : simulatedQuery(payment);
  if (answer.state === "done") {
    if (answer.resultCode === 0) await settlePaid(db, env, payment, { receipt: null, resultDesc: answer.resultDesc }, now);
    else await settleFailed(db, payment.id, answer.resultCode, answer.resultDesc, now);
    return;
  }
  if (now.getTime() - payment.createdAt.getTime() >= QUERY_GIVE_UP_MS) {
    await settleFailed(db, payment.id, 1037, "No answer from M-Pesa", now);
  }
}

/** Due for a status query: pending, pushed over QUERY_AFTER_MS ago, not asked in the last QUERY_GAP_MS. */
function dueForQuery(payment: PaymentRow, now: Date): boolean {
  return (
    payment.status === "pending" &&
    now.getTime() - payment.createdAt.getTime() >= QUERY_AFTER_MS &&
    (!payment.checkedAt || now.getTime() - payment.checkedAt.getTime() >= QUERY_GAP_MS)
  );
}

/** The five-minute cron: every payment due for a status query, up to 50 a run. */
export async function checkPendingPayments(db: Db, env: WorkerEnv, now = new Date()): Promise<number> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, "pending"), lte(payments.createdAt, new Date(now.getTime() - QUERY_AFTER_MS))))
    .orderBy(payments.createdAt)
    .limit(50);
  let checked = 0;
  for (const row of rows) {
    if (!dueForQuery(row, now)) continue;
    await checkPayment(db, env, row, now).catch((error: unknown) => console.error(`[payments] status of payment ${row.id} not checked`, error));
    checked += 1;
  }
  return checked;
}

/** One payment for its payer (or an admin); a pending one overdue is asked about first. */
export async function paymentFor(ctx: RequestContext, me: SessionUser, id: number): Promise<PaymentJson> {
  let row = await ctx.db.select().from(payments).where(eq(payments.id, id)).get();
  if (!row || (row.userId !== me.id && me.role !== "admin")) throw new Refusal(404, PAYMENT_MESSAGES.paymentNotFound);
  const now = new Date();
  if (dueForQuery(row, now)) {
    await checkPayment(ctx.db, ctx.env, row, now);
    row = (await ctx.db.select().from(payments).where(eq(payments.id, id)).get()) ?? row;
  }
  return toPaymentJson(row);
}

/** What the boost page shows: the seller's listing, each package with the end it would give, their numbers and past payments for it. */
export async function boostPage(ctx: RequestContext, me: SessionUser, listingId: number) {
  const row = await ctx.db
    .select({
      id: listings.id,
      name: listings.name,
      userRef: listings.userRef,
      isHidden: listings.isHidden,
      isAvailable: listings.isAvailable,
      topUntil: listings.topUntil,
      featuredUntil: listings.featuredUntil,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .get();
  if (!row) throw new Refusal(404, PAYMENT_MESSAGES.notFound);
  if (row.userRef !== me.id) throw new Refusal(403, PAYMENT_MESSAGES.notOwner);
  const now = new Date();
  const [own, past] = await Promise.all([
    ctx.db.select({ phone: phones.phoneNumber }).from(phones).where(eq(phones.userId, me.id)).orderBy(phones.verifiedAt),
    ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, me.id), eq(payments.listingId, listingId)))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(5),
  ]);
  return {
    listing: { id: row.id, name: row.name, onShow: !row.isHidden && row.isAvailable },
    packages: BOOST_PACKAGES.map((pack) => ({
      ...pack,
      until: boostWindow(pack.kind === "top" ? row.topUntil : row.featuredUntil, now, pack.days).until.toISOString(),
    })),
    phones: own.map((entry) => entry.phone),
    payments: past.map(toPaymentJson),
    available: paymentProvider(ctx.env, ctx.url) !== null,
  };
}
