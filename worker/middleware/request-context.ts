import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../api/types";
import { buildRequestContext } from "../context";

/** The request context (worker/context.ts), built once for the API, the images, the rooms and the pages. */
export const requestContext = createMiddleware<ApiEnv>(async (c, next) => {
  c.set("ctx", buildRequestContext(c.req.raw, c.env, c.executionCtx));
  await next();
});
