import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { routePartykitRequest } from "partyserver";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api";
import { answerError, fail } from "./api/envelope";
import type { ApiEnv } from "./api/types";
import { buildRequestContext, requestContextKey } from "./context";
import { crawlers } from "./crawlers";
import { createDb } from "./db/client";
import { serveUpload } from "./services/images";
import { cleanUpStorage } from "./services/uploads";

export { Categories } from "../party/categories";
export { Dashboard } from "../party/dashboard";

const handlePage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/** The Worker: one request context, then /api, /uploads, /parties, and the pages. */
// Images may be shown by link previews and other sites; everything else stays same-origin.
const securityHeaders = secureHeaders({ referrerPolicy: "strict-origin-when-cross-origin", crossOriginResourcePolicy: false });

const app = new Hono<ApiEnv>()
  // A WebSocket upgrade's headers cannot be changed, and a socket is no document to protect.
  .use("*", (c, next) => (c.req.path.startsWith("/parties/") ? next() : securityHeaders(c, next)))
  .use("*", async (c, next) => {
    c.set("ctx", buildRequestContext(c.req.raw, c.env, c.executionCtx));
    await next();
  })
  .on(["GET", "POST"], "/api/auth/*", (c) => c.var.ctx.auth().handler(c.req.raw))
  .route("/", api)
  .route("/", crawlers)
  .on(["GET", "HEAD"], "/uploads/:key{.+}", (c) => {
    const width = Number(c.req.query("w"));
    return serveUpload(c.env.IMAGES, c.req.param("key"), Number.isFinite(width) && width > 0 ? width : null, c.req.raw);
  })
  .all("/parties/*", async (c) => {
    // The dashboard room is for admins only, checked from the session before the room is reached.
    const guard = async (_request: Request, lobby: { className: string }) => {
      if (lobby.className !== "Dashboard") return undefined;
      const me = await c.var.ctx.currentUser();
      return me?.role === "admin" ? undefined : new Response("Forbidden", { status: me ? 403 : 401 });
    };
    return (await routePartykitRequest(c.req.raw, c.env, { onBeforeConnect: guard, onBeforeRequest: guard })) ?? fail(c, 404, "Not found");
  })
  .all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(requestContextKey, c.var.ctx);
    return handlePage(c.req.raw, context);
  })
  .onError(answerError);

export default {
  fetch: app.fetch,
  /** Hourly: forget uploaded images that no listing took up within a day. */
  async scheduled(_controller, env, executionCtx) {
    // Uploads no listing took, uploads detached by a delete that failed, then objects nothing refers to.
    executionCtx.waitUntil(
      cleanUpStorage(createDb(env.DB), env.IMAGES).then(
        (removed) => {
          if (removed.uploads > 0) console.log(`[cleanup] removed ${removed.uploads} unused uploads`);
          if (removed.orphans > 0) console.log(`[cleanup] removed ${removed.orphans} objects nothing referred to`);
        },
        (error) => console.error("[cleanup] stopped; the next run starts over", error),
      ),
    );
  },
} satisfies ExportedHandler<Env>;
