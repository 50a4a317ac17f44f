/**
 * What every modal dialog of ours does (a form's, the photo viewer): `showModal()` makes the page
 * behind inert and Escape closes; the focus stays inside while it is open and goes back to what
 * opened it once it closes.
 */
import { dialogContract } from "./dialog.contract";

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the dialog's own controls rather than out to the browser's toolbar; its close buttons close it. */
export function makeModal(dialog: HTMLDialogElement): void {
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  dialog.addEventListener("click", (event) => {
    if (dialogContract.closest(event.target, "close")) dialog.close();
  });
}

/** Opens `dialog` as a modal, the focus on its first field; it goes back to `opener` on closing. */
export function openModal(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  if (dialog.open) return;
  dialog.showModal();
  // The first field, not the close button, is where the person wants to type.
  dialog.querySelector<HTMLElement>("textarea, input:not([type='hidden'])")?.focus();
  dialog.addEventListener("close", () => opener?.focus(), { once: true });
}
