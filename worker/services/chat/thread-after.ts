import { sql } from "drizzle-orm";
import type { ThreadAfter } from "../../../app/domain/chat-types";
import { displayName } from "../../../app/domain/account";
import { CHAT_LIMITS } from "../../../app/domain/conversations";
import type { RequestContext, SessionUser } from "../../context";
import { MESSAGE_COLUMNS, type MessageRow, memberHead, toChatMessage } from "./conversations";
import { blockStateBetween } from "../safety/person-safety";

/**
 * What changed in a thread after the last message a member's page shows (docs/decisions/127);
 * members only, as the thread itself.
 */
export async function threadAfter(ctx: RequestContext, me: SessionUser, conversationId: number, after: number): Promise<ThreadAfter> {
  const head = await memberHead(ctx, me, conversationId);
  const id = Number(head.id);
  const [newer, shownLast, shownMine, block] = await Promise.all([
    ctx.db.all<MessageRow>(
      sql`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ${id} AND id > ${after} ORDER BY id LIMIT ${CHAT_LIMITS.threadPage + 1}`,
    ),
    ctx.db.get<MessageRow>(sql`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ${id} AND id <= ${after} ORDER BY id DESC LIMIT 1`),
    ctx.db.get<MessageRow>(
      sql`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ${id} AND id <= ${after} AND sender_id = ${me.id} ORDER BY id DESC LIMIT 1`,
    ),
    blockStateBetween(ctx, me.id, head.other_id),
  ]);
  return {
    messages: newer.length > CHAT_LIMITS.threadPage ? null : newer.map((row) => toChatMessage(row, me.id)),
    shownLast: shownLast ? toChatMessage(shownLast, me.id) : null,
    shownMine: shownMine ? toChatMessage(shownMine, me.id) : null,
    block,
    otherName: displayName({ name: head.other_given_name, username: head.other_name }),
  };
}
