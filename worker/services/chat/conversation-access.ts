import { and, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversations } from "../../db/schema";

/**
 * True when `userId` is one of the conversation's two members: its buyer or its listing's
 * seller. Everything else (a third person, an admin, a conversation that does not exist) is
 * false, and every face answers it with the same 404.
 */
export async function isConversationMember(db: Db, conversationId: number, userId: string): Promise<boolean> {
  if (!Number.isSafeInteger(conversationId) || conversationId <= 0) return false;
  const row = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId))))
    .get();
  return row !== undefined;
}
