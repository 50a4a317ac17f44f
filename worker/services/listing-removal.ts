import { eq } from "drizzle-orm";
import type { RequestContext, SessionUser } from "../context";
import { listings, uploads } from "../db/schema";
import { announceChanges } from "./live";
import { ownerOrAdmin, Refusal } from "./refusal";
import { discardDetached } from "./uploads";

/**
 * Deletes a listing for its owner or an admin. One batch detaches the listing's uploads (their
 * rows say the listing had them; an address on the listing without such a row is never deleted
 * here) and deletes the row, whose foreign keys take its favourites, reports, messages and
 * interaction counts. Then the objects go, then their rows; if R2 fails, the detached rows let the
 * hourly clean-up finish, so neither an object without a row nor a row without its object stays.
 */
export async function deleteListing(ctx: RequestContext, me: SessionUser, id: number): Promise<void> {
  const row = await ctx.db.select({ userRef: listings.userRef }).from(listings).where(eq(listings.id, id)).get();
  if (!row) throw new Refusal(404, "Listing not found");
  ownerOrAdmin(me, row.userRef, "You are not allowed to delete this listing.");
  const [detached] = await ctx.db.batch([
    ctx.db.update(uploads).set({ userId: null, listingId: null }).where(eq(uploads.listingId, id)).returning({ key: uploads.key }),
    ctx.db.delete(listings).where(eq(listings.id, id)),
  ]);
  await discardDetached(
    ctx,
    detached.map((upload) => upload.key),
  );
  announceChanges(ctx);
}
