import { Hono } from "hono";
import { routePartykitRequest } from "partyserver";
import { CONVERSATION_MESSAGES } from "../app/domain/conversation-texts";
import { MEMBER_HEADER } from "../party/private-room";
import { fail } from "./api/envelope";
import type { ApiEnv } from "./api/types";
import type { RequestContext } from "./request-context";
import { isConversationMember } from "./services/chat/conversation-access";
import { COMMON_MESSAGES } from "./services/refusal";

/**
 * Which live room a `/parties/*` address names, and who may reach it. Each name would make a
 * Durable Object of its own, so only the rooms the product has are reached: the two fixed ones,
 * a conversation by its id, and a person's inbox by their id; anything else is a 404 before a
 * Durable Object is made.
 */
export type LiveRoom = { kind: "categories" } | { kind: "dashboard" } | { kind: "conversation"; conversationId: number } | { kind: "inbox"; userId: string };

const FIXED_ROOMS: Record<string, LiveRoom> = {
  "/parties/categories/global": { kind: "categories" },
  "/parties/dashboard/admin": { kind: "dashboard" },
};

/**
 * A live room's address. Its answer (a WebSocket upgrade) comes from the Durable Object with its
 * headers fixed, and a socket is no document: the Worker's middleware leaves it as it is.
 */
export function isRoomPath(path: string): boolean {
  return path.startsWith("/parties/");
}

/** The room at this path, or null when no such room exists. */
export function roomAt(path: string): LiveRoom | null {
  const fixed = FIXED_ROOMS[path];
  if (fixed) return fixed;
  const conversation = /^\/parties\/conversation\/([1-9]\d{0,15})$/.exec(path);
  if (conversation) {
    const conversationId = Number(conversation[1]);
    return Number.isSafeInteger(conversationId) ? { kind: "conversation", conversationId } : null;
  }
  const inbox = /^\/parties\/inbox\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  return inbox ? { kind: "inbox", userId: inbox[1] as string } : null;
}

/**
 * Checks the session before the room is reached (docs/api.md "Live rooms"), and answers a refusal,
 * or the request to pass on. Conversations: signed in (401) and one of its two members (else 404,
 * the same as for a conversation that does not exist). Inboxes: signed in (401) as exactly that
 * person (else 404). The dashboard: admins (401, 403). A private room hears who the person is from
 * `x-sokoni-user`, set here from the session; a client's own header of that name never gets through.
 */
export async function admitToRoom(ctx: Pick<RequestContext, "currentUser" | "db">, room: LiveRoom, request: Request): Promise<Request | Response> {
  const headers = new Headers(request.headers);
  headers.delete(MEMBER_HEADER);
  if (room.kind === "categories") return new Request(request, { headers });
  const me = await ctx.currentUser();
  if (room.kind === "dashboard") {
    if (!me) return refuse(401, COMMON_MESSAGES.signInFirst);
    if (me.role !== "admin") return refuse(403, COMMON_MESSAGES.adminOnly);
    return new Request(request, { headers });
  }
  if (!me) return refuse(401, COMMON_MESSAGES.signInFirst);
  if (room.kind === "conversation") {
    if (!(await isConversationMember(ctx.db, room.conversationId, me.id))) return refuse(404, CONVERSATION_MESSAGES.notFound);
  } else if (room.userId !== me.id) {
    return refuse(404, COMMON_MESSAGES.notFound);
  }
  // The private rooms speak only over a socket; an ordinary request never wakes one.
  if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return new Response("Upgrade Required", { status: 426 });
  headers.set(MEMBER_HEADER, me.id);
  return new Request(request, { headers });
}

function refuse(status: 401 | 403 | 404, message: string): Response {
  return Response.json({ success: false, message }, { status });
}

/** `/parties/*`: only the rooms the product has are reached, each checked from the session first. */
export const liveRooms = new Hono<ApiEnv>().all("/parties/*", async (c) => {
  const room = roomAt(c.req.path);
  if (!room) return fail(c, 404, COMMON_MESSAGES.notFound);
  const admit = (request: Request) => admitToRoom(c.var.ctx, room, request);
  return (await routePartykitRequest(c.req.raw, c.env, { onBeforeConnect: admit, onBeforeRequest: admit })) ?? fail(c, 404, COMMON_MESSAGES.notFound);
});
