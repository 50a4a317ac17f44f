import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AUTO_HIDE_REPORTS, LISTING_SAFETY_MESSAGES, REPORT_COUNT_WINDOW_MS } from "../app/domain/listing-safety-texts";
import { STRINGS } from "../app/i18n";
import type { DashboardData } from "../worker/services/safety/dashboard";
import { call, createListing, json, newSeller, newUser, ORIGIN } from "./fixtures";

type Person = Awaited<ReturnType<typeof newUser>>;

const DAY = 24 * 60 * 60 * 1000;
const NAME = "Subaru Forester XT 2015 turbo";
const REASONS = [
  "The seller asked for a deposit by M-Pesa before I could see the car.",
  "The same photos are on another site with a different number plate.",
  "The phone number belongs to someone else; they asked me to pay a 'booking fee'.",
  "Price is far too low for a 2015 Forester.",
];

let addresses = 0;
/** An address of a test's own (a visitor's network), different every call. */
function newAddress(): string {
  addresses += 1;
  return `172.16.${Math.floor(addresses / 250)}.${addresses % 250}`;
}

/** Reports through the API as `person`, or as a visitor from `address`. */
function report(listingId: number, person: Person | null, reason = REASONS[0]!, address?: string): Promise<Response> {
  const init = {
    method: "POST",
    headers: { "content-type": "application/json", ...(address ? { "cf-connecting-ip": address } : {}) },
    body: JSON.stringify({ reason }),
  };
  if (person) return person.as(`/api/listings/${listingId}/reports`, init);
  return call(`/api/listings/${listingId}/reports`, { ...init, headers: { ...init.headers, origin: ORIGIN } });
}

/** Reports through the page's form (no scripts): the Report Abuse dialog's own post. */
function reportByPage(listingId: number, person: Person, reason = REASONS[1]!): Promise<Response> {
  const form = new FormData();
  form.set("intent", "report");
  form.set("reason", reason);
  return person.as(`/listing/${listingId}`, { method: "POST", body: form });
}

async function newAdmin(name: string): Promise<Person> {
  const admin = await newUser(name);
  await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
  return admin;
}

async function listingState(id: number) {
  return env.DB.prepare("SELECT is_hidden AS hidden, hidden_reason AS reason FROM listings WHERE id = ?")
    .bind(id)
    .first<{ hidden: number; reason: string | null }>();
}

async function mailsTo(email: string) {
  return (await env.DB.prepare('SELECT subject, text FROM outbox WHERE "to" = ? ORDER BY id').bind(email).all<{ subject: string; text: string }>()).results;
}

async function people(count: number, prefix: string): Promise<Person[]> {
  const made: Person[] = [];
  for (let n = 0; n < count; n += 1) made.push(await newUser(`${prefix}${"abcdefghij"[n]}`));
  return made;
}

/** Where a listing shows to the public: home, search, browse, the storefront, the sitemap and the API's lists. */
async function publicPlaces(listingId: number, sellerId: string): Promise<Record<string, boolean>> {
  const link = `/listing/${listingId}`;
  const html = async (path: string) => (await (await call(path)).text()).includes(link);
  const apiTotal = async (path: string) => (await json<{ data: { total: number } }>(await call(path))).data.total > 0;
  return {
    home: await html("/"),
    search: await html("/search?searchTerm=forester"),
    browse: await html("/browse?category=Vehicles&subcategory=Cars"),
    storefront: await html(`/seller/${sellerId}`),
    sitemap: (await (await call("/sitemaps/listings-1.xml")).text()).includes(`http://localhost${link}</loc>`),
    apiSearch: await apiTotal("/api/listings?searchTerm=forester"),
    apiList: await apiTotal("/api/listings?category=Vehicles"),
    apiStorefront: (await json<{ data: { _id: string }[] }>(await call(`/api/users/${sellerId}/listings`))).data.some((item) => item._id === String(listingId)),
    apiListing: (await call(`/api/listings/${listingId}`)).status === 200,
  };
}

const everywhere = (shown: boolean) => ({
  home: shown,
  search: shown,
  browse: shown,
  storefront: shown,
  sitemap: shown,
  apiSearch: shown,
  apiList: shown,
  apiStorefront: shown,
  apiListing: shown,
});

describe("auto-hide on reports", { timeout: 30_000 }, () => {
  it("three different people hide a listing from every list and the sitemap; the admin's restore brings it back and settles their reports", async () => {
    const seller = await newSeller("forestseller");
    const listing = await createListing(seller.id, { name: NAME, sellerName: "Kamau Wairimu", businessName: "Thika Road Autos" });
    expect(await publicPlaces(listing.id, seller.id)).toEqual(everywhere(true));

    const [amina, baraka, chebet, dalmas] = await people(4, "reporter");
    const admin = await newAdmin("safetyboss");
    // Two people are not enough; the third one hides it at once.
    expect((await report(listing.id, amina!, REASONS[0])).status).toBe(201);
    expect((await reportByPage(listing.id, baraka!, REASONS[1])).status).toBe(201);
    expect(await listingState(listing.id)).toEqual({ hidden: 0, reason: null });
    expect(await mailsTo(seller.email)).toEqual([]);
    const third = await report(listing.id, chebet!, REASONS[2]);
    expect(third.status).toBe(201);
    expect(await json(third)).toMatchObject({ success: true, message: "Report sent successfully!" });
    expect(await listingState(listing.id)).toEqual({ hidden: 1, reason: "reports" });
    expect(await publicPlaces(listing.id, seller.id)).toEqual(everywhere(false));

    // Every report keeps a keyed hash of its address, never the address.
    const stored = (
      await env.DB.prepare("SELECT reporter_id AS id, reporter_key AS key FROM reports WHERE listing_id = ?")
        .bind(listing.id)
        .all<{ id: string; key: string }>()
    ).results;
    expect(stored).toHaveLength(3);
    for (const row of stored) expect(row.key).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(stored.map((row) => row.key)).size).toBe(3);
    expect(JSON.stringify(stored)).not.toContain(amina!.ip);

    // A visitor (and anyone signed in but the owner and admins) gets the under-review page: noindex, nothing of the listing.
    for (const viewer of [null, dalmas!]) {
      const page = viewer ? await viewer.as(`/listing/${listing.id}`) : await call(`/listing/${listing.id}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(LISTING_SAFETY_MESSAGES.underReviewTitle);
      expect(html).toContain(LISTING_SAFETY_MESSAGES.underReview);
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
      for (const secret of [
        NAME,
        "1,150,000",
        "1150000",
        "722456789",
        "Kamau Wairimu",
        "Thika Road Autos",
        "/uploads/listings/a.jpg",
        seller.id,
        "application/ld+json",
      ]) {
        expect(html, secret).not.toContain(secret);
      }
    }
    // The owner sees their listing with the notice; an admin with theirs.
    const own = await (await seller.as(`/listing/${listing.id}`)).text();
    expect(own).toContain(LISTING_SAFETY_MESSAGES.ownerHiddenByReports);
    expect(own).toContain('href="/contact-us"');
    expect(own).toContain(NAME);
    const adminsView = await (await admin.as(`/listing/${listing.id}`)).text();
    expect(adminsView).toContain(STRINGS.components.listingUnderReview.adminHiddenByReports.replace(/'/g, "&#x27;"));

    // The seller is told why, that buyers cannot see it, and how to ask for a review.
    const mails = await mailsTo(seller.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your listing "${NAME}" is hidden while we review it`);
    expect(mails[0]!.text).toContain("Three different people reported your listing");
    expect(mails[0]!.text).toContain("buyers cannot see it");
    expect(mails[0]!.text).toContain(`http://localhost/listing/${listing.id}`);
    expect(mails[0]!.text).toContain("http://localhost/contact-us");
    for (const reason of REASONS) expect(mails[0]!.text).not.toContain(reason);

    // The dashboard's Flagged listings says why it is hidden.
    const dashboard = (await json<{ data: DashboardData }>(await admin.as("/api/admin/dashboard"))).data;
    expect(dashboard.flaggedListings.find((item) => item.id === String(listing.id))).toMatchObject({ count: 3, isHidden: true, hiddenReason: "reports" });
    expect(await (await admin.as("/admin-dashboard")).text()).toContain(LISTING_SAFETY_MESSAGES.hiddenByReports);

    // Hidden listings are not found, so nobody reports them further.
    expect((await report(listing.id, dalmas!)).status).toBe(404);

    // Restore: back everywhere, the reports reviewed, off the Flagged list, the reason cleared.
    const restored = await admin.as(`/api/admin/listings/${listing.id}/moderation`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "restore" }),
    });
    expect(restored.status).toBe(200);
    expect(await listingState(listing.id)).toEqual({ hidden: 0, reason: null });
    expect(await publicPlaces(listing.id, seller.id)).toEqual(everywhere(true));
    const open = await env.DB.prepare("SELECT count(*) AS n FROM reports WHERE listing_id = ? AND reviewed_at IS NULL").bind(listing.id).first<{ n: number }>();
    expect(open?.n).toBe(0);
    const after = (await json<{ data: DashboardData }>(await admin.as("/api/admin/dashboard"))).data;
    expect(after.flaggedListings.map((item) => item.id)).not.toContain(String(listing.id));

    // A fourth person's report alone does not hide it again: the settled ones no longer count.
    expect((await report(listing.id, dalmas!, REASONS[3])).status).toBe(201);
    expect(await listingState(listing.id)).toEqual({ hidden: 0, reason: null });
    // Nor do the first three reporting again with the fourth... until three people have: they may, once settled.
    expect((await report(listing.id, amina!)).status).toBe(201);
    expect(await listingState(listing.id)).toEqual({ hidden: 0, reason: null });
    expect((await report(listing.id, baraka!)).status).toBe(201);
    expect(await listingState(listing.id)).toEqual({ hidden: 1, reason: "reports" });
    expect(await mailsTo(seller.email)).toHaveLength(2);
  }, 60_000);

  it("the same reporter three times does not hide, signed in or not", async () => {
    const seller = await newSeller("grudgeseller");
    const listing = await createListing(seller.id, { name: NAME });
    const [grudge] = await people(1, "grudge");
    for (const reason of REASONS.slice(0, 3)) expect((await report(listing.id, grudge!, reason)).status).toBe(201);
    // The same person from other networks too.
    for (const address of [newAddress(), newAddress()]) expect((await report(listing.id, grudge!, REASONS[3], address)).status).toBe(201);
    expect(await listingState(listing.id)).toEqual({ hidden: 0, reason: null });
    // One visitor's address three times.
    const other = await createListing(seller.id, { name: "Mazda Demio 2014 1300cc" });
    const address = newAddress();
    for (const reason of REASONS.slice(0, 3)) expect((await report(other.id, null, reason, address)).status).toBe(201);
    expect(await listingState(other.id)).toEqual({ hidden: 0, reason: null });
    expect(await mailsTo(seller.email)).toEqual([]);
  });

  it("counts one anonymous address at most: two visitors and an account do not hide, one visitor and two accounts do", async () => {
    const seller = await newSeller("anonseller");
    const [amina, baraka] = await people(2, "anonreporter");
    const first = await createListing(seller.id, { name: NAME });
    expect((await report(first.id, null, REASONS[0], newAddress())).status).toBe(201);
    expect((await report(first.id, null, REASONS[1], newAddress())).status).toBe(201);
    expect((await report(first.id, amina!, REASONS[2])).status).toBe(201);
    expect(await listingState(first.id)).toEqual({ hidden: 0, reason: null });
    // A second account makes three people.
    expect((await report(first.id, baraka!, REASONS[3])).status).toBe(201);
    expect(await listingState(first.id)).toEqual({ hidden: 1, reason: "reports" });

    const second = await createListing(seller.id, { name: "Honda Fit 2013 hybrid" });
    expect((await report(second.id, null, REASONS[0], newAddress())).status).toBe(201);
    expect((await report(second.id, amina!, REASONS[1])).status).toBe(201);
    expect(await listingState(second.id)).toEqual({ hidden: 0, reason: null });
    // The report that hides it, sent without scripts, comes back as the under-review page saying it went.
    const hiding = await reportByPage(second.id, baraka!, REASONS[2]);
    expect(hiding.status).toBe(201);
    const html = await hiding.text();
    expect(html).toContain("Report sent successfully!");
    expect(html).toContain(LISTING_SAFETY_MESSAGES.underReviewTitle);
    expect(await listingState(second.id)).toEqual({ hidden: 1, reason: "reports" });
  });

  it("counts only reports made within 30 days", async () => {
    const seller = await newSeller("windowseller");
    const [amina, baraka, chebet, dalmas] = await people(4, "windowreporter");
    const insertOld = (listingId: number, who: Person, age: number) =>
      env.DB.prepare("INSERT INTO reports (listing_id, reporter_id, reporter_key, reason, created_at) VALUES (?, ?, ?, ?, ?)")
        .bind(listingId, who.id, `key-${who.id}`, REASONS[0], Date.now() - age)
        .run();
    const stale = await createListing(seller.id, { name: NAME });
    await insertOld(stale.id, amina!, REPORT_COUNT_WINDOW_MS + DAY);
    await insertOld(stale.id, baraka!, REPORT_COUNT_WINDOW_MS + 2 * DAY);
    expect((await report(stale.id, chebet!)).status).toBe(201);
    expect(await listingState(stale.id)).toEqual({ hidden: 0, reason: null });

    const recent = await createListing(seller.id, { name: "Nissan Note 2016 e-Power" });
    await insertOld(recent.id, amina!, REPORT_COUNT_WINDOW_MS - DAY);
    await insertOld(recent.id, baraka!, 10 * DAY);
    expect((await report(recent.id, dalmas!)).status).toBe(201);
    expect(await listingState(recent.id)).toEqual({ hidden: 1, reason: "reports" });
  });

  it("two reports racing to be the third hide the listing once and mail the seller once", async () => {
    const seller = await newSeller("raceseller");
    const listing = await createListing(seller.id, { name: NAME });
    const reporters = await people(AUTO_HIDE_REPORTS + 1, "racereporter");
    for (const person of reporters.slice(0, AUTO_HIDE_REPORTS - 1)) expect((await report(listing.id, person)).status).toBe(201);
    const answers = await Promise.all(reporters.slice(AUTO_HIDE_REPORTS - 1).map((person) => report(listing.id, person)));
    // Each is 201, or 404 when the other had hidden it before this one looked.
    for (const answer of answers) expect([201, 404]).toContain(answer.status);
    expect(await listingState(listing.id)).toEqual({ hidden: 1, reason: "reports" });
    expect(await mailsTo(seller.email)).toHaveLength(1);
  });

  it("refuses a seller reporting their own listing on both faces, and stores nothing", async () => {
    const seller = await newSeller("ownreporter");
    const listing = await createListing(seller.id, { name: NAME });
    const api = await report(listing.id, seller);
    expect(api.status).toBe(403);
    expect(await json(api)).toMatchObject({ success: false, message: LISTING_SAFETY_MESSAGES.ownListing });
    const page = await reportByPage(listing.id, seller);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain(LISTING_SAFETY_MESSAGES.ownListing);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM reports").first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("an admin's hide is the admin's: visitors get 404, not the under-review page, and the reports are settled", async () => {
    const seller = await newSeller("adminhidden");
    const listing = await createListing(seller.id, { name: NAME });
    const [amina] = await people(1, "adminhidereporter");
    expect((await report(listing.id, amina!)).status).toBe(201);
    const admin = await newAdmin("hideboss");
    const form = new FormData();
    form.set("intent", "hide");
    form.set("listingId", String(listing.id));
    expect((await admin.as("/admin-dashboard", { method: "POST", body: form })).status).toBe(200);
    expect(await listingState(listing.id)).toEqual({ hidden: 1, reason: "admin" });
    expect((await call(`/listing/${listing.id}`)).status).toBe(404);
    const open = await env.DB.prepare("SELECT count(*) AS n FROM reports WHERE reviewed_at IS NULL").first<{ n: number }>();
    expect(open?.n).toBe(0);
    // Still on Flagged listings, as hidden (by an admin), so it can be restored.
    const dashboard = (await json<{ data: DashboardData }>(await admin.as("/api/admin/dashboard"))).data;
    expect(dashboard.flaggedListings.find((item) => item.id === String(listing.id))).toMatchObject({ count: 1, isHidden: true, hiddenReason: "admin" });
    // The owner still sees the moderators' notice.
    expect(await (await seller.as(`/listing/${listing.id}`)).text()).toContain("hidden by Sokoni&#x27;s moderators");
  });
});
