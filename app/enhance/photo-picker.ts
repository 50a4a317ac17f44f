/**
 * The listing form's photos with scripts (docs/decisions/103), from what the server wrote for a
 * browser without them (app/components/image-picker.tsx: ticked boxes and a file field): each box
 * becomes a hidden `imageUrls` field, in the list's order, cover first; Add photos compresses each
 * pick in this browser with its copies and uploads it with its progress; each photo gets Make
 * cover, earlier, later and remove. Every word is a `data-` attribute of the picker.
 */
import { type CompressedImage, compressImage, uploadForm } from "../lib/compress-image";
import { askSlots, slotFilesOf, NoDirectUploads, sendPhoto } from "./direct-upload";
import { showToast } from "./toast";

/** `{n}` and its kind in a sentence the server wrote with a placeholder. */
const fill = (text: string | undefined, key: string, value: string | number) => (text ?? "").replace(`{${key}}`, String(value));

function pickerOf(): HTMLElement | null {
  return document.querySelector<HTMLElement>("main [data-image-picker]");
}

/** The picker's sentence for a failure, under the photos, and its toast. */
function pickerFails(picker: HTMLElement, message: string, toast = fill(picker.dataset.uploadFailed, "message", message)): void {
  say(picker, "");
  let note = picker.querySelector<HTMLElement>("[data-picker-error]");
  if (!note) {
    note = document.createElement("p");
    note.className = "inline-error";
    note.setAttribute("role", "alert");
    note.dataset.pickerError = "";
    picker.appendChild(note);
  }
  note.textContent = message;
  showToast(toast, "error");
}

function say(picker: HTMLElement, text: string): void {
  const status = picker.querySelector(".upload-status");
  if (status) status.textContent = text;
}

/** The photos changed: an old message about them goes. */
function photosChanged(picker: HTMLElement): void {
  picker.querySelector("[data-picker-error]")?.remove();
}

/** Each photo's cover badge or Make cover, and its earlier, later and remove buttons, for its place. */
function paintPhotos(picker: HTMLElement): void {
  const texts = picker.dataset;
  const items = [...picker.querySelectorAll<HTMLLIElement>(".picked-images > li")];
  items.forEach((item, index) => {
    for (const old of item.querySelectorAll(".badge.cover, .make-cover, .picked-actions")) old.remove();
    const n = index + 1;
    const image = item.querySelector("img");
    if (image) image.alt = index === 0 ? (texts.coverAlt ?? "") : fill(texts.photoAlt, "n", n);
    const button = (className: string, action: string, label: string, text: string) => {
      const element = document.createElement("button");
      element.type = "button";
      element.className = className;
      element.dataset.photoAction = action;
      element.setAttribute("aria-label", label);
      element.textContent = text;
      return element;
    };
    if (index === 0) {
      const badge = document.createElement("span");
      badge.className = "badge cover";
      badge.textContent = texts.cover ?? "";
      item.appendChild(badge);
    } else {
      item.appendChild(button("make-cover", "cover", fill(texts.makeCoverLabel, "n", n), texts.makeCover ?? ""));
    }
    const actions = document.createElement("div");
    actions.className = "picked-actions";
    if (index > 0) actions.appendChild(button("icon-button", "earlier", fill(texts.moveEarlier, "n", n), "←"));
    if (index < items.length - 1) actions.appendChild(button("icon-button", "later", fill(texts.moveLater, "n", n), "→"));
    actions.appendChild(button("icon-button danger", "remove", fill(texts.remove, "n", n), "×"));
    item.appendChild(actions);
  });
  const add = picker.querySelector<HTMLButtonElement>(".add-photos");
  if (add) add.hidden = items.length >= Number(texts.max);
}

/** The photo's address in the form: the ticked box a page without scripts has becomes a hidden field. */
function keepAsField(item: HTMLLIElement): void {
  const box = item.querySelector<HTMLInputElement>('input[type="checkbox"][name="imageUrls"]');
  if (!box) return;
  const field = document.createElement("input");
  field.type = "hidden";
  field.name = "imageUrls";
  field.value = box.value;
  box.closest("label")?.remove();
  item.appendChild(field);
}

function uploadPhotos(picker: HTMLElement, images: CompressedImage[]): Promise<string[]> {
  const texts = picker.dataset;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", texts.uploadTo ?? "/api/uploads");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) say(picker, fill(texts.uploading, "percent", Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      let body: { success?: boolean; message?: string; data?: { urls?: unknown } } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        reject(new Error(texts.invalidAnswer));
        return;
      }
      if (request.status === 401) return reject(new Error(texts.signIn));
      if (request.status >= 400 || !body.success) return reject(new Error(body.message ?? `HTTP ${request.status}`));
      const urls = Array.isArray(body.data?.urls) ? body.data.urls.filter((url): url is string => typeof url === "string") : [];
      if (urls.length === 0) return reject(new Error(texts.noUrls));
      resolve(urls);
    };
    request.onerror = () => reject(new Error(texts.network));
    request.send(uploadForm(images));
  });
}

/**
 * The photos straight to storage (issue 21): a bar for each while it goes, the overall share in
 * the status line; the addresses of those that arrived (null for one that failed three times).
 */
async function uploadDirectly(picker: HTMLElement, images: CompressedImage[]): Promise<(string | null)[]> {
  const texts = picker.dataset;
  const slots = await askSlots(slotFilesOf(images), (texts.uploadTo ?? "").includes("for=update"), {
    network: texts.network ?? "",
    signIn: texts.signIn ?? "",
  });
  const board = document.createElement("ul");
  board.className = "uploading-photos";
  const shares = images.map(() => 0);
  const bars = images.map((image, index) => {
    const item = document.createElement("li");
    const preview = document.createElement("img");
    preview.src = URL.createObjectURL(image.image);
    preview.alt = "";
    const bar = document.createElement("progress");
    bar.max = 100;
    bar.value = 0;
    bar.setAttribute("aria-label", fill(fill(fill(texts.photoProgress, "n", index + 1), "total", images.length), "percent", 0));
    item.appendChild(preview);
    item.appendChild(bar);
    board.appendChild(item);
    return bar;
  });
  const list = picker.querySelector(".picked-images");
  list?.parentNode?.insertBefore(board, list.nextSibling);
  try {
    const sent = await Promise.allSettled(
      slots.map((slot, index) =>
        sendPhoto(slot, images[index] as CompressedImage, (share) => {
          shares[index] = share;
          const bar = bars[index] as HTMLProgressElement;
          bar.value = Math.round(share * 100);
          bar.setAttribute("aria-label", fill(fill(fill(texts.photoProgress, "n", index + 1), "total", images.length), "percent", bar.value));
          const overall = shares.reduce((sum, each) => sum + each, 0) / shares.length;
          say(picker, fill(texts.uploading, "percent", Math.round(overall * 100)));
        }),
      ),
    );
    return sent.map((result, index) => (result.status === "fulfilled" ? (slots[index]?.imageUrl ?? null) : null));
  } finally {
    board.remove();
  }
}

async function pickPhotos(picker: HTMLElement, files: File[]): Promise<void> {
  const texts = picker.dataset;
  const list = picker.querySelector(".picked-images");
  const add = picker.querySelector<HTMLButtonElement>(".add-photos");
  if (!list || !add) return;
  if (files.length === 0) return pickerFails(picker, texts.noFiles ?? "", texts.noImage);
  if (list.children.length + files.length > Number(texts.max)) return pickerFails(picker, texts.tooManyFiles ?? "", texts.tooMany);
  add.disabled = true;
  picker.setAttribute("aria-busy", "true");
  say(picker, texts.preparing ?? "");
  try {
    const prep = { cannotPrepare: texts.cannotPrepare ?? "", unreadable: (name: string) => fill(texts.unreadable, "name", name) };
    let compressed: CompressedImage[];
    try {
      compressed = await Promise.all(files.map((file) => compressImage(file, prep)));
    } catch (problem) {
      return pickerFails(picker, problem instanceof Error ? problem.message : (texts.network ?? ""));
    }
    if (compressed.some((image) => image.image.size > Number(texts.maxBytes))) return pickerFails(picker, texts.tooLargeFile ?? "", texts.tooLarge);
    say(picker, fill(texts.uploading, "percent", 0));
    try {
      // Straight to storage where the deployment signs it; posted through the Worker otherwise.
      const urls: (string | null)[] = await uploadDirectly(picker, compressed).catch((problem: unknown) => {
        if (problem instanceof NoDirectUploads) return uploadPhotos(picker, compressed);
        throw problem;
      });
      urls.forEach((url, index) => {
        if (url === null) return;
        const item = document.createElement("li");
        const preview = document.createElement("img");
        // This browser's own copy: the preview costs no download.
        const blob = compressed[index]?.image;
        preview.src = blob ? URL.createObjectURL(blob) : url;
        preview.alt = "";
        const field = document.createElement("input");
        field.type = "hidden";
        field.name = "imageUrls";
        field.value = url;
        item.appendChild(preview);
        item.appendChild(field);
        list.appendChild(item);
      });
      photosChanged(picker);
      paintPhotos(picker);
      say(picker, "");
      if (urls.includes(null)) pickerFails(picker, texts.someNotSent ?? "");
      else showToast(texts.uploaded ?? "", "success");
    } catch (problem) {
      pickerFails(picker, problem instanceof Error ? problem.message : (texts.network ?? ""));
    }
  } finally {
    add.disabled = false;
    picker.removeAttribute("aria-busy");
  }
}

export function dressPicker(): void {
  const picker = pickerOf();
  if (!picker || picker.dataset.dressed !== undefined) return;
  picker.dataset.dressed = "";
  const texts = picker.dataset;
  const help = picker.querySelector(".hint");
  if (help) help.textContent = texts.help ?? "";
  for (const item of picker.querySelectorAll<HTMLLIElement>(".picked-images > li")) keepAsField(item);
  const add = document.createElement("button");
  add.type = "button";
  add.className = "button outline add-photos";
  add.textContent = texts.addPhotos ?? "";
  const input = document.createElement("input");
  input.type = "file";
  input.accept = "image/jpeg,image/png,image/webp,image/avif,image/*";
  input.multiple = true;
  input.hidden = true;
  input.setAttribute("aria-label", texts.addPhotos ?? "");
  input.dataset.testid = "image-input";
  const status = picker.querySelector(".upload-status");
  picker.insertBefore(add, status);
  picker.insertBefore(input, status);
  add.addEventListener("click", () => input.click());
  input.addEventListener("change", () => {
    const files = [...(input.files ?? [])];
    input.value = "";
    void pickPhotos(picker, files);
  });
  paintPhotos(picker);
}

/** Make cover, earlier, later, remove: the list is the order the addresses go in. */
export function photoButtons(): void {
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("[data-photo-action]") : null;
    const item = button?.closest("li");
    const picker = button?.closest<HTMLElement>("[data-image-picker]");
    const list = item?.parentElement;
    if (!button || !item || !picker || !list) return;
    const action = button.dataset.photoAction;
    if (action === "cover") list.insertBefore(item, list.firstChild);
    else if (action === "earlier" && item.previousElementSibling) list.insertBefore(item, item.previousElementSibling);
    else if (action === "later" && item.nextElementSibling) list.insertBefore(item.nextElementSibling, item);
    else {
      const preview = item.querySelector("img")?.src ?? "";
      if (preview.startsWith("blob:")) URL.revokeObjectURL(preview);
      item.remove();
    }
    photosChanged(picker);
    paintPhotos(picker);
    // The focus stays with the photo moved (the same button where it still has one), else on Add photos.
    const kept = item.isConnected ? item : null;
    const same = kept?.querySelector<HTMLElement>(`[data-photo-action="${action}"]`);
    (same ?? kept?.querySelector<HTMLElement>("[data-photo-action]") ?? picker.querySelector<HTMLElement>(".add-photos"))?.focus();
  });
}
