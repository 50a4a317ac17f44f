/**
 * Mails about unread chat messages (docs/decisions/060-unread-message-mails.md). Every
 * five minutes (UNREAD_MAIL_CRON) each conversation member with a message unread for 15 minutes
 * that no earlier mail covered gets ONE mail: who wrote, about which listing, how many messages are
 * waiting, and a link to the thread. At most one a conversation (and member) an hour. The mail
 * never carries the messages' words, so never their phone numbers or links either.
 */
import { type SQL, sql } from "drizzle-orm";
import { CHAT_LIMITS } from "../../../app/domain/conversation-texts";
import { redactContacts } from "../../../app/domain/scam-guard";
import { STRINGS } from "../../../app/i18n";
import type { Db } from "../../db/client";
import type { WorkerEnv } from "../../env";
import { inRecipientLanguage, type Mail, sendMail } from "../../mail";

/** The cron (wrangler.jsonc `triggers.crons`) that runs mailUnreadMessages; every other cron runs the hourly work. */
export const UNREAD_MAIL_CRON = "*/5 * * * *";

/** Conversations mailed about in one run at most; the rest wait five minutes. */
export const UNREAD_MAIL_BATCH = 25;
/** Unread messages read per run to find them (oldest first). */
const SCAN_LIMIT = 200;
/**
 * How far back a run looks. A message is mailed about within the hour after its 15 minutes; one
 * still waiting a day later (runs kept failing) is left to the inbox and the header badge.
 */
export const UNREAD_MAIL_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/**
 * The unread messages old enough to mail about, oldest first, that no earlier mail to their
 * recipient covered (sent after that mail) and whose conversation was not mailed to them within
 * the last hour. Reads messages_unread_recent_idx over a bounded window, conversations by key.
 */
export function unreadToMailQuery(now: number, limit = SCAN_LIMIT): SQL {
  const olderThan = now - CHAT_LIMITS.unreadMailAfterMs;
  const since = now - UNREAD_MAIL_LOOKBACK_MS;
  const quietSince = now - CHAT_LIMITS.mailGapMs;
  return sql`
    SELECT m.conversation_id AS conversationId, m.recipient_id AS recipientId
    FROM messages m JOIN conversations c ON c.id = m.conversation_id
    WHERE m.read_at IS NULL AND m.created_at > ${since} AND m.created_at <= ${olderThan}
      AND coalesce(CASE WHEN m.recipient_id = c.buyer_id THEN c.buyer_mailed_at ELSE c.seller_mailed_at END, 0) < m.created_at
      AND coalesce(CASE WHEN m.recipient_id = c.buyer_id THEN c.buyer_mailed_at ELSE c.seller_mailed_at END, 0) <= ${quietSince}
    ORDER BY m.created_at LIMIT ${limit}`;
}

type Details = {
  listingName: string;
  email: string;
  recipientName: string;
  senderName: string;
  unread: number;
  blocked: number;
  /** The language the recipient chose: the mail is written in it. */
  lang: string;
};

/** What the mail says about one conversation, for its recipient. */
export function unreadMailDetailsQuery(conversationId: number, recipientId: string): SQL {
  return sql`
    SELECT l.name AS listingName, r.email AS email, coalesce(r.display_username, r.username, r.name) AS recipientName, r.lang AS lang,
      coalesce(s.display_username, s.username, s.name) AS senderName,
      (SELECT count(*) FROM messages u WHERE u.recipient_id = r.id AND u.conversation_id = c.id AND u.read_at IS NULL) AS unread,
      EXISTS (SELECT 1 FROM user_blocks b WHERE (b.blocker_id = r.id AND b.blocked_id = s.id) OR (b.blocker_id = s.id AND b.blocked_id = r.id)) AS blocked
    FROM conversations c
    JOIN listings l ON l.id = c.listing_id
    JOIN user r ON r.id = ${recipientId}
    JOIN user s ON s.id = CASE WHEN c.buyer_id = ${recipientId} THEN c.seller_id ELSE c.buyer_id END
    WHERE c.id = ${conversationId} AND (c.buyer_id = ${recipientId} OR c.seller_id = ${recipientId})`;
}

/**
 * Notes that the recipient is being mailed now, unless another run did so within the hour: the
 * claim comes before the mail, so two overlapping runs never send the same mail twice.
 */
async function claim(db: Db, conversationId: number, recipientId: string, now: number): Promise<boolean> {
  const quietSince = now - CHAT_LIMITS.mailGapMs;
  const rows = await db.all<{ id: number }>(sql`
    UPDATE conversations SET
      buyer_mailed_at = CASE WHEN buyer_id = ${recipientId} THEN ${now} ELSE buyer_mailed_at END,
      seller_mailed_at = CASE WHEN seller_id = ${recipientId} THEN ${now} ELSE seller_mailed_at END
    WHERE id = ${conversationId}
      AND coalesce(CASE WHEN buyer_id = ${recipientId} THEN buyer_mailed_at ELSE seller_mailed_at END, 0) <= ${quietSince}
    RETURNING id`);
  return rows.length > 0;
}

/**
 * The site's public address for links in mails: the scheduled run has no request to take it from.
 * BETTER_AUTH_URL in production; SITE_URL, which `npm start` writes to .dev.vars, locally.
 */
export function mailOrigin(env: Pick<WorkerEnv, "BETTER_AUTH_URL" | "SITE_URL">): string | null {
  const origin = (env.BETTER_AUTH_URL || env.SITE_URL)?.trim().replace(/\/+$/, "");
  return origin ? origin : null;
}

/**
 * The mail itself: the sender's name, the listing's name, how many messages, the thread's link; in
 * the current language (the recipient's: see mailUnreadMessages).
 */
export function unreadMessagesMail(input: { to: string; recipientName: string; senderName: string; listingName: string; unread: number; link: string }): Mail {
  // Names are people's own words: a phone number or a link in one is hidden like a message's would be.
  const sender = redactContacts(input.senderName);
  const listing = redactContacts(input.listingName);
  const T = STRINGS.mail.unreadMessages;
  return {
    to: input.to,
    subject: T.subject(sender, input.unread, listing),
    text: T.text(redactContacts(input.recipientName), sender, input.unread, listing, input.link),
  };
}

/**
 * Mails each recipient with a message unread for 15 minutes or more, at most one a conversation
 * an hour, and returns how many mails went. Without BETTER_AUTH_URL there is no address to link
 * to: nothing is sent or marked, and the messages wait for a run that has one.
 */
export async function mailUnreadMessages(db: Db, env: WorkerEnv, now: number = Date.now()): Promise<number> {
  const origin = mailOrigin(env);
  if (!origin) {
    console.warn("[chat-mail] neither BETTER_AUTH_URL nor SITE_URL is set; unread-message mails wait until one is");
    return 0;
  }
  const rows = await db.all<{ conversationId: number; recipientId: string }>(unreadToMailQuery(now));
  const pairs = new Map<string, { conversationId: number; recipientId: string }>();
  for (const row of rows) {
    if (pairs.size >= UNREAD_MAIL_BATCH) break;
    pairs.set(`${row.conversationId}:${row.recipientId}`, row);
  }
  let sent = 0;
  for (const { conversationId, recipientId } of pairs.values()) {
    try {
      const details = await db.get<Details>(unreadMailDetailsQuery(conversationId, recipientId));
      if (!(await claim(db, conversationId, recipientId, now))) continue;
      // A deleted account, or a block between the two: nothing to tell (the claim keeps them covered).
      if (!details || details.blocked || details.unread === 0) continue;
      const mail = inRecipientLanguage(details.lang, () =>
        unreadMessagesMail({
          to: details.email,
          recipientName: details.recipientName,
          senderName: details.senderName,
          listingName: details.listingName,
          unread: details.unread,
          link: `${origin}/messages/${conversationId}`,
        }),
      );
      await sendMail(env, db, mail);
      sent += 1;
    } catch (error) {
      // One conversation's failure does not stop the others.
      console.error(`[chat-mail] conversation ${conversationId} not mailed`, error);
    }
  }
  return sent;
}
