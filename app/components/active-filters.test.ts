import { describe, expect, it } from "vitest";
import { defaultListingQuery, type ListingQuery } from "../domain/listing-query";
import { filterLabel } from "./active-filters";
import { conditionsOf } from "./search-results/search-filters";

const query = (patch: Partial<ListingQuery>): ListingQuery => ({ ...defaultListingQuery(), ...patch });

describe("filter chips", () => {
  it("reads every filter as people say it", () => {
    const q = query({
      category: "Vehicles",
      type: "rent",
      make: "toyota",
      model: "land cruiser",
      yearFrom: 2015,
      yearTo: 2020,
      bedrooms: 1,
      bathrooms: 2,
      furnished: true,
      parking: true,
      size: "xl",
      area: "Kilimani",
    });
    expect(filterLabel(q, "type")).toBe("For rent");
    expect(filterLabel(q, "make")).toBe("Toyota");
    expect(filterLabel(q, "model")).toBe("Land Cruiser");
    expect(filterLabel(q, "yearFrom")).toBe("From 2015");
    expect(filterLabel(q, "yearTo")).toBe("Up to 2020");
    expect(filterLabel(q, "bedrooms")).toBe("1 bedroom");
    expect(filterLabel({ ...q, bedrooms: 0 }, "bedrooms")).toBe("Bedsitter");
    expect(filterLabel({ ...q, bedrooms: 3 }, "bedrooms")).toBe("3 bedrooms");
    expect(filterLabel({ ...q, bedrooms: 10 }, "bedrooms")).toBe("10+ bedrooms");
    // A rent's price range is per month.
    expect(filterLabel({ ...q, minPrice: 40_000 }, "minPrice")).toBe("From KSh 40,000 / month");
    expect(filterLabel({ ...q, type: "sale", maxPrice: 1_500_000 }, "maxPrice")).toBe("Up to KSh 1,500,000");
    expect(filterLabel(q, "bathrooms")).toBe("2+ bathrooms");
    expect(filterLabel(q, "furnished")).toBe("Furnished");
    expect(filterLabel(q, "parking")).toBe("Parking");
    expect(filterLabel(q, "size")).toBe("Size XL");
    expect(filterLabel(q, "area")).toBe("Kilimani");
  });

  it("prefers the options' own spelling", () => {
    const q = query({ category: "Vehicles", make: "bmw" });
    expect(filterLabel(q, "make", { makes: [{ value: "bmw", label: "BMW", count: 3 }] })).toBe("BMW");
  });
});

describe("conditions a category offers", () => {
  it("follows the listing form", () => {
    expect(conditionsOf("all")).toEqual(["New", "Used", "Refurbished"]);
    expect(conditionsOf("Vehicles")).toEqual(["New", "Used"]);
    expect(conditionsOf("Electronics")).toEqual(["New", "Used", "Refurbished"]);
    expect(conditionsOf("Property")).toEqual([]);
    expect(conditionsOf("Fashion")).toEqual([]);
    expect(conditionsOf("Services")).toEqual(["New", "Used", "Refurbished"]);
    // A job or a CV has no condition to filter by (decision 114).
    expect(conditionsOf("Jobs")).toEqual([]);
    expect(conditionsOf("Seeking Work CVs")).toEqual([]);
  });
});
