import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { conversations, messages, userReports } from "../worker/db/schema";
import { type DashboardData, dashboardData, FLAGGED_EXCERPT, FLAGGED_WINDOW_MS, shorten } from "../worker/services/safety/dashboard";
import { createListing, createSeller, db, json, newUser } from "./fixtures";

const DAY = 24 * 60 * 60 * 1000;

async function newAdmin(name: string) {
  const admin = await newUser(name);
  await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
  return admin;
}

/** A conversation about a listing of the seller's, with messages written straight into D1. */
async function conversationWith(buyerName: string) {
  const seller = await createSeller({ displayUsername: "Otieno_Motors" });
  const buyer = await createSeller({ displayUsername: buyerName });
  const listing = await createListing(seller.id, { name: "Toyota Fielder 2014 1500cc" });
  const [row] = await db
    .insert(conversations)
    .values({ listingId: listing.id, buyerId: buyer.id, sellerId: seller.id, lastMessageAt: new Date() })
    .returning({ id: conversations.id });
  const conversationId = row?.id ?? 0;
  const say = async (body: string, flags: string | null, at = Date.now()) => {
    await db
      .insert(messages)
      .values({ conversationId, listingId: listing.id, senderId: seller.id, recipientId: buyer.id, body, flags, createdAt: new Date(at) });
  };
  return { seller, buyer, listing, conversationId, say };
}

describe("the dashboard's Flagged messages", () => {
  it("counts the last 30 days' flagged messages and shows the latest with sender, listing, shortened text and signals", async () => {
    const { seller, listing, conversationId, say } = await conversationWith("Wanjiku_K");
    await say("Is this still available?", null);
    await say("Old: pay the booking fee first", "payment-first", Date.now() - FLAGGED_WINDOW_MS - DAY);
    await say("Tuma pesa kwanza kwa till 556677", "payment-first,mpesa-number", Date.now() - 2 * DAY);
    await say(`Chat on WhatsApp ${"and more words ".repeat(30)}`, "off-platform,unknown-signal", Date.now() - DAY);
    const data = await dashboardData(db);
    expect(data.flaggedMessages.count).toBe(2);
    const [newest, older] = data.flaggedMessages.latest;
    expect(data.flaggedMessages.latest).toHaveLength(2);
    expect(newest?.senderId).toBe(seller.id);
    expect(newest?.senderName).toBe("Otieno_Motors");
    expect(newest?.senderPath).toBe(`/seller/${encodeURIComponent(seller.id)}`);
    expect(newest?.listingId).toBe(String(listing.id));
    expect(newest?.listingName).toBe("Toyota Fielder 2014 1500cc");
    expect(newest?.signals).toEqual(["off-platform"]);
    expect(newest?.excerpt.length).toBeLessThanOrEqual(FLAGGED_EXCERPT);
    expect(newest?.excerpt.endsWith("…")).toBe(true);
    expect(older?.excerpt).toBe("Tuma pesa kwanza kwa till 556677");
    expect(older?.signals).toEqual(["payment-first", "mpesa-number"]);
    // Nothing leads into the private thread.
    expect(JSON.stringify(data.flaggedMessages)).not.toContain(`/messages/${conversationId}`);
  });

  it("shows them on /admin-dashboard to an admin, with links to the listing and the sender's storefront only", async () => {
    const { seller, listing, conversationId, say } = await conversationWith("Achieng_A");
    await say("Pay the viewing fee <b>now</b> to 0712345678", "payment-first,mpesa-number");
    const admin = await newAdmin("chatsafetyboss");
    const html = await (await admin.as("/admin-dashboard")).text();
    expect(html).toContain("Flagged messages");
    expect(html).toContain("1 flagged in the last 30 days");
    expect(html).toContain("Pay the viewing fee &lt;b&gt;now&lt;/b&gt; to 0712345678");
    expect(html).toContain("Payment before viewing");
    expect(html).toContain("M-Pesa number");
    expect(html).toContain(`href="/listing/${listing.id}"`);
    expect(html).toContain(`href="/seller/${encodeURIComponent(seller.id)}"`);
    expect(html).not.toContain(`/messages/${conversationId}`);
  });
});

describe("reports about people in User complaints", () => {
  it("lists unreviewed reports newest first with the reported person, reason and reporter, and Mark reviewed takes one off", async () => {
    const { seller, buyer, conversationId } = await conversationWith("Kamau_J");
    const [first] = await db
      .insert(userReports)
      .values({ userId: seller.id, reporterId: buyer.id, conversationId, reason: "Asked for a booking fee", createdAt: new Date(Date.now() - DAY) })
      .returning({ id: userReports.id });
    await db.insert(userReports).values({ userId: buyer.id, reporterId: null, reason: "Rude and threatening", createdAt: new Date() });
    await db.insert(userReports).values({ userId: buyer.id, reporterId: seller.id, reason: "Already handled", reviewedAt: new Date() });
    let data: DashboardData = await dashboardData(db);
    expect(data.personReports.map((report) => report.reason)).toEqual(["Rude and threatening", "Asked for a booking fee"]);
    expect(data.personReports[0]?.reporterName).toBeNull();
    expect(data.personReports[1]).toMatchObject({ userId: seller.id, userName: "Otieno_Motors", reporterName: "Kamau_J" });

    const admin = await newAdmin("reportsboss");
    const html = await (await admin.as("/admin-dashboard")).text();
    expect(html).toContain("Reports about people");
    expect(html).toContain("Asked for a booking fee");
    expect(html).toContain("by a deleted account");

    // The page intent, without scripts.
    const form = new FormData();
    form.set("intent", "person-report-reviewed");
    form.set("reportId", String(first?.id));
    const page = await admin.as("/admin-dashboard", { method: "POST", body: form });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Report marked reviewed.");
    data = await dashboardData(db);
    expect(data.personReports.map((report) => report.reason)).toEqual(["Rude and threatening"]);

    // The API, for the other one; again is fine, a report that does not exist is a 404.
    const other = (await db.select({ id: userReports.id }).from(userReports).all()).find((row) => row.id !== first?.id && row.id !== undefined);
    const api = await admin.as(`/api/admin/user-reports/${data.personReports[0]?.id}/reviewed`, { method: "POST" });
    expect(api.status).toBe(200);
    expect(await json(api)).toMatchObject({ success: true, message: "Report marked reviewed." });
    expect((await dashboardData(db)).personReports).toEqual([]);
    expect((await admin.as(`/api/admin/user-reports/${other?.id}/reviewed`, { method: "POST" })).status).toBe(200);
    const missing = await admin.as("/api/admin/user-reports/999999/reviewed", { method: "POST" });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ success: false, message: "Report not found" });
    expect((await admin.as("/api/admin/user-reports/abc/reviewed", { method: "POST" })).status).toBe(404);
  });

  it("shows a reason and a person's name as text, never as markup", async () => {
    const hostileName = '"><img src=x onerror=alert(1)>';
    const seller = await createSeller({ displayUsername: hostileName });
    const reason = "<script>alert('report')</script> & friends";
    await db.insert(userReports).values({ userId: seller.id, reason });
    const admin = await newAdmin("escapeboss");
    const html = await (await admin.as("/admin-dashboard")).text();
    expect(html).not.toContain(reason);
    expect(html).not.toContain(hostileName);
    expect(html).toContain("&lt;script&gt;alert(&#x27;report&#x27;)&lt;/script&gt; &amp; friends");
  });

  it("refuses non-admins", async () => {
    const { seller, buyer } = await conversationWith("Njeri_W");
    const [report] = await db.insert(userReports).values({ userId: seller.id, reporterId: buyer.id, reason: "Spam" }).returning({ id: userReports.id });
    const someone = await newUser("notanadmin");
    expect((await someone.as(`/api/admin/user-reports/${report?.id}/reviewed`, { method: "POST" })).status).toBe(403);
    const row = await env.DB.prepare("SELECT reviewed_at AS at FROM user_reports WHERE id = ?").bind(report?.id).first<{ at: number | null }>();
    expect(row?.at).toBeNull();
  });
});

describe("shorten", () => {
  it("keeps short text and cuts long text on a word with an ellipsis", () => {
    expect(shorten("  Tuma   pesa\nkwanza ")).toBe("Tuma pesa kwanza");
    const long = shorten("word ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(FLAGGED_EXCERPT);
    expect(long.endsWith("word…")).toBe(true);
  });
});
