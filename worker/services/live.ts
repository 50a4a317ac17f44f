import { getServerByName } from "partyserver";
import type { RequestContext } from "../request-context";

/** Which rooms a write concerns: category counts, the admin dashboard, or both. */
export interface Changes {
  categories?: boolean;
  dashboard?: boolean;
}

/**
 * Tells the live rooms that something changed, after the answer has gone. Each room reads the new
 * figures itself, and only when somebody is listening. A room that is down costs liveness only:
 * the failure is logged, never passed to the writer.
 */
export function announceChanges(ctx: Pick<RequestContext, "env" | "executionCtx">, changes: Changes = {}): void {
  const { categories = true, dashboard = true } = changes;
  const work: Promise<void>[] = [];
  if (categories) work.push(getServerByName(ctx.env.Categories, "global").then((room) => room.refresh()));
  if (dashboard) work.push(getServerByName(ctx.env.Dashboard, "admin").then((room) => room.refresh()));
  for (const job of work) ctx.executionCtx.waitUntil(job.catch((error: unknown) => console.error("live room not told", error)));
}
