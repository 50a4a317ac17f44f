/**
 * The listing form as scripts make it nicer (./listing-form.contract.ts, docs/decisions/103): what
 * was written only for a page without scripts goes, a refusal's sentence is a toast, its first
 * refused field takes the focus (photos first when they were refused), a field being corrected
 * loses its old message, and Enter publishes (without a script it would press the first submit
 * button, the phone's Send code). Sending is listing-send's; each part's own is its behaviour's.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { showToast } from "../../behaviours/toast/show-toast";
import { photoPickerContract } from "../photo-picker/photo-picker.contract";
import { listingFormContract as form } from "./listing-form.contract";
import { dropWithoutScript, undescribe } from "./without-script";

/** The first field the server refused takes the focus, so the seller starts where the form does. */
function focusFirstRefused(element: HTMLFormElement): void {
  const first = form.read(element, "firstError");
  if (!first || first === "form") return;
  const photos = first === "imageUrls" || first === "photos";
  const field = photos ? photoPickerContract.find(element, "picker") : form.find(element, "field", first);
  const add = photos && field ? photoPickerContract.find(field, "add") : null;
  const controls = add ? [add] : field ? [...field.querySelectorAll<HTMLElement>("input, select, textarea, button")] : [];
  controls.find((control) => !control.hidden && !(control instanceof HTMLInputElement && control.type === "hidden"))?.focus();
}

/** A refusal's sentence as a toast; one about the whole form (the posting limit) stays in view too. */
function toastSummaries(element: HTMLFormElement): void {
  for (const summary of form.findAll(element, "summary")) {
    showToast(summary.textContent ?? "", "error");
    if (form.key(summary, "summary") === "toast") summary.remove();
  }
}

/** A field being corrected loses its old message, and is no longer described by it. */
function forgetMessage(event: Event): void {
  const target = event.target;
  // Only a form's controls hear `input`.
  if (!(target instanceof HTMLElement)) return;
  const error = form.find(form.closest(target, "field") ?? target, "fieldError");
  if (!error) return;
  error.remove();
  target.removeAttribute("aria-invalid");
  undescribe(target, error.id);
}

export const listingForm = defineBehaviour<HTMLFormElement>(form, (element) => {
  dropWithoutScript(element);
  toastSummaries(element);
  // Once the parts inside have their behaviours (a form put in place connects before its picker).
  queueMicrotask(() => focusFirstRefused(element));
  const enter = (event: KeyboardEvent) => {
    const input = event.target;
    // A phone step's field presses its own step (phone-choice) and says so by preventing the default.
    if (event.key !== "Enter" || event.defaultPrevented || !(input instanceof HTMLInputElement)) return;
    if (["checkbox", "radio", "file", "button", "submit"].includes(input.type)) return;
    event.preventDefault();
    const publish = form.find<HTMLButtonElement>(element, "publish");
    if (publish && !publish.disabled) element.requestSubmit(publish);
  };
  element.addEventListener("keydown", enter);
  element.addEventListener("input", forgetMessage);
  return () => {
    element.removeEventListener("keydown", enter);
    element.removeEventListener("input", forgetMessage);
  };
});
