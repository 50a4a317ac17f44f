import type { RequestContext } from "../context";
import type { WorkerEnv } from "../env";

/** Hono's typing for our routers: the checked environment, and the request context on `c.var.ctx`. */
export interface ApiEnv {
  Bindings: WorkerEnv;
  Variables: {
    ctx: RequestContext;
    /** A shared page's inline scripts by hash (worker/middleware/shared-pages.ts), for its policy. */
    pinnedScripts?: string[];
  };
}
