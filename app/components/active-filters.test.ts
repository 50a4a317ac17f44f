import { describe, expect, it } from "vitest";
import { defaultListingQuery, type ListingQuery } from "../domain/listing-query";
import { filterLabel } from "./active-filters";
import { conditionsOf } from "./search-filters";

const query = (patch: Partial<ListingQuery>): ListingQuery => ({ ...defaultListingQuery(), ...patch });

describe("filter chips", () => {
  it("reads every issue 17 filter as people say it", () => {
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
    expect(filterLabel(q, "bedrooms")).toBe("1+ bedroom");
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
    expect(conditionsOf("Jobs")).toEqual(["New", "Used", "Refurbished"]);
  });
});
