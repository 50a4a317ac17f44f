import { parse } from "hono/utils/cookie";

/**
 * Reading a request's Cookie header, in one place: Hono's parser (the one its `getCookie` uses),
 * which trims, unquotes and decodes safely (a malformed escape is kept as written, never thrown).
 */

/** One cookie's value, or null when the header does not carry it (or carries it malformed). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  return parse(header, name)[name] ?? null;
}

/**
 * Every cookie name the header carries, whatever its value: the shared cache keeps a page only
 * when each one is known to change nothing in it, so a cookie the parser would skip for its value
 * must still count.
 */
export function cookieNames(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter(Boolean);
}
