import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { defaultListingQuery, type ListingQuery } from "../app/domain/listing-query";
import { listingCountQuery, listingPageQuery } from "../worker/services/listings";
import { db } from "./fixtures";

/** EXPLAIN QUERY PLAN of a drizzle query, as one line per step. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql, params } = query.toSQL();
  const result = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return result.results.map((row) => row.detail).join("\n");
}

const cases: [string, Partial<ListingQuery>, RegExp][] = [
  ["newest first (home, search default)", {}, /listings_recent_idx/],
  ["popular row", { sort: "views", order: "desc" }, /listings_popular_idx/],
  ["offers row", { offer: true }, /listings_offer_recent_idx/],
  ["rent row", { type: "rent" }, /listings_type_recent_idx/],
  ["sale row", { type: "sale" }, /listings_type_recent_idx/],
  ["browse a category", { category: "Vehicles" }, /listings_category_recent_idx/],
  ["browse a subcategory", { category: "Vehicles", subcategory: "Cars" }, /listings_category_recent_idx/],
  ["price sort", { sort: "regularPrice", order: "asc" }, /listings_price_idx/],
  ["a county", { location: "Nakuru" }, /listings_location_recent_idx/],
];

describe("every list the product shows is index-backed", () => {
  it.each(cases)("%s", async (_name, overrides, index) => {
    const query = { ...defaultListingQuery(), limit: 4, ...overrides };
    const page = await planOf(listingPageQuery(db, query));
    expect(page).toMatch(index);
    expect(page).not.toMatch(/SCAN listings(?! USING)/);
    const count = await planOf(listingCountQuery(db, query));
    expect(count).not.toMatch(/SCAN listings(?! USING)/);
  });

  it("full-text search goes through the FTS table", async () => {
    const plan = await planOf(listingPageQuery(db, { ...defaultListingQuery(), searchTerm: "toyota" }));
    expect(plan).toMatch(/VIRTUAL TABLE INDEX/);
  });
});
