import { eq, inArray, sql } from "drizzle-orm";
import type { ListingInput } from "../../app/domain/listing-input";
import type { RequestContext, SessionUser } from "../context";
import { listings, uploads, user } from "../db/schema";
import { uploadKeyOf } from "./images";
import { toListingJson, type ListingJson } from "./listing-json";
import { announceChanges } from "./live";
import { claimableKeys, deleteObjects, objectKeys } from "./uploads";
import { ownerOrAdmin, Refusal } from "./refusal";

export const NOT_OWNER_UNAVAILABLE = "You are not authorized to mark this listing unavailable.";
export const NOT_OWNER_UPDATE = "You are not allowed to edit this listing.";

/** The columns a seller writes; everything else (owner, views, verification, moderation) is the server's. */
function columnsOf(input: ListingInput) {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    subcategory: input.subcategory,
    location: input.location,
    attributes: input.attributes,
    condition: input.condition,
    regularPrice: input.regularPrice,
    discountPrice: input.offer ? input.discountPrice : null,
    offer: input.offer,
    imageUrls: input.imageUrls,
    type: input.type,
    sellerName: input.sellerName,
    businessName: input.businessName,
    phoneNumber: input.phoneNumber,
  };
}

/**
 * Creates a listing owned by the caller (docs/decisions/004: `userRef` is always the caller). The row
 * and the claim on its images are written in one batch, so either both happen or neither.
 */
export async function createListing(ctx: RequestContext, me: SessionUser, input: ListingInput): Promise<number> {
  const keys = await claimableKeys(ctx.db, me, input.imageUrls, null);
  const [inserted] = await ctx.db.batch([
    ctx.db
      .insert(listings)
      .values({ ...columnsOf(input), userRef: me.id })
      .returning({ id: listings.id }),
    // Within the batch, last_insert_rowid() is the listing just inserted.
    ctx.db.update(uploads).set({ listingId: sql`last_insert_rowid()` }).where(inArray(uploads.key, keys)),
  ]);
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error("listing insert returned no id");
  announceChanges(ctx);
  return id;
}

/** Loads a listing for editing: its owner or an admin, hidden or not. */
export async function editableListing(ctx: RequestContext, me: SessionUser, id: number): Promise<ListingJson> {
  const row = await ctx.db.select().from(listings).where(eq(listings.id, id)).get();
  if (!row) throw new Refusal(404, "Listing not found");
  ownerOrAdmin(me, row.userRef, NOT_OWNER_UPDATE);
  const verified = await ctx.db.select({ v: user.isSellerVerified }).from(user).where(eq(user.id, row.userRef)).get();
  return toListingJson({ ...row, isSellerVerified: verified?.v ?? false });
}

/**
 * Replaces a listing's fields for its owner or an admin. Images the edit dropped are removed from
 * R2 once the new row is stored, never before.
 */
export async function updateListing(ctx: RequestContext, me: SessionUser, id: number, input: ListingInput): Promise<void> {
  const current = await ctx.db.select({ userRef: listings.userRef, imageUrls: listings.imageUrls }).from(listings).where(eq(listings.id, id)).get();
  if (!current) throw new Refusal(404, "Listing not found");
  ownerOrAdmin(me, current.userRef, NOT_OWNER_UPDATE);
  const keys = await claimableKeys(ctx.db, me, input.imageUrls, { id, imageUrls: current.imageUrls });
  const kept = new Set(keys);
  const dropped = current.imageUrls.map(uploadKeyOf).filter((key): key is string => key !== null && !kept.has(key));
  await ctx.db.batch([
    ctx.db
      .update(listings)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(listings.id, id)),
    ctx.db.update(uploads).set({ listingId: id }).where(inArray(uploads.key, keys)),
    ctx.db.delete(uploads).where(inArray(uploads.key, dropped.length > 0 ? dropped : [""])),
  ]);
  if (dropped.length > 0) await deleteObjects(ctx.env.IMAGES, objectKeys(dropped));
  announceChanges(ctx);
}

/** Mark Unavailable (spec section 4): the owner only, one way. Returns the updated listing. */
export async function markUnavailable(ctx: RequestContext, me: SessionUser, id: number): Promise<ListingJson> {
  const row = await ctx.db.select({ userRef: listings.userRef }).from(listings).where(eq(listings.id, id)).get();
  if (!row) throw new Refusal(404, "Listing not found");
  if (row.userRef !== me.id) throw new Refusal(403, NOT_OWNER_UNAVAILABLE);
  const [updated] = await ctx.db.update(listings).set({ isAvailable: false, updatedAt: new Date() }).where(eq(listings.id, id)).returning();
  if (!updated) throw new Refusal(404, "Listing not found");
  announceChanges(ctx);
  return toListingJson({ ...updated, isSellerVerified: me.isSellerVerified });
}
