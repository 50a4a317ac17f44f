import { parseSigned, serialize, serializeSigned } from "hono/utils/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { readCookie } from "./cookies";

/**
 * One-time messages across a redirect ("Signed in successfully!" shown on the next page): a
 * short-lived cookie that the root loader reads and the root middleware clears.
 *
 * The page shows it as our own words, so it is signed (HMAC-SHA256 with BETTER_AUTH_SECRET): a
 * cookie planted by someone else (a script on a sibling domain, a tampered request) could
 * otherwise put "Pay the deposit to 07..." in Sokoni's own toast. Actions write it plainly
 * (`flashCookie`, from synchronous redirect helpers); the flash middleware signs it on the
 * answer's way out (worker/middleware/flash.ts), and only a signed one is ever read.
 */
export interface Flash {
  message: string;
  kind: "success" | "error";
}

const NAME = "sokoni_flash";
const OPTIONS: CookieOptions = { path: "/", maxAge: 60, sameSite: "Lax", httpOnly: true };
const MESSAGE_LENGTH = 200;

/** The flash an action asks for, to be signed on the way out. */
export function flashCookie(flash: Flash): string {
  return serialize(NAME, JSON.stringify(flash), OPTIONS);
}

export const clearFlashCookie = serialize(NAME, "", { ...OPTIONS, maxAge: 0 });

/** Whether the request carries a flash cookie at all (signed or not): either way it is cleared. */
export function carriesFlash(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, NAME) !== null;
}

/** The request's flash, when its signature is ours; null otherwise. */
export async function verifiedFlash(cookieHeader: string | null | undefined, secret: string): Promise<Flash | null> {
  if (!cookieHeader || !carriesFlash(cookieHeader)) return null;
  const signed = (await parseSigned(cookieHeader, secret, NAME))[NAME];
  if (typeof signed !== "string") return null;
  try {
    const value = JSON.parse(signed) as Partial<Flash>;
    if (typeof value.message !== "string" || !value.message) return null;
    return { message: value.message.slice(0, MESSAGE_LENGTH), kind: value.kind === "error" ? "error" : "success" };
  } catch {
    return null;
  }
}

/**
 * The answer's Set-Cookie headers with every flash signed, or null when none needs signing.
 */
export async function signFlashes(setCookies: string[], secret: string): Promise<string[] | null> {
  if (!setCookies.some(isUnsignedFlash)) return null;
  return Promise.all(
    setCookies.map((cookie) => (isUnsignedFlash(cookie) ? serializeSigned(NAME, readCookie(cookie.split(";")[0], NAME) ?? "", secret, OPTIONS) : cookie)),
  );
}

/** A flash as an action writes it: a message, not yet signed (a cleared one has none, a signed one ends in its signature). */
function isUnsignedFlash(setCookie: string): boolean {
  if (!setCookie.startsWith(`${NAME}=`)) return false;
  const value = readCookie(setCookie.split(";")[0], NAME) ?? "";
  return value.startsWith("{") && value.endsWith("}");
}
