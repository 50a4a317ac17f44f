import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import sokoni from "../worker/index";
import { call, createListing, createSeller, json, ORIGIN } from "./fixtures";

/*
 * Totals that do not grow with the catalogue (docs/decisions/145): a category's or everything's
 * total is kept by triggers as listings change (listing_counts), and every other total is counted
 * up to one past LIMITS.totalCap (1,000) and said as "1,000+".
 */

interface Page {
  data: { listings: { _id: number }[]; total: number; capped: boolean };
}

/** `count` visible Cars in Nakuru whose names all hold "fielder", one statement. */
async function addCars(sellerId: string, count: number) {
  await env.DB.prepare(
    `WITH RECURSIVE seq(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM seq WHERE x < ?)
     INSERT INTO listings (name, description, category, subcategory, location, attributes, condition, regular_price, image_urls, seller_name, business_name, phone_number, user_ref, created_at, updated_at)
     SELECT 'Toyota Fielder number ' || x, 'A clean car in fine order, number ' || x || '.', 'Vehicles', 'Cars', 'Nakuru',
            '{"make":"Toyota","model":"Fielder","year":2014}', 'Used', 500000 + x, '[]', 'S', 'B', '+254700000000', ?, 1700000000000 + x, 1700000000000 + x
     FROM seq`,
  )
    .bind(count, sellerId)
    .run();
}

/** The listings a page shows, by their cards' links. */
function idsOf(html: string): string[] {
  return [...html.matchAll(/<h3[^>]*><a href="\/listing\/(\d+)"/g)].map((match) => match[1] ?? "");
}

/** The address of the page's `rel` link (`next`, `prev`), or null when it has none. */
function hrefOf(html: string, rel: string): string | null {
  const link = new RegExp(`<a[^>]*href="([^"]+)"[^>]*rel="${rel}"`).exec(html);
  return link?.[1]?.replaceAll("&amp;", "&") ?? null;
}

/** The API's answer with the request's D1 figures (SOKONI_TIMING). */
async function timed(path: string): Promise<{ body: Page; rowsRead: number }> {
  const context = createExecutionContext();
  const response = await sokoni.fetch(new Request(`${ORIGIN}${path}`), { ...env, SOKONI_TIMING: "on" } as Env, context);
  await waitOnExecutionContext(context);
  const figures = /rows_read=(\d+)/.exec(response.headers.get("server-timing") ?? "");
  return { body: (await response.json()) as Page, rowsRead: Number(figures?.[1] ?? Number.NaN) };
}

async function keptAndCounted() {
  const kept = await env.DB.prepare("SELECT category, subcategory, listings FROM listing_counts WHERE listings <> 0 ORDER BY 1, 2").all();
  const counted = await env.DB.prepare(
    "SELECT category, coalesce(subcategory, '') AS subcategory, count(*) AS listings FROM listings WHERE is_hidden = 0 GROUP BY 1, 2 ORDER BY 1, 2",
  ).all();
  return { kept: kept.results, counted: counted.results };
}

describe("the kept counts (listing_counts)", () => {
  it("follow every post, hide, show, move and delete, and nothing else", async () => {
    const seller = await createSeller();
    const car = await createListing(seller.id);
    const phone = await createListing(seller.id, { category: "Phones & Tablets", subcategory: "Mobile Phones", attributes: {} });
    const loose = await createListing(seller.id, { subcategory: null });
    await createListing(seller.id, { isHidden: true });
    let { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(kept).toHaveLength(3);

    await env.DB.batch([
      env.DB.prepare("UPDATE listings SET is_hidden = 1, hidden_reason = 'expired' WHERE id = ?").bind(car.id),
      env.DB.prepare("UPDATE listings SET category = 'Vehicles', subcategory = 'Cars' WHERE id = ?").bind(phone.id),
      env.DB.prepare("UPDATE listings SET views = views + 5, regular_price = 60000 WHERE id = ?").bind(loose.id),
      env.DB.prepare("DELETE FROM listings WHERE id = ?").bind(loose.id),
    ]);
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
    await env.DB.prepare("UPDATE listings SET is_hidden = 0, hidden_reason = NULL WHERE id = ?").bind(car.id).run();
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual([{ category: "Vehicles", subcategory: "Cars", listings: 2 }]);
    expect(kept).toEqual(counted);
  });
});

describe("totals past a thousand listings", () => {
  it("a category's total and everything's are exact, read from a few kept rows", async () => {
    const seller = await createSeller();
    await addCars(seller.id, 1_205);
    await createListing(seller.id, { category: "Phones & Tablets", subcategory: "Mobile Phones", attributes: {} });

    const all = await timed("/api/listings?limit=9");
    expect(all.body.data).toMatchObject({ total: 1_206, capped: false });
    const cars = await timed("/api/listings?category=Vehicles&subcategory=Cars&sort=regularPrice&order=asc");
    expect(cars.body.data).toMatchObject({ total: 1_205, capped: false });
    // The page's ids from an index, its rows, and the kept counts: tens of rows, not the catalogue.
    for (const { rowsRead } of [all, cars]) expect(rowsRead).toBeLessThan(100);

    const browse = await (await call("/browse?category=Vehicles")).text();
    expect(browse).toContain("Vehicles · 1,205 listings");
    expect(browse).toContain("Page 1 of 134");
    // Past the numbered pages (the first 1,000 listings) each page starts from the one next to it.
    const numbered = await (await call("/browse?category=Vehicles&page=112")).text();
    expect(numbered).toContain("Page 112 of 134");
    const seen = new Set(idsOf(numbered));
    let html = numbered;
    for (let page = 113; page <= 134; page++) {
      const next = hrefOf(html, "next");
      expect(next, `page ${page}`).toMatch(new RegExp(`^/browse\\?category=Vehicles&page=${page}&after=\\d+-\\d+$`));
      html = await (await call(next ?? "")).text();
      expect(html).toContain(`Page ${page} of 134`);
      for (const id of idsOf(html)) seen.add(id);
    }
    expect(seen.size).toBe(1_205 - 111 * 9);
    expect(hrefOf(html, "next")).toBeNull();
    const back = await (await call(hrefOf(html, "prev") ?? "")).text();
    expect(back).toContain("Page 133 of 134");
    expect(hrefOf(back, "prev")).toMatch(/&page=132&before=\d+-\d+$/);
    // A deep page without its cursor is the last numbered page.
    const bare = await call("/browse?category=Vehicles&page=134", { redirect: "manual" });
    expect(bare.status).toBe(302);
    expect(bare.headers.get("location")).toBe("/browse?category=Vehicles&page=112");
    const sw = await (await call("/browse?category=Vehicles", { headers: { cookie: "lang=sw" } })).text();
    expect(sw).toContain("Ukurasa 1 kati ya 134");
  });

  it("a word's or a filter's total stops at 1,000+ and its count reads no further", async () => {
    const seller = await createSeller();
    await addCars(seller.id, 1_205);

    for (const path of ["/api/listings?searchTerm=fielder", "/api/listings?category=Vehicles&location=Nakuru", "/api/listings?condition=Used"]) {
      const { body, rowsRead } = await timed(path);
      expect(body.data, path).toMatchObject({ total: 1_000, capped: true });
      expect(body.data.listings, path).toHaveLength(9);
      expect(rowsRead, path).toBeLessThanOrEqual(2_000);
    }
    // Under the cap a total stays exact.
    const few = await json<Page>(await call("/api/listings?searchTerm=fielder&maxPrice=500020"));
    expect(few.data).toMatchObject({ total: 20, capped: false });

    const search = await (await call("/search?searchTerm=fielder")).text();
    expect(search).toContain("Showing 9 of 1,000+ listings");
    expect(search).toContain('rel="next"');
    // Past the first 1,000 "Show more" goes on from the cursor of the view's last listing while
    // pages come back full, and goes at the last one; each view shows the 48 up to its end.
    let html = await (await call("/search?searchTerm=fielder&startIndex=990")).text();
    const seen = new Set(idsOf(html));
    let views = 0;
    for (let next = hrefOf(html, "next"); next; next = hrefOf(html, "next")) {
      expect(next).toMatch(/^\/search\?searchTerm=fielder&startIndex=\d+&after=\d+-\d+$/);
      html = await (await call(next)).text();
      const shown = idsOf(html);
      expect(shown.length).toBeLessThanOrEqual(48);
      for (const id of shown) seen.add(id);
      views++;
      expect(views).toBeLessThan(40);
    }
    expect(seen.size).toBe(1_205 - (990 + 9 - 48));
    // The earlier results of the last view: the 48 before its first, by the cursor.
    const earlier = /<a href="([^"]+)">Show earlier results/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(earlier).toMatch(/&before=\d+-\d+$/);
    const before = idsOf(await (await call(earlier)).text());
    expect(before).toHaveLength(48);
    const last = idsOf(html);
    expect(new Set([...before, ...last]).size).toBe(48 + last.length);
    for (const id of before) expect(seen.has(id)).toBe(true);
    // A deep view without its cursor is the last one that ends within the first 1,000.
    const bare = await call("/search?searchTerm=fielder&startIndex=1197", { redirect: "manual" });
    expect(bare.headers.get("location")).toBe("/search?searchTerm=fielder&startIndex=991");
    const sw = await (await call("/search?searchTerm=fielder", { headers: { cookie: "lang=sw" } })).text();
    expect(sw).toContain("Inaonyesha 9 kati ya matangazo 1,000+");

    const browse = await (await call("/browse?category=Vehicles&location=Nakuru")).text();
    expect(browse).toContain("1,000+ listings");
    expect(browse).toContain("Page 1 of 112+");
  });
});
