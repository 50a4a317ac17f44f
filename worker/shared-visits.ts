import { and, eq } from "drizzle-orm";
import { readListingQuery } from "../app/domain/listing-query";
import { buildRequestContext } from "./context";
import { listings } from "./db/schema";
import type { SharedPage } from "./edge-cache";
import type { WorkerEnv } from "./env";
import { isRealView } from "./real-view";
import { countView } from "./services/counting/counts";
import { parseListingId } from "./services/listings/listings";
import { countSearchLater } from "./services/search/search-terms";

const LISTING_PAGE = /^\/listing\/(\d+)$/;
const SEARCH_PAGE = /^\/search$/;

/**
 * What a visitor's page counts, counted by the gateway (a page the cache answers runs no loader;
 * the loaders skip a shared request's counting, so a miss is not counted twice): a listing's view
 * (when the listing is on show) and a search's words, after the answer has gone.
 */
export function countSharedVisit(request: Request, page: SharedPage, env: WorkerEnv, executionCtx: ExecutionContext): void {
  const listing = LISTING_PAGE.exec(page.path);
  if (listing && isRealView(request)) {
    const id = parseListingId(listing[1]);
    if (id === null) return;
    const db = buildRequestContext(request, env, executionCtx).db;
    executionCtx.waitUntil(
      (async () => {
        const shown = await db
          .select({ id: listings.id })
          .from(listings)
          .where(and(eq(listings.id, id), eq(listings.isHidden, false)))
          .get();
        if (shown) await countView(env, id);
      })().catch((error: unknown) => console.error("view not counted", error)),
    );
    return;
  }
  if (SEARCH_PAGE.test(page.path)) {
    const ctx = buildRequestContext(request, env, executionCtx);
    countSearchLater(ctx, readListingQuery(new URL(request.url).searchParams).query);
  }
}
