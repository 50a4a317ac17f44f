import { env } from "cloudflare:workers";
import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";

const dialect = new SQLiteAsyncDialect();

async function explain(sql: string, params: unknown[]): Promise<string> {
  const result = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return result.results.map((row) => row.detail).join("\n");
}

/** EXPLAIN QUERY PLAN of a query written as SQL, one line per step. */
export function planOf(query: SQL): Promise<string> {
  const { sql, params } = dialect.sqlToQuery(query);
  return explain(sql, params);
}

/** EXPLAIN QUERY PLAN of a drizzle query builder, one line per step. */
export function planOfQuery(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql, params } = query.toSQL();
  return explain(sql, params);
}
