import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LISTING_SAFETY_MESSAGES } from "../app/domain/listing-safety-texts";
import { STRINGS } from "../app/i18n";
import { listings } from "../worker/db/schema";
import { dashboardData } from "../worker/services/safety/dashboard";
import { call, db, json, newSeller, ORIGIN, TV_FORM_FIELDS } from "./fixtures";
import { distinctPhoto } from "./limits-photos";
const SCAM = "Spacious bedsitter. Viewing fee KSh 500 payable before viewing, owner is abroad.";
const CLEAN = "Spacious bedsitter with water and token electricity. Rent payable in advance, two months deposit.";

type Person = Awaited<ReturnType<typeof newSeller>>;

async function newAdmin(name: string): Promise<Person> {
  const admin = await newSeller(name);
  await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
  return admin;
}

async function upload(person: Person): Promise<string> {
  const form = new FormData();
  form.append("images", new File([distinctPhoto()], "room.jpg", { type: "image/jpeg" }));
  const response = await person.as("/api/uploads", { method: "POST", body: form });
  expect(response.status).toBe(201);
  return (await json<{ data: { urls: string[] } }>(response)).data.urls[0] as string;
}

function listingBody(person: Person, imageUrl: string, name: string, description: string) {
  return {
    name,
    description,
    category: "Property",
    subcategory: "Apartments",
    location: "Nairobi",
    type: "rent",
    regularPrice: 8_000,
    sellerName: "Kamau",
    businessName: "Kamau Homes",
    phoneNumber: person.phone,
    attributes: { bedrooms: 1, bathrooms: 1 },
    imageUrls: [imageUrl],
  };
}

async function apiCreate(person: Person, name: string, description: string) {
  const response = await person.as("/api/listings", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(listingBody(person, await upload(person), name, description)),
  });
  expect(response.status).toBe(201);
  return json<{ message: string; data: { _id: string; status: string; heldFor?: string[] } }>(response);
}

function apiPatch(person: Person, id: string, changes: Record<string, unknown>) {
  return person.as(`/api/listings/${id}`, { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify(changes) });
}

async function row(id: string) {
  return db
    .select({ isHidden: listings.isHidden, hiddenReason: listings.hiddenReason })
    .from(listings)
    .where(eq(listings.id, Number(id)))
    .get();
}

async function outboxTo(email: string) {
  return (await env.DB.prepare('SELECT subject, text FROM outbox WHERE "to" = ? ORDER BY id').bind(email).all<{ subject: string; text: string }>()).results;
}

/** Everywhere a visitor could meet a listing: its page and JSON, search, browse, home, the storefront and the sitemap. */
async function seenAnywhere(id: string, name: string, sellerId: string): Promise<string[]> {
  const seen: string[] = [];
  if ((await call(`/listing/${id}`)).status !== 404) seen.push("page");
  if ((await call(`/api/listings/${id}`)).status !== 404) seen.push("api");
  const search = await json<{ data: { listings: { _id: string }[] } }>(await call(`/api/listings?searchTerm=${encodeURIComponent(name)}`));
  if (search.data.listings.some((listing) => listing._id === id)) seen.push("search");
  if ((await (await call("/search?category=Property")).text()).includes(`/listing/${id}"`)) seen.push("browse");
  if ((await (await call("/")).text()).includes(`/listing/${id}"`)) seen.push("home");
  const store = await json<{ data: { _id: string }[] }>(await call(`/api/users/${sellerId}/listings`));
  if (store.data.some((listing) => listing._id === id)) seen.push("storefront");
  if ((await (await call("/sitemaps/listings-1.xml")).text()).includes(`/listing/${id}<`)) seen.push("sitemap");
  return seen;
}

describe("a listing whose words look like a scam is held for an admin", () => {
  it("through the API: saved held, its seller told why (answer, page, My listings, mail), nowhere public", async () => {
    const seller = await newSeller("held_api");
    const name = "Bedsitter in Roysambu near TRM";
    const created = await apiCreate(seller, name, SCAM);
    expect(created.message).toBe(LISTING_SAFETY_MESSAGES.heldCreated);
    expect(created.data).toMatchObject({ status: "held", heldFor: ["payment-first", "owner-abroad"] });
    const id = created.data._id;
    expect(await row(id)).toEqual({ isHidden: true, hiddenReason: "held" });
    expect(await seenAnywhere(id, name, seller.id)).toEqual([]);

    // The owner's page says why, in their words.
    const own = await (await seller.as(`/listing/${id}`)).text();
    expect(own).toContain(LISTING_SAFETY_MESSAGES.ownerHeld);
    expect(own).toContain(LISTING_SAFETY_MESSAGES.heldBySignal["payment-first"]);
    expect(own).toContain(LISTING_SAFETY_MESSAGES.heldBySignal["owner-abroad"]);
    // My listings: the status and the reasons, and the filter of held listings.
    const mine = await (await seller.as("/profile?tab=listings&status=held")).text();
    expect(mine).toContain(STRINGS.components.myListings.statuses.held);
    expect(mine).toContain(name);
    const api = await json<{ data: { listings: { _id: string; status: string; heldFor?: string[] }[] } }>(
      await seller.as(`/api/users/me/listings?status=held`),
    );
    expect(api.data.listings.map((listing) => [listing._id, listing.status, listing.heldFor])).toEqual([[id, "held", ["payment-first", "owner-abroad"]]]);
    // The mail, in the seller's language.
    const mails = await outboxTo(seller.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your listing "${name}" is waiting for a check`);
    expect(mails[0]?.text).toContain(LISTING_SAFETY_MESSAGES.heldBySignal["owner-abroad"]);
  }, 30_000);

  it("through the page's form: the answer goes to the listing with the held sentence", async () => {
    const seller = await newSeller("held_page");
    const form = new FormData();
    const fields: Record<string, string> = {
      ...TV_FORM_FIELDS,
      description: "Brand new TV. Pay a d3posit b e f o r e viewing to reserve it.",
      phoneNumber: seller.phone,
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append("imageUrls", await upload(seller));
    const response = await seller.as("/create-listing", { method: "POST", body: form, redirect: "manual" });
    expect(response.status).toBe(302);
    const id = /\/listing\/(\d+)$/.exec(response.headers.get("location") ?? "")?.[1] ?? "";
    expect(await row(id)).toEqual({ isHidden: true, hiddenReason: "held" });
    const page = await (await seller.as(`/listing/${id}`, { headers: { cookie: `${seller.cookie}; ${flashOf(response)}` } })).text();
    expect(page).toContain(LISTING_SAFETY_MESSAGES.heldCreated);
    expect(page).toContain(LISTING_SAFETY_MESSAGES.heldBySignal["payment-first"]);
    expect((await call(`/listing/${id}`)).status).toBe(404);
  });

  it("an ordinary listing shows at once; a rental's honest terms are not held", async () => {
    const seller = await newSeller("honest_rent");
    const created = await apiCreate(seller, "Bedsitter in Kasarani Mwiki", CLEAN);
    expect(created.message).not.toBe(LISTING_SAFETY_MESSAGES.heldCreated);
    expect(created.data.status).toBe("active");
    expect(await row(created.data._id)).toEqual({ isHidden: false, hiddenReason: null });
    // The same look-ups find a listing on show (so their silence about a held one means something).
    expect(await seenAnywhere(created.data._id, "Bedsitter in Kasarani Mwiki", seller.id)).toEqual(
      expect.arrayContaining(["page", "api", "search", "browse", "storefront", "sitemap"]),
    );
  });

  it("an edit reads the words again: new scam words hold it, taking them out releases it (API and page)", async () => {
    const seller = await newSeller("edits_words");
    const created = await apiCreate(seller, "One bedroom in Ruaka town", CLEAN);
    const id = created.data._id;
    const held = await apiPatch(seller, id, { description: `${CLEAN} Send 1000 via M-Pesa to reserve.` });
    expect(held.status).toBe(200);
    expect(await json(held)).toMatchObject({ message: LISTING_SAFETY_MESSAGES.heldUpdated, data: { status: "held", heldFor: ["reserve-by-mpesa"] } });
    expect(await row(id)).toEqual({ isHidden: true, hiddenReason: "held" });

    // The page's form without the words: released, on show again.
    const form = new FormData();
    const body = listingBody(seller, "", "One bedroom in Ruaka town", CLEAN);
    for (const [key, value] of Object.entries({ ...body, regularPrice: "8000", "attributes.bedrooms": "1", "attributes.bathrooms": "1" })) {
      if (typeof value === "string") form.append(key, value);
    }
    const current = await db
      .select({ imageUrls: listings.imageUrls })
      .from(listings)
      .where(eq(listings.id, Number(id)))
      .get();
    for (const url of current?.imageUrls ?? []) form.append("imageUrls", url);
    const saved = await seller.as(`/update-listing/${id}`, { method: "POST", body: form, redirect: "manual" });
    expect(saved.status).toBe(302);
    expect(await row(id)).toEqual({ isHidden: false, hiddenReason: null });
  });

  it("an admin publishes or rejects a held listing, from the dashboard and through the API", async () => {
    const seller = await newSeller("waits_check");
    const admin = await newAdmin("checks_held");
    const first = (await apiCreate(seller, "Two bedroom in Kilimani area", SCAM)).data._id;
    const second = (await apiCreate(seller, "Studio apartment in Westlands", "Booking fee 1000 to hold the unit.")).data._id;

    const dashboard = await dashboardData(db);
    expect(dashboard.heldListings.count).toBe(2);
    expect(dashboard.heldListings.latest.map((listing) => [listing.id, listing.signals])).toEqual([
      [second, ["payment-first"]],
      [first, ["payment-first", "owner-abroad"]],
    ]);
    const page = await (await admin.as("/admin-dashboard")).text();
    expect(page).toContain(STRINGS.components.adminHeldListings.title);
    expect(page).toContain(STRINGS.components.adminHeldListings.approveLabel("Two bedroom in Kilimani area"));

    const approved = await admin.as(`/api/admin/held-listings/${first}/approve`, { method: "POST" });
    expect(approved.status).toBe(200);
    expect(await json(approved)).toMatchObject({ success: true, message: STRINGS.server.safety.approved, data: { status: "approved" } });
    expect(await row(first)).toEqual({ isHidden: false, hiddenReason: null });
    expect((await call(`/listing/${first}`)).status).toBe(200);
    // Approved words stay approved when the seller changes only the price.
    expect((await apiPatch(seller, first, { regularPrice: 9_000 })).status).toBe(200);
    expect(await row(first)).toEqual({ isHidden: false, hiddenReason: null });

    const form = new FormData();
    form.set("intent", "reject-held");
    form.set("listingId", second);
    const rejected = await admin.as("/admin-dashboard", { method: "POST", body: form, redirect: "manual" });
    expect(rejected.status).toBe(200);
    expect(await rejected.text()).toContain(STRINGS.server.safety.rejected);
    expect(await row(second)).toEqual({ isHidden: true, hiddenReason: "admin" });

    // Decided already: a 404 that changes nothing, on both faces.
    const again = await admin.as(`/api/admin/held-listings/${second}/approve`, { method: "POST" });
    expect(again.status).toBe(404);
    expect((await json(again)).message).toBe(STRINGS.server.safety.notHeld);
    expect(await row(second)).toEqual({ isHidden: true, hiddenReason: "admin" });
    expect((await admin.as("/api/admin/held-listings/not-a-number/reject", { method: "POST" })).status).toBe(404);
    expect((await dashboardData(db)).heldListings.count).toBe(0);
  }, 30_000);

  it("refuses visitors and non-admins on both faces, and changes nothing", async () => {
    const seller = await newSeller("held_guarded");
    const id = (await apiCreate(seller, "Bedsitter in Umoja estate", SCAM)).data._id;
    for (const action of ["approve", "reject"]) {
      expect((await call(`/api/admin/held-listings/${id}/${action}`, { method: "POST", headers: { origin: ORIGIN } })).status).toBe(401);
      expect((await seller.as(`/api/admin/held-listings/${id}/${action}`, { method: "POST" })).status).toBe(403);
      const form = new FormData();
      form.set("intent", `${action}-held`);
      form.set("listingId", id);
      const refused = await seller.as("/admin-dashboard", { method: "POST", body: form, redirect: "manual" });
      expect(refused.status).toBe(302);
      expect(refused.headers.get("location")).toBe("/");
    }
    expect((await seller.as("/api/admin/held-listings")).status).toBe(403);
    expect(await row(id)).toEqual({ isHidden: true, hiddenReason: "held" });
  });
});

/** The flash cookie a redirect set (its toast), to send with the next page. */
function flashOf(response: Response): string {
  return (
    response.headers
      .getSetCookie()
      .find((value) => !value.startsWith("sokoni.session_token="))
      ?.split(";")[0] ?? ""
  );
}
