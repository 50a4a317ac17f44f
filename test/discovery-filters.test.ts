import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LISTING_MESSAGES } from "../app/domain/listing-input";
import { listings } from "../worker/db/schema";
import { call, createListing, createSeller, db, json, newSeller } from "./fixtures";

/**
 * Every filter alone and combined returns only the listings that match, through the API
 * and the search page; areas below the county are written normalised on both faces and read as
 * "Kilimani, Nairobi".
 */

interface ListingsBody {
  data: { listings: { _id: string; name: string; regularPrice: number; views: number; area: string | null }[]; total: number };
}

/** A small catalogue with one listing for each shape the filters tell apart. */
async function world() {
  const seller = await createSeller();
  const make = (name: string, overrides: Parameters<typeof createListing>[1]) => createListing(seller.id, { name, ...overrides });
  const vehicle = { category: "Vehicles", subcategory: "Cars" } as const;
  const property = { category: "Property", subcategory: "Apartments", condition: null } as const;
  const phone = { category: "Mobile Phones & Tablets", subcategory: "Smartphones" } as const;
  await make("Toyota Fielder 2014 1500cc", {
    ...vehicle,
    location: "Nakuru",
    attributes: { make: "Toyota", model: "Fielder", year: 2014 },
    regularPrice: 1_150_000,
    views: 5,
  });
  await make("Toyota Probox 2018 automatic", {
    ...vehicle,
    location: "Mombasa",
    area: "Nyali",
    attributes: { make: "Toyota", model: "Probox", year: 2018 },
    regularPrice: 950_000,
    views: 50,
  });
  await make("Subaru Forester 2016 for hire", {
    ...vehicle,
    location: "Nairobi",
    type: "rent",
    attributes: { make: "Subaru", model: "Forester", year: 2016 },
    regularPrice: 7_000,
    views: 9,
  });
  await make("Two bedroom furnished apartment", {
    ...property,
    location: "Nairobi",
    area: "Kilimani",
    type: "rent",
    attributes: { bedrooms: 2, bathrooms: 2, furnished: true, parking: true },
    regularPrice: 85_000,
    views: 30,
  });
  await make("Three bedroom apartment with parking", {
    ...property,
    location: "Nairobi",
    area: "Westlands",
    attributes: { bedrooms: 3, bathrooms: 1, furnished: false, parking: true },
    regularPrice: 14_000_000,
    views: 2,
  });
  await make("Bedsitter apartment near the stage", {
    ...property,
    location: "Kiambu",
    area: "Thika",
    type: "rent",
    attributes: { bedrooms: 0, bathrooms: 1 },
    regularPrice: 9_000,
    views: 1,
  });
  await make("Samsung Galaxy A15 128GB", {
    ...phone,
    location: "Nairobi",
    area: "Kilimani",
    condition: "Used",
    attributes: { brand: "Samsung" },
    regularPrice: 14_000,
    views: 12,
  });
  await make("iPhone 13 128GB clean", {
    ...phone,
    location: "Mombasa",
    condition: "New",
    attributes: { brand: "Apple" },
    regularPrice: 72_000,
    views: 40,
    offer: true,
    discountPrice: 69_000,
  });
  await make("HP EliteBook 840 G5 laptop", {
    category: "Electronics",
    subcategory: "Laptops",
    location: "Nairobi",
    condition: "Refurbished",
    attributes: { brand: "HP" },
    regularPrice: 32_000,
    views: 3,
  });
  await make("Ladies leather boots size 40", {
    category: "Fashion",
    subcategory: "Shoes",
    location: "Nairobi",
    condition: "New",
    attributes: { size: "40", color: "Brown" },
    regularPrice: 3_500,
    views: 7,
  });
  await make("Hidden Toyota Probox", { ...vehicle, location: "Mombasa", isHidden: true, attributes: { make: "Toyota", model: "Probox", year: 2018 } });
}

const CASES: [string, string, string[]][] = [
  ["make", "category=Vehicles&make=toyota", ["Toyota Fielder 2014 1500cc", "Toyota Probox 2018 automatic"]],
  ["make + model", "category=Vehicles&make=toyota&model=probox", ["Toyota Probox 2018 automatic"]],
  ["year from", "category=Vehicles&yearFrom=2016", ["Toyota Probox 2018 automatic", "Subaru Forester 2016 for hire"]],
  ["year to", "category=Vehicles&yearTo=2016", ["Toyota Fielder 2014 1500cc", "Subaru Forester 2016 for hire"]],
  ["year range + make", "category=Vehicles&make=toyota&yearFrom=2015&yearTo=2020", ["Toyota Probox 2018 automatic"]],
  ["bedrooms exactly", "category=Property&bedrooms=2", ["Two bedroom furnished apartment"]],
  ["a bedsitter", "category=Property&bedrooms=0", ["Bedsitter apartment near the stage"]],
  ["a bedsitter to rent by price", "type=rent&category=Property&bedrooms=0&sort=regularPrice&order=asc", ["Bedsitter apartment near the stage"]],
  ["words + a bedsitter", "searchTerm=apartment&category=Property&bedrooms=0", ["Bedsitter apartment near the stage"]],
  ["words + two bedrooms", "searchTerm=apartment&category=Property&bedrooms=2", ["Two bedroom furnished apartment"]],
  ["bathrooms at least", "category=Property&bathrooms=2", ["Two bedroom furnished apartment"]],
  ["furnished", "category=Property&furnished=true", ["Two bedroom furnished apartment"]],
  ["parking", "category=Property&parking=true", ["Two bedroom furnished apartment", "Three bedroom apartment with parking"]],
  ["phone brand", "category=Mobile Phones %26 Tablets&brand=samsung", ["Samsung Galaxy A15 128GB"]],
  ["Electronics brand", "category=Electronics&brand=hp", ["HP EliteBook 840 G5 laptop"]],
  ["size", "category=Fashion&size=40", ["Ladies leather boots size 40"]],
  ["condition", "condition=New", ["iPhone 13 128GB clean", "Ladies leather boots size 40"]],
  ["For rent", "type=rent", ["Subaru Forester 2016 for hire", "Two bedroom furnished apartment", "Bedsitter apartment near the stage"]],
  ["county + area", "location=Nairobi&area=Kilimani", ["Two bedroom furnished apartment", "Samsung Galaxy A15 128GB"]],
  ["area typed in lower case", "location=Nairobi&area=kilimani", ["Two bedroom furnished apartment", "Samsung Galaxy A15 128GB"]],
  ["rent + Property + county", "type=rent&category=Property&location=Nairobi", ["Two bedroom furnished apartment"]],
  ["bedrooms + furnished + area", "category=Property&bedrooms=2&furnished=true&location=Nairobi&area=Kilimani", ["Two bedroom furnished apartment"]],
  ["brand + condition", "category=Mobile Phones %26 Tablets&brand=apple&condition=New", ["iPhone 13 128GB clean"]],
  ["make + county + price range", "category=Vehicles&make=toyota&location=Mombasa&minPrice=500000&maxPrice=1000000", ["Toyota Probox 2018 automatic"]],
  ["condition + offer", "condition=New&offer=true", ["iPhone 13 128GB clean"]],
  ["words + make", "searchTerm=automatic&category=Vehicles&make=toyota", ["Toyota Probox 2018 automatic"]],
  ["words + bedrooms", "searchTerm=apartment&category=Property&bedrooms=3", ["Three bedroom apartment with parking"]],
  ["words + condition", "searchTerm=samsung&condition=Used", ["Samsung Galaxy A15 128GB"]],
  ["words + rent", "searchTerm=apartment&type=rent", ["Two bedroom furnished apartment", "Bedsitter apartment near the stage"]],
  ["the area is searched as a word", "searchTerm=kilimani", ["Two bedroom furnished apartment", "Samsung Galaxy A15 128GB"]],
  ["nothing matches", "category=Vehicles&make=toyota&model=fielder&yearFrom=2020", []],
];

const SORTS = ["sort=regularPrice&order=asc", "sort=regularPrice&order=desc", "sort=views&order=desc", "sort=created_at&order=desc"];

describe("each filter alone and combined returns only matching listings", () => {
  it.each(CASES)("%s, through the API, in every sort", async (_name, query, expected) => {
    await world();
    for (const sort of ["", ...SORTS]) {
      const response = await call(`/api/listings?${query}${sort ? `&${sort}` : ""}&limit=48`);
      expect(response.status, `${query} ${sort}`).toBe(200);
      const body = await json<ListingsBody>(response);
      expect(body.data.listings.map((listing) => listing.name).sort(), `${query} ${sort}`).toEqual([...expected].sort());
      expect(body.data.total).toBe(expected.length);
      const prices = body.data.listings.map((listing) => listing.regularPrice);
      if (sort === "sort=regularPrice&order=asc") expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === "sort=regularPrice&order=desc") expect(prices).toEqual([...prices].sort((a, b) => b - a));
      const views = body.data.listings.map((listing) => listing.views);
      if (sort === "sort=views&order=desc") expect(views).toEqual([...views].sort((a, b) => b - a));
    }
  });

  it("pages through a filtered, sorted list without repeats or gaps", async () => {
    await world();
    const seen: string[] = [];
    for (let start = 0; start < 3; start += 1) {
      const body = await json<ListingsBody>(await call(`/api/listings?category=Property&parking=true&sort=regularPrice&order=asc&limit=1&startIndex=${start}`));
      seen.push(...body.data.listings.map((listing) => listing.name));
    }
    expect(seen).toEqual(["Two bedroom furnished apartment", "Three bedroom apartment with parking"]);
  });

  it("words with a filter page in best-match order with the exact total on every page, even past the end", async () => {
    await world();
    // "apartment" in the name of three Property listings; the total rides on the page's rows
    // (listings.ts, filteredBestMatchIds), and a page past the last match counts apart.
    const all = await json<ListingsBody>(await call("/api/listings?searchTerm=apartment&category=Property&limit=48"));
    expect(all.data.total).toBeGreaterThanOrEqual(2);
    const names: string[] = [];
    for (let start = 0; start < all.data.total; start += 1) {
      const body = await json<ListingsBody>(await call(`/api/listings?searchTerm=apartment&category=Property&limit=1&startIndex=${start}`));
      expect(body.data.total).toBe(all.data.total);
      names.push(...body.data.listings.map((listing) => listing.name));
    }
    expect(names).toEqual(all.data.listings.map((listing) => listing.name));
    const past = await json<ListingsBody>(await call(`/api/listings?searchTerm=apartment&category=Property&limit=1&startIndex=${all.data.total + 3}`));
    expect(past.data).toMatchObject({ listings: [], total: all.data.total });
    const none = await json<ListingsBody>(await call("/api/listings?searchTerm=apartment&category=Vehicles"));
    expect(none.data).toMatchObject({ listings: [], total: 0 });
  });

  it("the search page shows the matches and none of the rest", async () => {
    await world();
    const page = await (await call("/search?category=Property&bedrooms=2&furnished=true&location=Nairobi&area=Kilimani")).text();
    expect(page).toContain("Two bedroom furnished apartment");
    expect(page).not.toContain("Three bedroom apartment with parking");
    expect(page).not.toContain("Samsung Galaxy A15 128GB");
    const cars = await (await call("/search?category=Vehicles&make=toyota&yearFrom=2015&sort=regularPrice&order=asc")).text();
    expect(cars).toContain("Toyota Probox 2018 automatic");
    expect(cars).not.toContain("Toyota Fielder 2014 1500cc");
    expect(cars).not.toContain("Hidden Toyota Probox");
  }, 30_000);
});

describe("areas below the county", () => {
  it("cards and the listing page read 'Kilimani, Nairobi'; without an area, the county alone", async () => {
    const seller = await createSeller();
    const named = await createListing(seller.id, {
      name: "Two bedroom in Kilimani",
      category: "Property",
      location: "Nairobi",
      area: "Kilimani",
      attributes: { bedrooms: 2 },
    });
    await createListing(seller.id, { name: "Plot in Nakuru town", category: "Property", location: "Nakuru", attributes: {} });
    const search = await (await call("/search?category=Property")).text();
    expect(search).toContain("Kilimani, Nairobi");
    expect(search).toMatch(/>Nakuru</);
    const page = await (await call(`/listing/${named.id}`)).text();
    expect(page).toContain("Kilimani, Nairobi");
  }, 30_000);

  it("GET /api/listings/areas lists a county's areas, most used first, and refuses a made-up county", async () => {
    const seller = await createSeller();
    for (const area of ["Kilimani", "Kilimani", "Westlands"]) await createListing(seller.id, { location: "Nairobi", area });
    await createListing(seller.id, { location: "Mombasa", area: "Nyali" });
    await createListing(seller.id, { location: "Nairobi", area: "Karen", isHidden: true });
    const response = await call("/api/listings/areas?county=Nairobi");
    expect(response.status).toBe(200);
    expect((await json<{ data: { areas: unknown } }>(response)).data.areas).toEqual([
      { area: "Kilimani", count: 2 },
      { area: "Westlands", count: 1 },
    ]);
    const refused = await call("/api/listings/areas?county=Atlantis");
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe(LISTING_MESSAGES.countyInvalid);
  });

  it("create and update through the API store the area normalised, and refuse one that is no place name", async () => {
    const seller = await newSeller("area_seller");
    const uploaded = await seller.as("/api/uploads", { method: "POST", body: photoForm() });
    expect(uploaded.status).toBe(201);
    const urls = (await json<{ data: { urls: string[] } }>(uploaded)).data.urls;
    const body = {
      name: "Samsung Galaxy A15, 128 GB",
      description: "Six months old, with box and charger. Screen has no scratches.",
      category: "Mobile Phones & Tablets",
      subcategory: "Smartphones",
      location: "Nairobi",
      area: "  kilimani  ",
      type: "sale",
      regularPrice: 21_000,
      sellerName: "Amina Hassan",
      businessName: "Amina Phones",
      phoneNumber: seller.phone,
      attributes: { condition: "Used", brand: "Samsung" },
      imageUrls: urls,
    };
    const post = (payload: unknown, path = "/api/listings", method = "POST") =>
      seller.as(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });
    const created = await post(body);
    expect(created.status).toBe(201);
    const id = (await json<{ data: { _id: string; area: string } }>(created)).data;
    expect(id.area).toBe("Kilimani");
    const filtered = await json<ListingsBody>(await call("/api/listings?category=Mobile Phones %26 Tablets&brand=samsung&location=Nairobi&area=Kilimani"));
    expect(filtered.data.listings.map((listing) => listing._id)).toEqual([id._id]);

    const patched = await post({ area: "KAHAWA WEST" }, `/api/listings/${id._id}`, "PATCH");
    expect(patched.status).toBe(200);
    const [row] = await db
      .select({ area: listings.area })
      .from(listings)
      .where(eq(listings.id, Number(id._id)));
    expect(row?.area).toBe("Kahawa West");
    // Leaving the field empty takes the area away.
    expect((await post({ area: "" }, `/api/listings/${id._id}`, "PATCH")).status).toBe(200);
    const [cleared] = await db
      .select({ area: listings.area })
      .from(listings)
      .where(eq(listings.id, Number(id._id)));
    expect(cleared?.area).toBeNull();

    for (const bad of ["<script>alert(1)</script>", "x".repeat(61), "!!!", { area: "Kilimani" }]) {
      const refused = await post({ ...body, area: bad, imageUrls: urls });
      expect(refused.status, String(bad)).toBe(400);
      const answer = await json<{ message: string; issues?: { path: string; message: string }[] }>(refused);
      expect(JSON.stringify(answer)).not.toContain("Invalid type");
      expect(
        answer.issues?.some((issue) => issue.path === "area" && issue.message === LISTING_MESSAGES.areaInvalid) ??
          answer.message === LISTING_MESSAGES.areaInvalid,
      ).toBe(true);
    }
  });
});

function photoForm(): FormData {
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1]);
  const form = new FormData();
  form.append("images", new File([jpeg], "photo.jpg", { type: "image/jpeg" }));
  form.append("thumbnails", new File([jpeg], "thumb-photo.jpg", { type: "image/jpeg" }));
  return form;
}
