import { describe, it, expect } from "vitest";
import { CATEGORY_TREE, attributeFieldsOf, isCounty, isSubcategoryOf } from "../../app/domain/catalog.ts";
import { createRng, generateListingDrafts } from "./listing-drafts.ts";
import type { ListingDraft } from "./listing-drafts.ts";

const SEED = 20240611;
const sample = generateListingDrafts(createRng(SEED), 300);
// A larger batch catches rare template combinations that 300 drafts may never hit.
const wide = generateListingDrafts(createRng(7), 20_000);

function slotKey(d: Pick<ListingDraft, "category" | "subcategory">): string {
  return `${d.category} / ${d.subcategory ?? "-"}`;
}

function attributeProblems(d: ListingDraft): string[] {
  const fields = attributeFieldsOf(d.category).filter((f) => f.key !== "condition");
  return Object.entries(d.attributes).flatMap(([key, value]) => {
    const field = fields.find((f) => f.key === key);
    if (!field) return [`unexpected key ${key}`];
    switch (field.kind) {
      case "text":
        return typeof value === "string" && value.length > 0 && value.length <= field.maxLength ? [] : [`bad ${key}`];
      case "integer": {
        const max = field.max === "currentYear" ? new Date().getFullYear() : field.max;
        return Number.isInteger(value) && Number(value) >= field.min && Number(value) <= max ? [] : [`bad ${key}`];
      }
      case "checkbox":
        return typeof value === "boolean" ? [] : [`bad ${key}`];
      case "select":
        return typeof value === "string" && field.options.includes(value) ? [] : [`bad ${key}`];
      default:
        return [`unknown kind for ${key}`];
    }
  });
}

describe("generateListingDrafts", () => {
  it("returns the requested number of drafts", () => {
    expect(sample).toHaveLength(300);
    expect(generateListingDrafts(createRng(1), 0)).toEqual([]);
  });

  it("covers every category and subcategory at least twice in 300 drafts", () => {
    const counts = new Map<string, number>();
    for (const d of sample) counts.set(slotKey(d), (counts.get(slotKey(d)) ?? 0) + 1);
    for (const category of CATEGORY_TREE) {
      const subs: readonly string[] = category.subcategories;
      for (const sub of subs.length > 0 ? subs : [null]) {
        expect(counts.get(slotKey({ category: category.name, subcategory: sub })) ?? 0).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("places drafts in real counties, at least 30 of them in any 300", () => {
    expect(sample.every((d) => isCounty(d.location))).toBe(true);
    expect(new Set(sample.map((d) => d.location)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(wide.slice(9_000, 9_300).map((d) => d.location)).size).toBeGreaterThanOrEqual(30);
  });

  // Problems are collected and compared once: 20,000 individual expect() calls would dominate the run time.
  it("keeps names between 10 and 62 characters and descriptions between 120 and 600", () => {
    const bad = [...sample, ...wide].filter((d) => d.name.length < 10 || d.name.length > 62 || d.description.length < 120 || d.description.length > 600);
    expect(bad.map((d) => d.name)).toEqual([]);
  });

  it("keeps prices whole and in range, with discounts strictly below the regular price", () => {
    const inRange = (n: number): boolean => Number.isInteger(n) && n >= 50 && n <= 49_000_000_000;
    const bad = [...sample, ...wide].filter(
      (d) => !inRange(d.regularPrice) || (d.discountPrice !== null && !(inRange(d.discountPrice) && d.discountPrice < d.regularPrice)),
    );
    expect(bad.map((d) => `${d.name}: ${d.regularPrice} / ${d.discountPrice}`)).toEqual([]);
  });

  it("uses only the attribute keys, subcategories and conditions the category allows", () => {
    const problems = [...sample, ...wide].flatMap((d) => {
      const found = attributeProblems(d);
      const hasSubcategories = (CATEGORY_TREE.find((c) => c.name === d.category)?.subcategories.length ?? 0) > 0;
      const subcategoryOk = hasSubcategories ? d.subcategory !== null && isSubcategoryOf(d.category, d.subcategory) : d.subcategory === null;
      if (!subcategoryOk) found.push(`subcategory ${d.subcategory}`);
      if (d.category === "Vehicles" && d.condition !== "New" && d.condition !== "Used") found.push("vehicle condition");
      const conditionless = ["Property", "Jobs", "Seeking Work CVs", "Services"].includes(d.category);
      if (conditionless && d.condition !== null) found.push("condition");
      if (d.category === "Electronics" && typeof d.attributes.brand !== "string") found.push("brand");
      const fashionKeys = Object.keys(d.attributes).sort().join();
      if (d.category === "Fashion" && fashionKeys !== "color,size") found.push("size/color");
      return found.map((p) => `${d.category} "${d.name}": ${p}`);
    });
    expect(problems).toEqual([]);
  });

  it("mixes offers and rentals in believable proportions", () => {
    const offers = wide.filter((d) => d.discountPrice !== null).length / wide.length;
    const rentals = wide.filter((d) => d.type === "rent");
    expect(offers).toBeGreaterThan(0.18);
    expect(offers).toBeLessThan(0.27);
    expect(rentals.length / wide.length).toBeGreaterThan(0.1);
    expect(rentals.length / wide.length).toBeLessThan(0.2);
    const propertyRentals = rentals.filter((d) => d.category === "Property").length;
    expect(propertyRentals / rentals.length).toBeGreaterThan(0.7);
  });

  it("is deterministic for a seed and varies between seeds", () => {
    expect(generateListingDrafts(createRng(SEED), 300)).toEqual(sample);
    expect(generateListingDrafts(createRng(SEED + 1), 300)).not.toEqual(sample);
    const a = createRng(5);
    const b = createRng(5);
    for (let i = 0; i < 100; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x >= 0 && x < 1).toBe(true);
    }
  });

  // Timings belong in benchmarks, not tests: this only checks that a large batch comes out whole and valid.
  it("generates 100,000 drafts with valid names", () => {
    const drafts = generateListingDrafts(createRng(99), 100_000);
    expect(drafts).toHaveLength(100_000);
    const bad = drafts.filter((d) => typeof d.name !== "string" || d.name.trim() !== d.name || d.name.length < 10 || d.name.length > 62);
    expect(bad.map((d) => d.name)).toEqual([]);
  });
});
