import { isbot } from "isbot";

/**
 * A prefetch (hover, link preview) or a crawler is not a person looking at a page, nor is the page
 * sent back after a form posted without scripts (a report, a message). Read by the listing page's
 * loader and, for a shared page the cache answers, by the gateway (worker/shared-visits.ts).
 */
export function isRealView(request: Request): boolean {
  // After a form post React Router loads the page with the post's own headers, content type included.
  if (request.method !== "GET" || request.headers.has("content-type")) return false;
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  return !purpose.includes("prefetch") && !isbot(request.headers.get("user-agent") ?? "");
}
