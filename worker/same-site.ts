import { STRINGS } from "../app/i18n";

/**
 * The foreign-origin refusal (docs/decisions/044-writes-only-from-our-pages.md): a
 * cookie rides along with any request the browser makes to us, whichever site started it, so a
 * write that a cookie authenticates must come from one of our own pages. `SameSite=Lax` stops
 * most of it, not all (a sibling subdomain is "same-site"; old browsers ignore the attribute).
 */

/** The refusal's sentence, in the reader's language (read when refusing, never at load). */
export function foreignOriginMessage(): string {
  return STRINGS.server.common.common.foreignOrigin;
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Our own origin: BETTER_AUTH_URL's when it is set (the address people use), else the request's. */
export function siteOrigin(requestUrl: URL, betterAuthUrl: string | undefined): string {
  if (betterAuthUrl) {
    try {
      return new URL(betterAuthUrl).origin;
    } catch {
      // A malformed setting falls back to the request's own address rather than refusing everyone.
    }
  }
  return requestUrl.origin;
}

/**
 * True for an unsafe method that a browser says came from elsewhere: an `Origin` that is not ours
 * (the string "null" included), or a `Sec-Fetch-Site` of `cross-site` or `same-site`. It holds
 * without a cookie too, so another site cannot post its own credentials to our sign-in and leave
 * the visitor signed in as someone else (login CSRF). A bearer-token client that sends no cookie is
 * never refused (nothing a browser attaches by itself); a tool that sends neither header (curl)
 * passes, as no browser would leave both out of a cross-site write.
 */
export function comesFromAnotherSite(request: Request, origin: string): boolean {
  if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (!request.headers.get("cookie") && request.headers.get("authorization")) return false;
  const claimed = request.headers.get("origin");
  if (claimed !== null && claimed !== origin) return true;
  const fetchSite = request.headers.get("sec-fetch-site");
  return fetchSite === "cross-site" || fetchSite === "same-site";
}
