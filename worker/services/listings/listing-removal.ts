import { eq } from "drizzle-orm";
import type { RequestContext, SessionUser } from "../../context";
import { listings, uploads } from "../../db/schema";
import { conversationRemoval, finishConversationRemoval } from "../chat/chat-photos";
import { announceChanges } from "../chat/live";
import { refreshPriceGroup } from "./price-medians";
import { STRINGS } from "../../../app/i18n";
import { COMMON_MESSAGES, ownerOrAdmin, Refusal } from "../refusal";
import { forgetBoosts } from "./boosted";

/**
 * Deletes a listing for its owner or an admin. One batch detaches the listing's uploads (their
 * rows say the listing had them; an address on the listing without such a row is never deleted
 * here), detaches the chat photos of its conversations (both members'), deletes those
 * conversations (their messages with them) and deletes the row, whose foreign keys take its
 * favourites, reports and interaction counts. Then the objects go, then their rows; if R2 fails,
 * the detached rows let the hourly clean-up finish, so neither an object without a row nor a row
 * without its object stays. Then the conversations' rooms are ended, and its price group refreshed.
 */
export async function deleteListing(ctx: RequestContext, me: SessionUser, id: number): Promise<void> {
  const row = await ctx.db
    .select({ userRef: listings.userRef, subcategory: listings.subcategory, type: listings.type, condition: listings.condition })
    .from(listings)
    .where(eq(listings.id, id))
    .get();
  if (!row) throw new Refusal(404, COMMON_MESSAGES.listingNotFound);
  ownerOrAdmin(me, row.userRef, STRINGS.server.listings.listingWrites.notOwnerDelete);
  const chats = conversationRemoval(ctx.db, { listingId: id });
  const [detached, chatPhotos, removed] = await ctx.db.batch([
    ctx.db.update(uploads).set({ userId: null, listingId: null }).where(eq(uploads.listingId, id)).returning({ key: uploads.key }),
    chats.detach,
    chats.remove,
    ctx.db.delete(listings).where(eq(listings.id, id)),
  ]);
  await finishConversationRemoval(
    ctx,
    [...detached, ...chatPhotos].map((upload) => upload.key),
    removed.map((conversation) => conversation.id),
  );
  // Its group's price median without it.
  await refreshPriceGroup(ctx, row);
  // Out of the Top and Featured places at once (boosted.ts keeps them 30 seconds).
  forgetBoosts();
  announceChanges(ctx);
}
