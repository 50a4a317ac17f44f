import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { conversations, favourites, listingInteractions, listings, messages, outbox, reports, uploads } from "../worker/db/schema";
import { removeUnusedUploads, UNUSED_UPLOAD_TTL_MS } from "../worker/services/media/uploads";
import { call, db, emptyCounters, json, listingForm, newSeller, ORIGIN, phoneListingBody, writeCounts } from "./fixtures";
import { cameraJpeg } from "./photos";

// This file reads counts: each test starts from empty counter shards (their gathered counts and once-a-day markers).
beforeEach(emptyCounters);

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1]);

function imagesForm(count: number, bytes: Uint8Array<ArrayBuffer> = JPEG, name = "photo.jpg") {
  const form = new FormData();
  for (let i = 0; i < count; i += 1) {
    form.append("images", new File([bytes], name, { type: "image/jpeg" }));
    form.append("thumbnails", new File([bytes], `thumb-${name}`, { type: "image/jpeg" }));
  }
  return form;
}

type Seller = Awaited<ReturnType<typeof newSeller>>;

async function upload(seller: Seller, count = 1, query = ""): Promise<string[]> {
  const response = await seller.as(`/api/uploads${query}`, { method: "POST", body: imagesForm(count) });
  expect(response.status).toBe(201);
  return (await json<{ data: { urls: string[] } }>(response)).data.urls;
}

function listingBody(seller: Seller, imageUrls: string[], changes: Record<string, unknown> = {}) {
  return phoneListingBody(seller, imageUrls, { offer: true, discountPrice: 18_500, ...changes });
}

function postJson(seller: Seller, path: string, body: unknown, method = "POST") {
  return seller.as(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

async function createdListing(seller: Seller, changes: Record<string, unknown> = {}) {
  const urls = await upload(seller, 2);
  const response = await postJson(seller, "/api/listings", listingBody(seller, urls, changes));
  expect(response.status).toBe(201);
  return { id: (await json<{ data: { _id: string } }>(response)).data._id, urls };
}

async function objectKeys(): Promise<string[]> {
  return (await env.IMAGES.list()).objects.map((object) => object.key).sort();
}

describe("POST /api/uploads", () => {
  it("stores real images with their thumbnails under random keys", async () => {
    const seller = await newSeller("amina");
    const urls = await upload(seller, 2);
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/^\/uploads\/listings\/[0-9a-f-]{36}\.jpg$/);
    expect(await objectKeys()).toHaveLength(4);
    const served = await call(`${urls[0]}?w=480`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect((await db.select().from(uploads)).every((row) => row.userId === seller.id && row.listingId === null)).toBe(true);
  });

  it("refuses a renamed text file with 415 and stores nothing", async () => {
    const seller = await newSeller("baraka");
    const text = new TextEncoder().encode("this is not a picture at all");
    const response = await seller.as("/api/uploads", { method: "POST", body: imagesForm(1, text, "holiday.jpg") });
    expect(response.status).toBe(415);
    expect(await objectKeys()).toEqual([]);
  });

  it("refuses a seventh image, nothing at all, strangers and files over the update cap", async () => {
    const seller = await newSeller("chebet");
    const seven = await seller.as("/api/uploads", { method: "POST", body: imagesForm(7) });
    expect(seven.status).toBe(400);
    expect((await json(seven)).message).toBe("Maximum 6 images allowed");
    const none = await seller.as("/api/uploads", { method: "POST", body: new FormData() });
    expect((await json(none)).message).toBe("Please select at least one image");
    expect((await call("/api/uploads", { method: "POST", body: imagesForm(1), headers: { origin: ORIGIN } })).status).toBe(401);
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(JPEG);
    const tooBig = await seller.as("/api/uploads?for=update", { method: "POST", body: imagesForm(1, big) });
    expect(tooBig.status).toBe(413);
    expect((await json(tooBig)).message).toBe("Images must be under 2 MB");
    expect(await objectKeys()).toEqual([]);
  });
});

describe("POST /api/listings", () => {
  it("creates a listing owned by the caller, whatever the body claims", async () => {
    const seller = await newSeller("daudi");
    const other = await newSeller("esther");
    const urls = await upload(seller, 1);
    const response = await postJson(
      seller,
      "/api/listings",
      listingBody(seller, urls, { userRef: other.id, views: 5000, isSellerVerified: true, isHidden: true }),
    );
    expect(response.status).toBe(201);
    const { data } = await json<{ data: Record<string, unknown> }>(response);
    expect(data).toMatchObject({
      userRef: seller.id,
      views: 0,
      isSellerVerified: false,
      phoneNumber: seller.phone,
      discountPrice: 18_500,
      condition: "Used",
    });
    const row = await db
      .select()
      .from(listings)
      .where(eq(listings.id, Number(data._id)))
      .get();
    expect(row?.isHidden).toBe(false);
    expect(
      (
        await db
          .select()
          .from(uploads)
          .where(eq(uploads.listingId, Number(data._id)))
      ).length,
    ).toBe(1);
  });

  it("answers bad input with the spec's message and writes nothing", async () => {
    const seller = await newSeller("faith");
    const urls = await upload(seller, 1);
    const response = await postJson(seller, "/api/listings", listingBody(seller, urls, { discountPrice: 21_000 }));
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Discount price must be lower than regular price");
    const tooDear = await postJson(seller, "/api/listings", listingBody(seller, urls, { regularPrice: 49_000_000_001 }));
    expect((await json(tooDear)).message).toBe("Regular price cannot exceed KSh 49,000,000,000");
    expect(await db.select().from(listings)).toEqual([]);
    expect((await call("/api/listings", { method: "POST", headers: { origin: ORIGIN, "content-type": "application/json" }, body: "{}" })).status).toBe(401);
  });

  it("refuses images the seller did not upload, or that another listing already uses", async () => {
    const owner = await newSeller("gitau");
    const thief = await newSeller("halima");
    const { urls } = await createdListing(owner);
    const stolen = await postJson(thief, "/api/listings", listingBody(thief, [urls[0] as string]));
    expect(stolen.status).toBe(400);
    const reused = await postJson(owner, "/api/listings", listingBody(owner, [urls[0] as string]));
    expect(reused.status).toBe(400);
    expect((await db.select().from(listings)).length).toBe(1);
  });
});

describe("PATCH /api/listings/:id", () => {
  it("lets the owner change the price and swap images, removing the dropped one from R2", async () => {
    const seller = await newSeller("imani");
    const { id, urls } = await createdListing(seller);
    const [fresh] = await upload(seller, 1, "?for=update");
    const response = await postJson(seller, `/api/listings/${id}`, { regularPrice: 19_000, discountPrice: 17_000, imageUrls: [fresh, urls[1]] }, "PATCH");
    expect(response.status).toBe(200);
    const { data } = await json<{ data: { regularPrice: number; imageUrls: string[]; name: string } }>(response);
    expect(data).toMatchObject({ regularPrice: 19_000, imageUrls: [fresh, urls[1]], name: "Samsung Galaxy A15, 128 GB" });
    const dropped = (urls[0] as string).slice("/uploads/".length);
    expect(await objectKeys()).not.toContain(dropped);
    expect((await call(urls[0] as string)).status).toBe(404);
  });

  it("answers 403 to a signed-in stranger and 401 to a visitor", async () => {
    const seller = await newSeller("jabali");
    const stranger = await newSeller("kamau");
    const { id } = await createdListing(seller);
    const response = await postJson(stranger, `/api/listings/${id}`, { regularPrice: 60 }, "PATCH");
    expect(response.status).toBe(403);
    expect((await call(`/api/listings/${id}`, { method: "PATCH", headers: { origin: ORIGIN }, body: "{}" })).status).toBe(401);
    expect((await db.select().from(listings).get())?.regularPrice).toBe(21_000);
    expect((await stranger.as(`/api/listings/${id}`, { method: "DELETE" })).status).toBe(403);
  });
});

describe("a stored listing re-validates", () => {
  it.each([
    ["a category without subcategories", { category: "Jobs", subcategory: undefined, attributes: {} }],
    ["no subcategory chosen", { category: "Vehicles", subcategory: "", attributes: { condition: "Used", make: "Toyota" } }],
  ])("PATCH takes a price change for a listing with %s", async (_, changes) => {
    const seller = await newSeller("nuru");
    const { id } = await createdListing(seller, changes);
    expect((await db.select().from(listings).get())?.subcategory).toBeNull();
    const response = await postJson(seller, `/api/listings/${id}`, { regularPrice: 22_000 }, "PATCH");
    expect(response.status).toBe(200);
    expect((await json<{ data: { regularPrice: number; subcategory: string | null } }>(response)).data).toMatchObject({
      regularPrice: 22_000,
      subcategory: null,
    });
  });

  it("PATCH keeps a condition set where the forms ask none, and refuses cents in plain words", async () => {
    const seller = await newSeller("oloo");
    const { id } = await createdListing(seller);
    const response = await postJson(seller, `/api/listings/${id}`, { regularPrice: "20,500.50" }, "PATCH");
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Write the price in whole shillings, e.g. 45000, 45k, 1.5m or KSh 40,000 (no cents)");
    const kept = await postJson(seller, `/api/listings/${id}`, { regularPrice: 20_500 }, "PATCH");
    expect((await json<{ data: { condition: string | null } }>(kept)).data.condition).toBe("Used");
  });
});

describe("listings without a photo (decision 114)", () => {
  it("creates a job and a service without one, through the API and the form; a phone still needs one", async () => {
    const seller = await newSeller("kamau");
    const job = {
      name: "Shop attendant wanted in Thika",
      description: "Honest attendant for a busy hardware shop, Monday to Saturday.",
      category: "Jobs",
      subcategory: null,
      attributes: { jobType: "Full-time", experience: "No experience", payPeriod: "Per day" },
      regularPrice: "1.5k",
    };
    const created = await postJson(seller, "/api/listings", phoneListingBody(seller, [], job));
    expect(created.status).toBe(201);
    const { data } = await json<{ data: { _id: string; imageUrls: string[]; type: string; regularPrice: number } }>(created);
    expect(data).toMatchObject({ imageUrls: [], type: "sale", regularPrice: 1_500 });
    const listingPage = await (await call(`/listing/${data._id}`)).text();
    expect(listingPage.replace(/<[^>]+>/g, "")).toContain("KSh 1,500 / day");

    const service = listingForm(seller, [], {
      category: "Services",
      subcategory: "Cleaning",
      name: "Office cleaning in Westlands",
      "attributes.condition": "",
    });
    const sent = await seller.as("/create-listing", { method: "POST", body: service, redirect: "manual" });
    expect(sent.status).toBe(302);

    const phone = await postJson(seller, "/api/listings", phoneListingBody(seller, []));
    expect(phone.status).toBe(400);
    expect((await json(phone)).message).toBe("At least one image required");
  });
});

describe("the listing forms without JavaScript", () => {
  it("creates a listing from photos sent with the form, shrunk as the browser would", async () => {
    const seller = await newSeller("pendo");
    const response = await seller.as("/create-listing", { method: "POST", body: listingForm(seller, [cameraJpeg(1280, 960)]), redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/listing\/\d+$/);
    const row = await db.select().from(listings).get();
    expect(row?.imageUrls).toHaveLength(1);
    expect(row?.imageUrls[0]).toMatch(/^\/uploads\/listings\/[0-9a-f-]{36}\.webp$/);
    // The image and its 240, 480 and 960 wide variants (docs/decisions/091-image-variants.md).
    expect(await objectKeys()).toHaveLength(4);
    const served = await call(row?.imageUrls[0] as string);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await db.select().from(uploads)).every((upload) => upload.listingId === row?.id)).toBe(true);
  }, 30_000);

  it("keeps every value and the stored photos when the form is refused; stores nothing for a refused photo", async () => {
    const seller = await newSeller("rehema");
    const refusedForm = await seller.as("/create-listing", {
      method: "POST",
      body: listingForm(seller, [cameraJpeg(400, 300)], { name: "TV", regularPrice: "1500.50" }),
    });
    expect(refusedForm.status).toBe(400);
    const page = await refusedForm.text();
    expect(page).toContain("Title must be 10 to 62 characters");
    expect(page).toContain("Write the price in whole shillings, e.g. 45000, 45k, 1.5m or KSh 40,000 (no cents)");
    expect(page).toContain('value="1500.50"');
    expect(page).toContain('value="Otieno Electronics"');
    expect(page).toMatch(/<input type="checkbox"[^>]* name="imageUrls" checked="" value="\/uploads\/listings\/[0-9a-f-]{36}\.webp"[^>]*\/>/);
    expect(page).toContain("Error: Title must be 10 to 62 characters");
    expect(await objectKeys()).toHaveLength(2);

    const notAPhoto = new TextEncoder().encode("not a photo at all");
    const refusedPhoto = await seller.as("/create-listing", { method: "POST", body: listingForm(seller, [cameraJpeg(400, 300), notAPhoto]) });
    expect(refusedPhoto.status).toBe(415);
    expect(await refusedPhoto.text()).toContain("Only JPEG, PNG, WebP or AVIF images can be uploaded");
    expect(await objectKeys()).toHaveLength(2);
    expect(await db.select().from(listings)).toHaveLength(0);
  }, 30_000);

  it("the category step brings the chosen category's fields and saves nothing", async () => {
    const seller = await newSeller("saida");
    const form = new FormData();
    form.append("category", "Property");
    form.append("name", "Two bedroom flat in Kilimani");
    form.append("intent", "category");
    const response = await seller.as("/create-listing", { method: "POST", body: form });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('name="attributes.bedrooms"');
    expect(page).toContain('value="Two bedroom flat in Kilimani"');
    expect(page).not.toContain('name="attributes.condition"');
    expect(await db.select().from(listings)).toHaveLength(0);
  });

  it("sends a signed-out editor to sign in with the spec's words", async () => {
    const seller = await newSeller("tumaini");
    const { id } = await createdListing(seller);
    const opened = await call(`/update-listing/${id}`, { redirect: "manual" });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(`/sign-in?redirectTo=${encodeURIComponent(`/update-listing/${id}`)}`);
    expect(decodeURIComponent(opened.headers.get("set-cookie") ?? "")).toContain("Please sign in to edit listing");
    const saved = await call(`/update-listing/${id}`, { method: "POST", headers: { origin: ORIGIN }, body: listingForm(seller, []), redirect: "manual" });
    expect(saved.status).toBe(302);
    expect(decodeURIComponent(saved.headers.get("set-cookie") ?? "")).toContain("Please sign in to update listing");
  });

  it("the update form shows prices as create takes them", async () => {
    const seller = await newSeller("wairimu");
    const { id } = await createdListing(seller, { regularPrice: 1_250_000, discountPrice: 1_200_000 });
    const page = await (await seller.as(`/update-listing/${id}`)).text();
    expect(page).toContain('value="1,250,000"');
    expect(page).toContain('value="1,200,000"');
  });
});

describe("PUT /api/listings/:id/availability", () => {
  it("is the owner's alone", async () => {
    const seller = await newSeller("lulu");
    const stranger = await newSeller("mwangi");
    const { id } = await createdListing(seller);
    const refused = await postJson(stranger, `/api/listings/${id}/availability`, { isAvailable: false }, "PUT");
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toBe("You are not authorized to mark this listing unavailable.");
    const done = await postJson(seller, `/api/listings/${id}/availability`, { isAvailable: false }, "PUT");
    expect(done.status).toBe(200);
    expect((await json<{ data: { isAvailable: boolean } }>(done)).data.isAvailable).toBe(false);
  });
});

describe("reports, contact clicks and messages", () => {
  it("takes anonymous reports with a reason, and limits how many", async () => {
    const seller = await newSeller("njeri");
    const { id } = await createdListing(seller);
    const report = (reason: string) =>
      call(`/api/listings/${id}/reports`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json", "cf-connecting-ip": "10.7.7.7" },
        body: JSON.stringify({ reason }),
      });
    const empty = await report("   ");
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toBe("Please provide a reason for reporting.");
    for (let i = 0; i < 5; i += 1) expect((await report(`Looks like a scam ${i}`)).status).toBe(201);
    expect((await report("one too many")).status).toBe(429);
    expect((await db.select().from(reports)).length).toBe(5);
  });

  it("counts contact clicks per channel", async () => {
    const seller = await newSeller("odhiambo");
    const { id } = await createdListing(seller);
    // Two visitors call (each counts once a day), one of them also opens WhatsApp.
    for (const [channel, ip] of [
      ["call", "10.3.0.1"],
      ["call", "10.3.0.2"],
      ["whatsapp", "10.3.0.1"],
    ]) {
      expect(
        (await call(`/api/listings/${id}/contact?channel=${channel}`, { method: "POST", headers: { origin: ORIGIN, "cf-connecting-ip": ip ?? "" } })).status,
      ).toBe(204);
    }
    expect((await call(`/api/listings/${id}/contact?channel=fax`, { method: "POST", headers: { origin: ORIGIN } })).status).toBe(400);
    await writeCounts();
    const counts = await db
      .select()
      .from(listingInteractions)
      .where(eq(listingInteractions.listingId, Number(id)));
    expect(Object.fromEntries(counts.map((row) => [row.channel, row.count]))).toEqual({ call: 2, whatsapp: 1 });
  });

  it("a buyer's message starts a conversation (mailed later only if unread), and the seller replies in it", async () => {
    const seller = await newSeller("pendo");
    const buyer = await newSeller("quincy");
    const { id } = await createdListing(seller);
    expect((await postJson(seller, `/api/listings/${id}/messages`, { body: "Hello me" })).status).toBe(400);
    expect((await postJson(buyer, `/api/listings/${id}/messages`, { body: "" })).status).toBe(400);
    const sent = await postJson(buyer, `/api/listings/${id}/messages`, { body: "Is the phone still available? Can we meet in town?" });
    expect(sent.status).toBe(201);
    const { conversationId } = (await json<{ data: { conversationId: number } }>(sent)).data;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // No mail per message any more: the unread-message job mails later, without the words.
    expect(await db.select().from(outbox).where(eq(outbox.to, seller.email))).toEqual([]);

    const inbox = await json<{ data: { conversations: { id: number; other: { name: string }; unread: number }[] } }>(await seller.as("/api/conversations"));
    expect(inbox.data.conversations).toHaveLength(1);
    expect(inbox.data.conversations[0]).toMatchObject({ id: conversationId, other: { name: "Quincy" }, unread: 1 });
    const reply = await postJson(seller, `/api/conversations/${conversationId}/messages`, { text: "Yes, Saturday at the mall?" });
    expect(reply.status).toBe(201);
    const buyerView = await json<{ data: { messages: { text: string; senderId: string }[] } }>(await buyer.as(`/api/conversations/${conversationId}/messages`));
    expect(buyerView.data.messages.map((m) => [m.text, m.senderId === buyer.id])).toEqual([
      ["Is the phone still available? Can we meet in town?", true],
      ["Yes, Saturday at the mall?", false],
    ]);
    const stranger = await newSeller("rehema");
    expect((await postJson(stranger, `/api/conversations/${conversationId}/messages`, { text: "hi" })).status).toBe(404);
  });
});

describe("removal and clean-up", () => {
  it("deleting a listing leaves no rows or R2 objects behind", async () => {
    const seller = await newSeller("sifa");
    const buyer = await newSeller("tumaini");
    const { id } = await createdListing(seller);
    await buyer.as(`/api/favourites/${id}`, { method: "POST" });
    await postJson(buyer, `/api/listings/${id}/reports`, { reason: "Wrong category" });
    await postJson(buyer, `/api/listings/${id}/messages`, { body: "Still there?" });
    await call(`/api/listings/${id}/contact?channel=call`, { method: "POST", headers: { origin: ORIGIN } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await seller.as(`/api/listings/${id}`, { method: "DELETE" })).status).toBe(200);
    for (const table of [listings, favourites, reports, conversations, messages, listingInteractions, uploads]) {
      expect(await db.select().from(table)).toEqual([]);
    }
    expect(await objectKeys()).toEqual([]);
  });

  it("the scheduled job removes only unused images older than a day", async () => {
    const seller = await newSeller("wambui");
    const { urls: used } = await createdListing(seller);
    const [recent] = await upload(seller, 1);
    const [stale] = await upload(seller, 1);
    const staleKey = (stale as string).slice("/uploads/".length);
    await db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - UNUSED_UPLOAD_TTL_MS - 60_000) })
      .where(eq(uploads.key, staleKey));
    // The used images are older still: being old is not enough.
    for (const url of used)
      await db
        .update(uploads)
        .set({ createdAt: new Date(0) })
        .where(eq(uploads.key, url.slice("/uploads/".length)));
    expect(await removeUnusedUploads(db, env.IMAGES)).toBe(1);
    const keys = await objectKeys();
    expect(keys).not.toContain(staleKey);
    for (const url of [...used, recent as string]) expect(keys).toContain(url.slice("/uploads/".length));
    expect((await db.select().from(uploads)).length).toBe(3);
  });
});
