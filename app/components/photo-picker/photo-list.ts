/**
 * The picker's list of photos (./photo-picker.contract.ts): in the order their addresses go with
 * the form, cover first; each with its cover badge or Make cover, and its Try again, earlier,
 * later and remove buttons for its place.
 */
import { type PhotoAction, type PickerWords, photoPickerContract as picker } from "./photo-picker.contract";

const wordsRead = new WeakMap<HTMLElement, Partial<PickerWords>>();

/** A word of the picker's, with `{key}` filled in where the server wrote a placeholder. */
export function wordOf(root: HTMLElement, text: keyof PickerWords, fills: Record<string, string | number> = {}): string {
  let words = wordsRead.get(root);
  if (!words) {
    words = JSON.parse(picker.read(root, "words") ?? "{}") as Partial<PickerWords>;
    wordsRead.set(root, words);
  }
  let word = words[text] ?? "";
  for (const [key, value] of Object.entries(fills)) word = word.replace(`{${key}}`, String(value));
  return word;
}

/** A photo that did not upload: kept in the list for Try again (the `unsent` look is the stylesheet's). */
export const isUnsent = (item: Element) => item.classList.contains("unsent");

export function photosOf(root: HTMLElement): HTMLLIElement[] {
  return [...(picker.find(root, "list")?.children ?? [])].filter((item): item is HTMLLIElement => item instanceof HTMLLIElement);
}

/** The photo's address goes with the form as `imageUrls`, in the list's order. */
export function keepAddress(item: HTMLLIElement, url: string): void {
  const field = item.ownerDocument.createElement("input");
  field.type = "hidden";
  field.name = "imageUrls";
  field.value = url;
  item.appendChild(field);
}

/** The ticked box a page without scripts has becomes a hidden field: with a script, remove says it. */
export function keepAsField(item: HTMLLIElement): void {
  const box = picker.find<HTMLInputElement>(item, "kept");
  if (!box) return;
  box.closest("label")?.remove();
  keepAddress(item, box.value);
}

/** A new photo in the list, its preview this browser's own copy (no download): its address, or none yet (unsent). */
export function newPhoto(root: HTMLElement, preview: Blob, url: string | null): HTMLLIElement {
  const item = root.ownerDocument.createElement("li");
  const image = root.ownerDocument.createElement("img");
  image.src = URL.createObjectURL(preview);
  image.alt = "";
  item.appendChild(image);
  if (url === null) item.classList.add("unsent");
  else keepAddress(item, url);
  picker.find(root, "list")?.appendChild(item);
  return item;
}

function button(root: HTMLElement, className: string, action: PhotoAction, label: string, text: string): HTMLButtonElement {
  const element = root.ownerDocument.createElement("button");
  element.type = "button";
  element.className = className;
  picker.mark(element, "action", action);
  picker.mark(element, "controls");
  element.setAttribute("aria-label", label);
  element.textContent = text;
  return element;
}

/** Each photo's badge and buttons for its place now, and Add photos only while there is room. */
export function paintPhotos(root: HTMLElement): void {
  const items = photosOf(root);
  items.forEach((item, index) => {
    for (const old of picker.findAll(item, "controls")) old.remove();
    const n = index + 1;
    const image = item.querySelector("img");
    if (image) image.alt = index === 0 ? wordOf(root, "coverAlt") : wordOf(root, "photoAlt", { n });
    if (index === 0) {
      const badge = root.ownerDocument.createElement("span");
      badge.className = "badge cover";
      picker.mark(badge, "controls");
      badge.textContent = wordOf(root, "cover");
      item.appendChild(badge);
    } else item.appendChild(button(root, "make-cover", "cover", wordOf(root, "makeCoverLabel", { n }), wordOf(root, "makeCover")));
    const actions = root.ownerDocument.createElement("div");
    actions.className = "picked-actions";
    picker.mark(actions, "controls");
    if (isUnsent(item))
      actions.appendChild(button(root, "button outline retry-photo", "retry", wordOf(root, "tryAgainLabel", { n }), wordOf(root, "tryAgain")));
    if (index > 0) actions.appendChild(button(root, "icon-button", "earlier", wordOf(root, "moveEarlier", { n }), "←"));
    if (index < items.length - 1) actions.appendChild(button(root, "icon-button", "later", wordOf(root, "moveLater", { n }), "→"));
    actions.appendChild(button(root, "icon-button danger", "remove", wordOf(root, "remove", { n }), "×"));
    item.appendChild(actions);
  });
  const add = picker.find<HTMLButtonElement>(root, "add");
  if (add) add.hidden = items.length >= Number(picker.read(root, "max"));
}

/**
 * Make cover, earlier, later or remove: the list is the order the addresses go in. The focus stays
 * with the photo moved (on the same button where it still has one), else goes to Add photos.
 */
export function movePhoto(root: HTMLElement, item: HTMLLIElement, action: Exclude<PhotoAction, "retry">): void {
  const list = item.parentElement;
  if (!list) return;
  if (action === "cover") list.insertBefore(item, list.firstChild);
  else if (action === "earlier" && item.previousElementSibling) list.insertBefore(item, item.previousElementSibling);
  else if (action === "later" && item.nextElementSibling) list.insertBefore(item.nextElementSibling, item);
  else if (action === "remove") {
    const preview = item.querySelector("img")?.src ?? "";
    if (preview.startsWith("blob:")) URL.revokeObjectURL(preview);
    item.remove();
  }
  paintPhotos(root);
  const kept = item.isConnected ? item : null;
  const same = kept ? picker.find(kept, "action", action) : null;
  (same ?? (kept ? picker.find(kept, "action") : null) ?? picker.find(root, "add"))?.focus();
}
