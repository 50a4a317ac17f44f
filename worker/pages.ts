import type { Context } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { FORM_FETCH_HEADER, FORM_REDIRECT_HEADER } from "../app/lib/form-fetch";
import { fail } from "./api/envelope";
import type { ApiEnv } from "./api/types";
import { requestContextKey } from "./context";
import { foreignOriginMessage } from "./same-site";

const handlePage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/** Everything the routes before it did not answer goes to React Router, with the request context. */
export async function pages(c: Context<ApiEnv>): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(requestContextKey, c.var.ctx);
  // A refused write reaches React Router as a read of the same address, so that no action can
  // run whatever the routes do; the root middleware answers it with the 403 error screen.
  if (!c.var.ctx.foreignWrite) return toldRedirect(c.req.raw, await handlePage(c.req.raw, context));
  const refused = await handlePage(new Request(c.req.url, { method: "GET", headers: c.req.raw.headers }), context);
  // A resource route (POST /sign-out) has no screen to show: its refusal reads as the API's.
  return refused.headers.get("content-type")?.startsWith("text/html") ? refused : fail(c, 403, foreignOriginMessage());
}

/**
 * A page's form sent by its script (app/lib/form-fetch.ts) is told where a redirect goes instead
 * of following it, so the script opens that page itself; cookies (the session, the flash) come
 * with the answer as they would with the redirect.
 */
function toldRedirect(request: Request, response: Response): Response {
  const location = response.headers.get("location");
  if (request.method !== "POST" || !request.headers.has(FORM_FETCH_HEADER) || response.status < 300 || response.status > 399 || !location) return response;
  const headers = new Headers(response.headers);
  headers.delete("location");
  headers.set(FORM_REDIRECT_HEADER, location);
  return new Response(null, { status: 204, headers });
}
