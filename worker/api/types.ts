import type { RequestContext } from "../context";

/** Hono's typing for our routers: the request context rides on `c.var.ctx`. */
export interface ApiEnv {
  Bindings: Env;
  Variables: { ctx: RequestContext };
}
