/**
 * "Send a new code in N s": the minute before another SMS code may go out, counted down on the
 * button the server writes with `data-resend-at` (right after a code went out) and its sentence
 * (`data-wait-text`, `{s}` for the seconds), under a form or part marked with the waiting number
 * (`data-phone-code`). The time is remembered per number, so a wrong code's answer (which has no
 * time) keeps counting. Without scripts the button is always there and the server's refusal says
 * how long to wait. Used by the profile's and the listing form's scripts.
 */

const resendAt = new Map<string, number>();
let countdown = 0;

export function countDownResend(within: Element | Document = document): void {
  window.clearTimeout(countdown);
  const button = within.querySelector<HTMLButtonElement>("button[data-wait-text]");
  const phone = button?.closest<HTMLElement>("[data-phone-code]")?.dataset.phoneCode;
  if (!button || !phone) return;
  const given = Date.parse(button.dataset.resendAt ?? "");
  if (given) resendAt.set(phone, given);
  const at = resendAt.get(phone) ?? 0;
  // Its own words, read once: started again mid-count, the count on it now is not them.
  button.dataset.idleText ??= button.textContent ?? "";
  const idle = button.dataset.idleText;
  const tick = () => {
    if (!button.isConnected) return;
    const left = Math.ceil((at - Date.now()) / 1000);
    button.disabled = left > 0;
    button.textContent = left > 0 ? (button.dataset.waitText ?? "").replace("{s}", String(left)) : idle;
    if (left > 0) countdown = window.setTimeout(tick, 1000);
  };
  tick();
}
