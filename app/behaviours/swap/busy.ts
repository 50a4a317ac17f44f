/**
 * A form on its way: marked busy (a second press does nothing), its pressed button disabled and
 * saying its busy text; and usable again once the answer left it in the page, or the page came
 * back from the back-forward cache.
 */
import { swapContract } from "./swap.contract";

export function busy(form: HTMLFormElement, button: HTMLButtonElement | null): void {
  swapContract.write(form, "busy", "");
  form.setAttribute("aria-busy", "true");
  if (!button) return;
  button.disabled = true;
  swapContract.write(button, "sending", "");
  const text = swapContract.read(button, "busyText");
  if (text) {
    swapContract.write(button, "idleText", button.textContent ?? "");
    button.textContent = text;
  }
}

export function isBusy(form: HTMLFormElement): boolean {
  return swapContract.read(form, "busy") !== undefined;
}

export function release(form: HTMLFormElement, button: HTMLButtonElement | null = null): void {
  swapContract.write(form, "busy", null);
  form.removeAttribute("aria-busy");
  const buttons = button ? [button] : [...form.querySelectorAll("button")].filter((sent) => swapContract.read(sent, "sending") !== undefined);
  for (const sent of buttons) {
    sent.disabled = false;
    swapContract.write(sent, "sending", null);
    const idle = swapContract.read(sent, "idleText");
    if (idle !== undefined) {
      sent.textContent = idle;
      swapContract.write(sent, "idleText", null);
    }
  }
}

/** The browser sends it after all: the pressed button's name and value go with it, as they would have. */
export function sendAsTheBrowserWould(form: HTMLFormElement, button: HTMLButtonElement | null): void {
  if (button?.name) {
    const field = form.ownerDocument.createElement("input");
    field.type = "hidden";
    field.name = button.name;
    field.value = button.value;
    form.appendChild(field);
  }
  form.submit();
}

/** Back on this page from the one a redirect opened (the back-forward cache): every form usable again. */
export function releaseOnReturn(event: PageTransitionEvent): void {
  if (!event.persisted) return;
  for (const form of document.forms) if (isBusy(form)) release(form);
}
