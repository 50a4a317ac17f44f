import { describe, expect, it } from "vitest";
import {
  activeFilters,
  cleanSearchTerm,
  defaultListingQuery,
  LISTING_QUERY_MESSAGES,
  type ListingQuery,
  listingQueryToSearchParams,
  parseListingQuery,
  readListingQuery,
  withoutFilter,
} from "./listing-query";

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe("defaultListingQuery", () => {
  it("is what the schema makes of an empty address", () => {
    const parsed = parse("");
    expect(parsed.success && parsed.output).toEqual(defaultListingQuery());
  });
});

describe("cleanSearchTerm", () => {
  it("strips < > & \" ' ; and trims", () => {
    expect(cleanSearchTerm(`  <script>"toyota";'  `)).toBe("scripttoyota");
    expect(cleanSearchTerm("samsung   galaxy")).toBe("samsung galaxy");
  });

  it("finding 7: control characters, lone surrogates and format characters separate words", () => {
    expect(cleanSearchTerm("a\u0000b")).toBe("a b");
    expect(cleanSearchTerm("laptop\u0000")).toBe("laptop");
    expect(cleanSearchTerm("x\u001fy\u007fz\u0085w")).toBe("x y z w");
    expect(cleanSearchTerm("lap\ud800top")).toBe("lap top");
    expect(cleanSearchTerm("evil\u202etxt.exe")).toBe("evil txt.exe");
    expect(cleanSearchTerm("\u0000\u0001")).toBe("");
  });
});

describe("parseListingQuery", () => {
  it("fills the defaults", () => {
    const result = parse("");
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ order: "desc", limit: 9, startIndex: 0 });
    expect(result.output).not.toHaveProperty("sort", "regularPrice");
  });

  it("reads every filter and treats 'all' as no filter", () => {
    const result = parse(
      "category=Vehicles&subcategory=Cars&location=all&condition=Used&type=rent&offer=true&sort=regularPrice&order=asc&minPrice=100&maxPrice=5000&limit=12&startIndex=24",
    );
    expect(result.output).toMatchObject({
      category: "Vehicles",
      subcategory: "Cars",
      location: undefined,
      condition: "Used",
      type: "rent",
      offer: true,
      sort: "regularPrice",
      order: "asc",
      minPrice: 100,
      maxPrice: 5000,
      limit: 12,
      startIndex: 24,
    });
  });

  it("clamps limit to 48 and refuses values outside the allow-lists", () => {
    expect(parse("limit=500").output).toMatchObject({ limit: 48 });
    for (const bad of ["limit=0", "limit=2.5", "startIndex=-3", "sort=name", "order=sideways", "location=Atlantis", "minPrice=cheap", "type=swap"]) {
      expect(parse(bad).success, bad).toBe(false);
    }
  });

  it("answers a bad value with the product's own sentence, never the library's", () => {
    const messages = Object.values(LISTING_QUERY_MESSAGES) as string[];
    for (const bad of [
      "minPrice=abc",
      "maxPrice=-5",
      "minPrice=2.5",
      "limit=abc",
      "startIndex=x",
      "category=Spaceships",
      "subcategory=Any",
      "location=Atlantis",
      "condition=Old",
      "type=swap",
      "sort=name",
      "order=up",
    ]) {
      const result = parse(bad);
      expect(result.success, bad).toBe(false);
      expect(messages, bad).toContain(result.issues?.[0]?.message);
    }
    expect(parse("minPrice=abc").issues?.[0]?.message).toBe("Write the minimum price in whole shillings, e.g. 45000, 45k or 1.5m.");
  });

  it("reads prices as people write them", () => {
    expect(parse("minPrice=1,250,000&maxPrice= 2000000 ").output).toMatchObject({ minPrice: 1_250_000, maxPrice: 2_000_000 });
  });

  it("allow-lists subcategories, and only within their own category", () => {
    expect(parse("subcategory=Cars").output).toMatchObject({ subcategory: "Cars" });
    expect(parse("category=Vehicles&subcategory=Any").success).toBe(false);
    expect(parse("category=Fashion&subcategory=Cars").success).toBe(false);
    expect(parse("category=Jobs&subcategory=Cars").success).toBe(false);
    expect(parse("category=Vehicles&subcategory=").output).toMatchObject({ category: "Vehicles", subcategory: undefined });
  });
});

describe("readListingQuery, the pages' lenient reader", () => {
  const read = (query: string) => readListingQuery(new URLSearchParams(query));

  it("drops bad values and keeps the good ones", () => {
    const { query, ignored } = read("minPrice=abc&category=Vehicles&location=Atlantis&type=rent");
    expect(query).toMatchObject({ category: "Vehicles", type: "rent" });
    expect([query.minPrice, query.location]).toEqual([undefined, undefined]);
    expect(ignored.sort()).toEqual(["location", "minPrice"]);
  });

  it("drops a subcategory left over from another category", () => {
    const { query } = read("category=Jobs&subcategory=Cars");
    expect(query.category).toBe("Jobs");
    expect(query.subcategory).toBeUndefined();
  });

  it("reads the form as a browser without JavaScript sends it", () => {
    const { query, ignored } = read("searchTerm=&category=all&location=all&condition=all&minPrice=&maxPrice=&sort=regularPrice_asc");
    expect(ignored).toEqual([]);
    expect(listingQueryToSearchParams(query).toString()).toBe("sort=regularPrice&order=asc");
    expect(listingQueryToSearchParams(read("searchTerm=toyota&sort=").query).toString()).toBe("searchTerm=toyota");
  });
});

describe("the search address codec", () => {
  const canonical = (query: string) => listingQueryToSearchParams(readListingQuery(new URLSearchParams(query)).query).toString();

  it("gives every query back from its address (round trip)", () => {
    const queries: Partial<ListingQuery>[] = [
      {},
      { searchTerm: "toyota fielder", sort: "regularPrice", order: "asc" },
      { category: "Vehicles", subcategory: "Cars", location: "Nairobi", condition: "Used", type: "rent", offer: true, minPrice: 100, maxPrice: 5000 },
      { category: "Mobile Phones & Tablets", sort: "views", order: "desc", startIndex: 18 },
      { sort: "created_at", order: "asc", limit: 12 },
      { searchTerm: "bedsitter", sort: "created_at", order: "desc" },
      { order: "asc" },
    ];
    for (const partial of queries) {
      const query = { ...defaultListingQuery(), ...partial };
      const params = listingQueryToSearchParams(query);
      const back = readListingQuery(params);
      expect(back.ignored, params.toString()).toEqual([]);
      expect(back.query, params.toString()).toEqual(query);
    }
  });

  it("writes only what is set, in a fixed order, and is stable", () => {
    expect(canonical("")).toBe("");
    expect(canonical("order=desc&category=Vehicles&offer=false&limit=9&startIndex=0")).toBe("category=Vehicles");
    expect(canonical("sort=created_at&order=desc")).toBe("");
    expect(canonical("type=rent&location=Nairobi&category=Property&subcategory=Land")).toBe("category=Property&subcategory=Land&location=Nairobi&type=rent");
    for (const address of [
      `searchTerm=${"a".repeat(99)}+bcd`,
      "searchTerm=a+b&sort=regularPrice_desc&minPrice=1,000",
      "category=Jobs&subcategory=Cars&startIndex=9",
      "minPrice=abc",
    ]) {
      expect(canonical(canonical(address)), address).toBe(canonical(address));
    }
  });

  it("names the active filters and removes one at a time", () => {
    const query = readListingQuery(new URLSearchParams("searchTerm=toyota&category=Vehicles&subcategory=Cars&offer=true&sort=views&startIndex=9")).query;
    expect(activeFilters(query)).toEqual(["searchTerm", "category", "subcategory", "offer"]);
    expect(listingQueryToSearchParams(withoutFilter(query, "category")).toString()).toBe("searchTerm=toyota&offer=true&sort=views&order=desc");
    expect(activeFilters(defaultListingQuery())).toEqual([]);
  });
});
