import { sql, type SQL } from "drizzle-orm";

/**
 * A place in a list (docs/decisions/146): the listing there, by its key in the list's order (its
 * date, price or views; its tier for best match) and its id. A page past the first 1,000 listings
 * starts after one (or ends before one) instead of skipping every listing before it with OFFSET,
 * so a deep page reads what a first page reads.
 */
export interface ListCursor {
  key: number;
  id: number;
}

/** Which side of the cursor a page is read from. */
export type ListFrom = { after: ListCursor } | { before: ListCursor };

/** The cursor as an address writes it: `<key>-<id>`, two whole numbers. */
export function cursorText(cursor: ListCursor): string {
  return `${cursor.key}-${cursor.id}`;
}

/** A cursor from an address, or null for anything that is not two whole numbers of at most 15 digits. */
export function parseCursor(raw: string | null | undefined): ListCursor | null {
  const match = /^(\d{1,15})-(\d{1,15})$/.exec(raw ?? "");
  return match ? { key: Number(match[1]), id: Number(match[2]) } : null;
}

/** The cursor `from` stands on, and whether the page is read backwards from it. */
export function cursorOf(from: ListFrom | undefined): { at: ListCursor | null; backwards: boolean } {
  if (!from) return { at: null, backwards: false };
  return "after" in from ? { at: from.after, backwards: false } : { at: from.before, backwards: true };
}

/**
 * The rows on the page's side of the cursor in an order by `key` then `id`, both in `order`: a row
 * value comparison, which SQLite answers as a range of an index that ends in the key.
 */
export function beyondCursor(key: SQL, id: SQL, order: "asc" | "desc", from: ListFrom): SQL {
  const { at, backwards } = cursorOf(from);
  const forwards = order === "desc" ? "<" : ">";
  const operator = backwards ? (forwards === "<" ? ">" : "<") : forwards;
  return sql`(${key}, ${id}) ${sql.raw(operator)} (${at?.key ?? 0}, ${at?.id ?? 0})`;
}

/** The cursor an address starts its page from (`after=` or `before=`), if it carries one that reads as a cursor. */
export function readListFrom(params: URLSearchParams): ListFrom | undefined {
  const after = parseCursor(params.get("after"));
  if (after) return { after };
  const before = parseCursor(params.get("before"));
  return before ? { before } : undefined;
}

/** `params` with the cursor a page starts from written in (`after=` or `before=`). */
export function withListFrom(params: URLSearchParams, from: ListFrom): URLSearchParams {
  const written = new URLSearchParams(params);
  if ("after" in from) written.set("after", cursorText(from.after));
  else written.set("before", cursorText(from.before));
  return written;
}
