import { eq } from "drizzle-orm";
import type { RequestContext, SessionUser } from "../context";
import { listings } from "../db/schema";
import { uploadKeyOf } from "./images";
import { announceChanges } from "./live";
import { objectKeys } from "./uploads";
import { ownerOrAdmin, Refusal } from "./refusal";

/**
 * Deletes a listing for its owner or an admin: its R2 images, then the row, whose foreign keys
 * take its favourites, reports, messages, interaction counts and upload records.
 */
export async function deleteListing(ctx: RequestContext, me: SessionUser, id: number): Promise<void> {
  const row = await ctx.db.select({ userRef: listings.userRef, imageUrls: listings.imageUrls }).from(listings).where(eq(listings.id, id)).get();
  if (!row) throw new Refusal(404, "Listing not found");
  ownerOrAdmin(me, row.userRef, "You are not allowed to delete this listing.");
  const keys = objectKeys(row.imageUrls.map(uploadKeyOf).filter((key): key is string => key !== null));
  if (keys.length > 0) await ctx.env.IMAGES.delete(keys);
  await ctx.db.delete(listings).where(eq(listings.id, id));
  announceChanges(ctx);
}
