import { and, count, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { UPLOAD_MESSAGES } from "../../../app/domain/listing-input";
import type { ProfileUpdate } from "../../../app/domain/account";
import { LIMITS } from "../../../app/domain/limits";
import { standingOf } from "../../../app/domain/standing";
import type { RequestContext, SessionUser } from "../../context";
import { account, listings, rateLimit, uploads, user, verification } from "../../db/schema";
import { EXTENSION, sniffImageType, uploadKeyOf } from "../media/images";
import { checkPendingUploads } from "../media/upload-slots";
import { hashesForStore } from "../media/photo-hashes";
import { toListingJson, type ListingJson } from "./listing-json";
import { visibleListing } from "./listings";
import { announceChanges, endInboxRoom } from "../chat/live";
import { conversationRemoval, finishConversationRemoval } from "../chat/chat-photos";
import { checkUploadRate, discardDetached, removeQuietly, STORAGE_MESSAGES } from "../media/uploads";
import { authoriseEmailChange, type EmailChangeLink, forgetRequests, requestEmailChange } from "../accounts/email-change";
import { STRINGS } from "../../../app/i18n";
import { Refusal } from "../refusal";
import { phoneVerifiedQuery } from "./listing-seller";
import { type Rating, ratingOf } from "../safety/reviews";
import { sellerResponse } from "../chat/seller-stats";
import { pagesChanged } from "../../edge-cache";

export interface PublicProfile {
  _id: string;
  username: string;
  avatar: string | null;
  isSellerVerified: boolean;
  createdAt: string;
  /** Listings others can see and buy: neither hidden by a moderator nor marked unavailable. */
  listingCount: number;
  /** At least one phone number confirmed by SMS code. */
  phoneVerified: boolean;
  /** The average (one decimal) and count of the reviews standing; removed ones do not count. */
  rating: Rating;
  /** From the last 90 days' conversations; null below three (app/domain/seller-stats.ts). */
  responseRate: number | null;
  responseMinutes: number | null;
}

/**
 * The columns a seller's public face is made from (their profile and their storefront): never the
 * email or phone; the standing columns only decide whether there is a public face at all.
 */
export const PUBLIC_SELLER_COLUMNS = {
  id: user.id,
  username: user.displayUsername,
  name: user.name,
  avatar: user.image,
  verified: user.isSellerVerified,
  createdAt: user.createdAt,
  banned: user.banned,
  banExpires: user.banExpires,
};

/** What anyone may know of a seller: never the email or phone. */
export async function publicProfile(ctx: RequestContext, id: string): Promise<PublicProfile | null> {
  const [[[row], [counted], phone], rating, response] = await Promise.all([
    ctx.db.batch([
      ctx.db.select(PUBLIC_SELLER_COLUMNS).from(user).where(eq(user.id, id)),
      ctx.db
        .select({ n: count() })
        .from(listings)
        .where(and(eq(listings.userRef, id), visibleListing, eq(listings.isAvailable, true))),
      phoneVerifiedQuery(ctx.db, id),
    ]),
    ratingOf(ctx, id),
    sellerResponse(ctx, id),
  ]);
  // A banned seller has no public face (docs/decisions/108).
  if (!row || standingOf(row).kind === "banned") return null;
  return {
    _id: row.id,
    username: row.username ?? row.name,
    avatar: row.avatar,
    isSellerVerified: row.verified,
    createdAt: row.createdAt.toISOString(),
    listingCount: counted?.n ?? 0,
    phoneVerified: phone.length > 0,
    rating,
    responseRate: response.responseRate,
    responseMinutes: response.responseMinutes,
  };
}

/** Is there such a user? (A seller's listings answer 404 for nobody, without the profile's figures.) */
export async function userExists(ctx: RequestContext, id: string): Promise<boolean> {
  return (await ctx.db.select({ id: user.id }).from(user).where(eq(user.id, id)).get()) !== undefined;
}

/** A seller's listings, newest first; hidden ones only for the seller themself. */
export async function listingsOfUser(ctx: RequestContext, id: string, viewer: SessionUser | null): Promise<(ListingJson & { isHidden?: boolean })[]> {
  const own = viewer?.id === id;
  const rows = await ctx.db
    .select()
    .from(listings)
    .where(own ? eq(listings.userRef, id) : and(eq(listings.userRef, id), visibleListing))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(200);
  const verified = (await ctx.db.select({ v: user.isSellerVerified }).from(user).where(eq(user.id, id)).get())?.v ?? false;
  // Only the owner learns that a moderator hid one of their listings.
  return rows.map((row) => ({ ...toListingJson({ ...row, isSellerVerified: verified }), ...(own ? { isHidden: row.isHidden } : {}) }));
}

/** What an update started but did not finish: an email change waits for its link (email-change.ts). */
export interface ProfileUpdateOutcome {
  emailChange: EmailChangeLink | null;
}

/**
 * Username, email and password changes; each one checked before anything is written. The username
 * and password change at once; a new email only once its link is used (decision 047).
 */
export async function updateProfile(ctx: RequestContext, me: SessionUser, input: ProfileUpdate, headers: Headers): Promise<ProfileUpdateOutcome> {
  const username = input.username || undefined;
  const email = input.email && input.email !== me.email.toLowerCase() ? input.email : undefined;
  if (username && username.toLowerCase() !== me.username.toLowerCase()) {
    const taken = await ctx.db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.username, username.toLowerCase()), ne(user.id, me.id)))
      .get();
    if (taken) throw new Refusal(409, STRINGS.server.listings.usernameTaken);
  }
  // Checked before a new password is set: the current one is the one to give.
  const emailStep = email ? await authoriseEmailChange(ctx, me, email, input.currentPassword) : null;
  if (input.password) {
    const response = await ctx.auth().api.changePassword({
      body: { currentPassword: input.currentPassword ?? "", newPassword: input.password, revokeOtherSessions: true },
      headers,
      asResponse: true,
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new Refusal(response.status === 401 ? 401 : 400, body.message ?? STRINGS.server.listings.wrongPassword);
    }
  }
  if (username) {
    await ctx.db
      .update(user)
      .set({ username: username.toLowerCase(), displayUsername: username, name: username, updatedAt: new Date() })
      .where(eq(user.id, me.id));
    // The seller's name shows on their listings and storefront.
    pagesChanged(ctx);
  }
  // After the password change, so the link belongs to the new password (a later one voids it).
  if (email && emailStep) {
    await requestEmailChange(ctx, { ...me, username: username ?? me.username }, email, emailStep);
    return { emailChange: { email, step: emailStep } };
  }
  return { emailChange: null };
}

/**
 * A new profile picture sent through the Worker (the form without scripts, and API clients):
 * checked by its bytes and the avatar cap, stored, then made the picture (`makeAvatar`).
 */
export async function replaceAvatar(ctx: RequestContext, me: SessionUser, file: File): Promise<string> {
  if (file.size > LIMITS.avatarBytes) throw new Refusal(413, STRINGS.server.common.avatarTooBig);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw new Refusal(415, STRINGS.server.common.avatarNotImage);
  await checkUploadRate(ctx, me);
  const key = `avatars/${crypto.randomUUID()}.${EXTENSION[type]}`;
  try {
    await ctx.env.IMAGES.put(key, bytes, { httpMetadata: { contentType: type } });
    const hashes = await hashesForStore(bytes, null);
    return await makeAvatar(ctx, me, key, ctx.db.insert(uploads).values({ key, userId: me.id, kind: "avatar", bytes: bytes.byteLength, ...hashes }));
  } catch (error) {
    await removeQuietly(ctx.env.IMAGES, [key]);
    if (error instanceof Refusal) throw error;
    console.error("[avatar] not stored", error);
    throw new Refusal(503, STORAGE_MESSAGES.notStored);
  }
}

/**
 * A picture the browser sent straight to R2: its slot must be the caller's avatar, and
 * what arrived is checked by its bytes and the avatar cap (`checkPendingUploads`) before it is
 * made the picture. Another user's key, or one not uploaded as an avatar, is refused.
 */
export async function claimAvatar(ctx: RequestContext, me: SessionUser, imageUrl: unknown): Promise<string> {
  const key = typeof imageUrl === "string" ? uploadKeyOf(imageUrl) : null;
  if (!key) throw new Refusal(400, STRINGS.server.common.selectImage);
  await checkPendingUploads(ctx, me, [key], "avatar", LIMITS.avatarBytes);
  const row = await ctx.db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.userId, me.id), eq(uploads.kind, "avatar"), isNull(uploads.pendingUntil)))
    .get();
  if (!row) throw new Refusal(400, UPLOAD_MESSAGES.notOurs);
  return makeAvatar(ctx, me, key);
}

/**
 * Makes a stored avatar upload the caller's picture, and detaches their earlier ones, in one batch
 * (with `insert`, the new upload's row, when it was stored just now); the detached objects go
 * after (a failure leaves them to the clean-up).
 */
async function makeAvatar(ctx: RequestContext, me: SessionUser, key: string, insert?: BatchItem<"sqlite">): Promise<string> {
  const url = `/uploads/${key}`;
  let detached: { key: string }[];
  try {
    const statements = [
      ctx.db.update(user).set({ image: url, updatedAt: new Date() }).where(eq(user.id, me.id)),
      ctx.db
        .update(uploads)
        .set({ userId: null })
        .where(and(eq(uploads.userId, me.id), eq(uploads.kind, "avatar"), ne(uploads.key, key)))
        .returning({ key: uploads.key }),
    ] as const;
    const results = insert ? await ctx.db.batch([insert, ...statements]) : await ctx.db.batch(statements);
    detached = results[results.length - 1] as { key: string }[];
  } catch (error) {
    console.error("[avatar] not stored", error);
    throw new Refusal(503, STORAGE_MESSAGES.notStored);
  }
  await discardDetached(
    ctx,
    detached.map((each) => each.key),
  );
  pagesChanged(ctx);
  return url;
}

/**
 * Deletes the account and everything it owns, in one batch: its uploads are detached (those whose
 * rows name the user, or one of the user's listings: listing photos, avatars, unused uploads),
 * its pending tokens (better-auth's `verification` rows whose value is the user id, e.g. a
 * password reset, and email-change links) and counters keyed by it go, the conversations they
 * were in go with every chat photo in them (the other member's too, detached in the same batch),
 * then the account, listings and user rows, whose foreign keys take sessions, favourites and
 * reports on those listings. Then the detached objects and rows go (if R2 fails, the hourly
 * clean-up finishes the job), and the conversations' rooms and their inbox room are ended.
 */
export async function deleteAccount(ctx: RequestContext, me: SessionUser): Promise<void> {
  const ownListings = ctx.db.select({ id: listings.id }).from(listings).where(eq(listings.userRef, me.id));
  const keyedByUser = [`:${me.id}`, `:${me.email.toLowerCase()}`].map((suffix) => sql`substr(${rateLimit.key}, ${-suffix.length}) = ${suffix}`);
  // A pending email change's link names the user inside its value; it goes first, harmlessly.
  await forgetRequests(ctx, me.id);
  const chats = conversationRemoval(ctx.db, { userId: me.id });
  const [detached, chatPhotos, removed] = await ctx.db.batch([
    ctx.db
      .update(uploads)
      .set({ userId: null, listingId: null })
      .where(or(eq(uploads.userId, me.id), inArray(uploads.listingId, ownListings)))
      .returning({ key: uploads.key }),
    // The conversations they were in, with the other members' chat photos too.
    chats.detach,
    chats.remove,
    ctx.db.delete(verification).where(eq(verification.value, me.id)),
    ctx.db.delete(rateLimit).where(or(...keyedByUser)),
    ctx.db.delete(account).where(eq(account.userId, me.id)),
    ctx.db.delete(listings).where(eq(listings.userRef, me.id)),
    ctx.db.delete(user).where(eq(user.id, me.id)),
  ]);
  await finishConversationRemoval(
    ctx,
    [...detached, ...chatPhotos].map((row) => row.key),
    removed.map((row) => row.id),
  );
  await endInboxRoom(ctx, me.id);
  announceChanges(ctx);
}
