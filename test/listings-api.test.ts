import { describe, expect, it } from "vitest";
import { call, createListing, createSeller, json } from "./fixtures";

interface ListingsBody {
  success: boolean;
  data: {
    listings: {
      _id: string;
      name: string;
      regularPrice: number;
      offer: boolean;
      discountPrice?: number;
      type: string;
      views: number;
      isSellerVerified: boolean;
    }[];
    total: number;
  };
}

describe("GET /api/listings", () => {
  it("answers the envelope with listings and an exact total", async () => {
    const seller = await createSeller({ isSellerVerified: true });
    await createListing(seller.id, { name: "Samsung Galaxy A15 128GB", category: "Mobile Phones & Tablets", subcategory: "Smartphones" });
    await createListing(seller.id);
    const response = await call("/api/listings?limit=1");
    expect(response.status).toBe(200);
    const body = await json<ListingsBody>(response);
    expect(body.success).toBe(true);
    expect(body.data.total).toBe(2);
    expect(body.data.listings).toHaveLength(1);
    expect(body.data.listings[0]).toMatchObject({ isSellerVerified: true, views: 0 });
    expect(Object.keys(body.data.listings[0] ?? {})).toEqual(
      expect.arrayContaining([
        "_id",
        "name",
        "description",
        "category",
        "subcategory",
        "location",
        "attributes",
        "regularPrice",
        "offer",
        "imageUrls",
        "type",
        "sellerName",
        "businessName",
        "phoneNumber",
        "userRef",
        "isAvailable",
        "views",
        "createdAt",
        "isSellerVerified",
        "condition",
      ]),
    );
  });

  it("filters by offer and type, and keeps the discount only on offers", async () => {
    const seller = await createSeller();
    await createListing(seller.id, { name: "Offer on a Fielder", offer: true, discountPrice: 1_000_000 });
    await createListing(seller.id, { name: "Not an offer Fielder", offer: false, discountPrice: 900_000 });
    await createListing(seller.id, {
      name: "2-Bedroom Apartment in Kilimani",
      type: "rent",
      category: "Property",
      subcategory: "Apartments",
      regularPrice: 65_000,
    });

    const offers = await json<ListingsBody>(await call("/api/listings?offer=true"));
    expect(offers.data.listings.map((l) => l.name)).toEqual(["Offer on a Fielder"]);
    expect(offers.data.listings[0]?.discountPrice).toBe(1_000_000);

    const all = await json<ListingsBody>(await call("/api/listings"));
    expect(all.data.listings.find((l) => l.name === "Not an offer Fielder")).not.toHaveProperty("discountPrice");

    const rent = await json<ListingsBody>(await call("/api/listings?type=rent"));
    expect(rent.data.listings.map((l) => l.type)).toEqual(["rent"]);
  });

  it("sorts by views, price and date in both orders", async () => {
    const seller = await createSeller();
    await createListing(seller.id, { name: "Cheap but popular item", regularPrice: 500, views: 90, createdAt: new Date("2026-01-01") });
    await createListing(seller.id, { name: "Dear and quiet item", regularPrice: 90_000, views: 3, createdAt: new Date("2026-03-01") });
    await createListing(seller.id, { name: "Middle of the road", regularPrice: 5_000, views: 40, createdAt: new Date("2026-02-01") });
    const names = async (query: string) => (await json<ListingsBody>(await call(`/api/listings?${query}`))).data.listings.map((l) => l.name);
    expect(await names("sort=views&order=desc")).toEqual(["Cheap but popular item", "Middle of the road", "Dear and quiet item"]);
    expect(await names("sort=regularPrice&order=asc")).toEqual(["Cheap but popular item", "Middle of the road", "Dear and quiet item"]);
    expect(await names("sort=regularPrice&order=desc")).toEqual(["Dear and quiet item", "Middle of the road", "Cheap but popular item"]);
    expect(await names("")).toEqual(["Dear and quiet item", "Middle of the road", "Cheap but popular item"]);
    expect(await names("sort=created_at&order=asc")).toEqual(["Cheap but popular item", "Middle of the road", "Dear and quiet item"]);
  });

  it("pages by startIndex without repeats or gaps", async () => {
    const seller = await createSeller();
    const sameTime = new Date("2026-05-01T10:00:00Z");
    for (let i = 0; i < 7; i++) await createListing(seller.id, { name: `Identical time listing ${i}`, createdAt: sameTime });
    const seen: string[] = [];
    for (let start = 0; start < 7; start += 3) {
      const page = await json<ListingsBody>(await call(`/api/listings?limit=3&startIndex=${start}`));
      seen.push(...page.data.listings.map((l) => l._id));
    }
    expect(new Set(seen).size).toBe(7);
  });

  it("refuses bad filters with a 400 in the envelope and clamps large pages", async () => {
    for (const query of ["sort=price", "order=up", "limit=0", "limit=abc", "startIndex=-1", "type=lease", "category=Spaceships"]) {
      const response = await call(`/api/listings?${query}`);
      expect(response.status, query).toBe(400);
      const body = await json<{ success: boolean; message: string; issues: unknown[] }>(response);
      expect(body.success).toBe(false);
      expect(body.message.length).toBeGreaterThan(0);
      expect(body.issues.length).toBeGreaterThan(0);
    }
    expect((await call("/api/listings?limit=500")).status).toBe(200);
  });

  it("hides moderated listings from lists", async () => {
    const seller = await createSeller();
    await createListing(seller.id, { name: "Hidden by a moderator", isHidden: true });
    const body = await json<ListingsBody>(await call("/api/listings"));
    expect(body.data.listings.map((l) => l.name)).not.toContain("Hidden by a moderator");
  });
});

describe("GET /api/listings/:id", () => {
  it("returns one listing with its seller summary", async () => {
    const seller = await createSeller({ isSellerVerified: true, image: "/uploads/avatars/x.jpg" });
    const listing = await createListing(seller.id);
    const response = await call(`/api/listings/${listing.id}`);
    expect(response.status).toBe(200);
    const body = await json<{ data: { _id: string; seller: Record<string, unknown> } }>(response);
    expect(body.data._id).toBe(String(listing.id));
    expect(body.data.seller).toMatchObject({ id: seller.id, avatar: "/uploads/avatars/x.jpg", isSellerVerified: true });
    expect(body.data.seller).not.toHaveProperty("email");
  });

  it("does not count API reads as views", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    await call(`/api/listings/${listing.id}`);
    const body = await json<{ data: { views: number } }>(await call(`/api/listings/${listing.id}`));
    expect(body.data.views).toBe(0);
  });

  it("answers 404 in the envelope for unknown, malformed and hidden ids", async () => {
    const seller = await createSeller();
    const hidden = await createListing(seller.id, { isHidden: true });
    for (const id of ["999999", "abc", "0", String(hidden.id)]) {
      const response = await call(`/api/listings/${id}`);
      expect(response.status, id).toBe(404);
      expect(await json(response)).toEqual({ success: false, message: "Listing not found" });
    }
  });
});

describe("GET /api/listings/categories", () => {
  it("lists all 16 categories in order with live counts, zeros included", async () => {
    const seller = await createSeller();
    await createListing(seller.id);
    await createListing(seller.id, { category: "Jobs", subcategory: null, name: "Sales representative, Nairobi" });
    const body = await json<{ data: { category: string; total: number; subcategories: Record<string, number> }[] }>(await call("/api/listings/categories"));
    expect(body.data).toHaveLength(16);
    expect(body.data[0]).toEqual({
      category: "Vehicles",
      total: 1,
      subcategories: { Cars: 1, Motorcycles: 0, Trucks: 0, "Spare Parts and Accessories": 0 },
    });
    expect(body.data.find((c) => c.category === "Jobs")).toEqual({ category: "Jobs", total: 1, subcategories: {} });
    expect(body.data.map((c) => c.category).at(-1)).toBe("Repair & Construction");
  });
});

describe("unknown API paths", () => {
  it("answer 404 JSON, not the HTML page", async () => {
    const response = await call("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
  });
});
