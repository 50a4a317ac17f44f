import { data } from "react-router";
import * as v from "valibot";
import type { RequestContext, SessionUser } from "../../worker/context";
import { confirmPhoneCode, removePhone, sendPhoneCode } from "../../worker/services/accounts/phones";
import type { PhoneAnswer, PhoneIntent } from "../components/phone-numbers";
import { PHONE_CODE_MESSAGES, PhoneCodeConfirm, PhoneCodeRequest } from "../domain/phone-codes";
import { normalizeKenyanPhone } from "../domain/phone";
import { asRefusal } from "./guards.server";

/**
 * The profile's phone intents (send-phone-code, confirm-phone, remove-phone), through the same
 * service and limits as /api/users/me/phone. The answer carries the number waiting for its code,
 * so a page posted without a script shows the code form again (no cookie holds it).
 */
export async function phoneAction(ctx: RequestContext, me: SessionUser, intent: PhoneIntent, fields: Record<string, string>) {
  const typed = normalizeKenyanPhone(fields.phoneNumber ?? "") ?? (fields.phoneNumber ?? "").slice(0, 40);
  // A code form (confirm, or "Send a new code" under it) stays open whatever the answer.
  const waiting = intent === "confirm-phone" || fields.resend === "yes" ? normalizeKenyanPhone(fields.phoneNumber ?? "") : null;
  const answer = (body: Omit<PhoneAnswer, "intent">, status = 200) => data<PhoneAnswer>({ intent, ...body }, { status });
  try {
    switch (intent) {
      case "send-phone-code": {
        const parsed = v.safeParse(PhoneCodeRequest, fields);
        if (!parsed.success) return answer({ ok: false, message: PHONE_CODE_MESSAGES.invalidNumber, field: "phoneNumber", typed }, 400);
        const sent = await sendPhoneCode(ctx, me, parsed.output.phoneNumber);
        return answer({ ok: true, message: PHONE_CODE_MESSAGES.sent(sent.phoneNumber), pending: sent });
      }
      case "confirm-phone": {
        const parsed = v.safeParse(PhoneCodeConfirm, fields);
        if (!parsed.success) {
          const field = parsed.issues[0]?.path?.[0]?.key === "code" ? "code" : "phoneNumber";
          const pending = waiting ? { phoneNumber: waiting } : undefined;
          return answer({ ok: false, message: parsed.issues[0]?.message ?? PHONE_CODE_MESSAGES.codeInvalid, field, typed, pending }, 400);
        }
        const phone = await confirmPhoneCode(ctx, me, parsed.output.phoneNumber, parsed.output.code);
        return answer({ ok: true, message: PHONE_CODE_MESSAGES.confirmed(phone) });
      }
      case "remove-phone": {
        await removePhone(ctx, me, fields.phoneNumber ?? "");
        return answer({ ok: true, message: PHONE_CODE_MESSAGES.removed(typed) });
      }
    }
  } catch (error) {
    const refusal = asRefusal(error);
    // Taken by another account: no code can help, back to the number field.
    const pending = waiting && refusal.status !== 409 ? { phoneNumber: waiting } : undefined;
    const field = intent === "remove-phone" ? undefined : pending ? "code" : "phoneNumber";
    return answer({ ok: false, message: refusal.message, field, typed, pending }, refusal.status);
  }
}
