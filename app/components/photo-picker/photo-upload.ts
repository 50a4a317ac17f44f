/**
 * Photos on their way (docs/decisions/105): each pick compressed in this browser with its copies,
 * then sent straight to storage with a bar each (app/behaviours/upload/direct-upload.ts), or
 * posted through the Worker where the deployment does not sign direct uploads. A photo the network
 * lost stays in the list, unsent, with what this browser made of it, for Try again; a refusal (the
 * server's sentence) ends it.
 */
import { askSlots, NoDirectUploads, Refused, sendPhoto, slotFilesOf } from "../../behaviours/upload/direct-upload";
import { postUpload } from "../../behaviours/upload/post-upload";
import { showToast } from "../../behaviours/toast/show-toast";
import { type CompressedImage, compressImage } from "../../lib/compress-image";
import { keepAddress, newPhoto, paintPhotos, photosOf, wordOf } from "./photo-list";
import { photoPickerContract as picker } from "./photo-picker.contract";
import { fail, photosChanged, say } from "./picker-status";

/** What this browser made of a photo that did not upload, for Try again. */
const unsent = new WeakMap<HTMLLIElement, CompressedImage>();

/** A bar per photo under the list while they go; the overall share in the status line. */
function progressBoard(root: HTMLElement, images: CompressedImage[]): { progress: (index: number, share: number) => void; remove: () => void } {
  const doc = root.ownerDocument;
  const board = doc.createElement("ul");
  board.className = "uploading-photos";
  picker.mark(board, "board");
  const label = (index: number, percent: number) => wordOf(root, "photoProgress", { n: index + 1, total: images.length, percent });
  const bars = images.map((image, index) => {
    const item = doc.createElement("li");
    const preview = doc.createElement("img");
    preview.src = URL.createObjectURL(image.image);
    preview.alt = "";
    const bar = doc.createElement("progress");
    bar.max = 100;
    bar.value = 0;
    bar.setAttribute("aria-label", label(index, 0));
    item.appendChild(preview);
    item.appendChild(bar);
    board.appendChild(item);
    return bar;
  });
  const list = picker.find(root, "list");
  list?.parentNode?.insertBefore(board, list.nextSibling);
  const shares = images.map(() => 0);
  return {
    progress(index, share) {
      shares[index] = share;
      const bar = bars[index];
      if (bar) {
        bar.value = Math.round(share * 100);
        bar.setAttribute("aria-label", label(index, bar.value));
      }
      say(root, wordOf(root, "uploading", { percent: Math.round((shares.reduce((sum, each) => sum + each, 0) / shares.length) * 100) }));
    },
    remove: () => board.remove(),
  };
}

/** The addresses of the photos that arrived, null for one that failed three times. */
async function uploadDirectly(root: HTMLElement, images: CompressedImage[]): Promise<(string | null)[]> {
  const forUpdate = (picker.read(root, "uploadTo") ?? "").includes("for=update");
  const slots = await askSlots(slotFilesOf(images), forUpdate, { network: wordOf(root, "network"), signIn: wordOf(root, "signIn") });
  const board = progressBoard(root, images);
  try {
    const sent = await Promise.allSettled(
      slots.map((slot, index) => sendPhoto(slot, images[index] as CompressedImage, (share) => board.progress(index, share))),
    );
    return sent.map((result, index) => (result.status === "fulfilled" ? (slots[index]?.imageUrl ?? null) : null));
  } finally {
    board.remove();
  }
}

/** Straight to storage where the deployment signs it, through the Worker otherwise. */
function sendPhotos(root: HTMLElement, images: CompressedImage[]): Promise<(string | null)[]> {
  return uploadDirectly(root, images).catch((problem: unknown) => {
    if (!(problem instanceof NoDirectUploads)) throw problem;
    const texts = { invalidAnswer: wordOf(root, "invalidAnswer"), signIn: wordOf(root, "signIn"), noUrls: wordOf(root, "noUrls") };
    return postUpload(picker.read(root, "uploadTo") ?? "/api/uploads", images, texts, (share) =>
      say(root, wordOf(root, "uploading", { percent: Math.round(share * 100) })),
    );
  });
}

const messageOf = (root: HTMLElement, problem: unknown) => (problem instanceof Error && problem.message ? problem.message : wordOf(root, "network"));

/** Photos picked with Add photos: checked, prepared, sent, and put in the list (those lost unsent). */
export async function pickPhotos(root: HTMLElement, files: File[]): Promise<void> {
  const add = picker.find<HTMLButtonElement>(root, "add");
  if (files.length === 0) return fail(root, wordOf(root, "noFiles"), wordOf(root, "noImage"));
  if (photosOf(root).length + files.length > Number(picker.read(root, "max"))) return fail(root, wordOf(root, "tooManyFiles"), wordOf(root, "tooMany"));
  if (add) add.disabled = true;
  root.setAttribute("aria-busy", "true");
  say(root, wordOf(root, "preparing"));
  try {
    const prep = { cannotPrepare: wordOf(root, "cannotPrepare"), unreadable: (name: string) => wordOf(root, "unreadable", { name }) };
    let images: CompressedImage[];
    try {
      images = await Promise.all(files.map((file) => compressImage(file, prep)));
    } catch (problem) {
      return fail(root, messageOf(root, problem));
    }
    if (images.some((image) => image.image.size > Number(picker.read(root, "maxBytes"))))
      return fail(root, wordOf(root, "tooLargeFile"), wordOf(root, "tooLarge"));
    say(root, wordOf(root, "uploading", { percent: 0 }));
    let urls: (string | null)[];
    try {
      urls = await sendPhotos(root, images);
    } catch (problem) {
      if (problem instanceof Refused) return fail(root, messageOf(root, problem));
      urls = images.map(() => null);
    }
    for (const [index, image] of images.entries()) {
      const item = newPhoto(root, image.image, urls[index] ?? null);
      if (urls[index] == null) unsent.set(item, image);
    }
    photosChanged(root);
    paintPhotos(root);
    say(root, "");
    if (urls.includes(null)) fail(root, wordOf(root, "notSent"));
    else showToast(wordOf(root, "uploaded"), "success");
  } finally {
    if (add) add.disabled = false;
    root.removeAttribute("aria-busy");
  }
}

/** Try again on a photo that did not upload: sent once more, with its bar; kept again if it fails. */
export async function retryPhoto(root: HTMLElement, item: HTMLLIElement): Promise<void> {
  const image = unsent.get(item);
  const retry = picker.find<HTMLButtonElement>(item, "action", "retry");
  if (!image || retry?.disabled) return;
  if (retry) retry.disabled = true;
  item.setAttribute("aria-busy", "true");
  photosChanged(root);
  let url: string | null = null;
  try {
    [url = null] = await sendPhotos(root, [image]);
  } catch (problem) {
    if (problem instanceof Refused) {
      item.remove();
      paintPhotos(root);
      return fail(root, messageOf(root, problem));
    }
  } finally {
    item.removeAttribute("aria-busy");
    if (retry) retry.disabled = false;
    say(root, "");
  }
  if (!item.isConnected) return;
  if (url === null) return fail(root, wordOf(root, "notSent"));
  item.classList.remove("unsent");
  unsent.delete(item);
  keepAddress(item, url);
  paintPhotos(root);
  showToast(wordOf(root, "uploaded"), "success");
}
