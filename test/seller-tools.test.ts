import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DAY_MS } from "../app/domain/listing-life";
import { listings, payments } from "../worker/db/schema";
import { endBoosts, expireListings, remindExpiring, renewToken } from "../worker/services/listings/listing-life";
import { callbackKey, callbackPath, checkPendingPayments, paymentProvider, simulatedCallback } from "../worker/services/payments/payments";
import { call, createListing, db, emptyCounters, json, newUser, ORIGIN, pageScript, workerEnv, writeCounts } from "./fixtures";

// This file reads counts: each test starts from empty counter shards (their gathered counts and once-a-day markers).
beforeEach(emptyCounters);

/** The scheduled run has no request: the site's address comes from BETTER_AUTH_URL. */
const ENV = { ...workerEnv(), BETTER_AUTH_URL: "https://sokoni.test/" };
type Person = Awaited<ReturnType<typeof newUser>>;
type Payment = { id: number; status: string; amount: number; receipt: string | null; boostUntil: string | null; message: string | null };

const send = (person: Person, path: string, body: unknown, method = "POST") =>
  person.as(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function seller(name: string, phone: string) {
  const person = await newUser(name, "a-good-password-1", { phone });
  return person;
}

async function mails(to: string) {
  return (await env.DB.prepare('SELECT subject, text FROM outbox WHERE "to" = ? ORDER BY id').bind(to).all<{ subject: string; text: string }>()).results;
}

/** Polls the payment until the simulator has answered (it waits 30 ms in these tests). */
async function settled(person: Person, id: number): Promise<Payment> {
  for (let i = 0; i < 100; i += 1) {
    const payment = (await json<{ data: Payment }>(await person.as(`/api/payments/${id}`))).data;
    if (payment.status !== "pending") return payment;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the simulator never answered");
}

async function postCallback(body: unknown, key?: string) {
  return call(callbackPath(key ?? (await callbackKey((env as { BETTER_AUTH_SECRET?: string }).BETTER_AUTH_SECRET))), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function revenue(admin: Person): Promise<number> {
  return (await json<{ data: { totalRevenue: number } }>(await admin.as("/api/admin/dashboard"))).data.totalRevenue;
}

describe("boosts paid with M-Pesa", () => {
  it("pays through the simulator, applies the boost once, and puts the listing first in its category with a receipt", async () => {
    const wanjiru = await seller("boost_paid", "+254790000003");
    const mine = await createListing(wanjiru.id, { name: "Toyota Axio 2015 for sale", createdAt: new Date(Date.now() - 5 * DAY_MS) });
    for (let i = 0; i < 3; i += 1) await createListing(wanjiru.id, { name: `Newer Toyota Vitz number ${i}` });
    const packages = (await json<{ data: { id: string; price: number }[] }>(await call("/api/boost-packages"))).data;
    expect(packages.map((pack) => pack.id)).toContain("top-7");

    const started = await send(wanjiru, `/api/listings/${mine.id}/boosts`, { packageId: "top-7" });
    expect(started.status).toBe(201);
    const pending = (await json<{ data: Payment }>(started)).data;
    expect(pending).toMatchObject({ status: "pending", amount: 350, receipt: null });
    const paid = await settled(wanjiru, pending.id);
    expect(paid.status).toBe("paid");
    expect(paid.receipt).toMatch(/^SIM\d{7}$/);
    expect(paid.boostUntil).not.toBeNull();

    // First on the category's page, and in the API's `top`, with its boost in the listing JSON.
    const page = await call("/browse?category=Vehicles");
    const html = await page.text();
    expect(html.indexOf("Toyota Axio 2015 for sale")).toBeGreaterThan(-1);
    expect(html.indexOf("Toyota Axio 2015 for sale")).toBeLessThan(html.indexOf("Newer Toyota Vitz"));
    expect(html).toContain('class="badge boost-badge">Top<');
    const api = (await json<{ data: { top: { _id: string; boost: { kind: string } }[] } }>(await call("/api/listings?category=Vehicles"))).data;
    expect(api.top.map((listing) => listing._id)).toEqual([String(mine.id)]);
    expect(api.top[0]?.boost.kind).toBe("top");

    // Safaricom (here, the simulator's payload) repeating its callback changes nothing.
    const row = await db.select().from(payments).where(eq(payments.id, pending.id)).get();
    if (!row) throw new Error("no payment row");
    const until = (await db.select({ until: listings.topUntil }).from(listings).where(eq(listings.id, mine.id)).get())?.until;
    expect((await postCallback(simulatedCallback(row))).status).toBe(200);
    expect((await db.select({ until: listings.topUntil }).from(listings).where(eq(listings.id, mine.id)).get())?.until).toEqual(until);
    const receipts = (await mails(wanjiru.email)).filter((mail) => mail.subject.startsWith("Receipt"));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(paid.receipt ?? "");
  });

  it("ignores forged callbacks: a wrong path, an unknown request, a wrong amount, a malformed body", async () => {
    const owner = await seller("boost_forged", "+254790000005");
    const listing = await createListing(owner.id);
    const [created] = await db
      .insert(payments)
      .values({
        userId: owner.id,
        listingId: listing.id,
        listingName: listing.name,
        packageId: "top-30",
        kind: "top",
        days: 30,
        amount: 1000,
        phoneNumber: "+254790000005",
        provider: "daraja",
        merchantRequestId: "29115-34620561-1",
        checkoutRequestId: "ws_CO_191220191020363925",
      })
      .returning();
    if (!created) throw new Error("no payment");
    const success = (overrides: Record<string, unknown>, amount = 1000) => ({
      Body: {
        stkCallback: {
          MerchantRequestID: "29115-34620561-1",
          CheckoutRequestID: "ws_CO_191220191020363925",
          ResultCode: 0,
          ResultDesc: "The service request is processed successfully.",
          CallbackMetadata: {
            Item: [
              { Name: "Amount", Value: amount },
              { Name: "MpesaReceiptNumber", Value: "NLJ7RT61SV" },
              { Name: "TransactionDate", Value: 20191219102115 },
              { Name: "PhoneNumber", Value: 254790000005 },
            ],
          },
          ...overrides,
        },
      },
    });
    expect((await postCallback(success({}), "not-our-key")).status).toBe(404);
    await postCallback(success({ CheckoutRequestID: "ws_CO_unknown" }));
    await postCallback(success({ MerchantRequestID: "29115-other" }));
    await postCallback(success({}, 1));
    await postCallback({ Body: { stkCallback: { ResultCode: 0 } } });
    await postCallback("nonsense");
    const after = await db.select().from(payments).where(eq(payments.id, created.id)).get();
    expect(after).toMatchObject({ status: "pending", receipt: null, appliedAt: null });
    expect((await db.select({ until: listings.topUntil }).from(listings).where(eq(listings.id, listing.id)).get())?.until).toBeNull();
    // The real one applies it; a repeat of it changes nothing more.
    await postCallback(success({}));
    await postCallback(success({}));
    const paid = await db.select().from(payments).where(eq(payments.id, created.id)).get();
    expect(paid).toMatchObject({ status: "paid", receipt: "NLJ7RT61SV" });
    const until = (await db.select({ until: listings.topUntil }).from(listings).where(eq(listings.id, listing.id)).get())?.until;
    expect(until?.getTime()).toBe(paid?.boostUntil?.getTime());
    expect((until?.getTime() ?? 0) - (paid?.appliedAt?.getTime() ?? 0)).toBe(30 * DAY_MS);
    // A failure arriving after the success does not undo it.
    await postCallback(success({ ResultCode: 1032, ResultDesc: "Request cancelled by user", CallbackMetadata: undefined }));
    expect((await db.select().from(payments).where(eq(payments.id, created.id)).get())?.status).toBe("paid");
  });

  it("says plainly when the seller cancelled or did not answer, and a retry goes through", async () => {
    const cancels = await seller("boost_cancel", "+254790000011");
    const listing = await createListing(cancels.id);
    const cancelled = await settled(
      cancels,
      (await json<{ data: Payment }>(await send(cancels, `/api/listings/${listing.id}/boosts`, { packageId: "top-7" }))).data.id,
    );
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.message).toBe("You cancelled the M-Pesa request on your phone. Nothing was paid.");
    const slow = await seller("boost_timeout", "+254790000012");
    const other = await createListing(slow.id);
    const timedOut = await settled(
      slow,
      (await json<{ data: Payment }>(await send(slow, `/api/listings/${other.id}/boosts`, { packageId: "featured-7" }))).data.id,
    );
    expect(timedOut.status).toBe("timeout");
    expect(timedOut.message).toContain("Nothing was paid");
    expect((await db.select({ until: listings.featuredUntil }).from(listings).where(eq(listings.id, other.id)).get())?.until).toBeNull();
    // The same seller adds a number that answers and tries again from the payment's page.
    await env.DB.prepare("INSERT INTO phones (phone_number, user_id, verified_at) VALUES (?, ?, ?)").bind("+254790000013", slow.id, Date.now()).run();
    const retried = await send(slow, `/api/listings/${other.id}/boosts`, { packageId: "featured-7", phoneNumber: "+254790000013" });
    expect((await settled(slow, (await json<{ data: Payment }>(retried)).data.id)).status).toBe("paid");
    const home = await (await call("/")).text();
    expect(home).toContain(">Featured<");
    expect(home).toContain(other.name);
  });

  it("lets only the owner boost, renew or mark sold, only with their own number and package, on a listing on show", async () => {
    const owner = await seller("tools_owner", "+254790000021".replace(/1$/, "4"));
    const stranger = await seller("tools_stranger", "+254790000026");
    const listing = await createListing(owner.id);
    for (const [path, body, method] of [
      [`/api/listings/${listing.id}/boosts`, { packageId: "top-7" }, "POST"],
      [`/api/listings/${listing.id}/renew`, {}, "POST"],
      [`/api/listings/${listing.id}/status`, { status: "sold" }, "PUT"],
    ] as const) {
      expect((await send(stranger, path, body, method)).status).toBe(403);
      const visitor = await call(path, { method, headers: { origin: ORIGIN, "content-type": "application/json" }, body: JSON.stringify(body) });
      expect(visitor.status).toBe(401);
    }
    expect((await send(owner, `/api/listings/${listing.id}/boosts`, { packageId: "gold" })).status).toBe(400);
    expect((await send(owner, `/api/listings/${listing.id}/boosts`, { packageId: "top-7", phoneNumber: "+254790000026" })).status).toBe(403);
    expect((await send(owner, `/api/listings/${listing.id}/status`, { status: "gone" }, "PUT")).status).toBe(400);
    expect(await db.select().from(payments)).toEqual([]);
    // Sold: out of search, its page says so, and it cannot be boosted.
    const sold = await send(owner, `/api/listings/${listing.id}/status`, { status: "sold" }, "PUT");
    expect((await json<{ data: { status: string } }>(sold)).data.status).toBe("sold");
    const found = (await json<{ data: { total: number } }>(await call("/api/listings?searchTerm=fielder"))).data;
    expect(found.total).toBe(0);
    const page = await call(`/listing/${listing.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("This item has been sold.");
    expect(html).toContain('content="noindex');
    expect((await send(owner, `/api/listings/${listing.id}/boosts`, { packageId: "top-7" })).status).toBe(409);
    const back = await send(owner, `/api/listings/${listing.id}/status`, { status: "available" }, "PUT");
    expect((await json<{ data: { status: string } }>(back)).data.status).toBe("active");
    expect((await json<{ data: { total: number } }>(await call("/api/listings?searchTerm=fielder"))).data.total).toBe(1);
  });

  it("counts revenue as the sum of confirmed payments only", async () => {
    const admin = await newUser("boss", "a-good-password-1");
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
    expect(await revenue(admin)).toBe(0);
    const payer = await seller("revenue_payer", "+254790000033");
    const listing = await createListing(payer.id);
    const first = (await json<{ data: Payment }>(await send(payer, `/api/listings/${listing.id}/boosts`, { packageId: "top-30" }))).data;
    expect(await revenue(admin)).toBe(0);
    const dashboard = (await json<{ data: { pendingPayments: { id: string }[] } }>(await admin.as("/api/admin/dashboard"))).data;
    expect(dashboard.pendingPayments.map((item) => item.id)).toContain(String(first.id));
    await settled(payer, first.id);
    const second = (await json<{ data: Payment }>(await send(payer, `/api/listings/${listing.id}/boosts`, { packageId: "featured-7" }))).data;
    await settled(payer, second.id);
    const failed = await seller("revenue_cancel", "+254790000041");
    const theirs = await createListing(failed.id);
    await settled(failed, (await json<{ data: Payment }>(await send(failed, `/api/listings/${theirs.id}/boosts`, { packageId: "top-7" }))).data.id);
    expect(await revenue(admin)).toBe(1000 + 1500);
    const all = (await json<{ data: { payments: { status: string }[]; total: number } }>(await admin.as("/api/admin/payments"))).data;
    expect(all.total).toBe(3);
    expect(all.payments.map((payment) => payment.status).sort()).toEqual(["cancelled", "paid", "paid"]);
    expect((await payer.as("/api/admin/payments")).status).toBe(403);
    // The admin's page of every payment, by state; nobody else's to see.
    const page = await admin.as("/admin-dashboard/payments?status=cancelled");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("1 payment<");
    expect(html).toContain(theirs.name);
    // Links and a table: no framework, the text pages' script for the header (decision 099).
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).toMatch(pageScript("plain"));
    const refused = await payer.as("/admin-dashboard/payments", { redirect: "manual" });
    expect([refused.status, refused.headers.get("location")]).toEqual([302, "/"]);
    expect((await failed.as(`/api/payments/${first.id}`)).status).toBe(404);
  });
});

describe("who answers a push", () => {
  it("is Daraja when configured, the simulator only on a loopback address without a public one, else nobody", () => {
    const daraja = { MPESA_CONSUMER_KEY: "k", MPESA_CONSUMER_SECRET: "s", MPESA_SHORTCODE: "174379", MPESA_PASSKEY: "p" };
    const local = new URL("http://localhost:8787/boost/1");
    expect(paymentProvider({}, local)).toBe("simulator");
    expect(paymentProvider({}, new URL("http://127.0.0.1:8788/"))).toBe("simulator");
    expect(paymentProvider({}, new URL("http://sokoni.localhost/"))).toBe("simulator");
    expect(paymentProvider({}, new URL("https://sokoni.co.ke/boost/1"))).toBeNull();
    expect(paymentProvider({}, new URL("http://192.168.1.20:8787/"))).toBeNull();
    // A deployed Worker names its public address: even a request that claims to be local gets no simulator.
    expect(paymentProvider({ BETTER_AUTH_URL: "https://sokoni.co.ke" }, local)).toBeNull();
    expect(paymentProvider({ BETTER_AUTH_URL: "http://localhost:8787" }, local)).toBe("simulator");
    expect(paymentProvider(daraja, local)).toBe("daraja");
    expect(paymentProvider(daraja, new URL("https://sokoni.co.ke/"))).toBe("daraja");
  });
});

describe("payments without a callback, and boosts that stop showing", () => {
  it("asks how a push ended after two minutes without a callback, and gives up after fifteen", async () => {
    const owner = await seller("query_owner", "+254790000073");
    const listing = await createListing(owner.id);
    const base = {
      userId: owner.id,
      listingId: listing.id,
      listingName: listing.name,
      packageId: "top-7",
      kind: "top" as const,
      days: 7,
      amount: 350,
      phoneNumber: "+254790000073",
    };
    const now = new Date();
    const [fresh, overdue, lost] = await db
      .insert(payments)
      .values([
        // Pushed a minute ago: its callback may still come.
        { ...base, provider: "simulator", merchantRequestId: "SIM-q1", checkoutRequestId: "ws_CO_SIM_q1", createdAt: new Date(now.getTime() - 60_000) },
        // Three minutes without a callback: the simulator's query says it was paid.
        { ...base, provider: "simulator", merchantRequestId: "SIM-q2", checkoutRequestId: "ws_CO_SIM_q2", createdAt: new Date(now.getTime() - 180_000) },
        // Daraja is not configured here, so its query cannot answer: after 15 minutes, a timeout.
        { ...base, provider: "daraja", merchantRequestId: "D-q3", checkoutRequestId: "ws_CO_q3", createdAt: new Date(now.getTime() - 16 * 60_000) },
      ])
      .returning();
    expect(await checkPendingPayments(db, ENV, now)).toBe(2);
    const states = Object.fromEntries(
      (await db.select({ id: payments.id, status: payments.status, receipt: payments.receipt }).from(payments)).map((row) => [row.id, row]),
    );
    expect(states[fresh?.id ?? 0]?.status).toBe("pending");
    // Paid by the query: no receipt number (the query does not give one), and the boost applied.
    expect(states[overdue?.id ?? 0]).toMatchObject({ status: "paid", receipt: null });
    expect(states[lost?.id ?? 0]?.status).toBe("timeout");
    expect((await db.select({ until: listings.topUntil }).from(listings).where(eq(listings.id, listing.id)).get())?.until).not.toBeNull();
  });

  it("stops showing a boosted listing once it is sold, hidden or expired, and the cron ends boosts that ran out", async () => {
    const owner = await seller("shown_owner", "+254790000083");
    const now = Date.now();
    const top = await createListing(owner.id, { name: "Boosted Subaru Forester", topUntil: new Date(now + DAY_MS) });
    const featured = await createListing(owner.id, { name: "Featured Mazda Demio", featuredUntil: new Date(now + DAY_MS) });
    const ended = await createListing(owner.id, { name: "Formerly boosted Probox", topUntil: new Date(now - 1000) });
    const tops = async () => (await json<{ data: { top: { _id: string }[] } }>(await call("/api/listings?category=Vehicles"))).data.top.map((row) => row._id);
    expect(await tops()).toEqual([String(top.id)]);
    expect(await (await call("/")).text()).toContain("Featured Mazda Demio");
    await send(owner, `/api/listings/${top.id}/status`, { status: "sold" }, "PUT");
    const admin = await newUser("shown_admin");
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
    expect((await send(admin, `/api/admin/listings/${featured.id}/moderation`, { action: "hide" })).status).toBe(200);
    expect(await tops()).toEqual([]);
    expect(await (await call("/")).text()).not.toContain("Featured Mazda Demio");
    // The clock runs on: sold is not a refund; the boost is still on the row until it ends.
    expect((await db.select({ until: listings.topUntil }).from(listings).where(eq(listings.id, top.id)).get())?.until).not.toBeNull();
    expect(await endBoosts(db, new Date(now))).toBe(1);
    expect((await db.select({ until: listings.topUntil }).from(listings).where(eq(listings.id, ended.id)).get())?.until).toBeNull();
  });
});

describe("expiry and renewal", () => {
  it("expires exactly the listings whose time is up, mails each seller once, and the renew link works once", async () => {
    const owner = await seller("life_owner", "+254790000053");
    const now = new Date();
    const due = await createListing(owner.id, { name: "Due today listing", expiresAt: new Date(now.getTime() - 1000) });
    const soon = await createListing(owner.id, { name: "Expiring soon listing", expiresAt: new Date(now.getTime() + 2 * DAY_MS) });
    const later = await createListing(owner.id, { name: "Expiring later listing", expiresAt: new Date(now.getTime() + 10 * DAY_MS) });
    const sold = await createListing(owner.id, { name: "Sold old listing", expiresAt: new Date(now.getTime() - DAY_MS), isHidden: true, hiddenReason: "sold" });
    expect(await expireListings(db, now)).toBe(1);
    expect(await expireListings(db, now)).toBe(0);
    const statuses = await db.select({ id: listings.id, reason: listings.hiddenReason }).from(listings);
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.reason]))).toEqual({
      [due.id]: "expired",
      [soon.id]: null,
      [later.id]: null,
      [sold.id]: "sold",
    });
    // The expired listing keeps its page, out of the lists.
    expect(await (await call(`/listing/${due.id}`)).text()).toContain("This listing has expired");
    expect((await json<{ data: { total: number } }>(await call("/api/listings?searchTerm=due"))).data.total).toBe(0);

    expect(await remindExpiring(db, ENV, now)).toBe(1);
    expect(await remindExpiring(db, ENV, now)).toBe(0);
    const reminders = (await mails(owner.email)).filter((mail) => mail.subject.includes("expires"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain("Expiring soon listing");
    expect(reminders[0]?.text).not.toContain("Expiring later listing");
    const link = /https:\/\/sokoni\.test(\/renew\/\S+)/.exec(reminders[0]?.text ?? "")?.[1] ?? "";
    expect(link).not.toBe("");

    // No session needed; the GET only asks, the POST renews, once.
    expect(await (await call(link)).text()).toContain("Renew listing");
    const renewed = await call(link, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    // The press redirects (a reload posts nothing) to the page that says until when.
    expect([renewed.status, renewed.headers.get("location")]).toEqual([302, `${link}?renewed=1`]);
    expect(await (await call(`${link}?renewed=1`)).text()).toContain("&quot;Expiring soon listing&quot; is on show until");
    const after = await db
      .select({ expiresAt: listings.expiresAt, remindedAt: listings.expiryRemindedAt })
      .from(listings)
      .where(eq(listings.id, soon.id))
      .get();
    expect((after?.expiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(59 * DAY_MS);
    expect(after?.remindedAt).toBeNull();
    expect((await call(link)).status).toBe(410);
    const again = await call(link, { method: "POST", headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" }, body: "" });
    expect(again.status).toBe(410);
    // A link for another listing's expiry, or a changed letter, renews nothing.
    const forged = await renewToken("another-secret-0123456789-abcdefghij", later.id, new Date(now.getTime() + 10 * DAY_MS));
    expect((await call(`/renew/${forged}`)).status).toBe(410);

    // The owner renews the expired one from My listings' API; it is back in search.
    const mine = (await json<{ data: { counts: Record<string, number> } }>(await owner.as("/api/users/me/listings"))).data;
    expect(mine.counts).toMatchObject({ all: 4, active: 2, expired: 1, sold: 1 });
    expect((await owner.as(`/api/listings/${due.id}/renew`, { method: "POST" })).status).toBe(200);
    expect((await json<{ data: { total: number } }>(await call("/api/listings?searchTerm=due"))).data.total).toBe(1);
  });
});

describe("My listings", () => {
  it("pages the owner's listings by status with their figures, and nobody else's", async () => {
    const owner = await seller("mine_owner", "+254790000063");
    const buyer = await newUser("mine_buyer");
    const listing = await createListing(owner.id);
    await createListing(owner.id, { name: "A sold one for the filter", isHidden: true, hiddenReason: "sold", soldAt: new Date() });
    await call(`/listing/${listing.id}`, { headers: { "user-agent": "Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile" } });
    await buyer.as(`/api/listings/${listing.id}/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ channel: "whatsapp" }),
    });
    await buyer.as(`/api/favourites/${listing.id}`, { method: "POST" });
    await writeCounts();
    const page = (
      await json<{
        data: { listings: { _id: string; status: string; figures: { last30: Record<string, number>; total: Record<string, number> } }[]; total: number };
      }>(await owner.as("/api/users/me/listings?status=active&limit=5"))
    ).data;
    expect(page.total).toBe(1);
    expect(page.listings[0]?._id).toBe(String(listing.id));
    expect(page.listings[0]?.figures.last30).toMatchObject({ views: 1, whatsapp: 1, favourites: 1 });
    expect(page.listings[0]?.figures.total).toMatchObject({ views: 1, whatsapp: 1, favourites: 1 });
    const sold = (await json<{ data: { listings: { status: string }[] } }>(await owner.as("/api/users/me/listings?status=sold"))).data;
    expect(sold.listings.map((row) => row.status)).toEqual(["sold"]);
    expect((await owner.as("/api/users/me/listings?status=bogus")).status).toBe(400);
    expect((await owner.as("/api/users/me/listings?limit=abc")).status).toBe(400);
    expect((await buyer.as("/api/users/me/listings")).status).toBe(200);
    expect((await json<{ data: { total: number } }>(await buyer.as("/api/users/me/listings"))).data.total).toBe(0);
    expect((await call("/api/users/me/listings", { headers: { origin: ORIGIN } })).status).toBe(401);
  });
});
