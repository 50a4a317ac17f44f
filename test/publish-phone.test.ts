import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LISTING_MESSAGES } from "../app/domain/listing-input";
import { listings, outbox, phones, uploads } from "../worker/db/schema";
import { db, json, newSeller, newUser, testPhone, verifyPhone } from "./fixtures";
import { cameraJpeg } from "./photos";

/*
 * Publishing needs a confirmed phone. A listing's number is always one its seller
 * confirmed by SMS (the owner's, when an admin edits); anything else is refused 403 with one
 * sentence on both faces, before anything is counted, claimed or written. The listing form
 * confirms a new number inside itself without scripts, keeping every value and photo.
 */

type Person = Awaited<ReturnType<typeof newSeller>>;

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1]);
const REFUSED = LISTING_MESSAGES.phoneNotVerified;
/** A valid Kenyan number nobody here confirmed. */
const STRANGER_NUMBER = "0755 123 456";

async function upload(person: Person, query = ""): Promise<string> {
  const form = new FormData();
  form.append("images", new File([JPEG], "photo.jpg", { type: "image/jpeg" }));
  form.append("thumbnails", new File([JPEG], "thumb.jpg", { type: "image/jpeg" }));
  const response = await person.as(`/api/uploads${query}`, { method: "POST", body: form });
  expect(response.status).toBe(201);
  return (await json<{ data: { urls: string[] } }>(response)).data.urls[0] as string;
}

function body(imageUrls: string[], phoneNumber: string) {
  return {
    name: "Sofa set, five seater, grey",
    description: "Bought two years ago, no tears, cushions washed last month.",
    category: "Home, Furniture & Appliances",
    subcategory: "Furniture",
    location: "Kiambu",
    type: "sale",
    regularPrice: 38_000,
    sellerName: "Njeri",
    businessName: "Njeri Home",
    phoneNumber,
    imageUrls,
  };
}

function send(person: Person, path: string, value: unknown, method = "POST") {
  return person.as(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(value) });
}

function pageForm(fields: Record<string, string>, imageUrls: string[] = [], photos: Uint8Array<ArrayBuffer>[] = []) {
  const form = new FormData();
  const all: Record<string, string> = {
    name: "Sofa set, five seater, grey",
    description: "Bought two years ago, no tears, cushions washed last month.",
    category: "Home, Furniture & Appliances",
    subcategory: "Furniture",
    location: "Kiambu",
    type: "sale",
    regularPrice: "38,000",
    sellerName: "Njeri",
    businessName: "Njeri Home",
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) form.append(key, value);
  for (const url of imageUrls) form.append("imageUrls", url);
  for (const [index, bytes] of photos.entries()) form.append("photos", new File([bytes], `sofa-${index}.jpg`, { type: "image/jpeg" }));
  return form;
}

async function created(person: Person, phoneNumber = person.phone): Promise<{ id: string; url: string }> {
  const url = await upload(person);
  const response = await send(person, "/api/listings", body([url], phoneNumber));
  expect(response.status).toBe(201);
  return { id: (await json<{ data: { _id: string } }>(response)).data._id, url };
}

async function listingRow(id: string) {
  return db
    .select()
    .from(listings)
    .where(eq(listings.id, Number(id)))
    .get();
}

/** The posts counted towards a seller's posting limit (listing_posts). */
async function postCount(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM listing_posts WHERE user_id = ?").bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}

async function latestCodeTo(phone: string): Promise<string> {
  const rows = await db.select().from(outbox).where(eq(outbox.to, phone));
  const text = rows.filter((row) => row.channel === "sms").at(-1)?.text ?? "";
  const code = /^(\d{6}) is your Sokoni code/.exec(text)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

describe("creating a listing needs one of the seller's confirmed numbers", () => {
  it("API: an unconfirmed number is refused 403 with the sentence; nothing is written, claimed or counted", async () => {
    const seller = await newSeller("njeri");
    const url = await upload(seller);
    const response = await send(seller, "/api/listings", body([url], STRANGER_NUMBER));
    expect(response.status).toBe(403);
    expect((await json(response)).message).toBe(REFUSED);
    expect(await db.select().from(listings)).toEqual([]);
    expect((await db.select().from(uploads)).map((row) => row.listingId)).toEqual([null]);
    expect(await postCount(seller.id)).toBe(0);
  });

  it("API: a seller with no confirmed number at all is refused, whatever number they send", async () => {
    const seller = await newUser("kamau");
    const url = await upload(seller);
    const response = await send(seller, "/api/listings", body([url], "0712 345 678"));
    expect(response.status).toBe(403);
    expect((await json(response)).message).toBe(REFUSED);
    expect(await db.select().from(listings)).toEqual([]);
  });

  it("API: another account's confirmed number is refused too (one number, one account)", async () => {
    const seller = await newSeller("wanjiru");
    const other = await newSeller("odhiambo");
    const url = await upload(seller);
    const response = await send(seller, "/api/listings", body([url], other.phone));
    expect(response.status).toBe(403);
    expect(await db.select().from(listings)).toEqual([]);
  });

  it("API: a confirmed number is accepted in any written form and stored as +254", async () => {
    const seller = await newSeller("akinyi");
    const local = `0${seller.phone.slice(4)}`;
    const { id } = await created(seller, local);
    expect((await listingRow(id))?.phoneNumber).toBe(seller.phone);
  });

  it("page: an unconfirmed number is refused 403 beside the phone, with every value and photo kept, nothing claimed", async () => {
    const seller = await newSeller("muthoni");
    const response = await seller.as("/create-listing", {
      method: "POST",
      body: pageForm({ phoneNumber: STRANGER_NUMBER, intent: "publish" }, [], [cameraJpeg(400, 300)]),
    });
    expect(response.status).toBe(403);
    const page = await response.text();
    expect(page).toContain(REFUSED);
    expect(page).toContain('value="Njeri Home"');
    expect(page).toContain(`value="${STRANGER_NUMBER}"`);
    // The verification step is open: the number field and its Send code button.
    expect(page).toContain('value="send-phone-code"');
    const stored = await db.select().from(uploads);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.listingId).toBeNull();
    expect(page).toContain(`value="/uploads/${stored[0]?.key}"`);
    expect(await db.select().from(listings)).toEqual([]);
  }, 30_000);

  it("page: the confirmed numbers are offered, the first one ticked, and publishing with it works", async () => {
    const seller = await newSeller("wambui");
    const page = await (await seller.as("/create-listing")).text();
    expect(page).toMatch(new RegExp(`<input type="radio" name="phoneChoice" checked="" value="\\${seller.phone}"/>`));
    expect(page).toContain('value="new"');
    const url = await upload(seller);
    const response = await seller.as("/create-listing", {
      method: "POST",
      body: pageForm({ phoneChoice: seller.phone, intent: "publish" }, [url]),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const row = await db.select().from(listings).get();
    expect(row?.phoneNumber).toBe(seller.phone);
  });
});

describe("updating keeps the number one of the owner's confirmed numbers", () => {
  it("API: a forged number on update is refused 403 and the listing stays as it was (another's confirmed number, or an unconfirmed one)", async () => {
    const seller = await newSeller("otieno");
    const other = await newSeller("chebet");
    const { id } = await created(seller);
    const before = await listingRow(id);
    for (const phoneNumber of [other.phone, STRANGER_NUMBER]) {
      const response = await send(seller, `/api/listings/${id}`, { phoneNumber, regularPrice: 30_000 }, "PATCH");
      expect(response.status, phoneNumber).toBe(403);
      expect((await json(response)).message).toBe(REFUSED);
    }
    expect(await listingRow(id)).toEqual(before);
  });

  it("page: a forged number on the update form is refused 403 and the listing stays as it was", async () => {
    const seller = await newSeller("barasa");
    const other = await newSeller("nekesa");
    const { id, url } = await created(seller);
    const before = await listingRow(id);
    for (const phoneNumber of [other.phone, STRANGER_NUMBER]) {
      const response = await seller.as(`/update-listing/${id}`, {
        method: "POST",
        body: pageForm({ phoneNumber, regularPrice: "30,000", intent: "publish" }, [url]),
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(REFUSED);
      // A radio of a number the seller does not have is the same forgery.
      const forgedRadio = await seller.as(`/update-listing/${id}`, { method: "POST", body: pageForm({ phoneChoice: phoneNumber, intent: "publish" }, [url]) });
      expect(forgedRadio.status).toBe(403);
    }
    expect(await listingRow(id)).toEqual(before);
  });

  it("API and page: another of the seller's own confirmed numbers is accepted", async () => {
    const seller = await newSeller("kipchoge");
    const { id, url } = await created(seller);
    const second = testPhone(9_000_001);
    await verifyPhone(seller.id, second);
    const patched = await send(seller, `/api/listings/${id}`, { phoneNumber: second }, "PATCH");
    expect(patched.status).toBe(200);
    expect((await listingRow(id))?.phoneNumber).toBe(second);
    const page = await seller.as(`/update-listing/${id}`, {
      method: "POST",
      body: pageForm({ phoneChoice: seller.phone, intent: "publish" }, [url]),
      redirect: "manual",
    });
    expect(page.status).toBe(302);
    expect((await listingRow(id))?.phoneNumber).toBe(seller.phone);
  });

  it("an admin editing someone's listing keeps to the owner's numbers: the admin's own is refused, the owner's accepted", async () => {
    const seller = await newSeller("halima");
    const admin = await newSeller("bossadmin");
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
    const { id, url } = await created(seller);
    const second = testPhone(9_000_002);
    await verifyPhone(seller.id, second);

    const own = await send(admin, `/api/listings/${id}`, { phoneNumber: admin.phone }, "PATCH");
    expect(own.status).toBe(403);
    expect((await json(own)).message).toBe(REFUSED);
    const ownPage = await admin.as(`/update-listing/${id}`, { method: "POST", body: pageForm({ phoneNumber: admin.phone, intent: "publish" }, [url]) });
    expect(ownPage.status).toBe(403);
    expect((await listingRow(id))?.phoneNumber).toBe(seller.phone);

    // The form offers the owner's numbers, and no "Use another number" to the admin.
    const form = await (await admin.as(`/update-listing/${id}`)).text();
    expect(form).toContain(`value="${second}"`);
    expect(form).not.toContain(`value="${admin.phone}"`);
    expect(form).not.toContain('value="send-phone-code"');

    const owners = await send(admin, `/api/listings/${id}`, { phoneNumber: second }, "PATCH");
    expect(owners.status).toBe(200);
    expect((await listingRow(id))?.phoneNumber).toBe(second);
    // Nor can the admin confirm a number for the seller through the seller's form.
    const step = await admin.as(`/update-listing/${id}`, { method: "POST", body: pageForm({ phoneNumber: "0766 123 456", intent: "send-phone-code" }, [url]) });
    expect(step.status).toBe(403);
    expect(await db.select().from(outbox)).toEqual([]);
  });
});

describe("confirming a number inside the listing form without scripts", () => {
  it("Send code and Confirm keep every value and photo; the confirmed number is ticked and publishes", async () => {
    const seller = await newUser("zawadi");
    const number = "0766 987 654";
    const stored = "+254766987654";
    const sent = await seller.as("/create-listing", {
      method: "POST",
      body: pageForm({ phoneNumber: number, intent: "send-phone-code", "attributes.condition": "Used" }, [], [cameraJpeg(400, 300)]),
    });
    expect(sent.status).toBe(200);
    const afterSend = await sent.text();
    expect(afterSend).toContain("We sent a 6-digit code to +254 766 987 654");
    expect(afterSend).toContain('name="phoneCode"');
    expect(afterSend).toContain('value="Njeri Home"');
    expect(afterSend).toContain(`value="${number}"`);
    const [photo] = await db.select().from(uploads);
    expect(afterSend).toContain(`value="/uploads/${photo?.key}"`);

    const wrong = await seller.as("/create-listing", {
      method: "POST",
      body: pageForm({ phoneNumber: number, phoneCode: "000000", intent: "confirm-phone" }, [`/uploads/${photo?.key}`]),
    });
    const code = await latestCodeTo(stored);
    if (code !== "000000") {
      expect(wrong.status).toBe(400);
      const wrongPage = await wrong.text();
      expect(wrongPage).toContain("That code is not right. 4 tries left.");
      expect(wrongPage).toContain('name="phoneCode"');
    }

    const confirmed = await seller.as("/create-listing", {
      method: "POST",
      body: pageForm({ phoneNumber: number, phoneCode: code, intent: "confirm-phone" }, [`/uploads/${photo?.key}`]),
    });
    expect(confirmed.status).toBe(200);
    const afterConfirm = await confirmed.text();
    expect(afterConfirm).toContain("+254 766 987 654 is confirmed on your account.");
    expect(afterConfirm).toMatch(new RegExp(`<input type="radio" name="phoneChoice" checked="" value="\\${stored}"/>`));
    expect(afterConfirm).toContain('value="Njeri Home"');
    expect(await db.select().from(phones)).toEqual([expect.objectContaining({ phoneNumber: stored, userId: seller.id })]);

    const published = await seller.as("/create-listing", {
      method: "POST",
      body: pageForm({ phoneChoice: stored, intent: "publish" }, [`/uploads/${photo?.key}`]),
      redirect: "manual",
    });
    expect(published.status).toBe(302);
    const row = await db.select().from(listings).get();
    expect(row?.phoneNumber).toBe(stored);
    expect((await db.select().from(uploads)).map((upload) => upload.listingId)).toEqual([row?.id]);
  }, 30_000);

  it("a refused step answers beside the number with its status and keeps the form", async () => {
    const seller = await newSeller("jabali");
    const taken = await newSeller("tabitha");
    const response = await seller.as("/create-listing", { method: "POST", body: pageForm({ phoneNumber: taken.phone, intent: "send-phone-code" }) });
    expect(response.status).toBe(409);
    const page = await response.text();
    expect(page).toContain("This number is already confirmed on another Sokoni account.");
    expect(page).toContain('value="Sofa set, five seater, grey"');
    const bad = await seller.as("/create-listing", { method: "POST", body: pageForm({ phoneNumber: "12345", intent: "send-phone-code" }) });
    expect(bad.status).toBe(400);
    expect(await db.select().from(listings)).toEqual([]);
  });
});
