import { describe, expect, it } from "vitest";
import { attributeFieldsOf, CATEGORY_NAMES, CATEGORY_TREE, COUNTIES, DEFAULT_COUNTY, formFieldsOf, isSubcategoryOf, subcategoriesOf } from "./catalog";

describe("catalog", () => {
  it("has the 16 categories in the spec's order and spelling", () => {
    expect(CATEGORY_TREE.map((c) => c.name)).toEqual([
      "Vehicles",
      "Property",
      "Mobile Phones & Tablets",
      "Electronics",
      "Home, Furniture & Appliances",
      "Health & Beauty",
      "Fashion",
      "Sports, Arts & Outdoors",
      "Seeking Work CVs",
      "Services",
      "Jobs",
      "Babies & Kids",
      "Animals & Pets",
      "Agriculture & Food",
      "Commercial Equipment & Tools",
      "Repair & Construction",
    ]);
    expect(subcategoriesOf("Home, Furniture & Appliances")).toContain("Home Décor");
    expect(subcategoriesOf("Babies & Kids")).toContain("Children's Clothing");
    expect(subcategoriesOf("Jobs")).toEqual([]);
    expect(subcategoriesOf("Nonsense")).toEqual([]);
    expect(CATEGORY_TREE.reduce((n, c) => n + c.subcategories.length, 0)).toBe(47);
  });

  it("has the 47 counties with Nairobi as the default", () => {
    expect(COUNTIES).toHaveLength(47);
    expect(new Set(COUNTIES).size).toBe(47);
    expect(DEFAULT_COUNTY).toBe("Nairobi");
    expect(COUNTIES).toContain("Murang'a");
  });

  it("knows which subcategory belongs where", () => {
    expect(isSubcategoryOf("Vehicles", "Cars")).toBe(true);
    expect(isSubcategoryOf("Property", "Cars")).toBe(false);
    expect(isSubcategoryOf("Jobs", "")).toBe(false);
  });

  it("asks each category for the spec's attribute fields, and no others", () => {
    expect(formFieldsOf("Vehicles").map((f) => f.key)).toEqual(["condition", "make", "model", "year"]);
    expect(formFieldsOf("Property").map((f) => f.key)).toEqual(["bedrooms", "bathrooms", "parking", "furnished"]);
    expect(formFieldsOf("Electronics").map((f) => f.key)).toEqual(["brand", "condition"]);
    expect(formFieldsOf("Fashion").map((f) => f.key)).toEqual(["size", "color"]);
    // Phones get Electronics' brand (and condition), so buyers can filter by it.
    expect(formFieldsOf("Mobile Phones & Tablets").map((f) => f.key)).toEqual(["brand", "condition"]);
    // Jobs and CVs: the job's type, the experience and how the salary is paid (decision 114).
    for (const work of ["Jobs", "Seeking Work CVs"]) expect(formFieldsOf(work).map((f) => f.key)).toEqual(["jobType", "experience", "payPeriod"]);
    const others = CATEGORY_NAMES.filter(
      (name) => !["Vehicles", "Property", "Electronics", "Fashion", "Mobile Phones & Tablets", "Jobs", "Seeking Work CVs"].includes(name),
    );
    expect(others).toHaveLength(9);
    for (const category of others) expect(formFieldsOf(category), category).toEqual([]);
  });

  it("shows a condition on cards for the categories without form fields", () => {
    expect(attributeFieldsOf("Vehicles")).toEqual(formFieldsOf("Vehicles"));
    expect(attributeFieldsOf("Services").map((f) => f.key)).toEqual(["condition"]);
    // A job or a CV has no condition.
    expect(attributeFieldsOf("Jobs").map((f) => f.key)).not.toContain("condition");
    const vehicleCondition = attributeFieldsOf("Vehicles")[0];
    expect(vehicleCondition?.kind === "select" && vehicleCondition.options).toEqual(["New", "Used"]);
  });
});
