/**
 * A seed step over every row of a table, one slice of ids at a time: at two million listings one
 * statement over them all outlasts the local runtime's connection (and a slice's progress shows).
 * `run` gets the first id of the slice and the one after its last, and returns the rows it changed.
 */
export async function forEachIdSlice(
  db: D1Database,
  table: "listings" | "conversations",
  size: number,
  run: (from: number, to: number) => Promise<number>,
): Promise<number> {
  const range = await db.prepare(`SELECT coalesce(min(id), 0) AS first, coalesce(max(id), -1) AS last FROM ${table}`).first<{ first: number; last: number }>();
  let changes = 0;
  for (let from = range?.first ?? 0; from <= (range?.last ?? -1); from += size) changes += await run(from, from + size);
  return changes;
}
