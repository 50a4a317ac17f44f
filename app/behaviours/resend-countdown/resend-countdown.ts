/**
 * Counts down the minute before another SMS code may go out, on the resend button
 * (./resend-countdown.contract.ts). The time is remembered per number, so the button a wrong
 * code's answer brings (which has no time) keeps counting. Without scripts the button is always
 * there and the server's refusal says how long to wait.
 */
import { defineBehaviour } from "../runtime";
import { resendCountdownContract } from "./resend-countdown.contract";

const resendAt = new Map<string, number>();

export const resendCountdown = defineBehaviour<HTMLButtonElement>(resendCountdownContract, (button) => {
  const phone = resendCountdownContract.read(button, "phone");
  if (!phone) return;
  const given = Date.parse(resendCountdownContract.read(button, "resendAt") ?? "");
  if (given) resendAt.set(phone, given);
  const at = resendAt.get(phone) ?? 0;
  const idle = button.textContent ?? "";
  const wait = resendCountdownContract.read(button, "waitText") ?? "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const left = Math.ceil((at - Date.now()) / 1000);
    button.disabled = left > 0;
    button.textContent = left > 0 ? wait.replace("{s}", String(left)) : idle;
    if (left > 0) timer = setTimeout(tick, 1000);
  };
  tick();
  return () => clearTimeout(timer);
});
