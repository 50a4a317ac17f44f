import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { DashboardData } from "../worker/services/safety/dashboard";
import { call, createListing, json, newSeller, ORIGIN, pageScript } from "./fixtures";
import { queueMessages } from "./socket-queue";

type Person = Awaited<ReturnType<typeof newSeller>>;

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1];

function jpeg(bytes: number, name: string): File {
  const data = new Uint8Array(bytes);
  data.set(JPEG_HEAD);
  return new File([data], name, { type: "image/jpeg" });
}

async function newAdmin(name = "boss"): Promise<Person> {
  const admin = await newSeller(name);
  await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
  return admin;
}

async function count(query: string, ...values: unknown[]): Promise<number> {
  return (
    (
      await env.DB.prepare(query)
        .bind(...values)
        .first<{ n: number }>()
    )?.n ?? -1
  );
}

function post(person: Person | null, path: string, body: unknown): Promise<Response> {
  const init = { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  return person ? person.as(path, init) : call(path, { ...init, headers: { ...init.headers, origin: ORIGIN } });
}

function sponsorForm(files: File[], urls: string[], names: string[]): FormData {
  const form = new FormData();
  files.forEach((file, index) => {
    form.append("homepageImages", file);
    form.append("urls", urls[index] ?? "");
    form.append("companyNames", names[index] ?? "");
  });
  return form;
}

/** Opens a room's WebSocket inside workerd; messages of the given type queue up until read. */
async function openRoom(path: string, cookie = "") {
  const response = await call(path, { headers: { Upgrade: "websocket", ...(cookie ? { cookie } : {}) } });
  const socket = response.webSocket;
  if (!socket) return { status: response.status, next: async () => null as unknown };
  socket.accept();
  const { next } = queueMessages(socket, path);
  return { status: response.status, next, close: () => socket.close() };
}

describe("admin access", () => {
  it("refuses every admin endpoint to visitors (401) and to normal users (403)", async () => {
    const seller = await newSeller("seller");
    const listing = await createListing(seller.id);
    const requests: [string, string, unknown][] = [
      ["GET", "/api/admin/dashboard", undefined],
      ["GET", "/api/admin/dashboard?section=counts", undefined],
      ["POST", `/api/admin/listings/${listing.id}/moderation`, { action: "hide" }],
      ["POST", `/api/admin/users/${seller.id}/verification`, { verified: true }],
      ["DELETE", "/api/admin/homepage-images/1", undefined],
    ];
    for (const [method, path, body] of requests) {
      const init = { method, headers: { "content-type": "application/json" }, ...(body ? { body: JSON.stringify(body) } : {}) };
      const anonymous = await call(path, { ...init, headers: { ...init.headers, origin: ORIGIN } });
      expect([path, anonymous.status]).toEqual([path, 401]);
      const normal = await seller.as(path, init);
      expect([path, normal.status]).toEqual([path, 403]);
      expect(await json(normal)).toMatchObject({ success: false, message: "Only admins can do this." });
    }
    const upload = await seller.as("/api/admin/homepage-images", { method: "POST", body: sponsorForm([jpeg(100, "a.jpg")], ["a.co.ke"], ["A"]) });
    expect(upload.status).toBe(403);
    expect(await count("SELECT count(*) AS n FROM homepage_images")).toBe(0);
    expect(await count("SELECT is_hidden AS n FROM listings WHERE id = ?", listing.id)).toBe(0);
    expect(await count("SELECT is_seller_verified AS n FROM user WHERE id = ?", seller.id)).toBe(0);
  });

  it("tells a visitor to log in on /admin-dashboard and sends a normal user home", async () => {
    const anonymous = await call("/admin-dashboard");
    expect(anonymous.status).toBe(401);
    const html = await anonymous.text();
    expect(html).toContain("Please log in to access the admin dashboard.");
    expect(html).toContain('http-equiv="refresh" content="2;url=/sign-in?redirectTo=%2Fadmin-dashboard"');
    const normal = await (await newSeller("normal")).as("/admin-dashboard", { redirect: "manual" });
    expect(normal.status).toBe(302);
    expect(normal.headers.get("location")).toBe("/");
    const admin = await (await newAdmin()).as("/admin-dashboard");
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain("Highest interaction listings");
  });

  it("serves the dashboard without the framework (docs/decisions/100): its script inlined, revenue masked, the upload a plain form", async () => {
    const admin = await newAdmin("pageboss");
    const html = await (await admin.as("/admin-dashboard")).text();
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).not.toContain("window.__reactRouterContext");
    expect(html).toMatch(pageScript("admin"));
    // The sum waits for the script, masked; without scripts the dashboard never shows it.
    expect(html).toMatch(/<button [^>]*data-behaviour="revenue-card" data-shown="KSh [\d,]+"[^>]*>.*?<span data-revenue="">KSh ••••••<\/span>/);
    // Without scripts the upload takes one banner with its URL and name.
    expect(html).toMatch(/<form class="admin-card sponsor-upload" data-behaviour="sponsor-upload swap"[^>]* encType="multipart\/form-data" method="post">/);
    for (const name of ["homepageImages", "urls", "companyNames"]) expect(html).toContain(`name="${name}"`);
    // Every section can be put in place by the live room's and Refresh's fetch.
    for (const section of ["overview", "homepage-images", "listings-management", "transactions", "reports", "reported-reviews"])
      expect(html).toContain(`data-swap="${section}"`);
  });

  it("takes a banner and its removal posted as page forms, answering with the page that says so", async () => {
    const admin = await newAdmin("formboss");
    const form = sponsorForm([jpeg(2000, "tuko.jpg")], ["tuko.co.ke"], ["Tuko Page Solar"]);
    form.set("intent", "upload-images");
    const uploaded = await admin.as("/admin-dashboard", { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const page = await uploaded.text();
    // Said in place for a page without scripts; where they run, its behaviour says it as a toast instead.
    expect(page).toContain(
      '<p class="form-success" role="status" data-behaviour="answer-note" data-note-kind="success" data-note-id="admin-answer">Homepage images uploaded successfully!</p>',
    );
    expect(page).toContain("Tuko Page Solar");
    const id = await count("SELECT id AS n FROM homepage_images WHERE company_name = 'Tuko Page Solar'");
    // A refusal stays beside the form (no toast for the script to make of it), and nothing is stored.
    const empty = new FormData();
    empty.set("intent", "upload-images");
    const refused = await admin.as("/admin-dashboard", { method: "POST", body: empty });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(
      /<p class="inline-error" role="alert" data-sponsor-upload-refusal="">Upload failed: Please select at least one image.<\/p>/,
    );
    const removed = await admin.as("/admin-dashboard", { method: "POST", body: new URLSearchParams({ intent: "delete-image", imageId: String(id) }) });
    expect(removed.status).toBe(200);
    expect(await removed.text()).toMatch(/<p class="form-success" role="status" data-behaviour="answer-note"[^>]*>Homepage image removed.<\/p>/);
    expect(await count("SELECT count(*) AS n FROM homepage_images")).toBe(0);
  });
});

describe("GET /api/admin/dashboard", () => {
  it("computes every figure from the database", async () => {
    const admin = await newAdmin();
    const [a, b, c] = [await newSeller("achieng"), await newSeller("baraka"), await newSeller("chebet")];
    const phones = await Promise.all(
      [1, 2, 3].map((n) =>
        createListing(a.id, { name: `Phone number ${n} on sale`, category: "Mobile Phones & Tablets", subcategory: "Smartphones", views: n * 10 }),
      ),
    );
    const car = await createListing(b.id, { views: 500 });
    await createListing(b.id, { isAvailable: false, views: 1 });
    const hidden = await createListing(c.id, { isHidden: true, views: 9000 });
    // Reports (anonymous reports through the API), favourites, clicks, searches, a verification request.
    for (const reason of ["Fake photos", "Asked for a deposit"])
      expect((await post(null, `/api/listings/${phones[0]!.id}/reports`, { reason })).status).toBe(201);
    expect((await post(null, `/api/listings/${car.id}/reports`, { reason: "Sold already" })).status).toBe(201);
    await env.DB.prepare("INSERT INTO reports (listing_id, reason) VALUES (?, 'Hidden one')").bind(hidden.id).run();
    for (const person of [b, c]) expect((await person.as(`/api/favourites/${phones[1]!.id}`, { method: "POST" })).status).toBe(200);
    await env.DB.prepare("INSERT INTO listing_interactions (listing_id, channel, count) VALUES (?, 'call', 700)").bind(phones[2]!.id).run();
    await env.DB.prepare("INSERT INTO search_terms (term, count, last_searched_at) VALUES ('toyota', 5, 1), ('iphone', 9, 1)").run();
    expect((await c.as("/api/users/me/verification", { method: "POST" })).status).toBe(201);
    expect((await c.as("/api/users/me/verification", { method: "POST" })).status).toBe(409);

    const response = await admin.as("/api/admin/dashboard");
    expect(response.status).toBe(200);
    const data = (await json<{ data: DashboardData }>(response)).data;
    const total = await count("SELECT count(*) AS n FROM listings");
    const active = await count("SELECT count(*) AS n FROM listings WHERE is_available = 1 AND is_hidden = 0");
    expect(data.totalListings).toBe(total);
    expect(data.totalListings).toBe(6);
    expect(data.totalUsers).toBe(await count("SELECT count(*) AS n FROM user"));
    expect(data.activeListings).toBe(active);
    expect(data.inactiveListings).toBe(total - active);
    expect(data.topCategories.map((item) => [item.name, item.count])).toEqual([
      ["Mobile Phones & Tablets", 3],
      ["Vehicles", 2],
    ]);
    expect(data.topClients.slice(0, 2).map((item) => [item.id, item.count])).toEqual([
      [a.id, 3],
      [b.id, 2],
    ]);
    const newest = await env.DB.prepare("SELECT id FROM user ORDER BY created_at DESC LIMIT 5").all<{ id: string }>();
    expect(data.recentUsers.map((item) => item.id)).toEqual(newest.results.map((row) => row.id));
    expect(data.pendingApprovals.map((item) => [item.id, item.count])).toEqual([[c.id, 1]]);
    expect(data.pendingPayments).toEqual([]);
    expect(data.topSearches.map((item) => [item.name, item.count])).toEqual([
      ["iphone", 9],
      ["toyota", 5],
    ]);
    // views + favourites + clicks, hidden listings left out.
    expect(data.topInteractions.slice(0, 3).map((item) => [item.id, item.count])).toEqual([
      [String(phones[2]!.id), 730],
      [String(car.id), 500],
      [String(phones[1]!.id), 22],
    ]);
    expect(data.flaggedListings.map((item) => [item.id, item.count, item.isHidden])).toEqual([
      [String(phones[0]!.id), 2, false],
      [String(hidden.id), 1, true],
      [String(car.id), 1, false],
    ]);
    expect(data.flaggedListings[0]?.reasons.sort()).toEqual(["Asked for a deposit", "Fake photos"]);
    // Equal counts are ordered by the seller's id.
    expect(data.complaints.map((item) => [item.id, item.count])).toEqual([
      [a.id, 2],
      ...[
        [b.id, 1],
        [c.id, 1],
      ].sort(),
    ]);

    const counts = (await json<{ data: Record<string, number> }>(await admin.as("/api/admin/dashboard?section=counts"))).data;
    expect(counts).toEqual({ totalListings: 6, totalUsers: data.totalUsers, activeListings: active, inactiveListings: total - active });
  });
});

describe("moderation and verification", () => {
  it("hides a listing from every public list and page, keeps it for its owner, and restores it", async () => {
    const admin = await newAdmin();
    const owner = await newSeller("owner");
    const listing = await createListing(owner.id, { name: "Zanzibar chest carved mninga", category: "Home, Furniture & Appliances", subcategory: "Furniture" });
    expect((await post(admin, `/api/admin/listings/${listing.id}/moderation`, { action: "sideways" })).status).toBe(400);
    expect((await post(admin, `/api/admin/listings/${listing.id}/moderation`, { action: "hide" })).status).toBe(200);

    const publicViews = [
      "/api/listings?searchTerm=zanzibar",
      "/api/listings?category=Home%2C+Furniture+%26+Appliances",
      "/api/listings?sort=created_at&order=desc&limit=4",
    ];
    for (const path of publicViews) expect((await json<{ data: { total: number } }>(await call(path))).data.total).toBe(0);
    expect((await call(`/api/listings/${listing.id}`)).status).toBe(404);
    expect((await call(`/listing/${listing.id}`)).status).toBe(404);
    expect(await (await call("/")).text()).not.toContain("Zanzibar chest");
    expect(await (await call("/browse?category=Home%2C+Furniture+%26+Appliances")).text()).not.toContain("Zanzibar chest");
    expect(await (await call("/search?searchTerm=zanzibar")).text()).not.toContain("Zanzibar chest");
    expect((await json<{ data: { _id: string }[] }>(await call(`/api/users/${owner.id}/listings`))).data).toEqual([]);
    const stranger = await newSeller("stranger");
    expect((await stranger.as(`/listing/${listing.id}`)).status).toBe(404);

    const ownPage = await owner.as(`/listing/${listing.id}`);
    expect(ownPage.status).toBe(200);
    expect(await ownPage.text()).toContain("hidden by Sokoni&#x27;s moderators");
    expect((await admin.as(`/listing/${listing.id}`)).status).toBe(200);

    expect((await post(admin, `/api/admin/listings/${listing.id}/moderation`, { action: "restore" })).status).toBe(200);
    expect((await json<{ data: { total: number } }>(await call("/api/listings?searchTerm=zanzibar"))).data.total).toBe(1);
    expect((await call(`/listing/${listing.id}`)).status).toBe(200);
  });

  it("approving a request puts the Verified Seller mark on all the seller's listings", async () => {
    const admin = await newAdmin();
    const seller = await newSeller("seller");
    const listing = await createListing(seller.id);
    expect((await seller.as("/api/users/me/verification", { method: "POST" })).status).toBe(201);
    expect(await count("SELECT count(*) AS n FROM verification_requests WHERE status = 'pending'")).toBe(1);
    expect((await post(admin, `/api/admin/users/${seller.id}/verification`, { verified: true })).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM verification_requests WHERE status = 'approved'")).toBe(1);
    expect((await json<{ data: { isSellerVerified: boolean } }>(await call(`/api/listings/${listing.id}`))).data.isSellerVerified).toBe(true);
    expect((await seller.as("/api/users/me/verification", { method: "POST" })).status).toBe(409);
    expect((await post(admin, `/api/admin/users/${seller.id}/verification`, { verified: false })).status).toBe(200);
    expect((await json<{ data: { isSellerVerified: boolean } }>(await call(`/api/listings/${listing.id}`))).data.isSellerVerified).toBe(false);
    expect((await post(admin, "/api/admin/users/nobody/verification", { verified: true })).status).toBe(404);
  });
});

describe("POST /api/admin/homepage-images", () => {
  it("refuses what the spec refuses, with its messages, and stores nothing", async () => {
    const admin = await newAdmin();
    const send = (form: FormData) => admin.as("/api/admin/homepage-images", { method: "POST", body: form });
    const big = await send(sponsorForm([jpeg(6 * 1024 * 1024, "big.jpg")], ["a.co.ke"], ["A"]));
    expect(big.status).toBe(413);
    expect((await json(big)).message).toBe("These files exceed 5MB: big.jpg.");
    const sixFiles = Array.from({ length: 6 }, (_, n) => jpeg(4.4 * 1024 * 1024, `p${n}.jpg`));
    const tooMuch = await send(
      sponsorForm(
        sixFiles,
        sixFiles.map(() => "a.co.ke"),
        sixFiles.map(() => "A"),
      ),
    );
    expect(tooMuch.status).toBe(413);
    expect((await json(tooMuch)).message).toBe("Total size (26.40 MB) exceeds 25MB limit.");
    const unnamed = await send(sponsorForm([jpeg(100, "a.jpg"), jpeg(100, "b.jpg")], ["a.co.ke", "b.co.ke"], ["A", " "]));
    expect(unnamed.status).toBe(400);
    expect((await json(unnamed)).message).toBe("Provide a URL and company name for each image.");
    expect((await json(await send(new FormData()))).message).toBe("Please select at least one image.");
    const script = await send(sponsorForm([jpeg(100, "a.jpg")], ["javascript:alert(1)"], ["A"]));
    expect(script.status).toBe(400);
    const text = await send(sponsorForm([new File(["hello"], "banner.jpg", { type: "image/jpeg" })], ["a.co.ke"], ["A"]));
    expect(text.status).toBe(415);
    expect(await count("SELECT count(*) AS n FROM homepage_images")).toBe(0);
    expect((await env.IMAGES.list()).objects).toHaveLength(0);
  });

  it("stores several at once with https:// added, shows them on the home page, and removes one", async () => {
    const admin = await newAdmin();
    const form = sponsorForm(
      [jpeg(2000, "mavuno.jpg"), jpeg(2000, "safiri.jpg")],
      ["mavuno.co.ke", "http://safiri.example"],
      ["Mavuno Agrovet", "Safiri Motors"],
    );
    const response = await admin.as("/api/admin/homepage-images", { method: "POST", body: form });
    expect(response.status).toBe(201);
    const listed = (await json<{ data: { id: number; companyUrl: string; companyName: string; imageUrl: string }[] }>(await call("/api/homepage-images"))).data;
    expect(listed.map((image) => [image.companyName, image.companyUrl]).sort()).toEqual([
      ["Mavuno Agrovet", "https://mavuno.co.ke/"],
      ["Safiri Motors", "http://safiri.example/"],
    ]);
    expect(await (await call("/")).text()).toContain("Discover more about Mavuno Agrovet");
    const served = await call(listed[0]!.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    await served.arrayBuffer();
    // An id is digits only: "0x1" or "1e0" is no image, even where Number() would read it as one.
    for (const alias of [`0x${listed[0]!.id.toString(16)}`, `${listed[0]!.id}e0`, `+${listed[0]!.id}`]) {
      expect((await admin.as(`/api/admin/homepage-images/${alias}`, { method: "DELETE" })).status).toBe(404);
    }
    expect(await count("SELECT count(*) AS n FROM homepage_images")).toBe(2);
    expect((await admin.as(`/api/admin/homepage-images/${listed[0]!.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM homepage_images")).toBe(1);
    expect((await env.IMAGES.list()).objects).toHaveLength(1);
  });
});

describe("live rooms", () => {
  it("the categories room sends the counts on connect and again after a listing is created", async () => {
    const seller = await newSeller("seller");
    const room = await openRoom("/parties/categories/global");
    expect(room.status).toBe(101);
    const first = (await room.next()) as { type: string; data: { category: string; total: number }[] };
    expect(first.type).toBe("categoriesUpdate");
    expect(first.data.find((entry) => entry.category === "Vehicles")?.total).toBe(0);
    const photo = new FormData();
    photo.append("images", jpeg(100, "car.jpg"));
    const upload = await seller.as("/api/uploads", { method: "POST", body: photo });
    const urls = (await json<{ data: { urls: string[] } }>(upload)).data.urls;
    const created = await post(seller, "/api/listings", {
      name: "Toyota Probox 2012 clean",
      description: "Clean Probox, KCA plate.",
      category: "Vehicles",
      subcategory: "Cars",
      location: "Nairobi",
      type: "sale",
      regularPrice: 650_000,
      sellerName: "Seller",
      businessName: "Seller",
      phoneNumber: seller.phone,
      attributes: { condition: "Used" },
      imageUrls: urls,
    });
    expect(created.status).toBe(201);
    const update = (await room.next()) as { type: string; data: { category: string; total: number; subcategories: Record<string, number> }[] };
    expect(update.type).toBe("categoriesUpdate");
    const vehicles = update.data.find((entry) => entry.category === "Vehicles");
    expect(vehicles?.total).toBe(1);
    expect(vehicles?.subcategories.Cars).toBe(1);
    room.close?.();
  });

  it("the dashboard room refuses visitors and normal users, and tells admins of changes", async () => {
    expect((await openRoom("/parties/dashboard/admin")).status).toBe(401);
    const normal = await newSeller("normal");
    expect((await openRoom("/parties/dashboard/admin", normal.cookie)).status).toBe(403);
    const admin = await newAdmin();
    const room = await openRoom("/parties/dashboard/admin", admin.cookie);
    expect(room.status).toBe(101);
    const listing = await createListing(normal.id);
    expect((await post(null, `/api/listings/${listing.id}/reports`, { reason: "Fake" })).status).toBe(201);
    const update = (await room.next()) as { type: string; data: DashboardData };
    expect(update.type).toBe("dashboardUpdate");
    expect(update.data.flaggedListings.map((item) => item.id)).toEqual([String(listing.id)]);
    expect(update.data.totalListings).toBe(1);
    room.close?.();
  });

  it("a flagged chat message and a report of a person reach an admin's open dashboard", async () => {
    const seller = await newSeller("chatseller");
    const buyer = await newSeller("chatbuyer");
    const admin = await newAdmin();
    const listing = await createListing(seller.id);
    const room = await openRoom("/parties/dashboard/admin", admin.cookie);
    expect(room.status).toBe(101);
    const started = await buyer.as(`/api/conversations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ listingId: String(listing.id), text: "Send the booking deposit to till 5123456 before viewing" }),
    });
    expect(started.status).toBe(201);
    const flagged = (await room.next()) as { type: string; data: DashboardData };
    expect(flagged.type).toBe("dashboardUpdate");
    expect(flagged.data.flaggedMessages.count).toBe(1);
    const reported = await seller.as(`/api/users/${buyer.id}/reports`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: "Asked for a deposit before I could see the item" }),
    });
    expect(reported.status).toBe(201);
    const complaint = (await room.next()) as { type: string; data: DashboardData };
    expect(complaint.data.personReports.map((report) => report.reason)).toContain("Asked for a deposit before I could see the item");
    room.close?.();
  });
});
