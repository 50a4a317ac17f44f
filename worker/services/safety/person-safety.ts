import { and, eq, or, sql } from "drizzle-orm";
import * as v from "valibot";
import type { BlockState } from "../../../app/domain/chat-types";
import { CHAT_LIMITS, CONVERSATION_MESSAGES as M, PersonReportInput } from "../../../app/domain/conversations";
import type { RequestContext, SessionUser } from "../../context";
import { conversations, user, userBlocks, userReports } from "../../db/schema";
import { announceChanges, pushToConversation } from "../chat/live";
import { ONCE_A_DAY_MS, withinRateLimit } from "../accounts/rate-limit";
import { Refusal } from "../refusal";

/*
 * People and people: blocking one another (no messages either way while a block
 * stands) and reporting a person to the admins (the dashboard's User complaints). The
 * conversations service asks here whether a message may pass.
 */

const reportKey = (userId: string) => `person-report:${userId}`;

export async function blockStateBetween(ctx: Pick<RequestContext, "db">, meId: string, otherId: string): Promise<BlockState> {
  const rows = await ctx.db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(or(and(eq(userBlocks.blockerId, meId), eq(userBlocks.blockedId, otherId)), and(eq(userBlocks.blockerId, otherId), eq(userBlocks.blockedId, meId))));
  if (rows.some((row) => row.blockerId === meId)) return "by-me";
  return rows.length > 0 ? "by-other" : "none";
}

/** A block either way stops a message, with the sentence for the side that tries. */
export function refuseBlocked(state: BlockState): void {
  if (state === "by-me") throw new Refusal(403, M.blockedByYou);
  if (state === "by-other") throw new Refusal(403, M.blockedByOther);
}

async function otherPerson(ctx: Pick<RequestContext, "db">, userId: string): Promise<{ id: string; name: string }> {
  const row =
    typeof userId === "string" && userId.length > 0 && userId.length <= 200
      ? await ctx.db
          .select({ id: user.id, name: sql<string>`coalesce(${user.displayUsername}, ${user.username}, ${user.name})` })
          .from(user)
          .where(eq(user.id, userId))
          .get()
      : undefined;
  if (!row) throw new Refusal(404, M.userNotFound);
  return row;
}

/** The conversations two people share, either way round. */
async function sharedConversations(ctx: Pick<RequestContext, "db">, a: string, b: string): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(or(and(eq(conversations.buyerId, a), eq(conversations.sellerId, b)), and(eq(conversations.buyerId, b), eq(conversations.sellerId, a))));
  return rows.map((row) => row.id);
}

async function announceBlock(ctx: RequestContext, me: SessionUser, otherId: string, block: "none" | "blocked"): Promise<void> {
  for (const id of await sharedConversations(ctx, me.id, otherId)) pushToConversation(ctx, id, { type: "block", data: { block, by: me.id } });
}

export async function blockUser(ctx: RequestContext, me: SessionUser, userId: string): Promise<{ name: string }> {
  const other = await otherPerson(ctx, userId);
  if (other.id === me.id) throw new Refusal(400, M.cannotBlockYourself);
  const added = await ctx.db.insert(userBlocks).values({ blockerId: me.id, blockedId: other.id }).onConflictDoNothing().returning({ id: userBlocks.blockedId });
  if (added.length > 0) await announceBlock(ctx, me, other.id, "blocked");
  return { name: other.name };
}

export async function unblockUser(ctx: RequestContext, me: SessionUser, userId: string): Promise<{ name: string }> {
  const other = await otherPerson(ctx, userId);
  if (other.id === me.id) throw new Refusal(400, M.cannotBlockYourself);
  const removed = await ctx.db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, me.id), eq(userBlocks.blockedId, other.id)))
    .returning({ id: userBlocks.blockedId });
  if (removed.length > 0) await announceBlock(ctx, me, other.id, "none");
  return { name: other.name };
}

export async function reportUser(ctx: RequestContext, me: SessionUser, userId: string, reason: string, conversationId?: number | null): Promise<void> {
  const other = await otherPerson(ctx, userId);
  if (other.id === me.id) throw new Refusal(400, M.cannotReportYourself);
  const parsed = v.safeParse(PersonReportInput, { reason });
  if (!parsed.success) throw new Refusal(400, parsed.issues[0]?.message ?? M.reportReasonRequired);
  const why = parsed.output.reason;
  // A report may name a conversation only when it is the two people's own.
  let about: number | null = null;
  if (conversationId !== undefined && conversationId !== null) {
    if (!(await sharedConversations(ctx, me.id, other.id)).includes(conversationId)) throw new Refusal(404, M.notFound);
    about = conversationId;
  }
  if (!(await withinRateLimit(ctx.db, reportKey(me.id), CHAT_LIMITS.reportsPerDay, ONCE_A_DAY_MS))) throw new Refusal(429, M.tooManyReports);
  await ctx.db.insert(userReports).values({ userId: other.id, reporterId: me.id, conversationId: about, reason: why });
  // The dashboard's User complaints lists it: an admin watching sees it arrive.
  announceChanges(ctx, { categories: false });
}
