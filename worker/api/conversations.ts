import { Hono } from "hono";
import { CONVERSATION_MESSAGES as M, MessageInput, PersonReportInput, StartConversationInput } from "../../app/domain/conversations";
import { listInbox, markConversationRead, openConversation, sendMessage, startConversation, unreadCount } from "../services/chat/conversations";
import { blockUser, reportUser, unblockUser } from "../services/safety/person-safety";
import { isConversationMember } from "../services/chat/conversation-access";
import { Refusal } from "../services/refusal";
import { ok } from "./envelope";
import { integerParam, jsonBody, parse, type SignedInEnv, signedIn } from "./guards";

/** A listing id as the schema hands it over (a string of digits), or a 404. */
function listingIdOf(raw: string): number {
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new Refusal(404, M.listingNotFound);
  return id;
}

/** `?before=` of a thread: a message id, or nothing (the newest page); anything else reads as nothing. */
function beforeOf(raw: string | undefined): number | null {
  const id = raw && /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/** Conversations between a listing's buyer and its seller (docs/api.md "Conversations"). */
export const conversationsApi = new Hono<SignedInEnv>()
  .use("*", signedIn())
  .get("/", async (c) => ok(c, await listInbox(c.var.ctx, c.var.me, c.req.query("cursor") ?? null)))
  .post("/", async (c) => {
    const input = parse(StartConversationInput, await jsonBody(c));
    const started = await startConversation(c.var.ctx, c.var.me, listingIdOf(input.listingId), input.text);
    return ok(c, started, 201, M.started);
  })
  .get("/:id/messages", async (c) => {
    const id = integerParam(c, "id", M.notFound);
    return ok(c, await openConversation(c.var.ctx, c.var.me, id, beforeOf(c.req.query("before"))));
  })
  .post("/:id/messages", async (c) => {
    const id = integerParam(c, "id", M.notFound);
    // A non-member hears 404 whatever they sent: membership before the body's rules.
    if (!(await isConversationMember(c.var.ctx.db, id, c.var.me.id))) throw new Refusal(404, M.notFound);
    const input = parse(MessageInput, await jsonBody(c));
    return ok(c, await sendMessage(c.var.ctx, c.var.me, id, input), 201, M.sent);
  })
  .post("/:id/read", async (c) => {
    const id = integerParam(c, "id", M.notFound);
    return ok(c, await markConversationRead(c.var.ctx, c.var.me, id));
  });

/**
 * People as members of conversations, under /api/users: the caller's unread count, blocking and
 * reporting a person. `/me/unread` has two segments, so `/:id` of the users router never takes it.
 */
export const peopleApi = new Hono<SignedInEnv>()
  .get("/me/unread", signedIn(), async (c) => ok(c, { count: await unreadCount(c.var.ctx, c.var.me.id) }))
  .post("/:id/block", signedIn(), async (c) => {
    const blocked = await blockUser(c.var.ctx, c.var.me, c.req.param("id"));
    return ok(c, blocked, 200, M.blocked(blocked.name));
  })
  .delete("/:id/block", signedIn(), async (c) => {
    const unblocked = await unblockUser(c.var.ctx, c.var.me, c.req.param("id"));
    return ok(c, unblocked, 200, M.unblocked(unblocked.name));
  })
  .post("/:id/reports", signedIn(), async (c) => {
    const body = await jsonBody(c);
    const { reason } = parse(PersonReportInput, body);
    const conversationId = conversationIdOf(body.conversationId);
    await reportUser(c.var.ctx, c.var.me, c.req.param("id"), reason, conversationId);
    return ok(c, null, 201, M.reported);
  });

/** The optional conversation a report names: absent, or a positive integer (as a number or digits); else a 404. */
function conversationIdOf(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  const id = typeof value === "number" ? value : typeof value === "string" && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new Refusal(404, M.notFound);
  return id;
}
