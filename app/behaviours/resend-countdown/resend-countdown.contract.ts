import { defineContract } from "../contract";

/**
 * "Send a new code in N s": the resend button of a phone's code step carries the number it waits
 * for (`phone`), when a new code may go (`resendAt`, only right after a code went out) and its
 * sentence (`waitText`, `{s}` for the seconds).
 */
export const resendCountdownContract = defineContract("resend-countdown", {
  values: { phone: "data-resend-phone", resendAt: "data-resend-at", waitText: "data-wait-text" },
});
