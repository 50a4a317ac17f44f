import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ALERT_LIMITS, mailSavedSearches, matchNewListings } from "../worker/services/search/alerts";
import { db } from "./fixtures";

/**
 * The alerts cron at scale: 100,000 listings, 10,000 saved searches with alerts on, and
 * a busy five minutes of new listings. Slow (it builds the whole state), so it runs only when asked:
 * `VITE_ALERTS_LOAD=1 npx vitest run --project worker test/alerts-load.test.ts`. It prints each
 * run's wall time (D1 in workerd, the matching in the Worker).
 */
const RUN = import.meta.env.VITE_ALERTS_LOAD === "1";
const CATS = [
  ["Vehicles", "Cars", '{"make":"Toyota","model":"Axio","year":2016}', "toyota axio"],
  ["Property", "Houses & Apartments for Rent", '{"bedrooms":2,"bathrooms":1,"furnished":true}', "apartment kilimani"],
  ["Mobile Phones & Tablets", "Mobile Phones", '{"brand":"Samsung"}', "samsung galaxy"],
  ["Electronics", "Laptops", '{"brand":"HP"}', "hp laptop"],
  ["Fashion", "Shoes", '{"size":"42"}', "leather shoes"],
] as const;
const COUNTIES = ["Nairobi", "Mombasa", "Kisumu", "Nakuru", "Kiambu"];

async function addListings(from: number, count: number, createdAt: number) {
  // One statement per 20,000 rows (a recursive CTE), varied by the row number.
  for (let start = from; start < from + count; start += 20_000) {
    const n = Math.min(20_000, from + count - start);
    const cases = (pick: (c: (typeof CATS)[number]) => string) => `CASE x % 5 ${CATS.map((c, i) => `WHEN ${i} THEN '${pick(c)}'`).join(" ")} END`;
    await env.DB.prepare(`
      WITH RECURSIVE seq(x) AS (SELECT ${start} UNION ALL SELECT x + 1 FROM seq WHERE x < ${start + n - 1})
      INSERT INTO listings (name, description, category, subcategory, location, attributes, condition, regular_price, image_urls, type, seller_name, business_name, phone_number, user_ref, created_at, updated_at)
      SELECT ${cases((c) => c[3])} || ' number ' || x, 'A good one, item ' || x || ' in fine order.', ${cases((c) => c[0])}, ${cases((c) => c[1])},
        CASE x % 5 ${COUNTIES.map((c, i) => `WHEN ${i} THEN '${c}'`).join(" ")} END, ${cases((c) => c[2])}, 'Used', 10000 + (x * 7919) % 2000000, '[]', 'sale', 'S', 'B', '+254700000000', 'load-seller', ${createdAt}, ${createdAt}
      FROM seq`).run();
  }
}

describe.skipIf(!RUN)("alerts at 100,000 listings and 10,000 saved searches", () => {
  it("matches and mails in bounded runs", { timeout: 600_000 }, async () => {
    const old = Date.now() - 86_400_000;
    await env.DB.prepare("INSERT INTO user (id, name, email) VALUES ('load-seller', 'Seller', 'seller@load.test')").run();
    let t = performance.now();
    await addListings(1, 100_000, old);
    console.log(`[load] 100,000 listings in ${Math.round(performance.now() - t)} ms`);
    // 500 people with 20 saved searches each: words, category filters, county, price bounds.
    for (let u = 0; u < 500; u += 1) {
      const rows: string[] = [];
      for (let s = 0; s < 20; s += 1) {
        const i = u * 20 + s;
        const c = CATS[i % 5] as (typeof CATS)[number];
        const county = COUNTIES[(i >> 3) % 5];
        const word = c[3].split(" ")[i % 2];
        const query = new URLSearchParams({
          ...(i % 3 !== 0 ? { searchTerm: `${word} ${i % 7 === 0 ? "number" : ""}`.trim() } : {}),
          category: c[0],
          location: county as string,
          maxPrice: String(100_000 + (i % 50) * 40_000),
          ...(i % 4 === 0 ? { minPrice: "50000" } : {}),
        }).toString();
        rows.push(`('load-u${u}', 'Search ${i}', '${query}', '${i % 2 === 0 ? "instant" : "daily"}', ${old + 1000})`);
      }
      await env.DB.batch([
        env.DB.prepare(`INSERT INTO user (id, name, email) VALUES ('load-u${u}', 'U${u}', 'u${u}@load.test')`),
        env.DB.prepare(`INSERT INTO saved_searches (user_id, name, query, frequency, created_at) VALUES ${rows.join(", ")}`),
      ]);
    }
    await env.DB.prepare("INSERT INTO job_cursors (name, value) VALUES ('saved-search-listings', 100000)").run();
    // A busy five minutes: 3,000 new listings (the whole site gets a few hundred a day).
    await addListings(100_001, 3_000, Date.now());
    const runs: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      t = performance.now();
      const run = await matchNewListings(db);
      runs.push(`match run ${i + 1}: ${run.listings} listings in ${run.batches} batches, ${run.matches} matches, ${Math.round(performance.now() - t)} ms`);
      if (run.listings === 0) break;
    }
    t = performance.now();
    const mails = await mailSavedSearches(db, { ...env, BETTER_AUTH_URL: "https://sokoni.test" } as never, Date.now() + 1000);
    runs.push(`mail run: ${mails} mails (at most ${ALERT_LIMITS.searchMailsPerRun}) in ${Math.round(performance.now() - t)} ms`);
    t = performance.now();
    const idle = await matchNewListings(db);
    runs.push(`idle match run: ${idle.listings} listings, ${Math.round(performance.now() - t)} ms`);
    console.log(`[load]\n${runs.join("\n")}`);
    expect(mails).toBeGreaterThan(0);
  });
});
