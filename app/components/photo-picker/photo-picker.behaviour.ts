/**
 * The photo picker (./photo-picker.contract.ts, docs/decisions/103 and 105), from what the server
 * wrote for a browser without scripts: each ticked box becomes a hidden `imageUrls` field, in the
 * list's order, cover first; the file field gives way to Add photos, which prepares each pick in
 * this browser and uploads it with its progress (./photo-upload.ts); each photo gets Make cover,
 * earlier, later, remove, and Try again when it did not upload (./photo-list.ts). Every word is a
 * value the server wrote on the picker.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { keepAsField, movePhoto, paintPhotos, photosOf, wordOf } from "./photo-list";
import { type PhotoAction, photoPickerContract as picker } from "./photo-picker.contract";
import { pickPhotos, retryPhoto } from "./photo-upload";
import { photosChanged, track } from "./picker-status";

/** Add photos and the file input it opens (hidden: a phone shows its own chooser). */
function addPhotosButton(root: HTMLElement): { add: HTMLButtonElement; input: HTMLInputElement } {
  const doc = root.ownerDocument;
  const add = doc.createElement("button");
  add.type = "button";
  add.className = "button outline add-photos";
  picker.mark(add, "add");
  add.textContent = wordOf(root, "addPhotos");
  const input = doc.createElement("input");
  input.type = "file";
  input.accept = "image/jpeg,image/png,image/webp,image/avif,image/*";
  input.multiple = true;
  input.hidden = true;
  input.setAttribute("aria-label", wordOf(root, "addPhotos"));
  picker.write(input, "testId", "image-input");
  const status = picker.find(root, "status");
  root.insertBefore(add, status);
  root.insertBefore(input, status);
  return { add, input };
}

export const photoPicker = defineBehaviour(picker, (root) => {
  // A page without scripts sends the files with the form; here they are uploaded as they are picked.
  const files = picker.find(root, "files");
  files?.remove();
  const help = picker.find(root, "help");
  if (help) help.textContent = wordOf(root, "help");
  for (const item of photosOf(root)) keepAsField(item);
  const { add, input } = addPhotosButton(root);
  paintPhotos(root);

  const opened = () => input.click();
  const picked = () => {
    const chosen = [...(input.files ?? [])];
    input.value = "";
    track(root, pickPhotos(root, chosen));
  };
  const clicked = (event: MouseEvent) => {
    const button = picker.closest<HTMLButtonElement>(event.target, "action");
    const item = button?.closest("li");
    const action = button ? (picker.key(button, "action") as PhotoAction | null) : null;
    if (!button || !item || !action || !root.contains(item)) return;
    if (action === "retry") return track(root, retryPhoto(root, item));
    photosChanged(root);
    movePhoto(root, item, action);
  };
  add.addEventListener("click", opened);
  input.addEventListener("change", picked);
  root.addEventListener("click", clicked);
  return () => root.removeEventListener("click", clicked);
});
