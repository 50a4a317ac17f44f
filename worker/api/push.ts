import { Hono } from "hono";
import { answerStandIn, standInDeliveries, standInId } from "../services/chat/push-stand-in";
import { PUSH_MESSAGES, pushPublicKey, standInAllowed, subscribe, unsubscribe } from "../services/chat/push";
import { COMMON_MESSAGES, Refusal } from "../services/refusal";
import { ok } from "./envelope";
import { jsonBody, type SignedInEnv, signedIn } from "./guards";
import type { ApiEnv } from "./types";

/** Push notifications (docs/api.md, "Push notifications"; docs/decisions/088-web-push.md). */
export const pushApi = new Hono<SignedInEnv>()
  /** The site's VAPID public key, which the browser subscribes with (anyone may read it). */
  .get("/key", (c) => ok(c, { publicKey: pushPublicKey(c.var.ctx.env) }))
  /** The caller's browser, as its PushSubscription JSON: stored, or moved to the caller. */
  .post("/subscriptions", signedIn(), async (c) => {
    const { created, subscription } = await subscribe(c.var.ctx, c.var.me, await c.req.json().catch(() => null));
    return ok(c, subscription, created ? 201 : 200, PUSH_MESSAGES.turnedOn);
  })
  /** One of the caller's browsers, by `{ endpoint }`: forgotten (someone else's is a 404). */
  .delete("/subscriptions", signedIn(), async (c) => {
    const removed = await unsubscribe(c.var.ctx, c.var.me, await jsonBody(c));
    return ok(c, { ...removed, deleted: true }, 200, PUSH_MESSAGES.turnedOff);
  });

/**
 * The local push service (services/push-stand-in.ts): only for a loopback site without a public
 * BETTER_AUTH_URL, a 404 anywhere else. POST is a push (answered as a push service answers);
 * GET lists what it received for that endpoint, for tests and a curious developer.
 */
export const devPushApi = new Hono<ApiEnv>()
  .use("*", async (c, next) => {
    const { ctx } = c.var;
    if (!standInAllowed(ctx.env, ctx.url) || !standInId(ctx.url.pathname)) throw new Refusal(404, COMMON_MESSAGES.notFound);
    await next();
  })
  .post("/:id", (c) => answerStandIn(c.req.raw, c.var.ctx.env))
  .get("/:id", (c) => ok(c, standInDeliveries(c.req.param("id"))));
