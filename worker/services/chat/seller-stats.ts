import { and, desc, eq, gte } from "drizzle-orm";
import { type ConversationMessage, responseWindowStart, type SellerResponse, sellerResponseOf } from "../../../app/domain/seller-stats";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../context";
import { listings, messages } from "../../db/schema";

export type { SellerResponse } from "../../../app/domain/seller-stats";

/**
 * At most this many messages each way are read. A seller past it in 90 days is answered on their
 * newest conversations; only the oldest edge of the window may then be misjudged.
 */
export const RESPONSE_MESSAGES_READ = 2000;

/**
 * The two reads behind a seller's response figures (exposed for test/query-plans.test.ts): the
 * messages the seller received and those they sent within the window, each about one of their own
 * listings (a conversation where the seller is the buyer is not theirs to answer). Both walk the
 * messages' (recipient, time) and (sender, time) indexes, newest first.
 */
export function sellerMessageQueries(db: Db, sellerId: string, since: Date) {
  const ownListing = and(eq(listings.id, messages.listingId), eq(listings.userRef, sellerId));
  const received = db
    .select({ listingId: messages.listingId, otherId: messages.senderId, createdAt: messages.createdAt })
    .from(messages)
    .innerJoin(listings, ownListing)
    .where(and(eq(messages.recipientId, sellerId), gte(messages.createdAt, since)))
    .orderBy(desc(messages.createdAt))
    .limit(RESPONSE_MESSAGES_READ);
  const sent = db
    .select({ listingId: messages.listingId, otherId: messages.recipientId, createdAt: messages.createdAt })
    .from(messages)
    .innerJoin(listings, ownListing)
    .where(and(eq(messages.senderId, sellerId), gte(messages.createdAt, since)))
    .orderBy(desc(messages.createdAt))
    .limit(RESPONSE_MESSAGES_READ);
  return { received, sent };
}

/** How a seller answered buyers over the last 90 days (app/domain/seller-stats.ts has the rules). */
export async function sellerResponse(ctx: RequestContext, sellerId: string, now: Date = new Date()): Promise<SellerResponse> {
  const { received, sent } = sellerMessageQueries(ctx.db, sellerId, responseWindowStart(now));
  const [fromBuyers, fromSeller] = await ctx.db.batch([received, sent]);
  const conversation =
    (fromSellerSide: boolean) =>
    (row: { listingId: number; otherId: string; createdAt: Date }): ConversationMessage => ({
      listingId: row.listingId,
      buyerId: row.otherId,
      fromSeller: fromSellerSide,
      at: row.createdAt.getTime(),
    });
  return sellerResponseOf([...fromBuyers.map(conversation(false)), ...fromSeller.map(conversation(true))], now);
}
