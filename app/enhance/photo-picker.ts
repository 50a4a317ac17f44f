/**
 * The listing form's photos with scripts (docs/decisions/103), from what the server wrote for a
 * browser without them (app/components/image-picker.tsx: ticked boxes and a file field): each box
 * becomes a hidden `imageUrls` field, in the list's order, cover first; Add photos compresses each
 * pick in this browser with its copies and uploads it with its progress; each photo gets Make
 * cover, earlier, later and remove. Every word is a `data-` attribute of the picker.
 */
import { type CompressedImage, compressImage, uploadForm } from "../lib/compress-image";
import { askSlots, NoDirectUploads, Refused, sendPhoto, slotFilesOf, uploadTimeoutMs, withRetries } from "./direct-upload";
import { showToast } from "../behaviours/toast/show-toast";

/** Each pick's (or retry's) upload while it is on its way: sending the form waits for them. */
const underWay = new Set<Promise<void>>();
/** A photo that did not upload stays in the list with what this browser made of it, for Try again. */
const unsent = new WeakMap<HTMLLIElement, CompressedImage>();

function track(work: Promise<void>): void {
  underWay.add(work);
  void work.finally(() => underWay.delete(work));
}

/** True while a photo is still uploading. */
export function photosUnderWay(): boolean {
  return underWay.size > 0;
}

/** Resolves once every photo on its way has arrived or failed (a retry started meanwhile included). */
export async function photosSettled(): Promise<void> {
  while (underWay.size > 0) await Promise.allSettled([...underWay]);
}

/**
 * The photos that did not upload are still in the list: says so under the photos, puts the focus
 * on the first one's Try again, and answers true (the form is not sent without them).
 */
export function refuseUnsentPhotos(): boolean {
  const picker = pickerOf();
  const first = picker?.querySelector<HTMLLIElement>(".picked-images > li.unsent");
  if (!picker || !first) return false;
  pickerFails(picker, picker.dataset.notSent ?? "", picker.dataset.notSent);
  first.querySelector<HTMLElement>('[data-photo-action="retry"]')?.focus();
  return true;
}

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
    if (item.classList.contains("unsent"))
      actions.appendChild(button("button outline retry-photo", "retry", fill(texts.tryAgainLabel, "n", n), texts.tryAgain ?? ""));
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

/**
 * The photos posted through the Worker (a deployment without direct uploads), each try with a
 * time limit (uploadTimeoutMs) and up to three tries: a refusal is the server's sentence at once.
 */
async function uploadPhotos(picker: HTMLElement, images: CompressedImage[]): Promise<string[]> {
  const body = uploadForm(images);
  const size = images.reduce((sum, image) => sum + image.image.size + image.variants.reduce((more, each) => more + each.blob.size, 0), 0);
  return withRetries(() => postPhotos(picker, body, uploadTimeoutMs(size)));
}

function postPhotos(picker: HTMLElement, body: FormData, timeout: number): Promise<string[]> {
  const texts = picker.dataset;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", texts.uploadTo ?? "/api/uploads");
    request.timeout = timeout;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) say(picker, fill(texts.uploading, "percent", Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      let answer: { success?: boolean; message?: string; data?: { urls?: unknown } } = {};
      try {
        answer = JSON.parse(request.responseText) as typeof answer;
      } catch {
        reject(new Error(texts.invalidAnswer));
        return;
      }
      if (request.status === 401) return reject(new Refused(texts.signIn ?? "", 401));
      if (request.status >= 400 || !answer.success) return reject(new Refused(answer.message ?? `HTTP ${request.status}`, request.status));
      const urls = Array.isArray(answer.data?.urls) ? answer.data.urls.filter((url): url is string => typeof url === "string") : [];
      if (urls.length === 0) return reject(new Error(texts.noUrls));
      resolve(urls);
    };
    request.onerror = () => reject(new Error(texts.network));
    request.ontimeout = () => reject(new Error(texts.network));
    request.send(body);
  });
}

/**
 * The photos straight to storage: a bar for each while it goes, the overall share in
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

/** The photos to storage: straight there where the deployment signs it, through the Worker otherwise. */
function sendPhotos(picker: HTMLElement, images: CompressedImage[]): Promise<(string | null)[]> {
  return uploadDirectly(picker, images).catch((problem: unknown) => {
    if (problem instanceof NoDirectUploads) return uploadPhotos(picker, images);
    throw problem;
  });
}

/** A photo in the list: its address in the form, or (it did not upload) kept with its bytes for Try again. */
function photoItem(image: CompressedImage, url: string | null): HTMLLIElement {
  const item = document.createElement("li");
  const preview = document.createElement("img");
  // This browser's own copy: the preview costs no download.
  preview.src = URL.createObjectURL(image.image);
  preview.alt = "";
  item.appendChild(preview);
  if (url === null) {
    item.classList.add("unsent");
    unsent.set(item, image);
  } else keepAddress(item, url);
  return item;
}

function keepAddress(item: HTMLLIElement, url: string): void {
  const field = document.createElement("input");
  field.type = "hidden";
  field.name = "imageUrls";
  field.value = url;
  item.appendChild(field);
}

/** A refusal (the server's sentence) ends a photo; anything else (the network) keeps it for another try. */
const keepsPhoto = (problem: unknown) => !(problem instanceof Refused);

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
    let urls: (string | null)[];
    try {
      urls = await sendPhotos(picker, compressed);
    } catch (problem) {
      if (!keepsPhoto(problem)) return pickerFails(picker, problem instanceof Error ? problem.message : (texts.network ?? ""));
      urls = compressed.map(() => null);
    }
    for (const [index, image] of compressed.entries()) list.appendChild(photoItem(image, urls[index] ?? null));
    photosChanged(picker);
    paintPhotos(picker);
    say(picker, "");
    if (urls.includes(null)) pickerFails(picker, texts.notSent ?? "");
    else showToast(texts.uploaded ?? "", "success");
  } finally {
    add.disabled = false;
    picker.removeAttribute("aria-busy");
  }
}

/** Try again on a photo that did not upload: sent once more, with its bar; kept again if it fails. */
async function retryPhoto(picker: HTMLElement, item: HTMLLIElement): Promise<void> {
  const image = unsent.get(item);
  const retry = item.querySelector<HTMLButtonElement>('[data-photo-action="retry"]');
  if (!image || retry?.disabled) return;
  if (retry) retry.disabled = true;
  item.setAttribute("aria-busy", "true");
  photosChanged(picker);
  let url: string | null = null;
  try {
    [url = null] = await sendPhotos(picker, [image]);
  } catch (problem) {
    if (!keepsPhoto(problem)) {
      item.remove();
      paintPhotos(picker);
      return pickerFails(picker, problem instanceof Error ? problem.message : (picker.dataset.network ?? ""));
    }
  } finally {
    item.removeAttribute("aria-busy");
    if (retry) retry.disabled = false;
    say(picker, "");
  }
  if (!item.isConnected) return;
  if (url === null) return pickerFails(picker, picker.dataset.notSent ?? "");
  item.classList.remove("unsent");
  unsent.delete(item);
  keepAddress(item, url);
  paintPhotos(picker);
  showToast(picker.dataset.uploaded ?? "", "success");
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
    track(pickPhotos(picker, files));
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
    if (action === "retry") return track(retryPhoto(picker, item as HTMLLIElement));
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
