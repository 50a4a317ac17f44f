import { Hono } from "hono";
import { BOOST_PACKAGES } from "../../app/domain/boosts";
import { callbackKeyValid, handleStkCallback, paymentFor } from "../services/payments/payments";
import { COMMON_MESSAGES, Refusal } from "../services/refusal";
import { ok } from "./envelope";
import { listingIdParam, signedIn } from "./guards";
import type { ApiEnv } from "./types";

/** The boost packages, a payment's state, and M-Pesa's callback (docs/api.md). */
export const boostPackagesApi = new Hono<ApiEnv>().get("/", (c) =>
  ok(
    c,
    BOOST_PACKAGES.map(({ id, name, kind, days, price }) => ({ id, name, kind, days, price })),
  ),
);

export const paymentsApi = new Hono<ApiEnv>()
  /**
   * Safaricom's callback, at a path only our secret makes (services/payments.ts callbackKey).
   * Whatever the body, the answer is Daraja's "accepted" (Safaricom retries otherwise); what it
   * changed is decided by the payment it names. A wrong path is a plain 404.
   */
  .post("/mpesa/callback/:key", async (c) => {
    const { ctx } = c.var;
    if (!(await callbackKeyValid(ctx.env.BETTER_AUTH_SECRET, c.req.param("key")))) throw new Refusal(404, COMMON_MESSAGES.notFound);
    const body: unknown = await c.req.json().catch(() => null);
    await handleStkCallback(ctx.db, ctx.env, body);
    return c.json({ ResultCode: 0, ResultDesc: "Accepted" });
  })
  .get("/:id", signedIn(), async (c) => {
    const id = listingIdParam(c, "id", COMMON_MESSAGES.paymentNotFound);
    return ok(c, await paymentFor(c.var.ctx, c.var.me, id));
  });
