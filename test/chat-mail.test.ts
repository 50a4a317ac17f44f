import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { CHAT_LIMITS } from "../app/domain/conversation-texts";
import worker from "../worker/index";
import { conversations, messages, uploads } from "../worker/db/schema";
import { mailOrigin, mailUnreadMessages, UNREAD_MAIL_CRON, unreadMessagesMail } from "../worker/services/chat/chat-mail";
import { createListing, createSeller, db, workerEnv } from "./fixtures";

/** The scheduled run has no request: the site's address comes from BETTER_AUTH_URL. */
const ENV = { ...workerEnv(), BETTER_AUTH_URL: "https://sokoni.test/", SITE_URL: "http://localhost:8787" };
const MINUTE = 60 * 1000;
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

type Mail = { to: string; subject: string; text: string };

async function mailsTo(to: string): Promise<Mail[]> {
  return (await env.DB.prepare('SELECT "to", subject, text FROM outbox WHERE "to" = ? ORDER BY id').bind(to).all<Mail>()).results;
}

let seller: Awaited<ReturnType<typeof createSeller>>;
let buyer: Awaited<ReturnType<typeof createSeller>>;
let conversationId: number;

async function say(from: { id: string }, to: { id: string }, body: string, at: number, readAt: number | null = null) {
  const listingId = (await db.select({ listingId: conversations.listingId }).from(conversations).get())?.listingId ?? 0;
  const [row] = await db
    .insert(messages)
    .values({
      conversationId,
      listingId,
      senderId: from.id,
      recipientId: to.id,
      body,
      createdAt: new Date(at),
      readAt: readAt === null ? null : new Date(readAt),
    })
    .returning({ id: messages.id });
  return row?.id ?? 0;
}

beforeEach(async () => {
  seller = await createSeller({ displayUsername: "Otieno_Motors" });
  buyer = await createSeller({ displayUsername: "Wanjiku_K" });
  const listing = await createListing(seller.id, { name: "Toyota Fielder 2014 1500cc" });
  const [row] = await db
    .insert(conversations)
    .values({ listingId: listing.id, buyerId: buyer.id, sellerId: seller.id, lastMessageAt: new Date(T0) })
    .returning({ id: conversations.id });
  conversationId = row?.id ?? 0;
});

describe("mails about unread messages", () => {
  it("mails the recipient once, 15 minutes on, with the sender, the listing, the count and the thread's link, never the words", async () => {
    await say(buyer, seller, "Is this still available? Call me on 0712 345 678", T0);
    await say(buyer, seller, "Or see bit.ly/fielder-deal and mail kamau@gmail.com", T0 + MINUTE);
    expect(await mailUnreadMessages(db, ENV, T0 + 16 * MINUTE)).toBe(1);
    const mails = await mailsTo(seller.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Wanjiku_K sent you 2 messages about "Toyota Fielder 2014 1500cc"');
    expect(mail?.text).toContain(`https://sokoni.test/messages/${conversationId}`);
    expect(mail?.text).toContain("Wanjiku_K");
    for (const secret of ["0712", "345 678", "bit.ly", "fielder-deal", "gmail", "still available"]) expect(mail?.text).not.toContain(secret);
    // The buyer wrote, so the buyer gets nothing.
    expect(await mailsTo(buyer.email)).toHaveLength(0);
    const row = await db.select().from(conversations).get();
    expect(row?.sellerMailedAt?.getTime()).toBe(T0 + 16 * MINUTE);
    expect(row?.buyerMailedAt).toBeNull();
  });

  it("sends nothing for a message read before its 15 minutes", async () => {
    await say(buyer, seller, "Is this still available?", T0, T0 + 5 * MINUTE);
    expect(await mailUnreadMessages(db, ENV, T0 + 20 * MINUTE)).toBe(0);
    expect(await mailsTo(seller.email)).toHaveLength(0);
  });

  it("sends nothing for a message newer than 15 minutes", async () => {
    await say(buyer, seller, "What is your last price?", T0);
    expect(await mailUnreadMessages(db, ENV, T0 + 14 * MINUTE)).toBe(0);
    expect(await mailsTo(seller.email)).toHaveLength(0);
    // Its 15 minutes come in a later run.
    expect(await mailUnreadMessages(db, ENV, T0 + 15 * MINUTE)).toBe(1);
  });

  it("sends one mail an hour at most: a run within the hour sends nothing, a new unread message after it does", async () => {
    await say(buyer, seller, "Is this still available?", T0);
    expect(await mailUnreadMessages(db, ENV, T0 + 15 * MINUTE)).toBe(1);
    // The same message, and a new one, inside the hour: nothing.
    expect(await mailUnreadMessages(db, ENV, T0 + 20 * MINUTE)).toBe(0);
    await say(buyer, seller, "Hello?", T0 + 25 * MINUTE);
    expect(await mailUnreadMessages(db, ENV, T0 + 45 * MINUTE)).toBe(0);
    expect(await mailsTo(seller.email)).toHaveLength(1);
    // An hour after the first mail, the new one has its own.
    expect(await mailUnreadMessages(db, ENV, T0 + 76 * MINUTE)).toBe(1);
    const mails = await mailsTo(seller.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toContain("2 messages");
  });

  it("does not mail again after the hour about messages an earlier mail covered", async () => {
    await say(buyer, seller, "Is this still available?", T0);
    expect(await mailUnreadMessages(db, ENV, T0 + 15 * MINUTE)).toBe(1);
    expect(await mailUnreadMessages(db, ENV, T0 + 3 * 60 * MINUTE)).toBe(0);
    expect(await mailsTo(seller.email)).toHaveLength(1);
  });

  it("mails each member about their own unread messages", async () => {
    await say(buyer, seller, "Can you deliver?", T0);
    await say(seller, buyer, "Yes, to Thika tomorrow", T0 + MINUTE);
    expect(await mailUnreadMessages(db, ENV, T0 + 20 * MINUTE)).toBe(2);
    expect((await mailsTo(seller.email))[0]?.subject).toBe('Wanjiku_K sent you a message about "Toyota Fielder 2014 1500cc"');
    expect((await mailsTo(buyer.email))[0]?.subject).toBe('Otieno_Motors sent you a message about "Toyota Fielder 2014 1500cc"');
  });

  it("sends nothing about a person the recipient blocked", async () => {
    await say(buyer, seller, "Tuma pesa kwanza", T0);
    await env.DB.prepare("INSERT INTO user_blocks (blocker_id, blocked_id) VALUES (?, ?)").bind(seller.id, buyer.id).run();
    expect(await mailUnreadMessages(db, ENV, T0 + 20 * MINUTE)).toBe(0);
    expect(await mailsTo(seller.email)).toHaveLength(0);
  });

  it("waits without BETTER_AUTH_URL, and marks nothing, so a later run with it still mails", async () => {
    await say(buyer, seller, "Is this still available?", T0);
    expect(await mailUnreadMessages(db, { ...workerEnv(), BETTER_AUTH_URL: undefined, SITE_URL: undefined }, T0 + 20 * MINUTE)).toBe(0);
    expect(await mailsTo(seller.email)).toHaveLength(0);
    expect(await mailUnreadMessages(db, ENV, T0 + 25 * MINUTE)).toBe(1);
  });

  it("mails at most a batch of conversations in one run, the rest in the next", async () => {
    const listing = await createListing(seller.id, { name: "Mazda Demio" });
    for (let i = 0; i < 27; i++) {
      const someone = await createSeller();
      const [row] = await db
        .insert(conversations)
        .values({ listingId: listing.id, buyerId: someone.id, sellerId: seller.id, lastMessageAt: new Date(T0) })
        .returning({ id: conversations.id });
      await db.insert(messages).values({
        conversationId: row?.id ?? 0,
        listingId: listing.id,
        senderId: someone.id,
        recipientId: seller.id,
        body: "Iko bado?",
        createdAt: new Date(T0 + i),
      });
    }
    expect(await mailUnreadMessages(db, ENV, T0 + 20 * MINUTE)).toBe(25);
    expect(await mailUnreadMessages(db, ENV, T0 + 25 * MINUTE)).toBe(2);
    expect(CHAT_LIMITS.unreadMailAfterMs).toBe(15 * MINUTE);
  });
});

describe("the address the mails link to", () => {
  it("is BETTER_AUTH_URL in production, else the SITE_URL npm start writes, else none", () => {
    expect(mailOrigin({ BETTER_AUTH_URL: "https://sokoni.co.ke/", SITE_URL: "http://localhost:8787" })).toBe("https://sokoni.co.ke");
    expect(mailOrigin({ SITE_URL: "http://localhost:8787" })).toBe("http://localhost:8787");
    expect(mailOrigin({})).toBeNull();
  });
});

describe("the scheduled handler", () => {
  it("runs the unread mails on the five-minute cron and the hourly clean-ups on the other", async () => {
    const now = Date.now();
    await say(buyer, seller, "Is this still available?", now - 20 * MINUTE);
    // An upload nothing took, two days old: the hourly clean-up's work.
    await db.insert(uploads).values({ key: "listings/left-over.jpg", createdAt: new Date(now - 2 * 24 * 60 * MINUTE) });
    const five = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: UNREAD_MAIL_CRON, scheduledTime: now }), ENV, five);
    await waitOnExecutionContext(five);
    expect(await mailsTo(seller.email)).toHaveLength(1);
    expect(await db.select().from(uploads)).toHaveLength(1);
    const hourly = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "17 * * * *", scheduledTime: now }), ENV, hourly);
    await waitOnExecutionContext(hourly);
    expect(await db.select().from(uploads)).toHaveLength(0);
    expect(await mailsTo(seller.email)).toHaveLength(1);
  });
});

describe("the unread mail's words", () => {
  it("hides a phone number or link put in a name", () => {
    const mail = unreadMessagesMail({
      to: "a@sokoni.test",
      recipientName: "Achieng",
      senderName: "Call 0712345678",
      listingName: "Phone, see wa.me/254712345678",
      unread: 1,
      link: "https://sokoni.test/messages/1",
    });
    expect(mail.subject).not.toMatch(/0712345678|wa\.me/);
    expect(mail.text).not.toMatch(/0712345678|wa\.me/);
    expect(mail.text).toContain("https://sokoni.test/messages/1");
  });
});
