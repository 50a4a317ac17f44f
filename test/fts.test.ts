import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings } from "../worker/db/schema";
import { createListing, createSeller, db } from "./fixtures";

async function ftsIds(match: string): Promise<number[]> {
  const result = await env.DB.prepare("SELECT rowid AS id FROM listings_fts WHERE listings_fts MATCH ? ORDER BY rowid").bind(match).all<{ id: number }>();
  return result.results.map((row) => row.id);
}

describe("migrations", () => {
  it("create every table of the data model", async () => {
    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type IN ('table') ORDER BY name").all<{ name: string }>();
    const names = results.map((row) => row.name);
    for (const table of [
      "user",
      "session",
      "account",
      "verification",
      "rate_limit",
      "listings",
      "listings_fts",
      "favourites",
      "reports",
      "homepage_images",
      "search_terms",
      "listing_interactions",
      "messages",
      "outbox",
      "verification_requests",
    ]) {
      expect(names, table).toContain(table);
    }
  });
});

describe("the listings_fts table", () => {
  it("follows inserts, updates and deletes", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id, {
      name: "Friesian dairy cow, 12 litres",
      category: "Agriculture & Food",
      subcategory: "Livestock",
      location: "Nyandarua",
    });
    expect(await ftsIds('"friesian"')).toEqual([listing.id]);
    expect(await ftsIds('"livestock"')).toEqual([listing.id]);
    expect(await ftsIds('"nyandarua"')).toEqual([listing.id]);

    await db.update(listings).set({ name: "Ayrshire dairy cow, 10 litres" }).where(eq(listings.id, listing.id));
    expect(await ftsIds('"friesian"')).toEqual([]);
    expect(await ftsIds('"ayrshire"')).toEqual([listing.id]);

    // Writes that do not touch the text (a view) leave the index alone.
    await db.update(listings).set({ views: 5 }).where(eq(listings.id, listing.id));
    expect(await ftsIds('"ayrshire"')).toEqual([listing.id]);

    await db.delete(listings).where(eq(listings.id, listing.id));
    expect(await ftsIds('"ayrshire"')).toEqual([]);
  });

  it("matches prefixes and ignores accents", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id, {
      name: "Handmade Décor baskets from Kisii",
      category: "Home, Furniture & Appliances",
      subcategory: "Home Décor",
    });
    expect(await ftsIds('"bask"*')).toEqual([listing.id]);
    expect(await ftsIds('"decor"')).toEqual([listing.id]);
  });
});
