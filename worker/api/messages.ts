import { Hono } from "hono";
import * as v from "valibot";
import { MessageSchema } from "../../app/domain/listing-actions";
import { replyToMessage, threadsOf } from "../services/messages";
import { fail, failed, invalid, ok, SIGN_IN_FIRST } from "./envelope";
import type { ApiEnv } from "./types";

/** The caller's conversations with buyers and sellers (decisions.md 4). */
export const messagesApi = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const me = await c.var.ctx.currentUser();
    if (!me) return fail(c, 401, SIGN_IN_FIRST);
    return ok(c, await threadsOf(c.var.ctx, me));
  })
  .post("/:id/replies", async (c) => {
    const me = await c.var.ctx.currentUser();
    if (!me) return fail(c, 401, SIGN_IN_FIRST);
    const id = Number(c.req.param("id"));
    if (!Number.isSafeInteger(id) || id <= 0) return fail(c, 404, "Message not found");
    const parsed = v.safeParse(MessageSchema, await c.req.json().catch(() => ({})));
    if (!parsed.success) return invalid(c, parsed.issues);
    try {
      await replyToMessage(c.var.ctx, me, id, parsed.output.body);
    } catch (error) {
      return failed(c, error);
    }
    return ok(c, null, 201, "Reply sent!");
  });
