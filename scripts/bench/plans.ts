/**
 * The original search mix and the query plans of both mixes: each query's EXPLAIN QUERY PLAN,
 * read through D1 in workerd from the bench state before anything is served, and with
 * `--plans-only` each query's time in D1 itself.
 */
import { join } from "node:path";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { getPlatformProxy } from "wrangler";
import { parseListingQuery } from "../../app/domain/listing-query";
import { createDb } from "../../worker/db/client";
import { listingCountSql, listingIdsSql, listingPageQuery } from "../../worker/services/listings/listings";
import { ascending, quantile } from "./common";

/** The fixed mix: the API query, and the page a person would open for it. */
export const SEARCH_MIX = [
  { name: "common term", query: "searchTerm=apartment", page: "/search?searchTerm=apartment" },
  { name: "rare term", query: "searchTerm=burgundy", page: "/search?searchTerm=burgundy" },
  {
    name: "term + category + county",
    query: "searchTerm=toyota&category=Vehicles&location=Mombasa",
    page: "/search?searchTerm=toyota&category=Vehicles&location=Mombasa",
  },
  {
    name: "price range, price sort",
    query: "minPrice=20000&maxPrice=80000&sort=regularPrice&order=asc",
    page: "/search?minPrice=20000&maxPrice=80000&sort=regularPrice&order=asc",
  },
  { name: "offers only", query: "offer=true", page: "/search?offer=true" },
  { name: "browse Property, page 1001", query: "category=Property&limit=9&startIndex=9000", page: "/browse?category=Property&page=1001" },
  // Forgiving search: a number as a word with the relaxed tier after it, and a misspelt
  // word that finds nothing and answers with "Did you mean".
  { name: "words with a number", query: "searchTerm=iphone%2013", page: "/search?searchTerm=iphone+13" },
  { name: "misspelt word", query: "searchTerm=iphnoe", page: "/search?searchTerm=iphnoe" },
] as const;

/** A full scan of listings in a plan: `SCAN listings` without an index. */
const FULL_SCAN = /SCAN listings(?! USING)(?!_fts)/;

/** The bench state's D1 (and R2 ...) through workerd, as the scripts reach it: `SOKONI_STATE` or the default state. */
export function benchPlatform() {
  const statePath = process.env.SOKONI_STATE;
  return getPlatformProxy<Env>({ persist: statePath ? { path: join(statePath, "v3") } : true, remoteBindings: false });
}

/** EXPLAIN QUERY PLAN of each query of the mixes, read through D1 in workerd from the bench state. */
export async function searchMixPlans(entries: readonly { name: string; query: string }[], timed: boolean): Promise<boolean> {
  const proxy = await benchPlatform();
  const dialect = new SQLiteAsyncDialect();
  let clean = true;
  try {
    const db = createDb(proxy.env.DB);
    for (const entry of entries) {
      const parsed = parseListingQuery(new URLSearchParams(entry.query));
      if (!parsed.success) throw new Error(`bad mix query ${entry.query}`);
      for (const [part, query] of [
        ["page ids", listingIdsSql(db, parsed.output)],
        ["total", listingCountSql(db, parsed.output)],
      ] as const) {
        const { sql, params } = dialect.sqlToQuery(query);
        const plan = await proxy.env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...params)
          .all<{ detail: string }>();
        const steps = plan.results.map((row) => row.detail);
        const full = steps.some((step) => FULL_SCAN.test(step));
        clean &&= !full;
        console.log(`${full ? "FULL SCAN " : ""}${entry.name}, ${part}: ${steps.join(" | ")}`);
      }
      if (timed) {
        // The page as findListings reads it: one statement, its total on every row. "In D1" is one
        // batch, 30 times after 3, which includes this script's hop into workerd (about 8 ms here);
        // "SQL" is the same statement ten times over in one batch, divided by ten: what the
        // database itself spends on a request, without any hop.
        const rows = listingPageQuery(db, parsed.output).toSQL();
        const statements = [proxy.env.DB.prepare(rows.sql).bind(...rows.params)];
        const times: number[] = [];
        const sqlTimes: number[] = [];
        let total = 0;
        for (let round = 0; round < 33; round++) {
          const start = performance.now();
          const [page] = await proxy.env.DB.batch<{ total: number | null }>(statements);
          if (round >= 3) times.push(performance.now() - start);
          total = page?.results[0]?.total ?? 0;
          if (round % 3 === 0) {
            const tenfold = performance.now();
            await proxy.env.DB.batch(Array.from({ length: 10 }, () => statements).flat());
            sqlTimes.push((performance.now() - tenfold) / 10);
          }
        }
        const inD1 = ascending(times);
        const sqlOnly = ascending(sqlTimes);
        console.log(
          `  ${entry.name}: ${total.toLocaleString("en-KE")} matches, in D1 p50 ${quantile(inD1, 0.5).toFixed(1)} ms, p95 ${quantile(inD1, 0.95).toFixed(1)} ms; SQL p50 ${quantile(sqlOnly, 0.5).toFixed(1)} ms, max ${quantile(sqlOnly, 1).toFixed(1)} ms`,
        );
      }
    }
  } finally {
    await proxy.dispose();
  }
  return clean;
}
