import { WorkerEntrypoint } from "cloudflare:workers";
import { Hono } from "hono";
import { api } from "./api";
import { answerError } from "./api/envelope";
import type { ApiEnv } from "./api/types";
import { inReadersWords } from "./auth-messages";
import { crawlers } from "./crawlers";
import { withCheckedEnv } from "./env";
import { gateway, localPurge, purgeSharedPagesHere } from "./gateway";
import { d1Session } from "./middleware/d1-session";
import { signedFlash } from "./middleware/flash";
import { foreignOrigin } from "./middleware/foreign-origin";
import { language } from "./middleware/language";
import { privateCaching } from "./middleware/private-caching";
import { requestContext } from "./middleware/request-context";
import { securityHeaders } from "./middleware/security-headers";
import { sharedPages } from "./middleware/shared-pages";
import { pages } from "./pages";
import { liveRooms } from "./rooms";
import { runScheduled } from "./scheduled";
import { uploadedImages } from "./uploaded-images";

export { Categories } from "../party/categories";
export { Conversation } from "../party/conversation";
export { Dashboard } from "../party/dashboard";
export { Inbox } from "../party/inbox";
export { Counters } from "./services/counting/counter-shard";

/**
 * The Worker (docs/architecture.md): the middleware in the order a request meets it (each one's
 * work on the answer runs in the reverse order), then /api/auth, /api, the crawler files,
 * /uploads, /parties, and React Router for everything else.
 */
const app = new Hono<ApiEnv>()
  .use(language)
  .use(signedFlash)
  .use(securityHeaders)
  .use(requestContext)
  .use(foreignOrigin)
  .use(privateCaching)
  .use(sharedPages)
  .use(d1Session)
  .on(["GET", "POST"], "/api/auth/*", async (c) => inReadersWords(await c.var.ctx.auth().handler(c.req.raw)))
  .route("/", localPurge)
  .route("/", api)
  .route("/", crawlers)
  .route("/", uploadedImages)
  .route("/", liveRooms)
  .all("*", pages)
  .onError(answerError);

/**
 * The entrypoint the shared cache sits in front of (wrangler.jsonc `exports`): it answers the
 * gateway's rebuilt requests for visitors' pages, and purges its own cache.
 */
export class SharedPages extends WorkerEntrypoint<Env> {
  override fetch(request: Request): Promise<Response> {
    return withCheckedEnv(app.fetch)(request, this.env, this.ctx);
  }

  purgePages(tags: string[]): Promise<void> {
    return purgeSharedPagesHere(this.env, this.ctx.cache, tags);
  }
}

export default {
  // The environment is checked first (worker/env.ts); then the gateway decides which pages the shared cache answers.
  fetch: withCheckedEnv(gateway(app)),
  // The table of jobs per cron is worker/scheduled.ts.
  scheduled: (controller, env, executionCtx) => runScheduled(controller.cron, env, executionCtx),
} satisfies ExportedHandler<Env>;
