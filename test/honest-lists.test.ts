import { beforeEach, describe, expect, it } from "vitest";
import { forgetBoosts } from "../worker/services/listings/boosted";
import { homeRows } from "../worker/services/listings/home";
import { featuredListings } from "../worker/services/listings/boosted";
import { call, createListing, createSeller, db, json } from "./fixtures";

beforeEach(forgetBoosts);

const DAY_MS = 86_400_000;
const BROWSER = { "user-agent": "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36" };

type Page = { data: { listings: { _id: string; name: string }[]; top: { _id: string }[] } };
const page = async (address: string) => (await json<Page>(await call(`/api/listings?${address}`))).data;

describe("Top listings lead only the default order, once a list", () => {
  it("leaves a price order to prices, and shows no Top listing again on page 2", async () => {
    const seller = await createSeller();
    const until = new Date(Date.now() + DAY_MS);
    const boosted = await createListing(seller.id, { name: "Boosted dear Land Cruiser", regularPrice: 9_000_000, topUntil: until });
    await createListing(seller.id, { name: "Boosted Harrier", regularPrice: 3_000_000, topUntil: until });
    for (let index = 0; index < 12; index += 1) await createListing(seller.id, { name: `Vitz number ${index + 1}`, regularPrice: 400_000 + index });

    const first = await page("category=Vehicles");
    expect(first.top).toHaveLength(2);
    expect(first.top.map((listing) => listing._id)).toContain(String(boosted.id));
    expect((await page("category=Vehicles&sort=created_at&order=desc")).top).toHaveLength(2);

    for (const order of ["asc", "desc"]) {
      const byPrice = await page(`category=Vehicles&sort=regularPrice&order=${order}`);
      expect(byPrice.top).toEqual([]);
    }
    expect((await page("category=Vehicles&sort=views&order=desc")).top).toEqual([]);
    expect((await page("category=Vehicles&order=asc")).top).toEqual([]);

    // Page 2 of the same list: the two were on page 1, so none comes round again.
    expect((await page("category=Vehicles&startIndex=9")).top).toEqual([]);

    // The browse page by price shows no Top row either; by date it does.
    const byPrice = await (await call("/browse?category=Vehicles&sort=regularPrice&order=asc", { headers: BROWSER })).text();
    expect(byPrice).not.toContain("Boosted dear Land Cruiser");
    const newest = await (await call("/browse?category=Vehicles", { headers: BROWSER })).text();
    expect(newest).toContain("Boosted dear Land Cruiser");
    const cheapest = await (await call("/search?category=Vehicles&sort=regularPrice&order=asc", { headers: BROWSER })).text();
    expect(cheapest.indexOf("Vitz number 1<")).toBeGreaterThan(-1);
    expect(cheapest).not.toContain("Boosted dear Land Cruiser");
  });
});

describe("the home page's rows", () => {
  it("hold what their names say, and no listing shows in two rows", async () => {
    const seller = await createSeller();
    const rental = { category: "Property", subcategory: "Apartments", type: "rent" as const, attributes: { bedrooms: 2 }, condition: null };
    // Popular, on offer and for rent at once: it may show once only.
    const everywhere = await createListing(seller.id, {
      ...rental,
      name: "Two bedroom in Kilimani",
      views: 900,
      offer: true,
      regularPrice: 60_000,
      discountPrice: 55_000,
    });
    const featured = await createListing(seller.id, { name: "Featured Probox", views: 800, featuredUntil: new Date(Date.now() + DAY_MS) });
    for (let index = 0; index < 8; index += 1) {
      await createListing(seller.id, { ...rental, name: `Bedsitter in Ruaka ${index + 1}`, views: 100 + index, regularPrice: 9_000 + index });
      await createListing(seller.id, {
        name: `Demio for sale ${index + 1}`,
        views: 50 + index,
        offer: index < 5,
        regularPrice: 500_000,
        discountPrice: 480_000,
      });
    }

    const rows = await homeRows(db, featuredListings(db));
    const shown = [...rows.popular, ...rows.offers, ...rows.products, ...rows.places].map((listing) => listing._id);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).not.toContain(String(featured.id));
    expect(shown.filter((id) => id === String(everywhere.id))).toHaveLength(1);
    for (const row of Object.values(rows)) expect(row).toHaveLength(4);
    // "Recent Places and Listings" are the rentals; "Recent Products and Services" what is for sale.
    expect(rows.places.every((listing) => listing.type === "rent")).toBe(true);
    expect(rows.products.every((listing) => listing.type === "sale")).toBe(true);

    const html = (await (await call("/", { headers: BROWSER })).text()).replace(/<[^>]+>/g, "\n");
    const places = html.slice(html.indexOf("Recent Places and Listings"));
    expect(places).toContain("Bedsitter in Ruaka");
    expect(places).not.toContain("Demio for sale");
    for (const name of ["Two bedroom in Kilimani", "Featured Probox"]) {
      expect(html.split(`\n${name}\n`).length - 1, name).toBe(1);
    }
  });
});
