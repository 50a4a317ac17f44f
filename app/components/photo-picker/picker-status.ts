/**
 * What the picker says (./photo-picker.contract.ts): its status line while photos are prepared
 * and sent, and a failure as a sentence under the photos with its toast. Each upload on its way is
 * tracked, for the form's sending to wait for it (./photos-pending.ts).
 */
import { showToast } from "../../behaviours/toast/show-toast";
import { wordOf } from "./photo-list";
import { photoPickerContract as picker } from "./photo-picker.contract";

const underWay = new WeakMap<HTMLElement, Set<Promise<void>>>();

/** An upload (a pick or a Try again) on its way until `work` settles. */
export function track(root: HTMLElement, work: Promise<void>): void {
  const mine = underWay.get(root) ?? new Set();
  underWay.set(root, mine);
  mine.add(work);
  void work.finally(() => mine.delete(work));
}

export function uploadsOf(root: HTMLElement): ReadonlySet<Promise<void>> {
  return underWay.get(root) ?? new Set();
}

export function say(root: HTMLElement, text: string): void {
  const status = picker.find(root, "status");
  if (status) status.textContent = text;
}

/** The picker's sentence for a failure, under the photos, and its toast (the sentence in "Upload failed: …" unless told). */
export function fail(root: HTMLElement, message: string, toast = wordOf(root, "uploadFailed", { message })): void {
  say(root, "");
  let note = picker.find(root, "error");
  if (!note) {
    note = root.ownerDocument.createElement("p");
    note.className = "inline-error";
    note.setAttribute("role", "alert");
    picker.mark(note, "error");
    root.appendChild(note);
  }
  note.textContent = message;
  showToast(toast, "error");
}

/** The photos changed: an old sentence about them goes. */
export function photosChanged(root: HTMLElement): void {
  picker.find(root, "error")?.remove();
}
