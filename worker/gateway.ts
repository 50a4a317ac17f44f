import { Hono } from "hono";
import { fail } from "./api/envelope";
import type { ApiEnv } from "./api/types";
import { pageCacheMode, purgeHere, sharedPageOf, sharedRequest } from "./edge-cache";
import type { WorkerEnv } from "./env";
import { localPages } from "./local-page-cache";
import { COMMON_MESSAGES } from "./services/refusal";
import { countSharedVisit } from "./shared-visits";

/** What the gateway hands a request to: the Worker's Hono app. */
interface WorkerApp {
  fetch(request: Request, env: WorkerEnv, executionCtx: ExecutionContext): Response | Promise<Response>;
}

/**
 * The gateway (docs/decisions/093-edge-cache-for-visitors.md): a visitor's page goes through the
 * shared cache (Cloudflare's in front of SharedPages in production, the local stand-in otherwise),
 * its view or search counted here because a cached answer runs no loader; everything else is
 * answered at once.
 */
export function gateway(app: WorkerApp) {
  return async (request: Request, env: WorkerEnv, executionCtx: ExecutionContext): Promise<Response> => {
    const mode = pageCacheMode(env);
    const page = mode === "off" ? null : sharedPageOf(request);
    if (!page) return app.fetch(request, env, executionCtx);
    countSharedVisit(request, page, env, executionCtx);
    const rebuilt = sharedRequest(request, page);
    const entrypoint = executionCtx.exports?.SharedPages;
    if (mode === "workers" && entrypoint) return entrypoint.fetch(rebuilt, { cf: { cacheKey: page.key } } as RequestInit);
    return localPages.serve(page.key, request.method, async () => (entrypoint ? entrypoint.fetch(rebuilt) : app.fetch(rebuilt, env, executionCtx)));
  };
}

/** SharedPages' purge: its own cache's (a purge reaches only the entrypoint that makes it), or the local stand-in's. */
export async function purgeSharedPagesHere(env: Pick<WorkerEnv, "PAGE_CACHE">, cache: CacheContext | undefined, tags: string[]): Promise<void> {
  if (pageCacheMode(env) === "local") localPages.purge(tags);
  else await purgeHere(cache, tags);
}

/**
 * The local stand-in of the edge cache forgets every page (the end-to-end fixtures that write
 * straight into D1 ask for it); production has no such door (decision 093).
 */
export const localPurge = new Hono<ApiEnv>().post("/__local/purge-pages", (c) => {
  if (pageCacheMode(c.env) !== "local") return fail(c, 404, COMMON_MESSAGES.notFound);
  localPages.clear();
  return c.body(null, 204);
});
