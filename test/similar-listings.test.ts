import { describe, expect, it } from "vitest";
import { similarListings, similarListingsById, SIMILAR_PROBE } from "../worker/services/listings/similar-listings";
import { call, createListing, createSeller, db, json } from "./fixtures";

type Overrides = Parameters<typeof createListing>[1];

async function phone(userRef: string, name: string, regularPrice: number, overrides: Overrides = {}) {
  return createListing(userRef, {
    name,
    category: "Mobile Phones & Tablets",
    subcategory: "Smartphones",
    location: "Nairobi",
    condition: "Used",
    attributes: {},
    regularPrice,
    ...overrides,
  });
}

const refOf = (row: Awaited<ReturnType<typeof createListing>>) => ({
  id: row.id,
  subcategory: row.subcategory,
  category: row.category,
  location: row.location,
  regularPrice: row.regularPrice,
  type: row.type,
});

describe("similar listings", () => {
  it("same subcategory, the same county first, then the nearest price; never itself, a hidden, sold or other-kind listing", async () => {
    const seller = await createSeller();
    const me = await phone(seller.id, "iPhone 12", 50_000);
    await phone(seller.id, "Nairobi far", 90_000);
    await phone(seller.id, "Nairobi near", 52_000);
    await phone(seller.id, "Mombasa nearest", 50_500, { location: "Mombasa" });
    await phone(seller.id, "Nakuru close", 47_000, { location: "Nakuru" });
    await phone(seller.id, "Nairobi sold", 50_000, { isAvailable: false });
    await phone(seller.id, "Nairobi hidden", 50_000, { isHidden: true, hiddenReason: "admin" });
    await phone(seller.id, "Nairobi for rent", 50_000, { type: "rent" });
    await phone(seller.id, "Nairobi tablet", 50_000, { subcategory: "Tablets" });
    await createListing(seller.id, { name: "A car", regularPrice: 50_000, location: "Nairobi" });

    const similar = await similarListings(db, refOf(me));
    expect(similar.map((listing) => listing.name)).toEqual(["Nairobi near", "Nairobi far", "Mombasa nearest", "Nakuru close"]);
    // The page's variant reads the listing's values itself and answers the same.
    expect((await similarListingsById(db, me.id)).map((listing) => listing.name)).toEqual(similar.map((listing) => listing.name));
    expect(await similarListings(db, refOf(me), 2)).toHaveLength(2);
  });

  it("reads only the probes either side of the price: the nearest win even among many", async () => {
    const seller = await createSeller();
    const me = await phone(seller.id, "Mine", 100_000);
    const cheap = Array.from({ length: SIMILAR_PROBE + 6 }, (_, i) => ({
      ...base(seller.id),
      name: `Cheap ${i}`,
      regularPrice: 1_000 + i,
      location: "Mombasa",
    }));
    await createListing(seller.id, { ...cheap[0] });
    for (const row of cheap.slice(1)) await createListing(seller.id, row);
    await phone(seller.id, "Close above", 101_000, { location: "Mombasa" });
    await phone(seller.id, "Close below", 99_000, { location: "Kisumu" });
    const similar = await similarListings(db, refOf(me));
    expect(
      similar
        .map((listing) => listing.name)
        .slice(0, 2)
        .sort(),
    ).toEqual(["Close above", "Close below"]);
    expect(similar).toHaveLength(4);
  });

  it("a listing without a subcategory is compared with its own category's", async () => {
    const seller = await createSeller();
    const job = await createListing(seller.id, {
      name: "Driver wanted",
      category: "Jobs",
      subcategory: null,
      condition: null,
      attributes: {},
      regularPrice: 30_000,
    });
    await createListing(seller.id, { name: "Cook wanted", category: "Jobs", subcategory: null, condition: null, attributes: {}, regularPrice: 25_000 });
    await createListing(seller.id, { name: "CV", category: "Seeking Work CVs", subcategory: null, condition: null, attributes: {}, regularPrice: 30_000 });
    expect((await similarListings(db, refOf(job))).map((listing) => listing.name)).toEqual(["Cook wanted"]);
  });

  it("GET /api/listings/:id/similar answers the row, and 404 for a missing or hidden listing", async () => {
    const seller = await createSeller();
    const me = await phone(seller.id, "iPhone 12", 50_000);
    await phone(seller.id, "iPhone 11", 40_000);
    const hidden = await phone(seller.id, "Hidden", 40_000, { isHidden: true, hiddenReason: "admin" });
    const response = await call(`/api/listings/${me.id}/similar`);
    expect(response.status).toBe(200);
    const body = await json<{ success: boolean; data: { listings: { name: string; _id: string }[] } }>(response);
    expect(body.success).toBe(true);
    expect(body.data.listings.map((listing) => listing.name)).toEqual(["iPhone 11"]);
    for (const path of [`/api/listings/${hidden.id}/similar`, "/api/listings/999999/similar", "/api/listings/abc/similar"]) {
      const missing = await call(path);
      expect(missing.status, path).toBe(404);
      expect((await json(missing)).success).toBe(false);
    }
  });

  it("the listing page shows the row with lazily loaded pictures", async () => {
    const seller = await createSeller();
    const me = await phone(seller.id, "iPhone 12", 50_000);
    await phone(seller.id, "Samsung Galaxy S21", 45_000);
    const html = await (await call(`/listing/${me.id}`)).text();
    expect(html).toContain("Similar listings");
    const row = html.slice(html.indexOf('id="similar-listings"'));
    expect(row).toContain("Samsung Galaxy S21");
    expect(row).toMatch(/<img[^>]*loading="lazy"/);
    // Without any, there is no row.
    const alone = await createListing(seller.id, {
      name: "Tractor",
      category: "Agriculture & Food",
      subcategory: "Farm Equipment",
      condition: null,
      attributes: {},
    });
    expect(await (await call(`/listing/${alone.id}`)).text()).not.toContain("Similar listings");
  }, 60_000);
});

function base(userRef: string): Overrides & { userRef: string } {
  return { userRef, category: "Mobile Phones & Tablets", subcategory: "Smartphones", condition: "Used", attributes: {} };
}
