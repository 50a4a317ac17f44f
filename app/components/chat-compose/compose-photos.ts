/**
 * The compose box's photos (./chat-compose.contract.ts): compressed in the browser and uploaded
 * as chat photos as they are picked (the server would have to take a phone's full-size files
 * otherwise), at most three, each shown above the box with its Remove (from the phone's own copy:
 * nothing is downloaded again). Their addresses are the form's `photoUrls` field, so they go with
 * the message, and stay through a refusal (the server writes the field again). Picked files that
 * did not upload (the network) are kept, dimmed, and the next Send tries them again.
 */
import { type CompressedImage, compressImage, uploadForm } from "../../lib/compress-image";
import { uploadTimeoutMs, withRetries } from "../../behaviours/upload/direct-upload";
import { chatComposeContract as compose } from "./chat-compose.contract";

type Text = "photoFailed" | "tooMany" | "cannotPrepare" | "unreadable" | "removePhoto";

/** A photo above the box: uploaded (its address), or a file on its way or `lost` on it. */
interface Photo {
  preview: string;
  url?: string;
  file?: File;
  lost?: boolean;
}

export interface ComposePhotos {
  pick(files: File[]): void;
  /** The uploads on their way, and the files that did not arrive sent again: resolves once all are done. */
  arrived(): Promise<void>;
  /** Whether Send must wait (an upload on its way, or files to send again). */
  waiting(): boolean;
}

export function composePhotos(form: HTMLFormElement, say: (message: string | null) => void): ComposePhotos {
  const text = (key: Text) => compose.read(form, key) ?? "";
  const field = compose.find<HTMLInputElement>(form, "photoUrls");
  const most = Number(compose.read(form, "most")) || 3;
  let photos: Photo[] = (field?.value ?? "")
    .split(",")
    .filter(Boolean)
    .map((url) => ({ preview: url, url }));
  let onTheirWay: Promise<void> | null = null;
  const unsent = () => photos.filter((photo) => !photo.url);

  const show = () => {
    if (field) field.value = photos.flatMap((photo) => photo.url ?? []).join(",");
    const list = compose.find(form, "photos");
    list?.replaceChildren(
      ...photos.map((photo, index) => {
        const item = document.createElement("li");
        if (photo.lost) compose.mark(item, "unsent");
        const image = document.createElement("img");
        Object.assign(image, { src: photo.preview, alt: "", width: 64, height: 64 });
        const remove = document.createElement("button");
        remove.type = "button";
        remove.textContent = "×";
        remove.setAttribute("aria-label", text("removePhoto").replace("{n}", String(index + 1)));
        remove.onclick = () => {
          photos = photos.filter((each) => each !== photo);
          if (unsent().length === 0) say(null);
          show();
          (form.elements.namedItem("text") as HTMLElement | null)?.focus();
        };
        item.replaceChildren(image, remove);
        return item;
      }),
    );
    if (list) list.hidden = photos.length === 0;
    const picker = compose.find<HTMLInputElement>(form, "picker");
    if (picker) picker.disabled = photos.length >= most || onTheirWay !== null;
  };

  /** Compresses the photos one at a time (a decoded phone photo is large) and uploads them together. */
  const upload = async (files: File[]): Promise<string[]> => {
    const compressed: CompressedImage[] = [];
    const texts = { cannotPrepare: text("cannotPrepare"), unreadable: (name: string) => text("unreadable").replace("{name}", name) };
    for (const file of files) compressed.push(await compressImage(file, texts));
    const size = compressed.reduce((sum, each) => sum + each.image.size, 0);
    const response = await withRetries(() =>
      fetch("/api/uploads?for=message", { method: "POST", body: uploadForm(compressed), signal: AbortSignal.timeout(uploadTimeoutMs(size * 2)) }),
    );
    const body = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string; data?: { urls?: unknown } };
    const urls = body.data?.urls;
    if (!response.ok || !body.success || !Array.isArray(urls) || urls.length !== files.length) throw new Error(body.message || text("photoFailed"));
    return urls;
  };

  /** Uploads the photos not there yet; the ones that do not arrive (the network) stay for the next Send. */
  const send = (picked: Photo[]) => {
    const preparing = compose.find(form, "preparing");
    say(null);
    if (preparing) preparing.hidden = false;
    for (const photo of picked) photo.lost = false;
    const work: Promise<void> = upload(picked.map((photo) => photo.file as File))
      .then(
        (urls) => {
          for (const [index, photo] of picked.entries()) photo.url = urls[index];
        },
        (failure: unknown) => {
          // Offline or timed out (fetch's own errors): kept for the next Send. A refusal is final.
          const lost = failure instanceof TypeError || failure instanceof DOMException;
          for (const photo of picked) photo.lost = lost;
          if (!lost) photos = photos.filter((photo) => !picked.includes(photo));
          say(!lost && failure instanceof Error && failure.message ? failure.message : text("photoFailed"));
        },
      )
      .finally(() => {
        if (preparing) preparing.hidden = true;
        if (onTheirWay === work) onTheirWay = null;
        show();
      });
    onTheirWay = work;
    show();
  };

  show();
  return {
    pick(files) {
      if (files.length === 0) return;
      if (photos.length + files.length > most) return say(text("tooMany"));
      const picked = files.map((file) => ({ preview: URL.createObjectURL(file), file }));
      photos = [...photos, ...picked];
      send(picked);
    },
    async arrived() {
      if (!onTheirWay && unsent().length > 0) send(unsent());
      while (onTheirWay) await onTheirWay;
    },
    waiting: () => onTheirWay !== null || unsent().length > 0,
  };
}
