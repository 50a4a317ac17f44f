import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { type ListingQuery, readListingQuery } from "../app/domain/listing-query";
import { listings } from "../worker/db/schema";
import { filterOptionsFor, forgetFilterOptions } from "../worker/services/search/filter-options";
import { findListings } from "../worker/services/listings/listings";
import { call, createListing, createSeller, db, json, listingForm, newSeller, phoneListingBody } from "./fixtures";
import { cameraJpeg } from "./photos";

beforeEach(forgetFilterOptions);

const query = (address: string): ListingQuery => readListingQuery(new URLSearchParams(address)).query;
const BROWSER = { "user-agent": "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36" };

describe("the Area list counts what the current filters show", () => {
  it("counts by category, type, county and words, A-Z, and no area it offers finds nothing", async () => {
    const seller = await createSeller();
    const flat = { category: "Property", subcategory: "Apartments", condition: null, attributes: { bedrooms: 2 }, location: "Nairobi" };
    await createListing(seller.id, { ...flat, name: "Two bedroom to let in Westlands", area: "Westlands", type: "rent" });
    await createListing(seller.id, { ...flat, name: "Two bedroom to let in Kilimani", area: "Kilimani", type: "rent" });
    await createListing(seller.id, { ...flat, name: "Bedsitter to let in Kilimani", area: "Kilimani", type: "rent", attributes: { bedrooms: 0 } });
    await createListing(seller.id, { ...flat, name: "Flat for sale in Kileleshwa", area: "Kileleshwa", type: "sale" });
    // Cars in Nairobi's areas: counted for the county alone, never under Property.
    await createListing(seller.id, { location: "Nairobi", area: "Embakasi", name: "Toyota Vitz in Embakasi" });
    await createListing(seller.id, { location: "Nairobi", area: "Westlands", name: "Mazda Demio in Westlands" });
    await createListing(seller.id, { location: "Nairobi", area: "Westlands", name: "Hidden Probox", isHidden: true, hiddenReason: "admin" });
    await createListing(seller.id, { ...flat, location: "Kiambu", area: "Ruaka", name: "Bedsitter to let in Ruaka", type: "rent" });

    const areas = async (address: string) => (await filterOptionsFor(db, query(address))).areas.map(({ value, count }) => [value, count]);
    expect(await areas("location=Nairobi")).toEqual([
      ["Embakasi", 1],
      ["Kileleshwa", 1],
      ["Kilimani", 2],
      ["Westlands", 2],
    ]);
    expect(await areas("category=Property&location=Nairobi")).toEqual([
      ["Kileleshwa", 1],
      ["Kilimani", 2],
      ["Westlands", 1],
    ]);
    expect(await areas("type=rent&category=Property&location=Nairobi")).toEqual([
      ["Kilimani", 2],
      ["Westlands", 1],
    ]);
    expect(await areas("type=rent&location=Nairobi")).toEqual([
      ["Kilimani", 2],
      ["Westlands", 1],
    ]);
    expect(await areas("type=rent&category=Property&location=Nairobi&bedrooms=0")).toEqual([["Kilimani", 1]]);
    expect(await areas("searchTerm=bedsitter&location=Nairobi")).toEqual([["Kilimani", 1]]);
    // The chosen area does not narrow its own list: the others stay choosable.
    expect(await areas("type=rent&category=Property&location=Nairobi&area=Kilimani")).toEqual([
      ["Kilimani", 2],
      ["Westlands", 1],
    ]);

    for (const address of [
      "location=Nairobi",
      "category=Property&location=Nairobi",
      "type=rent&category=Property&location=Nairobi",
      "searchTerm=to let&location=Nairobi",
    ]) {
      for (const { value, count } of (await filterOptionsFor(db, query(address))).areas) {
        const found = await findListings(db, { ...query(address), area: value });
        expect(found.total, `${address} in ${value}`).toBe(count);
        expect(count).toBeGreaterThan(0);
      }
    }

    // The search page's panel shows them with their counts.
    const html = await (await call("/search?category=Property&location=Nairobi&type=rent", { headers: BROWSER })).text();
    expect(html).toMatch(/<option value="Kilimani">Kilimani \(2\)<\/option><option value="Westlands">Westlands \(1\)<\/option>/);
  });
});

describe("prices typed as people write them, on both faces", () => {
  it("filters by 45k, 1.5m and KSh 40,000 in the API and the pages, and says plainly what it cannot read", async () => {
    const seller = await createSeller();
    await createListing(seller.id, { name: "Vitz for 450 thousand", regularPrice: 450_000 });
    await createListing(seller.id, { name: "Fielder for 1.2 million", regularPrice: 1_200_000 });
    await createListing(seller.id, { name: "Prado for 6 million", regularPrice: 6_000_000 });

    const names = async (address: string) => {
      const response = await call(`/api/listings?${address}`);
      expect(response.status, address).toBe(200);
      return (await json<{ data: { listings: { name: string }[] } }>(response)).data.listings.map((listing) => listing.name).sort();
    };
    expect(await names("minPrice=500k&maxPrice=1.5m")).toEqual(["Fielder for 1.2 million"]);
    expect(await names(`maxPrice=${encodeURIComponent("KSh 450,000")}`)).toEqual(["Vitz for 450 thousand"]);
    expect(await names(`minPrice=${encodeURIComponent("Ksh. 2,000,000/=")}`)).toEqual(["Prado for 6 million"]);
    const refused = await call("/api/listings?maxPrice=about%2040k");
    expect(refused.status).toBe(400);
    expect((await json<{ message: string }>(refused)).message).toBe("Write the maximum price in whole shillings, e.g. 45000, 45k or 1.5m.");

    // The page reads the same text and writes the address in figures.
    const tidied = await call("/search?minPrice=500k&maxPrice=1.5m", { headers: BROWSER, redirect: "manual" });
    expect(tidied.status).toBe(302);
    expect(tidied.headers.get("location")).toBe("/search?minPrice=500000&maxPrice=1500000");
    // What it cannot read it says, in the reader's language, and keeps in the box.
    const unread = await (await call("/search?maxPrice=lots", { headers: BROWSER })).text();
    expect(unread).toContain("Write the maximum price in whole shillings, e.g. 45000, 45k or 1.5m.");
    expect(unread).toMatch(/name="maxPrice"[^>]*value="lots"/);
    expect(unread).toContain("Prado for 6 million");
    const browse = await (await call("/browse?category=Vehicles&minPrice=lots", { headers: { ...BROWSER, cookie: "lang=sw" } })).text();
    expect(browse).toContain("Andika bei ya chini kwa shilingi kamili, mfano 45000, 45k au 1.5m.");
  });

  it("takes 1.5m and KSh 40,000 as a listing's prices from the API and the form, and calls the name Title", async () => {
    const seller = await newSeller("wairimu");
    const upload = new FormData();
    upload.append("images", new File([cameraJpeg(400, 300)], "a.jpg", { type: "image/jpeg" }));
    const urls = (await json<{ data: { urls: string[] } }>(await seller.as("/api/uploads", { method: "POST", body: upload }))).data.urls;
    const post = (body: Record<string, unknown>) =>
      seller.as("/api/listings", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(phoneListingBody(seller, urls, body)),
      });

    const created = await post({ regularPrice: "1.5m", offer: true, discountPrice: "KSh 1,400,000" });
    expect(created.status).toBe(201);
    const id = Number((await json<{ data: { _id: string } }>(created)).data._id);
    const row = await db.select().from(listings).where(eq(listings.id, id)).get();
    expect([row?.regularPrice, row?.discountPrice]).toEqual([1_500_000, 1_400_000]);

    const cents = await post({ regularPrice: "1.2345k" });
    expect(cents.status).toBe(400);
    expect((await json<{ message: string }>(cents)).message).toBe("Write the price in whole shillings, e.g. 45000, 45k, 1.5m or KSh 40,000 (no cents)");
    const long = await post({ name: "Samsung Galaxy A15 128 GB, six months old, box and charger, clean" });
    expect(long.status).toBe(400);
    expect((await json<{ message: string }>(long)).message).toBe("Title must be 10 to 62 characters");

    const form = await seller.as("/create-listing", {
      method: "POST",
      body: listingForm(seller, [cameraJpeg(400, 300)], { regularPrice: "KSh 40,000", name: "x".repeat(63) }),
    });
    expect(form.status).toBe(400);
    const page = await form.text();
    expect(page).toContain("Title must be 10 to 62 characters");
    expect(page).not.toContain("Write the price in whole shillings");
    expect(page).toMatch(/<input id="listing-name"[^>]*maxLength="62"/);
    const sent = await seller.as("/create-listing", {
      method: "POST",
      body: listingForm(seller, [cameraJpeg(400, 300)], { regularPrice: "KSh 40,000" }),
      redirect: "manual",
    });
    expect(sent.status).toBe(302);
    const made = Number(sent.headers.get("location")?.split("/").pop());
    expect((await db.select().from(listings).where(eq(listings.id, made)).get())?.regularPrice).toBe(40_000);
  }, 30_000);
});
