import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { defaultListingQuery, type ListingQuery, readListingQuery } from "../app/domain/listing-query";
import { listings } from "../worker/db/schema";
import { filterOptionsFor, forgetFilterOptions } from "../worker/services/search/filter-options";
import { nearestSearches, relaxationsOf } from "../worker/services/search/nearest-searches";
import { findListings } from "../worker/services/listings/listings";
import { createListing, createSeller, db } from "./fixtures";

beforeEach(forgetFilterOptions);

const query = (address: string): ListingQuery => readListingQuery(new URLSearchParams(address)).query;

async function car(userRef: string, make: string, model: string, overrides: Parameters<typeof createListing>[1] = {}) {
  return createListing(userRef, { name: `${make} ${model}`, attributes: { make, model, year: 2015 }, ...overrides });
}

describe("filterOptionsFor offers only the choices that exist", () => {
  it("reads nothing for a search without a category or county", async () => {
    const seller = await createSeller();
    await car(seller.id, "Toyota", "Fielder");
    expect(await filterOptionsFor(db, defaultListingQuery())).toEqual({ makes: [], models: [], areas: [], brands: [], sizes: [] });
    // A category without category filters offers none either.
    expect(await filterOptionsFor(db, query("category=Jobs"))).toEqual({ makes: [], models: [], areas: [], brands: [], sizes: [] });
  });

  it("lists Vehicles' makes A-Z with counts and people's spelling, and a make's models once it is chosen", async () => {
    const seller = await createSeller();
    await car(seller.id, "Toyota", "Fielder");
    await car(seller.id, " toyota ", "Premio");
    await car(seller.id, "TOYOTA", "fielder");
    await car(seller.id, "Mazda", "Demio");
    await car(seller.id, "Nissan", "Note", { isHidden: true, hiddenReason: "admin" });
    // A listing with no make offers nothing.
    await createListing(seller.id, { attributes: { year: 2010 } });

    const vehicles = await filterOptionsFor(db, query("category=Vehicles"));
    expect(vehicles.makes.map(({ value, count }) => [value, count])).toEqual([
      ["mazda", 1],
      ["toyota", 3],
    ]);
    expect(vehicles.makes.find((option) => option.value === "mazda")?.label).toBe("Mazda");
    expect(["Toyota", "toyota", "TOYOTA"]).toContain(vehicles.makes.find((option) => option.value === "toyota")?.label);
    expect(vehicles.models).toEqual([]);
    expect(vehicles.brands).toEqual([]);

    const toyotas = await filterOptionsFor(db, query("category=Vehicles&make=Toyota"));
    expect(toyotas.models.map(({ value, count }) => [value, count])).toEqual([
      ["fielder", 2],
      ["premio", 1],
    ]);
    expect(toyotas.models.find((option) => option.value === "premio")?.label).toBe("Premio");

    // Every offered value narrows the search to exactly its count.
    for (const option of toyotas.models) {
      const found = await findListings(db, query(`category=Vehicles&make=toyota&model=${encodeURIComponent(option.value)}`));
      expect(found.total).toBe(option.count);
    }
    for (const option of vehicles.makes) {
      const found = await findListings(db, query(`category=Vehicles&make=${encodeURIComponent(option.value)}`));
      expect(found.total).toBe(option.count);
    }
  });

  it("offers the chosen county's areas, most used first, and brands and sizes for their categories", async () => {
    const seller = await createSeller();
    await createListing(seller.id, { location: "Nairobi", area: "Kilimani" });
    await createListing(seller.id, { location: "Nairobi", area: "Kilimani" });
    await createListing(seller.id, { location: "Nairobi", area: "Westlands" });
    await createListing(seller.id, { location: "Mombasa", area: "Nyali" });
    const electronics = { category: "Electronics", subcategory: "Laptops", condition: "Used" } as const;
    await createListing(seller.id, { ...electronics, name: "HP EliteBook", attributes: { brand: "HP" } });
    await createListing(seller.id, { ...electronics, name: "Samsung TV", attributes: { brand: "Samsung" } });
    await createListing(seller.id, {
      category: "Fashion",
      subcategory: "Shoes",
      condition: null,
      name: "Sneakers",
      attributes: { size: "42", color: "White" },
    });

    const nairobi = await filterOptionsFor(db, query("location=Nairobi"));
    expect(nairobi.areas).toEqual([
      { value: "Kilimani", label: "Kilimani", count: 2 },
      { value: "Westlands", label: "Westlands", count: 1 },
    ]);
    expect(nairobi.makes).toEqual([]);

    const brands = await filterOptionsFor(db, query("category=Electronics"));
    expect(brands.brands).toEqual([
      { value: "hp", label: "HP", count: 1 },
      { value: "samsung", label: "Samsung", count: 1 },
    ]);
    expect((await filterOptionsFor(db, query("category=Mobile Phones %26 Tablets"))).brands.map((option) => option.value)).toEqual(["hp", "samsung"]);
    expect((await filterOptionsFor(db, query("category=Fashion"))).sizes).toEqual([{ value: "42", label: "42", count: 1 }]);
  });
});

describe("nearestSearches offers the searches next to an empty one that do find listings", () => {
  it("drops the narrowest filter first and keeps the words", async () => {
    const seller = await createSeller();
    await car(seller.id, "Toyota", "Fielder", { location: "Mombasa", area: "Nyali", regularPrice: 1_400_000 });
    await car(seller.id, "Toyota", "Premio", { location: "Nakuru", regularPrice: 1_200_000 });

    // Nothing in Bamburi: the same search without the area finds the Fielder in Mombasa.
    const empty = query("searchTerm=toyota&category=Vehicles&location=Mombasa&area=Bamburi&make=toyota&model=fielder&maxPrice=1500000");
    expect((await findListings(db, empty)).total).toBe(0);
    const near = await nearestSearches(db, empty);
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThanOrEqual(3);
    expect(near[0]?.dropped).toEqual(["area"]);
    expect(near[0]?.total).toBe(1);
    for (const search of near) {
      expect(search.query.searchTerm).toBe("toyota");
      expect((await findListings(db, search.query)).total).toBe(search.total);
      expect(search.total).toBeGreaterThan(0);
    }
  });

  it("drops several filters together when no single one is enough", async () => {
    const seller = await createSeller();
    await car(seller.id, "Toyota", "Premio", { location: "Nakuru", regularPrice: 1_200_000 });
    // Fielders in Mombasa under 1M: no one filter is the obstacle; in the relaxation order the
    // model, the make, the price and then the county go before a Toyota is found.
    const empty = query("category=Vehicles&location=Mombasa&make=toyota&model=fielder&maxPrice=1000000");
    const near = await nearestSearches(db, empty);
    expect(near.length).toBeGreaterThan(0);
    for (const search of near) {
      expect(search.dropped.length).toBeGreaterThan(1);
      expect((await findListings(db, search.query)).total).toBe(search.total);
    }
    expect([...(near[0]?.dropped ?? [])].sort()).toEqual(["location", "make", "maxPrice", "model"]);
    expect(near[0]?.query.category).toBe("Vehicles");
  });

  it("offers nothing when there is nothing to drop or nothing to find", async () => {
    expect(await nearestSearches(db, query("searchTerm=zebra"))).toEqual([]);
    expect(await nearestSearches(db, query("searchTerm=zebra&location=Nakuru&category=Fashion"))).toEqual([]);
  });

  it("never offers the query itself or the same search twice, and drops a model with its make", () => {
    const { single, cumulative } = relaxationsOf(query("category=Vehicles&make=toyota&model=fielder"));
    const addresses = [...single, ...cumulative].map((candidate) => JSON.stringify(candidate.query));
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(single.map((candidate) => candidate.dropped)).toEqual([["model"], ["make", "model"], ["category", "make", "model"]]);
    expect(cumulative).toEqual([]);
  });
});

it("hidden listings are never counted", async () => {
  const seller = await createSeller();
  const shown = await car(seller.id, "Subaru", "Forester");
  await db.update(listings).set({ isHidden: true, hiddenReason: "admin" }).where(eq(listings.id, shown.id));
  expect((await filterOptionsFor(db, query("category=Vehicles"))).makes).toEqual([]);
});

it("keeps a category's list for a minute in the isolate, and the county's areas never", async () => {
  const seller = await createSeller();
  await car(seller.id, "Toyota", "Fielder", { location: "Nairobi", area: "Kilimani" });
  expect((await filterOptionsFor(db, query("category=Vehicles&location=Nairobi"))).makes.map((option) => option.value)).toEqual(["toyota"]);
  await car(seller.id, "Honda", "Fit", { location: "Nairobi", area: "Karen" });
  const again = await filterOptionsFor(db, query("category=Vehicles&location=Nairobi"));
  expect(again.makes.map((option) => option.value)).toEqual(["toyota"]);
  expect(again.areas.map((option) => option.value).sort()).toEqual(["Karen", "Kilimani"]);
  forgetFilterOptions();
  expect((await filterOptionsFor(db, query("category=Vehicles"))).makes.map((option) => option.value)).toEqual(["honda", "toyota"]);
});
