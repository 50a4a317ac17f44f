import { beforeEach, describe, expect, it } from "vitest";
import { completions, forgetVocabulary, spellingSuggestion } from "../worker/services/search/search-suggest";
import { call, createListing, createSeller, db, json } from "./fixtures";

interface ListingsBody {
  success: boolean;
  data: { listings: { _id: string; name: string }[]; total: number; suggestion: string | null };
}
interface SuggestionsBody {
  success: boolean;
  data: { suggestions: string[] };
}

async function search(query: string): Promise<ListingsBody["data"]> {
  const response = await call(`/api/listings?${query}`);
  expect(response.status, query).toBe(200);
  return (await json<ListingsBody>(response)).data;
}

async function suggestions(typed: string): Promise<string[]> {
  const response = await call(`/api/search/suggestions?q=${encodeURIComponent(typed)}`);
  expect(response.status, typed).toBe(200);
  const body = await json<SuggestionsBody>(response);
  expect(body.success).toBe(true);
  return body.data.suggestions;
}

describe("forgiving search", () => {
  beforeEach(async () => {
    forgetVocabulary(db);
    const seller = await createSeller();
    const phone = (name: string, description = `${name}, clean, with charger. Call or WhatsApp.`) =>
      createListing(seller.id, {
        name,
        description,
        category: "Mobile Phones & Tablets",
        subcategory: "Smartphones",
        location: "Nairobi",
        attributes: { brand: "Apple", condition: "Used" },
      });
    // Oldest first: ids grow, and within a tier the newest (highest id) comes first.
    await phone("iPhone 13 Pro Max 256GB");
    await phone("iPhone 12 mini");
    await phone("iPhone 11 64GB");
    await phone("Samsung Galaxy A13", "Samsung Galaxy A13, 128GB. Works with iPhone chargers too.");
    await phone("iPhone 13 128GB");
    await phone("Tecno Spark 130", "Tecno Spark, 130 hours of battery on standby.");
    await createListing(seller.id, { name: "Toyota Corolla 2013", description: "Corolla in good condition.", category: "Vehicles", subcategory: "Cars" });
  });

  it('"iphone 13" shows the iPhone 13s first, then the other iPhones, counted and paged alike', async () => {
    const found = await search("searchTerm=iphone%2013&limit=24");
    const names = found.listings.map((listing) => listing.name);
    expect(names.slice(0, 2)).toEqual(["iPhone 13 128GB", "iPhone 13 Pro Max 256GB"]);
    // Then the relaxed tier: every other listing with "iphone", the newest first.
    expect(names.slice(2)).toEqual(["Samsung Galaxy A13", "iPhone 11 64GB", "iPhone 12 mini"]);
    expect(found.total).toBe(5);
    expect(found.suggestion).toBeNull();
    // Page by page gives the same order, nothing repeated or skipped.
    const walked: string[] = [];
    for (let start = 0; start < 6; start += 2)
      walked.push(...(await search(`searchTerm=iphone%2013&limit=2&startIndex=${start}`)).listings.map((listing) => listing.name));
    expect(walked).toEqual(names);
  });

  it("numbers match whole words only, words match as prefixes", async () => {
    const thirteen = (await search("searchTerm=13&limit=24")).listings.map((listing) => listing.name);
    expect(thirteen).not.toContain("Tecno Spark 130");
    expect(thirteen).toContain("iPhone 13 128GB");
    expect(thirteen).toContain("iPhone 13 Pro Max 256GB");
    expect(thirteen).not.toContain("Toyota Corolla 2013");
    const prefix = await search("searchTerm=iph&limit=24");
    expect(prefix.total).toBe(5);
    expect((await search("searchTerm=galax%20a1&limit=24")).listings.map((listing) => listing.name)).toEqual(["Samsung Galaxy A13"]);
  });

  it("a chosen sort orders the exact matches only, and counts them alone", async () => {
    const byPrice = await search("searchTerm=iphone%2013&sort=regularPrice&order=asc&limit=24");
    expect(byPrice.listings.map((listing) => listing.name).sort()).toEqual(["iPhone 13 128GB", "iPhone 13 Pro Max 256GB"]);
    expect(byPrice.total).toBe(2);
  });

  it("the relaxed tier keeps the filters", async () => {
    const inVehicles = await search("searchTerm=iphone%2013&category=Vehicles");
    expect(inVehicles.total).toBe(0);
    const phones = await search("searchTerm=iphone%2013&category=Mobile%20Phones%20%26%20Tablets&limit=24");
    expect(phones.total).toBe(5);
    expect(phones.listings[0]?.name).toBe("iPhone 13 128GB");
  });

  it('an empty search answers "Did you mean ...?" from the catalogue\'s words', async () => {
    const misspelt = await search("searchTerm=ipohne%2013");
    expect(misspelt.total).toBe(0);
    expect(misspelt.suggestion).toBe("iphone 13");
    expect((await search("searchTerm=toyota%20corola")).suggestion).toBe("toyota corolla");
    expect((await search("searchTerm=samsnug")).suggestion).toBe("samsung");
    // Nothing near: no suggestion rather than a wrong one.
    expect((await search("searchTerm=xylophone")).suggestion).toBeNull();
    // Found something: no suggestion asked for.
    expect((await search("searchTerm=iphone")).suggestion).toBeNull();
    expect(await spellingSuggestion(db, "corola")).toBe("corolla");
    expect(await spellingSuggestion(db, "")).toBeNull();
  });

  it("the header's completions: categories and the catalogue's words, at most 8", async () => {
    expect(await suggestions("iph")).toEqual(["iphone"]);
    expect(await suggestions("iphone 1")).toEqual(expect.arrayContaining(["iphone 13", "iphone 12", "iphone 11"]));
    // A later word is completed from the names that have the earlier ones: the commonest first, never a dead end.
    expect((await suggestions("iphone 1"))[0]).toBe("iphone 13");
    expect(await suggestions("toyota co")).toEqual(["toyota corolla"]);
    expect(await suggestions("samsung zz")).toEqual([]);
    const vehicles = await suggestions("veh");
    expect(vehicles[0]).toBe("Vehicles");
    expect(await suggestions("Smart")).toContain("Smartphones");
    expect(await suggestions("")).toEqual([]);
    expect(await suggestions("i")).toEqual([]);
    expect((await suggestions("c")).length).toBe(0);
    expect((await completions(db, "co")).length).toBeLessThanOrEqual(8);
    expect(await completions(db, "co")).toEqual(expect.arrayContaining(["corolla"]));
  });

  it("hostile input stays harmless", async () => {
    for (const typed of ['"', '"*) OR NOT (', "NEAR(a b)", "name:iphone", "*", "^x", "\u0000", "a".repeat(5000), "💥💥", "' OR 1=1 --"]) {
      const page = await search(`searchTerm=${encodeURIComponent(typed.slice(0, 200))}`);
      expect(Array.isArray(page.listings)).toBe(true);
      const response = await call(`/api/search/suggestions?q=${encodeURIComponent(typed)}`);
      expect(response.status, typed).toBe(200);
      const body = await json<SuggestionsBody>(response);
      expect(body.data.suggestions.length).toBeLessThanOrEqual(8);
    }
  });
});
