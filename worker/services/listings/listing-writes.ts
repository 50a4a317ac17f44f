import { LIMITS } from "../../../app/domain/limits";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { LISTING_MESSAGES, type ListingInput } from "../../../app/domain/listing-input";
import { STRINGS } from "../../../app/i18n";
import type { RequestContext, SessionUser } from "../../context";
import { isPriceDrop } from "../../../app/domain/alert-match";
import { effectivePrice } from "../../../app/domain/money";
import { expiryOf } from "../../../app/domain/listing-life";
import { listingPosts, listings, phones, priceDrops, uploads, user } from "../../db/schema";
import { uploadKeyOf } from "../media/images";
import { toListingJson, type ListingJson } from "./listing-json";
import { announceChanges } from "../chat/live";
import { checkDuplicates, recordCopiedPhotos } from "../safety/listing-duplicates";
import { checkPostingLimit, refuseOverPostingLimit, underPostingLimit } from "./posting-limits";
import { refreshListingPriceGroup, refreshPriceGroup } from "./price-medians";
import { settledVisibility } from "./listing-status";
import { mailSellerHeld } from "../safety/listing-holds";
import { type ListingScamSignal, listingScamSignals } from "../../../app/domain/scam-guard";
import { checkPendingUploads, uploadKeysOf } from "../media/upload-slots";
import { claimableKeys, claimCheck, discardDetached } from "../media/uploads";
import { COMMON_MESSAGES, ownerOrAdmin, Refusal } from "../refusal";

/** The refusals of a listing's writes, in the reader's language (read where used). */
export const LISTING_WRITE_MESSAGES = STRINGS.server.listings.listingWrites;

/**
 * A listing's number is always one its seller confirmed by SMS (docs/decisions/024): the
 * seller's own on create, the listing owner's when an admin edits someone else's listing. Checked
 * before anything is counted, claimed or written, so a refusal leaves no trace.
 */
export async function requireVerifiedPhone(ctx: RequestContext, ownerId: string, phoneNumber: string): Promise<void> {
  const found = await ctx.db
    .select({ n: phones.phoneNumber })
    .from(phones)
    .where(and(eq(phones.phoneNumber, phoneNumber), eq(phones.userId, ownerId)))
    .get();
  if (!found) throw new Refusal(403, LISTING_MESSAGES.phoneNotVerified);
}

/** The columns a seller writes; everything else (owner, views, verification, moderation) is the server's. */
function columnsOf(input: ListingInput) {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    subcategory: input.subcategory,
    location: input.location,
    area: input.area,
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

/** A listing written: its id, and the scam guard's reasons when it is held for an admin ([] when on show). */
export interface SavedListing {
  id: number;
  heldFor: ListingScamSignal[];
}

/**
 * Creates a listing owned by the caller (docs/decisions/004: `userRef` is always the caller). The row
 * and the claim on its images are one batch (one transaction): the claim takes every image or
 * none (`claimCheck`), and a listing whose images were taken meanwhile, or whose seller reached
 * the posting limit meanwhile, is removed again in the same batch, so of several
 * creates racing for one upload (or for the last post of the day) exactly one stands.
 *
 * Before the batch: the posting limit (429 with when), and the seller's own duplicates
 * (409, a photo or the title of one of their visible listings in the same subcategory). After it:
 * photos matching another seller's listing flag the new one for the admins, and the price median
 * of the listing's group is brought up to date. A listing whose words give a scam signal is
 * written held (`hidden_reason = 'held'`): out of every public list until an admin approves it
 * (docs/decisions/116).
 */
export async function createListing(ctx: RequestContext, me: SessionUser, input: ListingInput): Promise<SavedListing> {
  const heldFor = listingScamSignals(input);
  await requireVerifiedPhone(ctx, me.id, input.phoneNumber);
  await checkPendingUploads(ctx, me, uploadKeysOf(input.imageUrls), "listing", LIMITS.imageBytesCreate);
  const { keys, fresh } = await claimableKeys(ctx.db, me, input.imageUrls, null);
  const now = Date.now();
  const limit = await checkPostingLimit(ctx, me, now);
  const copied = await checkDuplicates(ctx, me, input, keys);
  // Within the batch, last_insert_rowid() is the listing just inserted (the FTS trigger's own
  // insert does not change it outside the trigger, nor do the updates and the delete).
  const inserted = sql`last_insert_rowid()`;
  const [created, , undone] = await writeOrRefuse(() =>
    ctx.db.batch([
      ctx.db
        .insert(listings)
        .values({ ...columnsOf(input), ...heldOrNot(heldFor), userRef: me.id, expiresAt: expiryOf(input.category, new Date(now)) })
        .returning({ id: listings.id }),
      ctx.db
        .update(uploads)
        .set({ listingId: inserted })
        .where(and(inArray(uploads.key, fresh), eq(uploads.userId, me.id), isNull(uploads.listingId), claimCheck(fresh, me.id, null))),
      ctx.db
        .delete(listings)
        .where(
          and(
            eq(listings.id, inserted),
            or(
              // A job, a CV or a service may have no photo at all (decision 114): then none was taken.
              input.imageUrls.length > 0 ? sql`NOT EXISTS (SELECT 1 FROM uploads AS u WHERE u.listing_id = ${inserted})` : sql`0`,
              limit === null ? sql`0` : sql`NOT (${underPostingLimit(me.id, limit, now)})`,
            ),
          ),
        )
        .returning({ id: listings.id }),
      // The post counts only when the listing stands.
      ctx.db.insert(listingPosts).select(
        ctx.db
          .select({ id: sql<number>`NULL`.as("id"), userId: listings.userRef, listingId: listings.id, createdAt: sql<Date>`${now}`.as("created_at") })
          .from(listings)
          .where(eq(listings.id, inserted)),
      ),
    ]),
  );
  if (undone.length > 0) {
    if (limit !== null) await refuseOverPostingLimit(ctx, me, limit, now);
    throw new Refusal(409, LISTING_WRITE_MESSAGES.taken);
  }
  const id = created[0]?.id;
  if (id === undefined) throw new Error("listing insert returned no id");
  await recordCopiedPhotos(ctx, id, copied);
  if (heldFor.length > 0) await mailSellerHeld(ctx, id, heldFor);
  await refreshPriceGroup(ctx, input);
  announceChanges(ctx);
  return { id, heldFor };
}

/** A held listing's columns: out of the lists, for an admin (the first moderation reason). */
function heldOrNot(heldFor: ListingScamSignal[]) {
  return heldFor.length > 0 ? { isHidden: true, hiddenReason: "held" as const } : {};
}

/**
 * A listing write's batch; a failing store (D1 down, a batch refused half-way, which D1 rolls
 * back whole) becomes one sentence to try again instead of an error page.
 */
async function writeOrRefuse<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Refusal) throw error;
    console.error("[listings] write failed", error);
    throw new Refusal(503, LISTING_WRITE_MESSAGES.notSaved);
  }
}

/** Loads a listing for editing: its owner or an admin, hidden or not. */
export async function editableListing(ctx: RequestContext, me: SessionUser, id: number): Promise<ListingJson> {
  const row = await ctx.db.select().from(listings).where(eq(listings.id, id)).get();
  if (!row) throw new Refusal(404, COMMON_MESSAGES.listingNotFound);
  ownerOrAdmin(me, row.userRef, LISTING_WRITE_MESSAGES.notOwnerUpdate);
  const verified = await ctx.db.select({ v: user.isSellerVerified }).from(user).where(eq(user.id, row.userRef)).get();
  return toListingJson({ ...row, isSellerVerified: verified?.v ?? false });
}

/**
 * Replaces a listing's fields for its owner or an admin. One batch saves the row, detaches the
 * images the edit dropped (no owner: on their way out) and claims the new ones for the listing's
 * seller, each statement only while every new image is still free (`claimCheck`). The dropped
 * objects go after the batch; if R2 fails, their detached rows let the hourly clean-up finish.
 *
 * The scam guard reads the words again (docs/decisions/116): a held listing whose words no longer
 * give a signal is released, and new words that give one hold the listing. Words an admin approved
 * and the edit left as they were do not hold it again.
 */
export async function updateListing(ctx: RequestContext, me: SessionUser, id: number, input: ListingInput): Promise<SavedListing> {
  const current = await ctx.db
    .select({
      userRef: listings.userRef,
      name: listings.name,
      description: listings.description,
      category: listings.category,
      hiddenReason: listings.hiddenReason,
      imageUrls: listings.imageUrls,
      subcategory: listings.subcategory,
      type: listings.type,
      condition: listings.condition,
      regularPrice: listings.regularPrice,
      discountPrice: listings.discountPrice,
      offer: listings.offer,
    })
    .from(listings)
    .where(eq(listings.id, id))
    .get();
  if (!current) throw new Refusal(404, COMMON_MESSAGES.listingNotFound);
  ownerOrAdmin(me, current.userRef, LISTING_WRITE_MESSAGES.notOwnerUpdate);
  await requireVerifiedPhone(ctx, current.userRef, input.phoneNumber);
  await checkPendingUploads(ctx, me, uploadKeysOf(input.imageUrls), "listing", LIMITS.imageBytesUpdate);
  const { keys, fresh } = await claimableKeys(ctx.db, me, input.imageUrls, { id, imageUrls: current.imageUrls });
  const kept = new Set(keys);
  const dropped = current.imageUrls.map(uploadKeyOf).filter((key): key is string => key !== null && !kept.has(key));
  const stillFree = fresh.length > 0 ? claimCheck(fresh, me.id, id) : undefined;
  const heldFor = listingScamSignals(input);
  const now = new Date();
  const reworded = current.name !== input.name || current.description !== input.description || current.category !== input.category;
  const wasHeld = current.hiddenReason === "held";
  const hold = heldFor.length > 0 && (reworded || wasHeld);
  // An admin's hide or the reports' stay the reason shown; a hold is released to what else holds.
  const visibility = hold
    ? {
        isHidden: true,
        hiddenReason: sql`CASE WHEN ${listings.hiddenReason} IN ('admin', 'reports') THEN ${listings.hiddenReason} ELSE 'held' END` as unknown as "held",
      }
    : wasHeld
      ? settledVisibility(now, { endModeration: true })
      : {};
  // Statements on an empty key list still run (a batch is fixed), matching no row.
  const [saved, detached] = await writeOrRefuse(() =>
    ctx.db.batch([
      ctx.db
        .update(listings)
        .set({ ...columnsOf(input), ...visibility, updatedAt: now })
        .where(and(eq(listings.id, id), stillFree))
        .returning({ id: listings.id }),
      ctx.db
        .update(uploads)
        .set({ userId: null, listingId: null })
        .where(and(inArray(uploads.key, dropped.length > 0 ? dropped : [""]), eq(uploads.listingId, id), stillFree))
        .returning({ key: uploads.key }),
      // Last: it changes what `stillFree` counts. A photo a listing took is its seller's.
      ctx.db
        .update(uploads)
        .set({ listingId: id, userId: current.userRef })
        .where(and(inArray(uploads.key, fresh.length > 0 ? fresh : [""]), eq(uploads.userId, me.id), isNull(uploads.listingId), stillFree)),
    ]),
  );
  if (saved.length === 0) throw stillFree ? new Refusal(409, LISTING_WRITE_MESSAGES.taken) : new Refusal(404, COMMON_MESSAGES.listingNotFound);
  // The buyer's price fell (or the offer turned on): the alerts cron tells the favouriters.
  const after = columnsOf(input);
  if (isPriceDrop(current, after)) {
    await ctx.db.insert(priceDrops).values({ listingId: id, oldPrice: effectivePrice(current), newPrice: effectivePrice(after) });
  }
  await discardDetached(
    ctx,
    detached.map((row) => row.key),
  );
  // The price medians of the group it left and the group it is in now; one refresh
  // covers a whole subcategory.
  await refreshPriceGroup(ctx, input);
  if (current.subcategory !== input.subcategory) await refreshPriceGroup(ctx, current);
  if (hold && !wasHeld) await mailSellerHeld(ctx, id, heldFor);
  announceChanges(ctx);
  return { id, heldFor: hold ? heldFor : [] };
}

/** Mark Unavailable (spec section 4): the owner only, one way. Returns the updated listing. */
export async function markUnavailable(ctx: RequestContext, me: SessionUser, id: number): Promise<ListingJson> {
  const row = await ctx.db.select({ userRef: listings.userRef }).from(listings).where(eq(listings.id, id)).get();
  if (!row) throw new Refusal(404, COMMON_MESSAGES.listingNotFound);
  if (row.userRef !== me.id) throw new Refusal(403, LISTING_WRITE_MESSAGES.notOwnerUnavailable);
  const [updated] = await ctx.db.update(listings).set({ isAvailable: false, updatedAt: new Date() }).where(eq(listings.id, id)).returning();
  if (!updated) throw new Refusal(404, COMMON_MESSAGES.listingNotFound);
  // No longer on the market: no longer a comparable for its group's median.
  await refreshListingPriceGroup(ctx, id);
  announceChanges(ctx);
  return toListingJson({ ...updated, isSellerVerified: me.isSellerVerified });
}
