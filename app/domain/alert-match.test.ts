import { describe, expect, it } from "vitest";
import { readListingQuery } from "./listing-query";
import { type MatchableListing, ftsTokens, listingMatches, prepareQuery } from "./alert-match";

const car: MatchableListing = {
  name: "Toyota Axio 2016, clean",
  description: "Low mileage, one owner.",
  category: "Vehicles",
  subcategory: "Cars",
  location: "Mombasa",
  area: "Nyali",
  condition: "Used",
  type: "sale",
  offer: false,
  regularPrice: 1_350_000,
  attributes: { make: " Toyota ", model: "Axio", year: 2016 },
};
const phone: MatchableListing = {
  name: "iPhone 13 Pro Max 256GB",
  description: "Café-fresh, boxed",
  category: "Mobile Phones & Tablets",
  subcategory: "Mobile Phones",
  location: "Nairobi",
  area: "Kilimani",
  condition: "Used",
  type: "sale",
  offer: true,
  regularPrice: 95_000,
  attributes: { brand: "Apple" },
};
const flat: MatchableListing = {
  name: "Two bedroom apartment",
  description: "Quiet block",
  category: "Property",
  subcategory: "Houses & Apartments for Rent",
  location: "Nairobi",
  area: "Kilimani",
  condition: null,
  type: "rent",
  offer: false,
  regularPrice: 65_000,
  attributes: { bedrooms: 2, bathrooms: 1, furnished: true, parking: false },
};

const matches = (address: string, listing: MatchableListing) => listingMatches(prepareQuery(readListingQuery(new URLSearchParams(address)).query), listing);

describe("alert matcher", () => {
  it("tokenises like FTS5's unicode61 with diacritics removed", () => {
    expect(ftsTokens("Café-fresh, 256GB")).toEqual(["cafe", "fresh", "256gb"]);
  });
  it("matches words as prefixes and numbers as whole words, every word needed", () => {
    expect(matches("searchTerm=iphone 13", phone)).toBe(true);
    expect(matches("searchTerm=iph", phone)).toBe(true);
    expect(matches("searchTerm=iphone 1", phone)).toBe(false);
    expect(matches("searchTerm=iphone 14", phone)).toBe(false);
    expect(matches("searchTerm=cafe", phone)).toBe(true);
    expect(matches("searchTerm=kilimani", phone)).toBe(true);
    expect(matches("searchTerm=toyota iphone", phone)).toBe(false);
    expect(matches("searchTerm=Mobile Phones", phone)).toBe(true);
  });
  it("applies the spec's filters", () => {
    expect(matches("category=Vehicles&location=Mombasa&maxPrice=1500000", car)).toBe(true);
    expect(matches("category=Vehicles&location=Nairobi", car)).toBe(false);
    expect(matches("maxPrice=1000000", car)).toBe(false);
    expect(matches("minPrice=1400000", car)).toBe(false);
    expect(matches("condition=New", car)).toBe(false);
    expect(matches("type=rent", car)).toBe(false);
    expect(matches("offer=true", car)).toBe(false);
    expect(matches("offer=true", phone)).toBe(true);
    expect(matches("subcategory=Cars", car)).toBe(true);
  });
  it("applies the category filters as the generated columns read them", () => {
    expect(matches("category=Vehicles&make=toyota&model=axio&yearFrom=2015&yearTo=2017", car)).toBe(true);
    expect(matches("make=TOYOTA", car)).toBe(true);
    expect(matches("make=toyota&yearFrom=2017", car)).toBe(false);
    expect(matches("make=nissan", car)).toBe(false);
    expect(matches("category=Property&bedrooms=2&furnished=true&location=Nairobi&area=kilimani", flat)).toBe(true);
    expect(matches("bedrooms=3", flat)).toBe(false);
    expect(matches("parking=true", flat)).toBe(false);
    expect(matches("bathrooms=1", car)).toBe(false);
    expect(matches("brand=apple", phone)).toBe(true);
    expect(matches("brand=samsung", phone)).toBe(false);
    expect(matches("size=m", phone)).toBe(false);
    expect(matches("area=Nyali", car)).toBe(true);
    expect(matches("area=Kilimani", car)).toBe(false);
  });
  it("an empty query matches everything", () => {
    expect(matches("", car)).toBe(true);
    expect(matches("searchTerm=!!!", car)).toBe(true);
  });
});
