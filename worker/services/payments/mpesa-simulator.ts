/**
 * The local M-Pesa simulator (docs/decisions/081): the stand-in that answers boost
 * payments' STK pushes when Safaricom's Daraja API is not configured, and only for a site served
 * from a loopback address (a developer's machine, the tests; worker/services/payments/payments.ts
 * paymentProvider decides). It accepts every push with ids of its own kind, then, a few seconds
 * later (MPESA_SIMULATOR_DELAY_MS, else SIMULATOR_DELAY_MS), posts back what Safaricom would:
 * success, or cancel (1032) for a number ending in 1, timeout (1037) for one ending in 2
 * (app/domain/mpesa.ts simulatedResult). Its answer goes through the same callback code as a real
 * one; a status query for one of its payments follows the same rule.
 */
import { simulatedResult } from "../../../app/domain/mpesa";
import type { payments } from "../../db/schema";

/** How long the simulator waits before answering a push (Safaricom's prompt takes a few seconds). */
export const SIMULATOR_DELAY_MS = 3000;

type PaymentRow = typeof payments.$inferSelect;

/** The simulator's answer to a push, shaped like Safaricom's (ids of its own kind). */
export function simulatorPush(payment: PaymentRow) {
  const tag = crypto.randomUUID().replace(/-/g, "").slice(0, 20);
  return { ok: true as const, merchantRequestId: `SIM-${payment.id}-${tag.slice(0, 8)}`, checkoutRequestId: `ws_CO_SIM_${tag}` };
}

/**
 * What Safaricom would post back, a few seconds after the push: success, or cancel (1032) for a
 * number ending in 1, timeout (1037) for one ending in 2 (app/domain/mpesa.ts). Goes through the
 * same code as a real callback.
 */
export function simulatedCallback(payment: PaymentRow, now = new Date()): unknown {
  const result = simulatedResult(payment.phoneNumber);
  const metadata =
    result.resultCode === 0
      ? {
          CallbackMetadata: {
            Item: [
              { Name: "Amount", Value: payment.amount },
              { Name: "MpesaReceiptNumber", Value: `SIM${String(payment.id).padStart(7, "0")}` },
              { Name: "Balance" },
              { Name: "TransactionDate", Value: Number(darajaLikeTime(now)) },
              { Name: "PhoneNumber", Value: Number(payment.phoneNumber.replace(/^\+/, "")) },
            ],
          },
        }
      : {};
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: payment.merchantRequestId,
        CheckoutRequestID: payment.checkoutRequestId,
        ResultCode: result.resultCode,
        ResultDesc: result.resultDesc,
        ...metadata,
      },
    },
  };
}

function darajaLikeTime(now: Date): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

/** The simulator's answer to a status query: the same rule as its callback, known at once. */
export function simulatedQuery(payment: PaymentRow) {
  return { state: "done", ...simulatedResult(payment.phoneNumber) } as const;
}

/**
 * Waits the simulator's delay, then hands its callback to `deliver` (payments.ts passes its
 * handleStkCallback); a failure is logged, as nobody waits for it.
 */
export async function simulateAnswer(
  env: { MPESA_SIMULATOR_DELAY_MS?: string },
  payment: PaymentRow,
  deliver: (body: unknown) => Promise<unknown>,
): Promise<void> {
  const delay = Number(env.MPESA_SIMULATOR_DELAY_MS ?? SIMULATOR_DELAY_MS);
  await new Promise((resolve) => setTimeout(resolve, Number.isFinite(delay) && delay >= 0 ? delay : SIMULATOR_DELAY_MS));
  try {
    await deliver(simulatedCallback(payment));
  } catch (error) {
    console.error(`[payments] simulator's answer for payment ${payment.id} not applied`, error);
  }
}
