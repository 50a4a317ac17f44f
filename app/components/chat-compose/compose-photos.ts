/**
 * The compose box's photos (./chat-compose.contract.ts): compressed in the browser and uploaded
 * as chat photos as they are picked (the server would have to take a phone's full-size files
 * otherwise), at most three, each shown above the box with its Remove. Their addresses are the
 * form's `photoUrls` field, so they go with the message, and stay through a refusal (the server
 * writes the field again). Picked files that did not upload (the network) are kept, dimmed, and
 * the next Send tries them again.
 */
import { sizedImageUrl } from "../../domain/images";
import { type CompressedImage, compressImage, uploadForm } from "../../lib/compress-image";
import { uploadTimeoutMs, withRetries } from "../../enhance/direct-upload";
import { chatComposeContract as compose } from "./chat-compose.contract";

type Text = "photoFailed" | "tooMany" | "cannotPrepare" | "unreadable" | "removePhoto";

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
  const list = compose.find(form, "photos");
  const picker = compose.find<HTMLInputElement>(form, "picker");
  const most = Number(compose.read(form, "most")) || 3;
  let unsent: File[] = [];
  let onTheirWay: Promise<void> | null = null;

  const uploaded = () => (field?.value ?? "").split(",").filter(Boolean);
  const setUploaded = (urls: string[]) => {
    if (field) field.value = urls.join(",");
  };

  const item = (src: string, position: number, remove: () => void, dimmed: boolean) => {
    const entry = document.createElement("li");
    if (dimmed) compose.mark(entry, "unsent");
    const image = document.createElement("img");
    Object.assign(image, { src, alt: "", width: 64, height: 64 });
    const button = document.createElement("button");
    button.type = "button";
    compose.mark(button, "remove");
    button.textContent = "×";
    button.setAttribute("aria-label", text("removePhoto").replace("{n}", String(position)));
    button.addEventListener("click", remove);
    entry.replaceChildren(image, button);
    return entry;
  };

  const show = () => {
    const urls = uploaded();
    list?.replaceChildren(
      ...unsent.map((file, index) =>
        item(
          URL.createObjectURL(file),
          urls.length + index + 1,
          () => {
            unsent = unsent.filter((each) => each !== file);
            if (unsent.length === 0) say(null);
            show();
          },
          true,
        ),
      ),
      ...urls.map((url, index) =>
        item(
          sizedImageUrl(url, 160),
          index + 1,
          () => {
            setUploaded(uploaded().filter((each) => each !== url));
            show();
            (form.elements.namedItem("text") as HTMLElement | null)?.focus();
          },
          false,
        ),
      ),
    );
    const count = urls.length + unsent.length;
    if (list) list.hidden = count === 0;
    if (picker) picker.disabled = count >= most || onTheirWay !== null;
    const camera = compose.find(form, "camera");
    if (camera) compose.write(camera, "full", count >= most ? "" : null);
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
    if (!response.ok || !body.success || !Array.isArray(body.data?.urls)) throw new Error(body.message || text("photoFailed"));
    return body.data.urls.filter((url): url is string => typeof url === "string");
  };

  const send = (files: File[]) => {
    const preparing = compose.find(form, "preparing");
    say(null);
    if (preparing) preparing.hidden = false;
    const work: Promise<void> = upload(files)
      .then(
        (urls) => setUploaded([...uploaded(), ...urls]),
        (failure: unknown) => {
          // Offline or timed out (fetch's own errors): kept for the next Send. A refusal is final.
          const lost = failure instanceof TypeError || failure instanceof DOMException;
          if (lost) unsent = [...unsent, ...files];
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
      if (uploaded().length + unsent.length + files.length > most) say(text("tooMany"));
      else send(files);
    },
    async arrived() {
      if (unsent.length > 0 && !onTheirWay) {
        const again = unsent;
        unsent = [];
        send(again);
      }
      while (onTheirWay) await onTheirWay;
    },
    waiting: () => onTheirWay !== null || unsent.length > 0,
  };
}
