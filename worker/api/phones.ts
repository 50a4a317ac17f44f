import { Hono } from "hono";
import { normalizeKenyanPhone } from "../../app/domain/phone";
import { PHONE_CODE_MESSAGES, PhoneCodeConfirm, PhoneCodeRequest } from "../../app/domain/phone-codes";
import { confirmedPhonesOf, confirmPhoneCode, removePhone, sendPhoneCode } from "../services/accounts/phones";
import { ok } from "./envelope";
import { jsonBody, parse, signedIn } from "./guards";
import type { ApiEnv } from "./types";

/**
 * The signed-in person's phone numbers (docs/api.md, Phones), mounted under /api/users/me: ask for
 * a code, confirm a number with it, list and remove confirmed numbers. The rules and limits are
 * the service's (worker/services/accounts/phones.ts), the same as the profile screen's.
 */
export const phonesApi = new Hono<ApiEnv>()
  .post("/phone", signedIn(), async (c) => {
    const { phoneNumber } = parse(PhoneCodeRequest, await jsonBody(c));
    const sent = await sendPhoneCode(c.var.ctx, c.var.me, phoneNumber);
    return ok(c, sent, 202, PHONE_CODE_MESSAGES.sent(sent.phoneNumber));
  })
  .post("/phone/verify", signedIn(), async (c) => {
    const { phoneNumber, code } = parse(PhoneCodeConfirm, await jsonBody(c));
    const confirmed = await confirmPhoneCode(c.var.ctx, c.var.me, phoneNumber, code);
    return ok(c, { phoneNumber: confirmed }, 200, PHONE_CODE_MESSAGES.confirmed(confirmed));
  })
  .get("/phones", signedIn(), async (c) => ok(c, await confirmedPhonesOf(c.var.ctx, c.var.me.id)))
  // The number in the path in any accepted form (+254 encoded as %2B254, or 07...).
  .delete("/phones/:phoneNumber", signedIn(), async (c) => {
    const input = c.req.param("phoneNumber");
    await removePhone(c.var.ctx, c.var.me, input);
    return ok(c, null, 200, PHONE_CODE_MESSAGES.removed(normalizeKenyanPhone(input) ?? input));
  });
