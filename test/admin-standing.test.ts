import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STRINGS, textsIn } from "../app/i18n";
import { adminActions, conversations, listings, messages, session, user, userReports } from "../worker/db/schema";
import { dashboardData } from "../worker/services/safety/dashboard";
import { call, createListing, db, json, newSeller, ORIGIN } from "./fixtures";

/*
 * Admins act on people (docs/decisions/108). Suspend, ban and restore on both
 * faces (the API and the dashboard's or storefront's no-JS forms), what a stopped account can no
 * longer do, a banned seller's listings leaving every public list and coming back, the mails, the
 * audit log, and the hostile inputs of the new endpoints.
 */

const T = STRINGS.domain.standing;
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = "a-good-password-1";

type Person = Awaited<ReturnType<typeof newSeller>>;

async function newAdmin(name: string): Promise<Person> {
  const admin = await newSeller(name);
  await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
  return admin;
}

/** A day `days` from now as the date field sends it (YYYY-MM-DD, Nairobi's calendar is close enough a few days out). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
}

function post(person: Person, path: string, body: unknown = {}): Promise<Response> {
  return person.as(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

function form(person: Person, path: string, fields: Record<string, string>): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return person.as(path, { method: "POST", body, redirect: "manual" });
}

function signIn(email: string, password = PASSWORD): Promise<Response> {
  return call("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": "10.9.9.9" },
    body: JSON.stringify({ email, password }),
  });
}

/** The newest mail to `to`, waiting for it: mail goes out after the answer. */
async function mailTo(to: string, subject: string): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const row = await env.DB.prepare('SELECT subject, text FROM outbox WHERE "to" = ? AND subject = ? ORDER BY id DESC LIMIT 1')
      .bind(to.toLowerCase(), subject)
      .first<{ subject: string; text: string }>();
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

async function sessionsOf(userId: string): Promise<number> {
  return (await db.select({ id: session.id }).from(session).where(eq(session.userId, userId))).length;
}

async function auditOf(userId: string) {
  return db.select().from(adminActions).where(eq(adminActions.userId, userId));
}

describe("suspending an account (the API)", () => {
  it("ends every session at once, refuses sign-in with the day it ends, mails the reason and writes the audit row", async () => {
    const admin = await newAdmin("Admin_Amina");
    const seller = await newSeller("Suspended_Seller");
    const listing = await createListing(seller.id, { name: "Suspended seller's Hisense 43 inch TV" });
    expect(await sessionsOf(seller.id)).toBe(1);

    const answer = await post(admin, `/api/admin/users/${seller.id}/suspend`, { reason: "Asked a buyer for a viewing fee", until: dayFromNow(5) });
    expect(answer.status).toBe(200);
    const body = await json<{ success: boolean; data: { standing: string; until: string }; message: string }>(answer);
    expect(body.data.standing).toBe("suspended");
    expect(body.message).toContain("Suspended_Seller is suspended until");
    expect(await sessionsOf(seller.id)).toBe(0);

    // The old cookie is nobody's: no message, no listing, no review.
    expect((await seller.as("/api/conversations")).status).toBe(401);
    expect((await post(seller, "/api/conversations", { listingId: listing.id, text: "Hello there" })).status).toBe(401);
    expect((await post(seller, "/api/listings", { name: "Another TV" })).status).toBe(401);
    expect((await post(seller, `/api/users/${admin.id}/reviews`, { listingId: listing.id, rating: 5, comment: "Great seller" })).status).toBe(401);

    // The right password is refused with a sentence that says until when; a wrong one is just wrong.
    const refused = await signIn(seller.email);
    expect(refused.status).toBe(403);
    const refusal = await json<{ message: string; code: string }>(refused);
    expect(refusal.code).toBe("BANNED_USER");
    expect(refusal.message).toMatch(/^This account is suspended until \d{1,2} \w{3} \d{4}\. We sent you the reason by email\.$/);
    expect((await signIn(seller.email, "not-the-password-9")).status).toBe(401);

    const mail = await mailTo(seller.email, "Your Sokoni account is suspended");
    expect(mail.text).toContain("Asked a buyer for a viewing fee");
    const [row] = await auditOf(seller.id);
    expect(row).toMatchObject({ adminId: admin.id, adminName: "Admin_Amina", action: "suspend", reason: "Asked a buyer for a viewing fee", source: "api" });
    expect(row?.until?.getTime()).toBeGreaterThan(Date.now() + 4 * DAY);

    // A suspension hides no listing (decision 108).
    expect((await call(`/api/listings/${listing.id}`)).status).toBe(200);
  });

  it("is over once its day has passed: the right password signs in again", async () => {
    const seller = await newSeller("Expired_Seller");
    await db
      .update(user)
      .set({ banned: true, banReason: "Old", banExpires: new Date(Date.now() - 1000) })
      .where(eq(user.id, seller.id));
    expect((await signIn(seller.email)).status).toBe(200);
    const row = await db.select({ banned: user.banned }).from(user).where(eq(user.id, seller.id)).get();
    expect(row?.banned).toBe(false);
  });

  it("mails a Kiswahili reader in Kiswahili, whatever the admin's language", async () => {
    const admin = await newAdmin("Admin_Swahili");
    const seller = await newSeller("Swahili_Seller");
    await db.update(user).set({ lang: "sw" }).where(eq(user.id, seller.id));
    expect((await post(admin, `/api/admin/users/${seller.id}/ban`, { reason: "Utapeli wa M-Pesa" })).status).toBe(200);
    const mail = await mailTo(seller.email, textsIn("sw").domain.standing.mail.bannedSubject);
    expect(mail.text).toContain("Msimamizi amefungia akaunti yako");
    expect(mail.text).toContain("Utapeli wa M-Pesa");
  });
});

describe("banning a seller (the dashboard's form, no JavaScript)", () => {
  // Renders six public pages three times: slow on a busy machine.
  it("takes their listings and storefront out of every public list and restoring brings back exactly those", { timeout: 90_000 }, async () => {
    const admin = await newAdmin("Admin_Baraka");
    const seller = await newSeller("Banned_Seller");
    const shown = await createListing(seller.id, { name: "Banned seller Subaru Forester XT 2012" });
    const hiddenByAdmin = await createListing(seller.id, { name: "Banned seller hidden Vitz", isHidden: true, hiddenReason: "admin" });
    const sold = await createListing(seller.id, { name: "Banned seller sold Demio", isHidden: true, hiddenReason: "sold", soldAt: new Date() });
    const visitor = (path: string) => call(path, { headers: { "cf-connecting-ip": "10.8.8.8" } });
    const everywhere = async () => {
      const pages = await Promise.all(
        ["/", "/search?searchTerm=Forester", "/browse?category=Vehicles", `/seller/${seller.id}`, "/sitemaps/sellers-1.xml", "/sitemaps/listings-1.xml"].map(
          async (path) => {
            const response = await visitor(path);
            return { path, status: response.status, text: await response.text() };
          },
        ),
      );
      return pages;
    };
    for (const page of await everywhere()) {
      if (page.path.startsWith("/sitemaps/listings")) expect(page.text, page.path).toContain(`/listing/${shown.id}`);
      else if (page.path.startsWith("/sitemaps/sellers")) expect(page.text, page.path).toContain(`/seller/${seller.id}`);
      else expect(page.text, page.path).toContain("Subaru Forester XT 2012");
    }

    const answer = await form(admin, "/admin-dashboard", { intent: "ban-user", userId: seller.id, source: "users", reason: "Fake listings and M-Pesa scams" });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Banned_Seller is banned. They have been told by mail.");
    expect(await sessionsOf(seller.id)).toBe(0);
    expect((await signIn(seller.email)).status).toBe(403);
    expect(await json<{ message: string }>(await signIn(seller.email))).toMatchObject({ message: T.signInBanned });

    const reasons = async () =>
      Object.fromEntries(
        (
          await db.select({ id: listings.id, reason: listings.hiddenReason, hidden: listings.isHidden }).from(listings).where(eq(listings.userRef, seller.id))
        ).map((row) => [row.id, `${row.hidden}:${row.reason}`]),
      );
    expect(await reasons()).toEqual({ [shown.id]: "true:banned", [hiddenByAdmin.id]: "true:admin", [sold.id]: "true:banned" });
    for (const page of await everywhere()) {
      if (page.path.startsWith("/seller/")) expect(page.status, page.path).toBe(404);
      expect(page.text, page.path).not.toContain("Subaru Forester XT 2012");
      expect(page.text, page.path).not.toContain(`/listing/${shown.id}<`);
      expect(page.text, page.path).not.toContain(`/seller/${seller.id}<`);
    }
    expect((await visitor(`/api/listings/${shown.id}`)).status).toBe(404);
    expect((await visitor(`/api/users/${seller.id}`)).status).toBe(404);
    // The admins still see the storefront, to restore it.
    const adminView = await (await admin.as(`/seller/${seller.id}`)).text();
    expect(adminView).toContain(T.bannedBadge);
    expect(adminView).toContain('value="restore-user"');
    await mailTo(seller.email, "Your Sokoni account is banned");

    const restored = await form(admin, `/seller/${seller.id}`, { intent: "restore-user" });
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe(`/seller/${seller.id}#admin`);
    expect(await reasons()).toEqual({ [shown.id]: "false:null", [hiddenByAdmin.id]: "true:admin", [sold.id]: "true:sold" });
    for (const page of await everywhere()) {
      if (page.path.startsWith("/sitemaps/listings")) expect(page.text, page.path).toContain(`/listing/${shown.id}`);
      else if (page.path.startsWith("/sitemaps/sellers")) expect(page.text, page.path).toContain(`/seller/${seller.id}`);
      else expect(page.text, page.path).toContain("Subaru Forester XT 2012");
    }
    expect((await signIn(seller.email)).status).toBe(200);
    await mailTo(seller.email, "Your Sokoni account is open again");
    expect((await auditOf(seller.id)).map((row) => [row.action, row.source])).toEqual([
      ["ban", "users"],
      ["restore", "storefront"],
    ]);
  });

  it("keeps a banned seller's listing out when they mark it available or renew it", async () => {
    const admin = await newAdmin("Admin_Chege");
    const seller = await newSeller("Banned_Chege");
    const listing = await createListing(seller.id, { name: "Banned Probox" });
    expect((await post(admin, `/api/admin/users/${seller.id}/ban`, { reason: "Scam listings" })).status).toBe(200);
    // Whatever the seller's listing tools do meanwhile, the ban stays its reason (as an admin's hide does).
    const { settledVisibility } = await import("../worker/services/listings/listing-status");
    await db
      .update(listings)
      .set({ soldAt: null, ...settledVisibility(new Date(), { soldAt: null }) })
      .where(eq(listings.id, listing.id));
    const row = await db.select({ reason: listings.hiddenReason, hidden: listings.isHidden }).from(listings).where(eq(listings.id, listing.id)).get();
    expect(row).toEqual({ reason: "banned", hidden: true });
  });
});

describe("person reports and flagged messages get Dismiss, Warn, Suspend and Ban", () => {
  async function reportedSeller(name: string) {
    const seller = await newSeller(name);
    const buyer = await newSeller(`${name}Buyer`);
    const listing = await createListing(seller.id, { name: `${name} listing` });
    const [conversation] = await db
      .insert(conversations)
      .values({ listingId: listing.id, buyerId: buyer.id, sellerId: seller.id, lastMessageAt: new Date() })
      .returning({ id: conversations.id });
    const [message] = await db
      .insert(messages)
      .values({
        conversationId: conversation?.id ?? 0,
        listingId: listing.id,
        senderId: seller.id,
        recipientId: buyer.id,
        body: "Send the booking fee to till 556677 first",
        flags: "payment-first",
      })
      .returning({ id: messages.id });
    const [report] = await db
      .insert(userReports)
      .values({ userId: seller.id, reporterId: buyer.id, reason: "Asked for a booking fee" })
      .returning({ id: userReports.id });
    return { seller, buyer, messageId: message?.id ?? 0, reportId: report?.id ?? 0 };
  }

  it("shows the buttons with the reason filled in, and Warn settles the report and mails the person", async () => {
    const admin = await newAdmin("Admin_Dorcas");
    const { seller, reportId, messageId } = await reportedSeller("Reported_Seller");
    const html = await (await admin.as("/admin-dashboard")).text();
    for (const intent of ["dismiss", "warn-user", "suspend-user", "ban-user"]) expect(html).toContain(`value="${intent}"`);
    expect(html).toContain(`name="reportId" value="${reportId}"`);
    expect(html).toContain(`name="messageId" value="${messageId}"`);
    expect(html).toContain("Reported by a member: Asked for a booking fee");
    expect(html).toContain(T.auditLog);

    const warned = await form(admin, "/admin-dashboard", {
      intent: "warn-user",
      userId: seller.id,
      source: "person-report",
      reportId: String(reportId),
      reason: "Never ask for money before a viewing",
    });
    expect(warned.status).toBe(200);
    expect(await warned.text()).toContain("Reported_Seller has been warned by mail.");
    const mail = await mailTo(seller.email, "A warning about your Sokoni account");
    expect(mail.text).toContain("Never ask for money before a viewing");
    const data = await dashboardData(db);
    expect(data.personReports.map((report) => report.id)).not.toContain(reportId);
    // Warning changes nothing on the account.
    expect(await sessionsOf(seller.id)).toBe(1);

    // Suspending from the flagged message takes it off Flagged messages.
    expect(data.flaggedMessages.latest.map((message) => message.id)).toContain(messageId);
    const suspended = await form(admin, "/admin-dashboard", {
      intent: "suspend-user",
      userId: seller.id,
      source: "message",
      messageId: String(messageId),
      reason: "Messages that look like a scam",
      until: dayFromNow(3),
    });
    expect(suspended.status).toBe(200);
    const page = await suspended.text();
    expect(page).toContain("Reported_Seller is suspended until");
    expect(page).toContain("Suspended until");
    expect((await dashboardData(db)).flaggedMessages.latest.map((message) => message.id)).not.toContain(messageId);

    // The audit log, newest first, through the API.
    const audit = await json<{ data: { action: string; admin: { name: string }; user: { id: string }; reason: string; source: string }[] }>(
      await admin.as("/api/admin/audit?limit=2"),
    );
    expect(audit.data.map((entry) => [entry.action, entry.source, entry.user.id, entry.admin.name])).toEqual([
      ["suspend", "message", seller.id, "Admin_Dorcas"],
      ["warn", "person-report", seller.id, "Admin_Dorcas"],
    ]);
  });

  it("Dismiss settles a report or a flagged message and does nothing to the person", async () => {
    const admin = await newAdmin("Admin_Esther");
    const { seller, reportId, messageId } = await reportedSeller("Dismissed_Seller");
    const dismissed = await form(admin, "/admin-dashboard", { intent: "dismiss", userId: seller.id, source: "person-report", reportId: String(reportId) });
    expect(dismissed.status).toBe(200);
    expect(await dismissed.text()).toContain(T.dismissed);
    expect((await post(admin, `/api/admin/flagged-messages/${messageId}/dismiss`)).status).toBe(200);
    const data = await dashboardData(db);
    expect(data.personReports.map((report) => report.id)).not.toContain(reportId);
    expect(data.flaggedMessages.latest.map((message) => message.id)).not.toContain(messageId);
    expect(await sessionsOf(seller.id)).toBe(1);
    expect((await auditOf(seller.id)).map((row) => row.action)).toEqual(["dismiss", "dismiss"]);
  });
});

describe("hostile inputs to the people endpoints", () => {
  it("refuses bad and past dates, absurd lengths, unknown people, themselves and other admins, with a sentence and nothing written", async () => {
    const admin = await newAdmin("Admin_Faith");
    const other = await newAdmin("Admin_Grace");
    const seller = await newSeller("Target_Seller");
    const suspend = (body: unknown, id = seller.id) => post(admin, `/api/admin/users/${id}/suspend`, body);
    const cases: [unknown, number, string][] = [
      [{ reason: "Scam", until: dayFromNow(3) }, 400, T.reasonShort(5)],
      [{ reason: "\u200b".repeat(12), until: dayFromNow(3) }, 400, T.reasonShort(5)],
      [{ reason: "x".repeat(501), until: dayFromNow(3) }, 400, T.reasonLong(500)],
      [{ until: dayFromNow(3) }, 400, T.reasonRequired],
      [{ reason: ["array"], until: dayFromNow(3) }, 400, T.reasonRequired],
      [{ reason: "Fake listings" }, 400, T.untilRequired],
      [{ reason: "Fake listings", until: "2026-02-30" }, 400, T.untilInvalid],
      [{ reason: "Fake listings", until: "tomorrow" }, 400, T.untilInvalid],
      [{ reason: "Fake listings", until: 1_900_000_000_000 }, 400, T.untilInvalid],
      [{ reason: "Fake listings", until: "9".repeat(5000) }, 400, T.untilInvalid],
      [{ reason: "Fake listings", until: dayFromNow(-2) }, 400, T.untilPast],
      [{ reason: "Fake listings", until: dayFromNow(400) }, 400, T.untilTooFar(365)],
    ];
    for (const [body, status, message] of cases) {
      const answer = await suspend(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect((await json<{ message: string }>(answer)).message).toBe(message);
    }
    const good = { reason: "Fake listings", until: dayFromNow(3) };
    expect((await suspend(good, admin.id)).status).toBe(403);
    expect((await json<{ message: string }>(await post(admin, `/api/admin/users/${admin.id}/ban`, good))).message).toBe(T.notYourself);
    expect((await json<{ message: string }>(await post(admin, `/api/admin/users/${other.id}/ban`, good))).message).toBe(T.notAnAdmin);
    expect((await suspend(good, "no-such-person")).status).toBe(404);
    expect((await suspend(good, "a/b")).status).toBe(404);
    expect((await suspend(good, "x".repeat(300))).status).toBe(404);
    expect((await post(admin, `/api/admin/users/${seller.id}/restore`)).status).toBe(409);
    // A report or message about someone else is no such thing.
    expect((await post(admin, `/api/admin/users/${seller.id}/warn`, { ...good, reportId: 999_999 })).status).toBe(404);
    expect((await post(admin, `/api/admin/users/${seller.id}/warn`, { ...good, messageId: "1e3" })).status).toBe(404);
    expect((await post(admin, "/api/admin/flagged-messages/0x1/dismiss")).status).toBe(404);
    expect((await admin.as("/api/admin/audit?limit=abc")).status).toBe(400);

    expect(await auditOf(seller.id)).toEqual([]);
    expect(await auditOf(admin.id)).toEqual([]);
    const standing = await db.select({ banned: user.banned }).from(user).where(eq(user.id, seller.id)).get();
    expect(standing?.banned).toBeFalsy();
    expect(await sessionsOf(seller.id)).toBe(1);
  });

  it("keeps the audit log for admins only", async () => {
    const person = await newSeller("Curious_Person");
    expect((await call("/api/admin/audit")).status).toBe(401);
    expect((await person.as("/api/admin/audit")).status).toBe(403);
  });
});

describe("a stopped account's open pages", () => {
  /** A socket to a room as the member's page opens it; resolves with its close code when the room closes it. */
  async function openRoom(path: string, cookie: string) {
    const response = await call(path, { headers: { Upgrade: "websocket", cookie } });
    const socket = response.webSocket;
    if (!socket) throw new Error(`no socket at ${path}: ${response.status}`);
    socket.accept();
    const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
    return { socket, closed };
  }

  const within = <T>(work: Promise<T>, ms: number) => Promise.race([work, new Promise<"open">((resolve) => setTimeout(() => resolve("open"), ms))]);

  it("stop hearing and typing: the room closes their sockets, the other member's stay open", async () => {
    const admin = await newAdmin("Admin_Hawi");
    const seller = await newSeller("Socket_Seller");
    const buyer = await newSeller("Socket_Buyer");
    const listing = await createListing(seller.id, { name: "Socket seller's fridge" });
    const [conversation] = await db
      .insert(conversations)
      .values({ listingId: listing.id, buyerId: buyer.id, sellerId: seller.id, lastMessageAt: new Date() })
      .returning({ id: conversations.id });
    const path = `/parties/conversation/${conversation?.id}`;
    const sellerRoom = await openRoom(path, seller.cookie);
    const sellerInbox = await openRoom(`/parties/inbox/${seller.id}`, seller.cookie);
    const buyerRoom = await openRoom(path, buyer.cookie);

    expect((await post(admin, `/api/admin/users/${seller.id}/suspend`, { reason: "Scam messages", until: dayFromNow(2) })).status).toBe(200);
    expect(await within(sellerRoom.closed, 5000)).toBe(1008);
    expect(await within(sellerInbox.closed, 5000)).toBe(1008);
    expect(await within(buyerRoom.closed, 300)).toBe("open");
    // Opening again needs a session they no longer have.
    expect((await call(path, { headers: { Upgrade: "websocket", cookie: seller.cookie } })).status).toBe(401);
    buyerRoom.socket.close();
  });
});
