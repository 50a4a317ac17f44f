/**
 * Push notifications (docs/decisions/088-web-push.md): the browsers members turned them
 * on in (`push_subscriptions`), and what is pushed to them: a new chat message to its recipient
 * (never its sender), a saved search's new matches. The sender is worker/push.ts; this module
 * decides who gets what, in their language, and forgets a subscription its push service says is
 * over (404, 410). Other failures are logged and the subscription kept.
 *
 * Locally (no public BETTER_AUTH_URL) every push is also written to the `outbox` (channel "push",
 * `to` the endpoint, `subject` the title, `text` the payload), and endpoints of the local stand-in
 * (worker/services/chat/push-stand-in.ts) are answered by it in-process, through the same sender.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ListingType } from "../../../app/domain/catalog";
import { formatKsh } from "../../../app/domain/money";
import { redactContacts } from "../../../app/domain/scam-guard";
import { currentLang, STRINGS } from "../../../app/i18n";
import type { RequestContext, SessionUser } from "../../context";
import type { Db } from "../../db/client";
import { outbox, pushSubscriptions, user } from "../../db/schema";
import type { WorkerEnv } from "../../env";
import { inRecipientLanguage } from "../../mail";
import {
  AUTH_SECRET_BYTES,
  fromBase64Url,
  importEcdhPublicKey,
  PUBLIC_KEY_BYTES,
  type PushKeys,
  type PushFetcher,
  type PushTarget,
  sendPush,
  vapidConfigured,
} from "../../push";
import { isLoopbackUrl } from "../payments/payments";
import { answerStandIn, standInId } from "./push-stand-in";
import { isPushServiceUrl } from "./push-endpoint";
import { withinRateLimit } from "../accounts/rate-limit";
import { Refusal } from "../refusal";

/** The texts of this module, in the reader's language (read where used). */
export const PUSH_MESSAGES = STRINGS.server.chat.push;

export const PUSH_LIMITS = {
  /** Turning on and off, a member an hour (each is a write). */
  changesPerHour: 30,
  /** Devices a member keeps; subscribing another forgets the one unused longest. */
  perUser: 10,
  /** Real endpoints are a few hundred characters. */
  endpointMax: 1024,
  /** A device that is off gets it within a day, or not at all. */
  ttlSeconds: 24 * 60 * 60,
  /** What the service worker reads: title, body, url and tag, well under a record. */
  payloadMaxBytes: 1024,
  /** A chat message's preview, in characters. */
  previewChars: 120,
} as const;

/** The push keys, and whether the site is a developer's (no public BETTER_AUTH_URL). */
type PushSite = PushKeys & Pick<WorkerEnv, "BETTER_AUTH_URL">;

/** No public address is set: a developer's machine or the tests (the same rule as the M-Pesa simulator). */
export function isLocalSite(env: PushSite): boolean {
  if (!env.BETTER_AUTH_URL) return true;
  try {
    return isLoopbackUrl(new URL(env.BETTER_AUTH_URL));
  } catch {
    return false;
  }
}

/** The local stand-in answers only a loopback site with no public address (docs/decisions/081, 088). */
export function standInAllowed(env: PushSite, url: URL): boolean {
  return isLocalSite(env) && isLoopbackUrl(url);
}

/** The transport for pushes: the stand-in in-process for its own endpoints on a local site, else the network. */
export function pushFetcher(env: PushSite): PushFetcher {
  return (request) => {
    const url = new URL(request.url);
    if (url.protocol === "http:" && isLoopbackUrl(url) && standInId(url.pathname) && isLocalSite(env)) return answerStandIn(request, env);
    // A row stored before the push services' hosts were the rule is never posted to: answered
    // as gone, so the delivery forgets it. A redirect is not followed off the service's host.
    if (!isPushServiceUrl(url)) return Promise.resolve(new Response("not a push service", { status: 410 }));
    return fetch(request, { redirect: "manual" });
  };
}

// ---------------------------------------------------------------------------------------------
// Subscriptions

const rateKey = (userId: string) => `push:${userId}`;

export interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The browser's PushSubscription JSON (`{ endpoint, expirationTime, keys: { p256dh, auth } }`),
 * checked, or a 400 in plain words: an https endpoint on a push service's own host
 * (push-endpoint.ts; on a local site also the stand-in's loopback http address), and keys of the right lengths, the public one a point on P-256.
 */
export async function readSubscription(input: unknown, env: PushSite, requestUrl: URL): Promise<SubscriptionInput> {
  const T = PUSH_MESSAGES;
  if (!isObject(input) || typeof input.endpoint !== "string" || !isObject(input.keys)) throw new Refusal(400, T.notASubscription);
  const { p256dh, auth } = input.keys;
  if (typeof p256dh !== "string" || typeof auth !== "string") throw new Refusal(400, T.notASubscription);
  const endpoint = input.endpoint.trim();
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Refusal(400, T.endpointNotHttps);
  }
  const standIn = url.protocol === "http:" && isLoopbackUrl(url) && standInId(url.pathname) !== null && standInAllowed(env, requestUrl);
  if (url.href.length > PUSH_LIMITS.endpointMax || url.username || url.password || url.hash || !(isPushServiceUrl(url) || standIn)) {
    throw new Refusal(400, T.endpointNotHttps);
  }
  const publicKey = fromBase64Url(p256dh);
  const secret = fromBase64Url(auth);
  if (!publicKey || publicKey.length !== PUBLIC_KEY_BYTES || publicKey[0] !== 4 || !secret || secret.length !== AUTH_SECRET_BYTES) {
    throw new Refusal(400, T.badKeys);
  }
  try {
    await importEcdhPublicKey(publicKey);
  } catch {
    throw new Refusal(400, T.badKeys);
  }
  return { endpoint: url.href, p256dh, auth };
}

/** The site's public key, which the browser subscribes with; a 503 when push is not configured. */
export function pushPublicKey(env: PushKeys): string {
  if (!vapidConfigured(env)) throw new Refusal(503, PUSH_MESSAGES.notAvailable);
  return env.VAPID_PUBLIC_KEY as string;
}

async function withinChangeLimit(db: Db, me: SessionUser): Promise<void> {
  if (!(await withinRateLimit(db, rateKey(me.id), PUSH_LIMITS.changesPerHour, 60 * 60 * 1000))) throw new Refusal(429, PUSH_MESSAGES.tooMany);
}

export interface SubscriptionJson {
  id: number;
  endpoint: string;
  createdAt: string;
}

/**
 * Stores the caller's browser, or moves it to the caller (a browser has one subscription per site:
 * whoever subscribes from it last is the one it notifies), and keeps their newest devices only.
 * `created` is false when the endpoint was already stored.
 */
export async function subscribe(ctx: RequestContext, me: SessionUser, input: unknown): Promise<{ created: boolean; subscription: SubscriptionJson }> {
  pushPublicKey(ctx.env);
  await withinChangeLimit(ctx.db, me);
  const sub = await readSubscription(input, ctx.env, ctx.url);
  const lang = currentLang();
  const existing = await ctx.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint)).get();
  const [row] = await ctx.db
    .insert(pushSubscriptions)
    .values({ userId: me.id, endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth, lang })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: me.id, p256dh: sub.p256dh, auth: sub.auth, lang } })
    .returning({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt });
  if (!row) throw new Error("push subscription not stored");
  // Beyond the newest devices, the one unused longest goes.
  await ctx.db.run(sql`
    DELETE FROM push_subscriptions WHERE user_id = ${me.id} AND id NOT IN (
      SELECT id FROM push_subscriptions WHERE user_id = ${me.id}
      ORDER BY coalesce(last_used_at, created_at) DESC, id DESC LIMIT ${PUSH_LIMITS.perUser})`);
  return { created: !existing, subscription: { id: row.id, endpoint: row.endpoint, createdAt: row.createdAt.toISOString() } };
}

/** Forgets one of the caller's browsers by its endpoint; someone else's, or an unknown one, is a 404. */
export async function unsubscribe(ctx: RequestContext, me: SessionUser, input: unknown): Promise<{ endpoint: string }> {
  await withinChangeLimit(ctx.db, me);
  const endpoint = isObject(input) && typeof input.endpoint === "string" ? input.endpoint.trim() : "";
  if (!endpoint) throw new Refusal(400, PUSH_MESSAGES.notASubscription);
  // As stored: subscribing keeps the URL's normal form.
  let stored = endpoint;
  try {
    stored = new URL(endpoint).href;
  } catch {
    // Not a URL: matches nothing, a 404 below.
  }
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(and(inArray(pushSubscriptions.endpoint, [...new Set([endpoint, stored])]), eq(pushSubscriptions.userId, me.id)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new Refusal(404, PUSH_MESSAGES.notYours);
  return { endpoint };
}

/** The profile's fallback without a script: every browser of the caller's stops; returns how many. */
export async function unsubscribeEverywhere(ctx: RequestContext, me: SessionUser): Promise<number> {
  await withinChangeLimit(ctx.db, me);
  const removed = await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, me.id)).returning({ id: pushSubscriptions.id });
  return removed.length;
}

/** The endpoints of the member's browsers with notifications on (for the profile: is this browser one?). */
export async function pushEndpointsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);
  return rows.map((row) => row.endpoint);
}

// ---------------------------------------------------------------------------------------------
// Sending

/** What a notification shows; the service worker (app/sw/push.ts) reads exactly this. */
export interface PushNotice {
  title: string;
  body: string;
  /** A path on our site, opened (or focused) on a tap. */
  url: string;
  /** A newer notice with the same tag replaces the older one on the device. */
  tag: string;
}

interface Recipient extends PushTarget {
  id: number;
  lang: string;
}

/** Cuts to `chars` characters (never half an emoji), with an ellipsis when cut. */
function cut(text: string, chars: number): string {
  const letters = Array.from(text.replace(/\s+/g, " ").trim());
  return letters.length > chars ? `${letters.slice(0, chars - 1).join("")}…` : letters.join("");
}

/** The payload's JSON, at most PUSH_LIMITS.payloadMaxBytes: title and body are cut shorter until it fits. */
export function noticePayload(notice: PushNotice): string {
  const encoder = new TextEncoder();
  let current = { ...notice };
  for (let chars = 160; chars >= 10; chars -= 30) {
    const text = JSON.stringify(current);
    if (encoder.encode(text).length <= PUSH_LIMITS.payloadMaxBytes) return text;
    current = { ...current, title: cut(notice.title, chars), body: cut(notice.body, chars) };
  }
  return JSON.stringify({ ...current, title: cut(notice.title, 10), body: "" });
}

async function recipientsOf(db: Db, userId: string): Promise<Recipient[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      lang: sql<string>`coalesce(${pushSubscriptions.lang}, ${user.lang})`,
    })
    .from(pushSubscriptions)
    .innerJoin(user, eq(user.id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(sql`${pushSubscriptions.id} DESC`)
    .limit(PUSH_LIMITS.perUser);
}

export interface PushRun {
  sent: number;
  removed: number;
  failed: number;
}

/**
 * Pushes one notice to each browser of one member, composed in each one's language; forgets the
 * ones whose service answers 404 or 410, logs other failures. Never throws for a push that failed.
 */
async function deliver(
  db: Db,
  env: PushSite,
  recipients: Recipient[],
  compose: () => PushNotice,
  options: { topic?: string; fetcher?: PushFetcher } = {},
): Promise<PushRun> {
  const run: PushRun = { sent: 0, removed: 0, failed: 0 };
  if (recipients.length === 0) return run;
  if (!vapidConfigured(env)) {
    console.warn("[push] VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not all set: nothing is pushed");
    return run;
  }
  const local = isLocalSite(env);
  const fetcher = options.fetcher ?? pushFetcher(env);
  const used: number[] = [];
  const gone: number[] = [];
  await Promise.all(
    recipients.map(async (recipient) => {
      const notice = inRecipientLanguage(recipient.lang, compose);
      const payload = noticePayload(notice);
      // Locally, the outbox shows what went, as it does for mail and SMS.
      const [logged] = local
        ? await db.insert(outbox).values({ to: recipient.endpoint, subject: notice.title, text: payload, channel: "push" }).returning({ id: outbox.id })
        : [];
      const result = await sendPush(env, recipient, { payload, ttl: PUSH_LIMITS.ttlSeconds, urgency: "normal", topic: options.topic }, fetcher);
      if (result.ok) {
        run.sent += 1;
        used.push(recipient.id);
        if (logged) await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, logged.id));
      } else if (result.gone) {
        run.removed += 1;
        gone.push(recipient.id);
      } else {
        run.failed += 1;
        console.error(`[push] subscription ${recipient.id} kept after a failed push: ${result.message}`);
      }
    }),
  );
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (used.length > 0) await db.update(pushSubscriptions).set({ lastUsedAt: new Date() }).where(inArray(pushSubscriptions.id, used));
  return run;
}

/**
 * A new chat message, to its recipient's browsers (the sender's never: they wrote it): the
 * sender's name, the start of the text (phone numbers and links hidden, as in the mails) or
 * "Photo", and the thread's address. Newer messages of the conversation replace the notice.
 */
export async function pushNewMessage(
  db: Db,
  env: PushSite,
  message: { conversationId: number; senderId: string; recipientId: string; body: string; imageUrls: string },
  fetcher?: PushFetcher,
): Promise<PushRun> {
  if (message.senderId === message.recipientId) return { sent: 0, removed: 0, failed: 0 };
  const recipients = await recipientsOf(db, message.recipientId);
  if (recipients.length === 0) return { sent: 0, removed: 0, failed: 0 };
  const sender = await db.get<{ name: string }>(sql`SELECT coalesce(display_username, username, name) AS name FROM user WHERE id = ${message.senderId}`);
  const tag = `chat-${message.conversationId}`;
  const photos = (JSON.parse(message.imageUrls || "[]") as unknown[]).length;
  return deliver(
    db,
    env,
    recipients,
    () => ({
      title: cut(redactContacts(sender?.name ?? "Sokoni"), 60),
      body: message.body.trim() ? cut(redactContacts(message.body), PUSH_LIMITS.previewChars) : PUSH_MESSAGES.photos(Math.max(1, photos)),
      url: `/messages/${message.conversationId}`,
      tag,
    }),
    { topic: tag, fetcher },
  );
}

/** A saved search's new matches (with its alert mail): the newest listing, and how many more. */
export async function pushSavedSearchMatches(
  db: Db,
  env: PushSite,
  match: {
    userId: string;
    searchId: number;
    searchName: string;
    listing: { id: number; name: string; price: number; type: ListingType; place: string };
    more: number;
  },
  fetcher?: PushFetcher,
): Promise<PushRun> {
  const recipients = await recipientsOf(db, match.userId);
  if (recipients.length === 0) return { sent: 0, removed: 0, failed: 0 };
  const tag = `search-${match.searchId}`;
  return deliver(
    db,
    env,
    recipients,
    () => {
      const T = PUSH_MESSAGES;
      const line = T.newMatchBody(cut(redactContacts(match.listing.name), 80), formatKsh(match.listing.price, match.listing.type), match.listing.place);
      return {
        title: T.newMatchTitle(cut(redactContacts(match.searchName), 60)),
        body: match.more > 0 ? T.andMore(line, match.more) : line,
        url: `/listing/${match.listing.id}`,
        tag,
      };
    },
    { topic: tag, fetcher },
  );
}
