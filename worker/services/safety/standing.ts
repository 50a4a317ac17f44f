/**
 * Admins act on people (docs/decisions/108): suspend an account until a day, ban it, restore it,
 * warn its owner, or dismiss what was reported. Both faces call these: the dashboard's and the
 * storefront's forms, and /api/admin/users/:id/*. Every action writes its audit row in the same
 * batch as its change, and the person is told by mail in their own language.
 *
 * Suspended and banned accounts are stopped at the root: every session is deleted at once, the
 * signed-in user lookup (worker/context.ts) treats a stopped account as nobody, and better-auth
 * refuses a new session (worker/auth.ts says why in a sentence). So messaging, posting, reviewing
 * and everything else a signed-in person does is refused on both faces without each service asking.
 * A ban also takes the seller's listings out of every public list with `hidden_reason = 'banned'`,
 * and the storefront answers 404; restoring brings back exactly those listings.
 */
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import * as v from "valibot";
import { type ActionSource, ReasonInput, STANDING_MESSAGES, suspendSchema } from "../../../app/domain/standing";
import { formatPostedDate } from "../../../app/domain/time";
import { STRINGS } from "../../../app/i18n";
import type { RequestContext, SessionUser } from "../../context";
import { adminActions, conversations, listings, messages, session, user, userReports } from "../../db/schema";
import { inRecipientLanguage, type Mail, sendMail } from "../../mail";
import { forgetBoosts } from "../listings/boosted";
import { mailOrigin } from "../chat/chat-mail";
import { settledVisibility } from "../listings/listing-status";
import { announceChanges } from "../chat/live";
import { adminOnly, Refusal } from "../refusal";
import { parseSellerId } from "../listings/storefront";

/** What an action was taken from: a person report or a flagged message is settled by it. */
export interface ActionOrigin {
  source: ActionSource;
  reportId?: number;
  messageId?: number;
}

/** How many of a person's conversations have their sockets closed: the most recently active ones. */
const ROOMS_CLOSED = 50;

type Person = { id: string; name: string; email: string; lang: string; role: string; banned: boolean | null; banExpires: Date | null };

/** The admin's first refusal of a form or body, as the schema words it. */
function parsed<const TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new Refusal(400, result.issues[0]?.message ?? STANDING_MESSAGES.reasonRequired);
  return result.output;
}

/** The person acted on: 404 for nobody; never the admin themself nor another admin (decision 108). */
async function personToStop(ctx: RequestContext, admin: SessionUser, rawId: string): Promise<Person> {
  const id = parseSellerId(rawId);
  const row = id
    ? await ctx.db
        .select({
          id: user.id,
          name: sql<string>`coalesce(${user.displayUsername}, ${user.username}, ${user.name})`,
          email: user.email,
          lang: user.lang,
          role: user.role,
          banned: user.banned,
          banExpires: user.banExpires,
        })
        .from(user)
        .where(eq(user.id, id))
        .get()
    : undefined;
  if (!row) throw new Refusal(404, STRINGS.server.common.common.userNotFound);
  if (row.id === admin.id) throw new Refusal(403, STANDING_MESSAGES.notYourself);
  if (row.role === "admin") throw new Refusal(403, STANDING_MESSAGES.notAnAdmin);
  return row;
}

/** The report or flagged message an action comes from must be about this person; 404 otherwise. */
async function checkOrigin(ctx: RequestContext, personId: string, origin: ActionOrigin): Promise<void> {
  if (origin.reportId !== undefined) {
    const report = await ctx.db.select({ userId: userReports.userId }).from(userReports).where(eq(userReports.id, origin.reportId)).get();
    if (report?.userId !== personId) throw new Refusal(404, STRINGS.server.safety.reportNotFound);
  }
  if (origin.messageId !== undefined) {
    const message = await ctx.db
      .select({ senderId: messages.senderId })
      .from(messages)
      .where(and(eq(messages.id, origin.messageId), sql`${messages.flags} IS NOT NULL`))
      .get();
    if (message?.senderId !== personId) throw new Refusal(404, STANDING_MESSAGES.messageNotFound);
  }
}

/** The audit row and the settling of the report acted from, as statements for the action's batch. */
function recorded(
  ctx: RequestContext,
  admin: SessionUser,
  person: Pick<Person, "id" | "name">,
  action: (typeof adminActions.$inferInsert)["action"],
  origin: ActionOrigin,
  details: { reason?: string; until?: Date } = {},
) {
  const audit = ctx.db.insert(adminActions).values({
    adminId: admin.id,
    adminName: admin.username,
    userId: person.id,
    userName: person.name,
    action,
    reason: details.reason ?? null,
    until: details.until ?? null,
    source: origin.source,
    reportId: origin.reportId ?? null,
    messageId: origin.messageId ?? null,
  });
  const settle = ctx.db
    .update(userReports)
    .set({ reviewedAt: new Date() })
    .where(and(eq(userReports.id, origin.reportId ?? 0), isNull(userReports.reviewedAt)));
  return [audit, settle] as const;
}

/** The stopped person's sessions, every one: the next request of any device is a visitor's. */
function endSessions(ctx: RequestContext, personId: string) {
  return ctx.db.delete(session).where(eq(session.userId, personId));
}

/** A banned seller's listings leave the lists; those already out for moderation keep their reason. */
function hideForBan(ctx: RequestContext, personId: string, now: Date) {
  return ctx.db
    .update(listings)
    .set({ isHidden: true, hiddenReason: "banned", updatedAt: now })
    .where(and(eq(listings.userRef, personId), or(isNull(listings.hiddenReason), inArray(listings.hiddenReason, ["sold", "expired"]))));
}

/** Exactly the listings the ban took out come back, unless sold or expired meanwhile (decision 080). */
function showAfterBan(ctx: RequestContext, personId: string, now: Date) {
  return ctx.db
    .update(listings)
    .set({ ...settledVisibility(now, { endModeration: true }), updatedAt: now })
    .where(and(eq(listings.userRef, personId), eq(listings.hiddenReason, "banned")));
}

/**
 * Closes the stopped person's live sockets: their inbox room, and their side of their most
 * recently active conversations. Their pages then stop hearing and typing; reconnecting is refused
 * (no session). A room that is down is logged, never passed to the admin.
 */
function closeSockets(ctx: RequestContext, personId: string): void {
  const work = (async () => {
    const [asBuyer, asSeller] = await Promise.all([
      ctx.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.buyerId, personId))
        .orderBy(desc(conversations.lastMessageAt))
        .limit(ROOMS_CLOSED),
      ctx.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.sellerId, personId))
        .orderBy(desc(conversations.lastMessageAt))
        .limit(ROOMS_CLOSED),
    ]);
    const rooms = [
      ctx.env.Inbox.getByName(personId).closeMember(personId),
      ...[...asBuyer, ...asSeller].map((row) => ctx.env.Conversation.getByName(String(row.id)).closeMember(personId)),
    ];
    for (const result of await Promise.allSettled(rooms)) if (result.status === "rejected") console.error("socket not closed", result.reason);
  })();
  ctx.executionCtx.waitUntil(work.catch((error: unknown) => console.error("sockets not closed", error)));
}

function tell(ctx: RequestContext, person: Person, compose: (siteUrl: string) => Pick<Mail, "subject" | "text">): void {
  const siteUrl = mailOrigin(ctx.env) ?? ctx.url.origin;
  // Another person's action: the mail speaks the recipient's language, not the admin's.
  const mail = inRecipientLanguage(person.lang, () => ({ to: person.email, ...compose(siteUrl) }));
  ctx.executionCtx.waitUntil(sendMail(ctx.env, ctx.db, mail).catch((error: unknown) => console.error("standing mail not sent", error)));
}

/** The day a suspension ends, in the reader's language ("6 Dec 2026"). */
export function untilText(until: Date): string {
  return formatPostedDate(until);
}

/** Suspends an account until a day: signed out everywhere, no sign-in until then; listings stay. */
export async function suspendUser(
  ctx: RequestContext,
  me: SessionUser | null,
  userId: string,
  input: unknown,
  origin: ActionOrigin,
): Promise<{ name: string; until: Date }> {
  const admin = adminOnly(me);
  const { reason, until } = parsed(suspendSchema(), input);
  const person = await personToStop(ctx, admin, userId);
  await checkOrigin(ctx, person.id, origin);
  const now = new Date();
  await ctx.db.batch([
    ctx.db.update(user).set({ banned: true, banReason: reason, banExpires: until, updatedAt: now }).where(eq(user.id, person.id)),
    endSessions(ctx, person.id),
    // A ban turned into a suspension: the listings it took out come back (a suspension hides none).
    showAfterBan(ctx, person.id, now),
    ...recorded(ctx, admin, person, "suspend", origin, { reason, until }),
  ]);
  closeSockets(ctx, person.id);
  tell(ctx, person, (siteUrl) => {
    const T = STRINGS.domain.standing.mail;
    return { subject: T.suspendedSubject, text: T.suspendedText(person.name, reason, untilText(until), siteUrl) };
  });
  forgetBoosts();
  announceChanges(ctx);
  return { name: person.name, until };
}

/** Bans an account: signed out for good, and their listings and storefront leave every public list. */
export async function banUser(ctx: RequestContext, me: SessionUser | null, userId: string, input: unknown, origin: ActionOrigin): Promise<{ name: string }> {
  const admin = adminOnly(me);
  const { reason } = parsed(ReasonInput, input);
  const person = await personToStop(ctx, admin, userId);
  await checkOrigin(ctx, person.id, origin);
  const now = new Date();
  await ctx.db.batch([
    ctx.db.update(user).set({ banned: true, banReason: reason, banExpires: null, updatedAt: now }).where(eq(user.id, person.id)),
    endSessions(ctx, person.id),
    hideForBan(ctx, person.id, now),
    ...recorded(ctx, admin, person, "ban", origin, { reason }),
  ]);
  closeSockets(ctx, person.id);
  tell(ctx, person, (siteUrl) => {
    const T = STRINGS.domain.standing.mail;
    return { subject: T.bannedSubject, text: T.bannedText(person.name, reason, siteUrl) };
  });
  forgetBoosts();
  announceChanges(ctx);
  return { name: person.name };
}

/** Lifts a suspension or a ban: the person may sign in again and the listings the ban hid are back. */
export async function restoreUser(ctx: RequestContext, me: SessionUser | null, userId: string, origin: ActionOrigin): Promise<{ name: string }> {
  const admin = adminOnly(me);
  const person = await personToStop(ctx, admin, userId);
  if (!person.banned) throw new Refusal(409, STANDING_MESSAGES.notStopped);
  const now = new Date();
  await ctx.db.batch([
    ctx.db.update(user).set({ banned: false, banReason: null, banExpires: null, updatedAt: now }).where(eq(user.id, person.id)),
    showAfterBan(ctx, person.id, now),
    ...recorded(ctx, admin, person, "restore", origin),
  ]);
  tell(ctx, person, (siteUrl) => {
    const T = STRINGS.domain.standing.mail;
    return { subject: T.restoredSubject, text: T.restoredText(person.name, siteUrl) };
  });
  forgetBoosts();
  announceChanges(ctx);
  return { name: person.name };
}

/** Warns a person by mail, from a report or a flagged message; nothing on the account changes. */
export async function warnUser(ctx: RequestContext, me: SessionUser | null, userId: string, input: unknown, origin: ActionOrigin): Promise<{ name: string }> {
  const admin = adminOnly(me);
  const { reason } = parsed(ReasonInput, input);
  const person = await personToStop(ctx, admin, userId);
  await checkOrigin(ctx, person.id, origin);
  await ctx.db.batch([...recorded(ctx, admin, person, "warn", origin, { reason })]);
  tell(ctx, person, (siteUrl) => {
    const T = STRINGS.domain.standing.mail;
    return { subject: T.warnedSubject, text: T.warnedText(person.name, reason, siteUrl) };
  });
  announceChanges(ctx, { categories: false, pages: false });
  return { name: person.name };
}

/**
 * Dismisses a person report or a flagged message: nothing is done to the person, the item leaves
 * the dashboard and the audit log says who looked at it.
 */
export async function dismissItem(
  ctx: RequestContext,
  me: SessionUser | null,
  origin: ActionOrigin & ({ reportId: number } | { messageId: number }),
): Promise<void> {
  const admin = adminOnly(me);
  const about =
    origin.reportId !== undefined
      ? await ctx.db
          .select({ id: user.id, name: sql<string>`coalesce(${user.displayUsername}, ${user.username}, ${user.name})` })
          .from(userReports)
          .innerJoin(user, eq(user.id, userReports.userId))
          .where(eq(userReports.id, origin.reportId))
          .get()
      : await ctx.db
          .select({ id: user.id, name: sql<string>`coalesce(${user.displayUsername}, ${user.username}, ${user.name})` })
          .from(messages)
          .innerJoin(user, eq(user.id, messages.senderId))
          .where(and(eq(messages.id, origin.messageId ?? 0), sql`${messages.flags} IS NOT NULL`))
          .get();
  if (!about) throw new Refusal(404, origin.reportId !== undefined ? STRINGS.server.safety.reportNotFound : STANDING_MESSAGES.messageNotFound);
  await ctx.db.batch([...recorded(ctx, admin, about, "dismiss", origin)]);
  announceChanges(ctx, { categories: false, pages: false });
}
