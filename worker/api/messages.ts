import { Hono } from "hono";
import { MessageSchema } from "../../app/domain/listing-actions";
import { replyToMessage, threadsOf } from "../services/messages";
import { ok } from "./envelope";
import { integerParam, jsonBody, parse, type SignedInEnv, signedIn } from "./guards";

/** The caller's conversations with buyers and sellers (docs/decisions/025). */
export const messagesApi = new Hono<SignedInEnv>()
  .use("*", signedIn())
  .get("/", async (c) => ok(c, await threadsOf(c.var.ctx, c.var.me)))
  .post("/:id/replies", async (c) => {
    const id = integerParam(c, "id", "Message not found");
    const { body } = parse(MessageSchema, await jsonBody(c));
    await replyToMessage(c.var.ctx, c.var.me, id, body);
    return ok(c, null, 201, "Reply sent!");
  });
