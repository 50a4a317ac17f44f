import { describe, expect, it } from "vitest";
import { cleanSearchTerm, parseListingQuery } from "./listing-query";

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe("cleanSearchTerm", () => {
  it("strips < > & \" ' ; and trims", () => {
    expect(cleanSearchTerm(`  <script>"toyota";'  `)).toBe("scripttoyota");
    expect(cleanSearchTerm("samsung   galaxy")).toBe("samsung galaxy");
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

  it("allow-lists subcategories, and only within their own category", () => {
    expect(parse("subcategory=Cars").output).toMatchObject({ subcategory: "Cars" });
    expect(parse("category=Vehicles&subcategory=Any").success).toBe(false);
    expect(parse("category=Fashion&subcategory=Cars").success).toBe(false);
    expect(parse("category=Jobs&subcategory=Cars").success).toBe(false);
    expect(parse("category=Vehicles&subcategory=").output).toMatchObject({ category: "Vehicles", subcategory: undefined });
  });
});
