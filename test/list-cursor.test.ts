import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { parseListingQuery } from "../app/domain/listing-query";
import { findListings } from "../worker/services/listings/listings";
import { call, createSeller, db, json } from "./fixtures";

/*
 * Deep pages by cursor (docs/decisions/146): page after page from a cursor returns every listing of
 * the list once, in the list's order, forwards and backwards, for every shape of list query.
 */

/**
 * 45 listings with many equal dates, prices and views (so the id must break every tie): "fielder"
 * in the name of every third, in the description of the others, Cars in Nakuru or Kisumu.
 */
async function addCatalogue() {
  const seller = await createSeller();
  await env.DB.prepare(
    `WITH RECURSIVE seq(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM seq WHERE x < 45)
     INSERT INTO listings (name, description, category, subcategory, location, attributes, condition, regular_price, image_urls, seller_name, business_name, phone_number, user_ref, views, created_at, updated_at)
     SELECT CASE WHEN x % 3 = 0 THEN 'Toyota Fielder number ' || x ELSE 'Toyota saloon number ' || x END,
            CASE WHEN x % 3 = 0 THEN 'A clean car in fine order.' ELSE 'Like a fielder, a clean car in fine order.' END,
            'Vehicles', 'Cars', CASE WHEN x % 2 = 0 THEN 'Nakuru' ELSE 'Kisumu' END,
            '{"make":"Toyota","model":"Fielder","year":2014}', 'Used', 500000 + (x % 4) * 1000, '[]', 'S', 'B', '+254700000000', ?,
            x % 5, 1700000000000 + (x % 6) * 1000, 1700000000000
     FROM seq`,
  )
    .bind(seller.id)
    .run();
}

function queryOf(address: string, limit: number) {
  const parsed = parseListingQuery(new URLSearchParams(address));
  if (!parsed.success) throw new Error(`not a query: ${address}`);
  return { ...parsed.output, limit, startIndex: 0 };
}

const SHAPES = [
  "",
  "sort=regularPrice&order=asc",
  "sort=regularPrice&order=desc",
  "sort=views&order=desc",
  "sort=created_at&order=asc",
  "category=Vehicles&location=Nakuru",
  // Words: best match in tiers, then with a price range (one materialised set), then in a chosen
  // order with a filter (the page carries its total).
  "searchTerm=fielder",
  "searchTerm=fielder&maxPrice=502000",
  "searchTerm=fielder&category=Vehicles&sort=regularPrice&order=desc",
];

describe("pages by cursor", () => {
  it("walk every list once in its order, forwards and backwards", async () => {
    await addCatalogue();
    for (const address of SHAPES) {
      const whole = await findListings(db, queryOf(address, 48));
      const order = whole.listings.map((listing) => listing._id);
      expect(order.length, address).toBeGreaterThan(7);

      const forwards: string[] = [];
      let page = await findListings(db, queryOf(address, 7));
      forwards.push(...page.listings.map((listing) => listing._id));
      // At most as many pages as the list has: a cursor that did not move would go round for ever.
      for (let pages = 1; page.cursors && page.listings.length === 7 && pages <= order.length; pages++) {
        page = await findListings(db, queryOf(address, 7), { after: page.cursors.last });
        forwards.push(...page.listings.map((listing) => listing._id));
        // The total is the list's, wherever the page is.
        expect(page.total, address).toBe(whole.total);
      }
      expect(forwards, address).toEqual(order);

      // Backwards from the last listing: the pages before it, each in the list's order.
      const last = await findListings(db, queryOf(address, 1), { after: page.cursors?.last ?? whole.cursors?.last ?? { key: 0, id: 0 } });
      expect(last.listings, `${address}: nothing after the last`).toHaveLength(0);
      const tail = await findListings(db, { ...queryOf(address, 48), startIndex: order.length - 1 });
      const backwards: string[] = [...tail.listings.map((listing) => listing._id)];
      let cursor = tail.cursors?.first;
      for (let pages = 1; cursor && pages <= order.length; pages++) {
        const before = await findListings(db, queryOf(address, 7), { before: cursor });
        backwards.unshift(...before.listings.map((listing) => listing._id));
        cursor = before.listings.length === 7 ? before.cursors?.first : undefined;
      }
      expect(backwards, address).toEqual(order);
    }
  });
});

describe("GET /api/listings past the first 1,000", () => {
  it("pages by the cursor of the page before, and refuses a deep startIndex or a bad cursor in plain words", async () => {
    await addCatalogue();
    type Page = { data: { listings: { _id: number }[]; cursors: { first: string; last: string } | null } };
    const first = await json<Page>(await call("/api/listings?limit=20"));
    const next = await json<Page>(await call(`/api/listings?limit=20&after=${first.data.cursors?.last}`));
    const both = [...first.data.listings, ...next.data.listings].map((listing) => listing._id);
    expect(new Set(both).size).toBe(40);
    const back = await json<Page>(await call(`/api/listings?limit=20&before=${next.data.cursors?.first}`));
    expect(back.data.listings.map((listing) => listing._id)).toEqual(first.data.listings.map((listing) => listing._id));

    const deep = await call("/api/listings?startIndex=1000");
    expect(deep.status).toBe(400);
    expect((await json(deep)).message).toBe("Pages past the first 1,000 listings are read from the after cursor of the page before.");
    expect((await call("/api/listings?startIndex=999")).status).toBe(200);
    for (const cursor of ["abc", "1-", "-1-2", "1-2-3", `${"9".repeat(16)}-1`, "1.5-2"]) {
      const refused = await call(`/api/listings?after=${encodeURIComponent(cursor)}`);
      expect(refused.status, cursor).toBe(400);
      expect((await json(refused)).message, cursor).toBe("That place in the list is not valid. Start again from the first page.");
    }
    expect((await call(`/api/listings?after=1-2&before=1-2`)).status).toBe(400);
  });
});
