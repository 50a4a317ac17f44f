import { and, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import { CHAT_LIMITS, CONVERSATION_MESSAGES } from "../../../app/domain/conversation-texts";
import { LIMITS } from "../../../app/domain/limits";
import { UPLOAD_MESSAGES } from "../../../app/domain/listing-input";
import type { RequestContext, SessionUser } from "../../context";
import type { Db } from "../../db/client";
import { conversations, messages, uploads } from "../../db/schema";
import { imageNotFound, isSafeKey, PRIVATE_IMAGE_CACHE, streamImage } from "../media/images";
import { endConversationRooms } from "./live";
import { Refusal } from "../refusal";
import { checkBrowserImages, checkUploadRate, discardDetached, prepareFormPhotos, type StoreAs, storeChecked, type VariantFiles } from "../media/uploads";

/*
 * Photos in chat: stored like listing photos (same checks, same R2 bucket, an uploads
 * row each) under `chat/`, recorded as kind "message" and owned by the uploader until a message
 * claims them (conversations.ts sets uploads.message_id in the message's own batch). They are
 * private: only the uploader (while unclaimed) and the conversation's two members may see them.
 */

const CHAT_STORE: StoreAs = { folder: "chat", kind: "message" };

/** The folder chat photos live in, as R2 keys and as addresses (`/uploads/chat/...`). */
export const CHAT_PREFIX = "chat/";

/**
 * Photos for a message, already shrunk by the browser (1 to 3, each at most 5 MB, real JPEG, PNG,
 * WebP or AVIF bytes, with the variants the browser made, checked as a listing's are), under the
 * uploads' hourly limits. All are checked before any is stored. Returns their `/uploads/chat/...` addresses.
 */
export async function storeChatPhotos(ctx: RequestContext, me: SessionUser, files: File[], variants: VariantFiles[], headers?: Headers): Promise<string[]> {
  if (files.length === 0) throw new Refusal(400, UPLOAD_MESSAGES.noFiles);
  await checkUploadRate(ctx, me, headers);
  if (files.length > CHAT_LIMITS.photosPerMessage) throw new Refusal(400, CONVERSATION_MESSAGES.tooManyPhotos);
  return storeChecked(ctx, me, await checkBrowserImages(files, variants, LIMITS.imageBytesCreate), CHAT_STORE);
}

/**
 * Photos sent with the compose form without JavaScript: the server checks and prepares them as it
 * does the listing form's (uploads.ts `prepareFormPhotos`). No photos is no upload (a text-only
 * message); more than 3 is refused before any work.
 */
export async function storeChatFormPhotos(ctx: RequestContext, me: SessionUser, files: File[], headers?: Headers): Promise<string[]> {
  if (files.length === 0) return [];
  await checkUploadRate(ctx, me, headers);
  if (files.length > CHAT_LIMITS.photosPerMessage) throw new Refusal(400, CONVERSATION_MESSAGES.tooManyPhotos);
  return storeChecked(ctx, me, await prepareFormPhotos(files, LIMITS.imageBytesCreate), CHAT_STORE);
}

/**
 * GET /uploads/chat/...: the photo (or, for `?w=`, its smallest variant at least that wide) to
 * its uploader while no message holds it, and to the two members of the conversation whose message
 * does. Everyone else, admins included, gets the same 404 as for a photo that does not exist. The
 * browser may keep it an hour in its own cache (`private`), never a shared one.
 */
export async function serveChatPhoto(ctx: RequestContext, key: string, width: number | null, request: Request): Promise<Response> {
  if (!key.startsWith(CHAT_PREFIX) || !isSafeKey(key)) return imageNotFound(request, key);
  const me = await ctx.currentUser();
  if (!me || !(await maySeeChatPhoto(ctx.db, key, me.id))) return imageNotFound(request, key);
  return streamImage(ctx.env.IMAGES, key, width, request, PRIVATE_IMAGE_CACHE);
}

/** One row by key, then the message and conversation by their primary keys. */
export async function maySeeChatPhoto(db: Db, key: string, userId: string): Promise<boolean> {
  const row = await chatPhotoAccessQuery(db, key, userId).get();
  return row !== undefined;
}

export function chatPhotoAccessQuery(db: Db, key: string, userId: string) {
  return db
    .select({ key: uploads.key })
    .from(uploads)
    .leftJoin(messages, eq(messages.id, uploads.messageId))
    .leftJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(uploads.key, key),
        eq(uploads.kind, "message"),
        or(and(isNull(uploads.messageId), eq(uploads.userId, userId)), eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
      ),
    );
}

/** The conversations to remove: a listing's, or every one a person is the buyer or the seller in. */
export type ConversationsOf = { listingId: number } | { userId: string };

function matching(where: ConversationsOf): SQL | undefined {
  return "listingId" in where
    ? eq(conversations.listingId, where.listingId)
    : or(eq(conversations.buyerId, where.userId), eq(conversations.sellerId, where.userId));
}

/**
 * The two statements that remove conversations, for the caller's D1 batch, placed before the
 * statement that deletes what owns them (the listing, the user): the first detaches every chat
 * photo their messages hold, whoever sent it (returns the keys), the second deletes the
 * conversations (returns their ids), whose messages go by their foreign key. After the batch,
 * `finishConversationRemoval` takes the objects, the rows and the rooms.
 */
export function conversationRemoval(db: Db, where: ConversationsOf) {
  const ids = db.select({ id: conversations.id }).from(conversations).where(matching(where));
  const held = db.select({ id: messages.id }).from(messages).where(inArray(messages.conversationId, ids));
  return {
    detach: db
      .update(uploads)
      .set({ userId: null, messageId: null })
      .where(and(eq(uploads.kind, "message"), inArray(uploads.messageId, held)))
      .returning({ key: uploads.key }),
    remove: db.delete(conversations).where(matching(where)).returning({ id: conversations.id }),
  };
}

/**
 * After the batch: the detached uploads' objects, then their rows (a failure leaves detached rows
 * for the hourly clean-up, docs/decisions/046), then the rooms of the removed conversations are
 * ended (their sockets told "gone", their storage wiped).
 */
export async function finishConversationRemoval(ctx: Pick<RequestContext, "db" | "env">, detachedKeys: string[], conversationIds: number[]): Promise<void> {
  await discardDetached(ctx, [...new Set(detachedKeys)]);
  if (conversationIds.length > 0) await endConversationRooms(ctx, conversationIds);
}

/**
 * Deletes the conversations of a listing or of a person, with both members' chat photos (objects
 * and rows) and their rooms. deleteListing and deleteAccount run the same statements inside their
 * own batch (`conversationRemoval`); this is the same on its own.
 */
export async function removeConversations(ctx: RequestContext, where: ConversationsOf): Promise<void> {
  const { detach, remove } = conversationRemoval(ctx.db, where);
  const [detached, removed] = await ctx.db.batch([detach, remove]);
  await finishConversationRemoval(
    ctx,
    detached.map((row) => row.key),
    removed.map((row) => row.id),
  );
}
