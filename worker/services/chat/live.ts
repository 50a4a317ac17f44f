import { getServerByName } from "partyserver";
import type { ConversationEvent, InboxEvent } from "../../../app/domain/chat-types";
import type { RequestContext } from "../../request-context";
import { pagesChanged } from "../../edge-cache";

/** Which rooms a write concerns: category counts, the admin dashboard, or both; and the shared pages. */
export interface Changes {
  categories?: boolean;
  dashboard?: boolean;
  /** Visitors' pages that show listings (worker/edge-cache.ts): purged unless the write changes none (a new account). */
  pages?: boolean;
}

/**
 * Tells the live rooms that something changed, after the answer has gone. Each room reads the new
 * figures itself, and only when somebody is listening. A room that is down costs liveness only:
 * the failure is logged, never passed to the writer.
 */
export function announceChanges(ctx: Pick<RequestContext, "env" | "executionCtx">, changes: Changes = {}): void {
  const { categories = true, dashboard = true, pages = true } = changes;
  if (pages) pagesChanged(ctx);
  const work: Promise<void>[] = [];
  if (categories) work.push(getServerByName(ctx.env.Categories, "global").then((room) => room.refresh()));
  if (dashboard) work.push(getServerByName(ctx.env.Dashboard, "admin").then((room) => room.refresh()));
  for (const job of work) ctx.executionCtx.waitUntil(job.catch((error: unknown) => console.error("live room not told", error)));
}

/**
 * Tells a conversation's room of an event already stored in D1 (a message, a read, a block), after
 * the answer has gone. The room sends it to whoever has the conversation open; a room nobody has
 * open costs only the call (no query, no storage). A room that is down costs liveness only: the
 * page shows the message after a reload. The failure is logged, never passed to the writer.
 */
export function pushToConversation(ctx: Pick<RequestContext, "env" | "executionCtx">, conversationId: number, event: ConversationEvent): void {
  later(ctx, "conversation room not told", () => ctx.env.Conversation.getByName(String(conversationId)).push(event));
}

/** Tells a person's inbox room (the header badge, the inbox's order) of a change stored in D1; as above. */
export function pushToInbox(ctx: Pick<RequestContext, "env" | "executionCtx">, userId: string, event: InboxEvent): void {
  later(ctx, "inbox room not told", () => ctx.env.Inbox.getByName(userId).push(event));
}

/**
 * Ends the rooms of deleted conversations: each sends `{type:"gone"}` to its sockets, closes them
 * and deletes its storage. Waits for all of them; a failure is logged, never thrown.
 */
export async function endConversationRooms(ctx: Pick<RequestContext, "env">, conversationIds: number[]): Promise<void> {
  const ended = await Promise.allSettled([...new Set(conversationIds)].map((id) => attempt(() => ctx.env.Conversation.getByName(String(id)).end())));
  for (const result of ended) if (result.status === "rejected") console.error("conversation room not ended", result.reason);
}

/** Ends a deleted account's inbox room the same way: its sockets closed, its storage deleted. */
export async function endInboxRoom(ctx: Pick<RequestContext, "env">, userId: string): Promise<void> {
  await attempt(() => ctx.env.Inbox.getByName(userId).end()).catch((error: unknown) => console.error("inbox room not ended", error));
}

function later(ctx: Pick<RequestContext, "executionCtx">, failure: string, work: () => Promise<unknown>): void {
  ctx.executionCtx.waitUntil(attempt(work).catch((error: unknown) => console.error(failure, error)));
}

/** Runs `work`, turning a throw before its promise (an unreachable namespace) into a rejection. */
async function attempt<T>(work: () => Promise<T>): Promise<T> {
  return await work();
}
