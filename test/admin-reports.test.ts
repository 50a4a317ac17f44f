import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LISTING_SAFETY_MESSAGES } from "../app/domain/listing-safety-texts";
import { STRINGS } from "../app/i18n";
import { listingFlags, listings, reports } from "../worker/db/schema";
import { type DashboardData, dashboardData } from "../worker/services/safety/dashboard";
import { call, createListing, createSeller, db, json, newSeller, ORIGIN } from "./fixtures";
import { queueMessages } from "./socket-queue";
const DAY = 24 * 60 * 60 * 1000;

type Person = Awaited<ReturnType<typeof newSeller>>;

async function newAdmin(name: string): Promise<Person> {
  const admin = await newSeller(name);
  await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
  return admin;
}

/** A listing hidden by reports `ago` ms ago, with `count` unsettled reports and one settled one. */
async function hiddenByReports(sellerId: string, name: string, count: number, ago: number) {
  const listing = await createListing(sellerId, { name });
  for (let index = 0; index < count; index += 1) {
    await db.insert(reports).values({ listingId: listing.id, reason: `Scam number ${index + 1}`, reporterKey: `key-${index}` });
  }
  await db.insert(reports).values({ listingId: listing.id, reason: "Settled long ago", reviewedAt: new Date(Date.now() - 40 * DAY) });
  await db
    .update(listings)
    .set({ isHidden: true, hiddenReason: "reports", updatedAt: new Date(Date.now() - ago) })
    .where(eq(listings.id, listing.id));
  return listing;
}

/** Another seller's listing (the copy) whose photo matches the original's, flagged as listing-duplicates.ts does. */
async function copiedPair(detail: "same" | "similar" = "same", ago = 0) {
  const owner = await createSeller({ displayUsername: "Wanjiku_Electronics" });
  const copier = await createSeller({ displayUsername: "Quick_Deals" });
  const original = await createListing(owner.id, {
    name: "Samsung Galaxy A54 128GB",
    category: "Electronics",
    subcategory: "Mobile Phones",
    regularPrice: 42_000,
    imageUrls: ["/uploads/listings/original-front.jpg", "/uploads/listings/original-back.jpg"],
    createdAt: new Date(Date.now() - 20 * DAY),
  });
  const copy = await createListing(copier.id, {
    name: "Samsung A54 brand new sealed",
    category: "Electronics",
    subcategory: "Mobile Phones",
    regularPrice: 30_000,
    offer: true,
    discountPrice: 18_500,
    imageUrls: ["/uploads/listings/copy-front.jpg"],
  });
  const [flag] = await db
    .insert(listingFlags)
    .values({ listingId: copy.id, otherListingId: original.id, kind: "copied_photos", detail, createdAt: new Date(Date.now() - ago) })
    .returning({ id: listingFlags.id });
  return { owner, copier, original, copy, flagId: flag?.id ?? 0 };
}

function post(person: Person | null, path: string): Promise<Response> {
  return person ? person.as(path, { method: "POST" }) : call(path, { method: "POST", headers: { origin: ORIGIN } });
}

function pageForm(person: Person, fields: Record<string, string>): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return person.as("/admin-dashboard", { method: "POST", body: form, redirect: "manual" });
}

async function flagRow(id: number) {
  return db.select().from(listingFlags).where(eq(listingFlags.id, id)).get();
}

async function isHidden(id: number): Promise<boolean> {
  return (await db.select({ hidden: listings.isHidden }).from(listings).where(eq(listings.id, id)).get())?.hidden ?? false;
}

async function searchIds(term: string): Promise<string[]> {
  const answer = await json<{ data: { listings: { _id: string }[] } }>(await call(`/api/listings?searchTerm=${encodeURIComponent(term)}`));
  return answer.data.listings.map((listing) => listing._id);
}

describe("the dashboard's Reports data", () => {
  it("lists listings hidden by reports, newest first, with their unsettled reports and seller; none hidden otherwise", async () => {
    const seller = await createSeller({ displayUsername: "Otieno_Motors" });
    const older = await hiddenByReports(seller.id, "Toyota Fielder 2014 very cheap", 3, 2 * DAY);
    const newer = await hiddenByReports(seller.id, "iPhone 14 Pro Max for 15,000", 4, 60_000);
    const byAdmin = await createListing(seller.id, { name: "Hidden by an admin" });
    await db.update(listings).set({ isHidden: true, hiddenReason: "admin" }).where(eq(listings.id, byAdmin.id));
    await createListing(seller.id, { name: "A visible listing" });

    const data = await dashboardData(db);
    expect(data.hiddenByReportsCount).toBe(2);
    expect(data.hiddenByReports.map((row) => row.id)).toEqual([String(newer.id), String(older.id)]);
    expect(data.hiddenByReports[0]).toMatchObject({
      name: "iPhone 14 Pro Max for 15,000",
      reports: 4,
      sellerName: "Otieno_Motors",
      sellerPath: `/seller/${encodeURIComponent(seller.id)}`,
    });
    expect(data.hiddenByReports[1]?.reports).toBe(3);
    expect(Date.parse(data.hiddenByReports[1]?.hiddenAt ?? "")).toBeLessThan(Date.now() - DAY);
  });

  it("shows each open copied-photo flag with both listings: cover thumbnail, name, buyer's price, seller, date, hidden or not", async () => {
    const { owner, copier, original, copy, flagId } = await copiedPair("same");
    const settled = await copiedPair("similar", DAY);
    await db.update(listingFlags).set({ reviewedAt: new Date() }).where(eq(listingFlags.id, settled.flagId));
    const newest = await copiedPair("similar");

    const { copiedPhotos } = await dashboardData(db);
    expect(copiedPhotos.count).toBe(2);
    expect(copiedPhotos.latest.map((pair) => pair.flagId)).toEqual([newest.flagId, flagId]);
    const pair = copiedPhotos.latest[1];
    expect(pair?.detail).toBe("same");
    expect(pair?.copy).toEqual({
      id: String(copy.id),
      name: "Samsung A54 brand new sealed",
      price: 18_500,
      type: "sale",
      cover: "/uploads/listings/copy-front.jpg?w=480",
      sellerId: copier.id,
      sellerName: "Quick_Deals",
      sellerPath: `/seller/${encodeURIComponent(copier.id)}`,
      createdAt: copy.createdAt.toISOString(),
      isHidden: false,
    });
    expect(pair?.original).toMatchObject({
      id: String(original.id),
      name: "Samsung Galaxy A54 128GB",
      price: 42_000,
      cover: "/uploads/listings/original-front.jpg?w=480",
      sellerName: "Wanjiku_Electronics",
      sellerPath: `/seller/${encodeURIComponent(owner.id)}`,
    });
    expect(newest.copy.id).not.toBe(copy.id);
  });

  it("a listing without photos has no cover", async () => {
    const { copy } = await copiedPair();
    await db.update(listings).set({ imageUrls: [] }).where(eq(listings.id, copy.id));
    const { copiedPhotos } = await dashboardData(db);
    expect(copiedPhotos.latest.find((pair) => pair.copy.id === String(copy.id))?.copy.cover).toBeNull();
  });
});

describe("settling a copied-photos flag", () => {
  it("Dismiss through the API: the flag is reviewed by the admin, both listings stay, it leaves the list; again is a 404", async () => {
    const { original, copy, flagId } = await copiedPair();
    const admin = await newAdmin("flagboss");
    const answer = await post(admin, `/api/admin/listing-flags/${flagId}/dismiss`);
    expect(answer.status).toBe(200);
    expect(await json(answer)).toMatchObject({ success: true, message: STRINGS.server.safety.dismissed, data: { settled: "dismiss" } });
    const row = await flagRow(flagId);
    expect(row?.reviewedBy).toBe(admin.id);
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    expect(await isHidden(copy.id)).toBe(false);
    expect(await isHidden(original.id)).toBe(false);
    expect((await dashboardData(db)).copiedPhotos.latest.map((pair) => pair.flagId)).not.toContain(flagId);

    const again = await post(admin, `/api/admin/listing-flags/${flagId}/dismiss`);
    expect(again.status).toBe(404);
    expect(await json(again)).toMatchObject({ success: false, message: STRINGS.server.safety.flagNotFound });
    expect((await post(admin, `/api/admin/listing-flags/${flagId}/hide`)).status).toBe(404);
    expect(await isHidden(copy.id)).toBe(false);
  });

  it("Hide the copy through the page without scripts: the copy leaves search, the original stays, the copy's other flags settle", async () => {
    const { original, copy, flagId } = await copiedPair();
    const third = await createListing((await createSeller()).id, { name: "Galaxy A54 another shop" });
    const [second] = await db
      .insert(listingFlags)
      .values({ listingId: copy.id, otherListingId: third.id, kind: "copied_photos", detail: "similar" })
      .returning({ id: listingFlags.id });
    expect(await searchIds("Samsung A54 sealed")).toContain(String(copy.id));

    const admin = await newAdmin("hideboss");
    const page = await pageForm(admin, { intent: "hide-copy", flagId: String(flagId) });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(STRINGS.server.safety.copyHidden);
    expect(html).not.toContain(`data-flag="${flagId}"`);
    expect(await isHidden(copy.id)).toBe(true);
    expect(await isHidden(original.id)).toBe(false);
    expect((await flagRow(second?.id ?? 0))?.reviewedBy).toBe(admin.id);
    expect(await searchIds("Samsung A54 sealed")).not.toContain(String(copy.id));
    expect((await call(`/listing/${copy.id}`)).status).toBe(404);
    expect((await call(`/listing/${original.id}`)).status).toBe(200);
    const { copiedPhotos } = await dashboardData(db);
    expect(copiedPhotos.latest.map((pair) => pair.flagId)).not.toContain(flagId);

    // The same flag again, from an older page: nothing left to settle.
    const again = await pageForm(admin, { intent: "hide-copy", flagId: String(flagId) });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(STRINGS.server.safety.flagNotFound);
  });

  it("Hide through the API and Dismiss through the page do the same", async () => {
    const first = await copiedPair();
    const second = await copiedPair();
    const admin = await newAdmin("bothfaces");
    const hidden = await post(admin, `/api/admin/listing-flags/${first.flagId}/hide`);
    expect(hidden.status).toBe(200);
    expect(await json(hidden)).toMatchObject({ success: true, message: STRINGS.server.safety.copyHidden, data: { settled: "hide" } });
    expect(await isHidden(first.copy.id)).toBe(true);
    const dismissed = await pageForm(admin, { intent: "dismiss-copy", flagId: String(second.flagId) });
    expect(dismissed.status).toBe(200);
    expect(await dismissed.text()).toContain(STRINGS.server.safety.dismissed);
    expect((await flagRow(second.flagId))?.reviewedAt).toBeInstanceOf(Date);
    expect(await isHidden(second.copy.id)).toBe(false);
  });

  it("refuses visitors (401 / sign in) and non-admins (403 / home), and changes nothing", async () => {
    const { copy, flagId } = await copiedPair();
    const seller = await newSeller("notadmin");
    for (const action of ["dismiss", "hide"]) {
      expect((await post(null, `/api/admin/listing-flags/${flagId}/${action}`)).status).toBe(401);
      expect((await post(seller, `/api/admin/listing-flags/${flagId}/${action}`)).status).toBe(403);
      const intent = `${action}-copy`;
      // A full page post: the action refuses (403), then the page's loader sends a non-admin home.
      const refused = await pageForm(seller, { intent, flagId: String(flagId) });
      expect(refused.status).toBe(302);
      expect(refused.headers.get("location")).toBe("/");
      const form = new FormData();
      form.set("intent", intent);
      form.set("flagId", String(flagId));
      const visitor = await call("/admin-dashboard", { method: "POST", body: form, headers: { origin: ORIGIN }, redirect: "manual" });
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("location")).toBe("/sign-in?redirectTo=%2Fadmin-dashboard");
    }
    expect((await flagRow(flagId))?.reviewedAt).toBeNull();
    expect(await isHidden(copy.id)).toBe(false);
    // The dashboard itself: visitors are told to sign in, others go home.
    expect((await call("/api/admin/dashboard")).status).toBe(401);
    expect((await seller.as("/admin-dashboard", { redirect: "manual" })).status).toBe(302);
  });

  it("an unknown, malformed or settled flag is a 404 on both faces", async () => {
    const admin = await newAdmin("unknownflag");
    for (const id of ["999999", "abc", "0", "1e3", "-4"]) {
      const answer = await post(admin, `/api/admin/listing-flags/${id}/dismiss`);
      expect(answer.status, id).toBe(404);
      expect(await json(answer)).toMatchObject({ success: false, message: STRINGS.server.safety.flagNotFound });
      expect((await pageForm(admin, { intent: "hide-copy", flagId: id })).status, id).toBe(404);
    }
    expect((await pageForm(admin, { intent: "dismiss-copy" })).status).toBe(404);
  });
});

describe("the Reports section on /admin-dashboard", () => {
  it("shows both groups with their counts, the pair side by side and the actions; names as text, never markup", async () => {
    const seller = await createSeller({ displayUsername: "Baraka_Shop" });
    const hidden = await hiddenByReports(seller.id, "Hidden <b>bold</b> listing for sale", 3, 60_000);
    const { copy, original, flagId } = await copiedPair();
    await db.update(listings).set({ name: 'Copy "><img src=x onerror=alert(1)>' }).where(eq(listings.id, copy.id));
    const admin = await newAdmin("sectionboss");
    const html = await (await admin.as("/admin-dashboard")).text();
    expect(html).toContain(STRINGS.components.adminReportsSection.hiddenByReports);
    expect(html).toContain(LISTING_SAFETY_MESSAGES.copiedPhotos);
    expect(html).toContain("Hidden &lt;b&gt;bold&lt;/b&gt; listing for sale");
    expect(html).toContain(`href="/listing/${hidden.id}"`);
    expect(html).toContain("3 reports");
    expect(html).toContain(`data-flag="${flagId}"`);
    expect(html).toContain(`href="/listing/${copy.id}"`);
    expect(html).toContain(`href="/listing/${original.id}"`);
    expect(html).toContain("KSh 18,500");
    expect(html).toContain("KSh 42,000");
    expect(html).toContain('value="dismiss-copy"');
    expect(html).toContain('value="hide-copy"');
    expect(html).not.toContain("<img src=x onerror");
    // Restore is the dashboard's own intent.
    expect(html).toContain(
      `aria-label="${STRINGS.components.adminReportsSection.restoreLabel("Hidden <b>bold</b> listing for sale").replace(/</g, "&lt;").replace(/>/g, "&gt;")}"`,
    );
  });

  it("says so plainly when nothing waits", async () => {
    await env.DB.prepare("DELETE FROM listing_flags").run();
    await env.DB.prepare("UPDATE listings SET is_hidden = 0, hidden_reason = NULL").run();
    const admin = await newAdmin("emptyboss");
    const html = await (await admin.as("/admin-dashboard")).text();
    expect(html).toContain(STRINGS.components.adminReportsSection.noHiddenByReports);
    expect(html).toContain(STRINGS.components.adminReportsSection.noCopiedPhotos);
  });

  it("Restore brings a listing hidden by reports back and it leaves the group", async () => {
    const seller = await createSeller();
    const hidden = await hiddenByReports(seller.id, "Restored after review listing", 3, 1000);
    const admin = await newAdmin("restoreboss");
    const page = await pageForm(admin, { intent: "restore", listingId: String(hidden.id) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(STRINGS.screens.adminDashboard.restored);
    expect(await isHidden(hidden.id)).toBe(false);
    expect((await dashboardData(db)).hiddenByReports.map((row) => row.id)).not.toContain(String(hidden.id));
  });
});

describe("the Reports section is live", () => {
  async function openDashboardRoom(cookie: string) {
    const response = await call("/parties/dashboard/admin", { headers: { Upgrade: "websocket", cookie } });
    const socket = response.webSocket;
    if (!socket) throw new Error(`no socket: ${response.status}`);
    socket.accept();
    return { ...queueMessages(socket, "the dashboard room"), close: () => socket.close() };
  }

  it("an admin's open dashboard hears of a settled flag and of a restore with the new fields", async () => {
    const admin = await newAdmin("liveboss");
    const { flagId } = await copiedPair();
    const seller = await createSeller();
    const hidden = await hiddenByReports(seller.id, "Live restore listing", 3, 1000);
    const room = await openDashboardRoom(admin.cookie);
    expect((await post(admin, `/api/admin/listing-flags/${flagId}/dismiss`)).status).toBe(200);
    const dismissed = (await room.next()) as { type: string; data: DashboardData };
    expect(dismissed.type).toBe("dashboardUpdate");
    expect(dismissed.data.copiedPhotos.latest.map((pair) => pair.flagId)).not.toContain(flagId);
    expect(dismissed.data.hiddenByReports.map((row) => row.id)).toContain(String(hidden.id));

    // A new flag (as listing-duplicates.ts records one) reaches the room with the next change.
    const next = await copiedPair();
    expect((await pageForm(admin, { intent: "restore", listingId: String(hidden.id) })).status).toBe(200);
    let update = (await room.next()) as { type: string; data: DashboardData };
    // A restore also refreshes the category counts' room; take the dashboard's latest word.
    for (const more of room.drain()) update = more as typeof update;
    expect(update.data.hiddenByReports.map((row) => row.id)).not.toContain(String(hidden.id));
    expect(update.data.copiedPhotos.latest.map((pair) => pair.flagId)).toContain(next.flagId);
    room.close();
  });
});
