/**
 * What the listing form's sending asks the picker in `form` (../listing-form/listing-send.behaviour.ts):
 * a form sent while a photo is still on its way waits for it, and one with a photo that did not
 * upload stays here, so no photo is lost without the seller knowing.
 */
import { isUnsent, photosOf, wordOf } from "./photo-list";
import { photoPickerContract as picker } from "./photo-picker.contract";
import { fail, uploadsOf } from "./picker-status";

const pickerIn = (form: HTMLFormElement) => picker.find(form, "picker");

export function photosUnderWay(form: HTMLFormElement): boolean {
  const root = pickerIn(form);
  return root !== null && uploadsOf(root).size > 0;
}

/** What the pressed button says while it waits for the photos, in the reader's language. */
export function waitingWords(form: HTMLFormElement): string {
  const root = pickerIn(form);
  return root ? wordOf(root, "waiting") : "";
}

/** Resolves once every photo on its way has arrived or failed, a Try again started meanwhile included. */
export async function photosSettled(form: HTMLFormElement): Promise<void> {
  const root = pickerIn(form);
  while (root && uploadsOf(root).size > 0) await Promise.allSettled([...uploadsOf(root)]);
}

/**
 * A photo that did not upload is still in the list: says so under the photos, puts the focus on
 * its Try again, and answers true (the form is not sent without it).
 */
export function refuseUnsentPhotos(form: HTMLFormElement): boolean {
  const root = pickerIn(form);
  const first = root ? photosOf(root).find(isUnsent) : undefined;
  if (!root || !first) return false;
  fail(root, wordOf(root, "notSent"), wordOf(root, "notSent"));
  picker.find(first, "action", "retry")?.focus();
  return true;
}
