import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultListingQuery, type ListingQuery } from "../app/domain/listing-query";
import { FACETS_SQL } from "../worker/db/facets";
import { listings } from "../worker/db/schema";
import { findListings } from "../worker/services/listings/listings";
import { queryFacets } from "../worker/services/listings/listing-words";
import { completions, spellingSuggestion } from "../worker/services/search/search-suggest";
import { call, createListing, createSeller, db, json } from "./fixtures";

/**
 * Decision 079: words with equality filters are answered by FTS5 from the filters' tokens in the
 * `facets` column. These tests hold the tokens to the columns they stand for: the same search
 * answered from the tokens and from the columns (a price range of "from 0" sends it through the
 * columns) gives the same listings, in the same order, with the same total.
 */

interface ListingsBody {
  data: { listings: { _id: string; name: string }[]; total: number };
}

async function world() {
  const seller = await createSeller();
  const make = (name: string, overrides: Parameters<typeof createListing>[1]) => createListing(seller.id, { name, ...overrides });
  await make("Land Rover Defender 2015 diesel", {
    category: "Vehicles",
    subcategory: "Cars",
    location: "Murang'a",
    area: "Kangema Town",
    attributes: { make: " Land Rover ", model: "Defender 110", year: 2015 },
    offer: true,
    discountPrice: 900_000,
    regularPrice: 1_000_000,
  });
  await make("Land Rover Discovery 2012 petrol", {
    category: "Vehicles",
    subcategory: "Cars",
    location: "Nairobi",
    attributes: { make: "Land Rover", model: "Discovery", year: 2012 },
    type: "rent",
    regularPrice: 15_000,
  });
  await make("Twelve bedroom mansion with a garden", {
    category: "Property",
    subcategory: "Houses",
    location: "Nairobi",
    area: "South B",
    condition: null,
    attributes: { bedrooms: 12, bathrooms: 10, furnished: true, parking: true },
    regularPrice: 90_000_000,
  });
  await make("One bedroom house with a garden", {
    category: "Property",
    subcategory: "Houses",
    location: "Nairobi",
    area: "South C",
    condition: null,
    attributes: { bedrooms: 1, bathrooms: 1, furnished: false, parking: false },
    type: "rent",
    regularPrice: 20_000,
  });
  await make("Mtumba jeans size 32 W, garden fresh", {
    category: "Fashion",
    subcategory: "Clothing",
    location: "Mombasa",
    condition: "Used",
    attributes: { size: "32 W", brand: "Levi's" },
    regularPrice: 800,
  });
  await make("Samsung Galaxy tab, garden photos", {
    category: "Mobile Phones & Tablets",
    subcategory: "Tablets",
    location: "Nairobi",
    area: "South B",
    condition: "Refurbished",
    attributes: { brand: "Samsung" },
    regularPrice: 18_000,
  });
}

const CASES: [string, string, string[]][] = [
  [
    "make with a space, typed loosely",
    "searchTerm=land&category=Vehicles&make=land rover",
    ["Land Rover Defender 2015 diesel", "Land Rover Discovery 2012 petrol"],
  ],
  ["model with a number", "searchTerm=land&make=land rover&model=defender 110", ["Land Rover Defender 2015 diesel"]],
  ["county with an apostrophe + area with a space", "searchTerm=land&location=Murang'a&area=Kangema Town", ["Land Rover Defender 2015 diesel"]],
  ["offer", "searchTerm=land&offer=true", ["Land Rover Defender 2015 diesel"]],
  ["rent", "searchTerm=garden&type=rent", ["One bedroom house with a garden"]],
  [
    "sale",
    "searchTerm=garden&type=sale",
    ["Twelve bedroom mansion with a garden", "Mtumba jeans size 32 W, garden fresh", "Samsung Galaxy tab, garden photos"],
  ],
  ["bedrooms at the top of the scale", "searchTerm=garden&category=Property&bedrooms=10", ["Twelve bedroom mansion with a garden"]],
  ["bedrooms exactly one", "searchTerm=garden&category=Property&bedrooms=1", ["One bedroom house with a garden"]],
  ["bathrooms", "searchTerm=garden&category=Property&bathrooms=2", ["Twelve bedroom mansion with a garden"]],
  ["furnished + parking", "searchTerm=garden&category=Property&furnished=true&parking=true", ["Twelve bedroom mansion with a garden"]],
  [
    "area shared by two categories",
    "searchTerm=garden&location=Nairobi&area=south b",
    ["Twelve bedroom mansion with a garden", "Samsung Galaxy tab, garden photos"],
  ],
  ["size with a space", "searchTerm=garden&category=Fashion&size=32 w", ["Mtumba jeans size 32 W, garden fresh"]],
  ["condition", "searchTerm=garden&condition=Refurbished", ["Samsung Galaxy tab, garden photos"]],
  ["subcategory + brand", "searchTerm=garden&category=Mobile Phones %26 Tablets&subcategory=Tablets&brand=samsung", ["Samsung Galaxy tab, garden photos"]],
  ["a filter no listing has", "searchTerm=garden&category=Fashion&size=34", []],
];

async function search(query: string): Promise<ListingsBody["data"]> {
  const response = await call(`/api/listings?${query}&limit=48`);
  expect(response.status, query).toBe(200);
  return (await json<ListingsBody>(response)).data;
}

describe("words with filters, answered by the FTS index's filter tokens", () => {
  it.each(CASES)("%s: the same listings, order and total as the columns give", async (_name, query, expected) => {
    await world();
    const fromTokens = await search(query);
    expect(fromTokens.listings.map((listing) => listing.name).sort()).toEqual([...expected].sort());
    expect(fromTokens.total).toBe(expected.length);
    // A price range from 0 excludes nothing, and sends the same search through the columns.
    const fromColumns = await search(`${query}&minPrice=0`);
    expect(fromColumns.listings.map((listing) => listing._id)).toEqual(fromTokens.listings.map((listing) => listing._id));
    expect(fromColumns.total).toBe(fromTokens.total);
  });

  it("count the filters alone as the columns do (the total of a list without words)", async () => {
    await world();
    for (const [name, query] of CASES) {
      const filters = query.replace(/^searchTerm=[^&]*&?/, "");
      const fromTokens = await search(filters);
      const fromColumns = await search(`${filters}&minPrice=0`);
      expect(fromTokens.total, name).toBe(fromColumns.total);
      expect(
        fromTokens.listings.map((listing) => listing._id),
        name,
      ).toEqual(fromColumns.listings.map((listing) => listing._id));
    }
    // The total rides on the page's rows; a page past the end has none, and is counted apart.
    const past = await search("category=Property&bedrooms=1&startIndex=40");
    expect(past).toMatchObject({ listings: [], total: 1 });
  });

  it("follow a listing's edits and its hiding", async () => {
    await world();
    const row = await db.select({ id: listings.id }).from(listings).where(eq(listings.name, "One bedroom house with a garden")).get();
    if (!row) throw new Error("the world has the one-bedroom house");
    const query: ListingQuery = { ...defaultListingQuery(), searchTerm: "garden", category: "Property", bedrooms: 3, furnished: true };
    // Bedrooms are exact (decision 114): the twelve-bedroom mansion is not a three-bedroom house.
    expect((await findListings(db, query)).total).toBe(0);
    await db
      .update(listings)
      .set({ attributes: { bedrooms: 3, bathrooms: 1, furnished: true, parking: false } })
      .where(eq(listings.id, row.id));
    expect((await findListings(db, query)).listings.map((listing) => listing.name).sort()).toEqual(["One bedroom house with a garden"]);
    await db.update(listings).set({ type: "sale", location: "Kiambu", area: null }).where(eq(listings.id, row.id));
    expect((await findListings(db, { ...query, location: "Kiambu", type: "sale" })).total).toBe(1);
    expect((await findListings(db, { ...query, type: "rent" })).total).toBe(0);
    await db.update(listings).set({ isHidden: true }).where(eq(listings.id, row.id));
    expect((await findListings(db, { ...query, location: "Kiambu" })).total).toBe(0);
    await db.delete(listings).where(eq(listings.id, row.id));
    expect((await findListings(db, query)).total).toBe(0);
  });

  it("are never matched by words, suggested or completed", async () => {
    await world();
    const token = queryFacets({ ...defaultListingQuery(), type: "rent" })[0] ?? "";
    expect(token).toMatch(/^0ty/);
    expect((await search(`searchTerm=${token}`)).total).toBe(0);
    expect((await search("searchTerm=0t")).total).toBe(0);
    expect(await completions(db, "0t")).not.toContainEqual(expect.stringMatching(/^0ty/));
    expect(await spellingSuggestion(db, token.slice(0, -1))).toBeNull();
  });

  it("are the generated column's expression that the migration wrote", async () => {
    const row = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'listings'").first<{ sql: string }>();
    expect(row?.sql.replace(/\s+/g, " ")).toContain(`GENERATED ALWAYS AS (${FACETS_SQL}) VIRTUAL`);
  });
});
