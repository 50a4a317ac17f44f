import { describe, expect, it } from "vitest";
import { cardChips, listingDetails } from "./listing-attributes";

describe("card chips", () => {
  it("say what each number is, and show ticked boxes by name", () => {
    const house = { category: "Property", condition: null, attributes: { bedrooms: 6, bathrooms: 6, parking: false, furnished: true } };
    expect(cardChips(house).map((chip) => chip.text)).toEqual(["6 bd", "6 ba", "Furnished"]);
    // The detail screen keeps every label with its value, the unticked box included.
    expect(listingDetails(house).map((detail) => `${detail.label}: ${detail.value}`)).toEqual(["Bedrooms: 6", "Bathrooms: 6", "Parking: No", "Furnished: Yes"]);
  });
  it("keep words that stand alone and label a size", () => {
    const car = { category: "Vehicles", condition: "Used", attributes: { make: "Toyota", model: "Premio", year: 2015 } };
    expect(cardChips(car).map((chip) => chip.text)).toEqual(["Used", "Toyota", "Premio"]);
    // A car without a model shows no bare year in its place.
    const noModel = { category: "Vehicles", condition: "Used", attributes: { make: "Toyota", year: 2016 } };
    expect(cardChips(noModel).map((chip) => chip.text)).toEqual(["Used", "Toyota"]);
    const dress = { category: "Fashion", condition: null, attributes: { size: "M", color: "Red" } };
    expect(cardChips(dress).map((chip) => chip.text)).toEqual(["Size M", "Red"]);
  });
});
