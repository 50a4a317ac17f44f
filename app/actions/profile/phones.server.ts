/**
 * The profile's buttons on the member's phone numbers (send-phone-code, confirm-phone,
 * remove-phone), through the same service and limits as /api/users/me/phone. The answer carries the
 * number waiting for its code, so a page posted without a script shows the code form again (no
 * cookie holds it).
 */
import { data } from "react-router";
import * as v from "valibot";
import { confirmPhoneCode, removePhone, sendPhoneCode } from "../../../worker/services/accounts/phones";
import type { PhoneAnswer, PhoneIntent } from "../../components/phone-numbers";
import { normalizeKenyanPhone } from "../../domain/phone";
import { PHONE_CODE_MESSAGES, PhoneCodeConfirm, PhoneCodeRequest } from "../../domain/phone-codes";
import { type IntentInput, intents } from "../intents.server";

const answer = ({ intent }: IntentInput, body: Omit<PhoneAnswer, "intent">, status = 200) =>
  data<PhoneAnswer>({ intent: intent as PhoneIntent, ...body }, { status });

/** What was typed as the number (+254 form when it was one), to fill the field again. */
const typedNumber = ({ fields }: IntentInput) => normalizeKenyanPhone(fields.phoneNumber ?? "") ?? (fields.phoneNumber ?? "").slice(0, 40);

/** A code form (confirm, or "Send a new code" under it) stays open whatever the answer. */
const waitingNumber = ({ intent, fields }: IntentInput) =>
  intent === "confirm-phone" || fields.resend === "yes" ? normalizeKenyanPhone(fields.phoneNumber ?? "") : null;

export const PHONE_NUMBER_INTENTS = intents(
  {
    async "send-phone-code"(input) {
      const parsed = v.safeParse(PhoneCodeRequest, input.fields);
      if (!parsed.success)
        return answer(input, { ok: false, message: PHONE_CODE_MESSAGES.invalidNumber, field: "phoneNumber", typed: typedNumber(input) }, 400);
      const sent = await sendPhoneCode(input.ctx, input.me, parsed.output.phoneNumber);
      return answer(input, { ok: true, message: PHONE_CODE_MESSAGES.sent(sent.phoneNumber), pending: sent });
    },
    async "confirm-phone"(input) {
      const parsed = v.safeParse(PhoneCodeConfirm, input.fields);
      if (!parsed.success) {
        const field = parsed.issues[0]?.path?.[0]?.key === "code" ? "code" : "phoneNumber";
        const waiting = waitingNumber(input);
        const pending = waiting ? { phoneNumber: waiting } : undefined;
        const message = parsed.issues[0]?.message ?? PHONE_CODE_MESSAGES.codeInvalid;
        return answer(input, { ok: false, message, field, typed: typedNumber(input), pending }, 400);
      }
      const phone = await confirmPhoneCode(input.ctx, input.me, parsed.output.phoneNumber, parsed.output.code);
      return answer(input, { ok: true, message: PHONE_CODE_MESSAGES.confirmed(phone) });
    },
    async "remove-phone"(input) {
      await removePhone(input.ctx, input.me, input.fields.phoneNumber ?? "");
      return answer(input, { ok: true, message: PHONE_CODE_MESSAGES.removed(typedNumber(input)) });
    },
  },
  (refusal, input) => {
    const waiting = waitingNumber(input);
    // Taken by another account: no code can help, back to the number field.
    const pending = waiting && refusal.status !== 409 ? { phoneNumber: waiting } : undefined;
    const field = input.intent === "remove-phone" ? undefined : pending ? "code" : "phoneNumber";
    return answer(input, { ok: false, message: refusal.message, field, typed: typedNumber(input), pending }, refusal.status);
  },
);
