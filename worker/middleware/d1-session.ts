import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../api/types";
import { isRoomPath } from "../rooms";

/**
 * Everything after this runs on the request's D1 session (docs/decisions/092-d1-sessions.md).
 * After a write, the answer carries the bookmark cookie (the writer reads their write); with
 * SOKONI_TIMING=on, every answer carries the request's D1 figures.
 */
export const d1Session = createMiddleware<ApiEnv>(async (c, next) => {
  const { d1 } = c.var.ctx;
  await d1.run(next);
  if (!isRoomPath(c.req.path)) d1.finishResponse(c.res.headers);
});
