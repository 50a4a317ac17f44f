/**
 * The sponsor banners' upload on the admin dashboard, as scripts make it (the form without them
 * sends one banner): several picked at once, each with its URL and company name, checked for the
 * spec's sizes before anything is sent, then sent straight to storage with a bar each (or
 * through the form where the deployment signs no uploads). Its sentences come with the form.
 */
import { bannerWithVariants } from "../lib/compress-image";
import { askSlots, NoDirectUploads, sendPhoto, slotFilesOf } from "./direct-upload";
import { busy, release } from "./send-form";

interface Picked {
  file: File;
  preview: string;
  url: string;
  companyName: string;
  /** Where it is in storage, once sent there: the form names it instead of carrying it. */
  imageUrl?: string;
  /** Its bar while it is sent. */
  bar?: HTMLProgressElement;
}

/** The banners picked for the next upload, kept across answers until one succeeds. */
let picked: Picked[] = [];

/** Banners go straight to storage until the deployment answers that it signs no uploads. */
let direct = true;

const fill = (text: string | undefined, values: Record<string, string | number>) =>
  Object.entries(values).reduce((filled, [key, value]) => filled.replace(`{${key}}`, String(value)), text ?? "");

function forget(entries: Picked[]): void {
  for (const entry of entries) URL.revokeObjectURL(entry.preview);
}

/** The upload's own sentence (a check before sending), said once: the last answer's refusal goes. */
function uploadError(form: HTMLFormElement, message: string | null): void {
  for (const old of form.querySelectorAll(".inline-error")) old.remove();
  if (!message) return;
  const note = document.createElement("p");
  note.className = "inline-error";
  note.setAttribute("role", "alert");
  note.textContent = message;
  const buttons = form.querySelector(".sponsor-buttons");
  buttons?.parentNode?.insertBefore(note, buttons);
}

function field(label: string, value: string, attributes: Record<string, string>, keep: (value: string) => void): HTMLLabelElement {
  const wrapper = document.createElement("label");
  wrapper.className = "field";
  const caption = document.createElement("span");
  caption.textContent = label;
  const input = document.createElement("input");
  for (const [name, attribute] of Object.entries(attributes)) input.setAttribute(name, attribute);
  input.value = value;
  input.addEventListener("input", () => keep(input.value));
  wrapper.replaceChildren(caption, input);
  return wrapper;
}

/** The picked banners, each with its URL, name and Remove; written again after every change. */
function pickedRows(form: HTMLFormElement): void {
  const list = form.querySelector<HTMLOListElement>(".picked-sponsors");
  if (!list) return;
  const texts = form.dataset;
  list.replaceChildren(
    ...picked.map((entry) => {
      const row = document.createElement("li");
      const preview = document.createElement("img");
      Object.assign(preview, { src: entry.preview, alt: "", width: 120, height: 60 });
      const name = document.createElement("span");
      name.className = "file-name";
      name.textContent = entry.file.name;
      const drop = document.createElement("button");
      drop.type = "button";
      drop.className = "icon-button danger";
      drop.textContent = "×";
      drop.setAttribute("aria-label", `${texts.removeLabel ?? ""} ${entry.file.name}`);
      drop.addEventListener("click", () => {
        forget([entry]);
        picked = picked.filter((other) => other !== entry);
        pickedRows(form);
        form.querySelector<HTMLButtonElement>("[data-choose]")?.focus();
      });
      const bar = entry.bar ? [entry.bar] : [];
      row.replaceChildren(
        preview,
        name,
        field(texts.urlLabel ?? "", entry.url, { inputmode: "url", autocomplete: "url", placeholder: "www.example.co.ke" }, (value) => {
          entry.url = value;
        }),
        field(texts.nameLabel ?? "", entry.companyName, { maxlength: "80" }, (value) => {
          entry.companyName = value;
        }),
        drop,
        ...bar,
      );
      return row;
    }),
  );
  list.hidden = picked.length === 0;
}

/** The spec's checks of an upload (app/domain/admin.ts checks them again on the server), or null. */
function uploadRefusal(form: HTMLFormElement): string | null {
  const texts = form.dataset;
  if (picked.length === 0) return texts.noImages ?? "";
  const large = picked.filter((entry) => entry.file.size > Number(texts.maxBytes)).map((entry) => entry.file.name);
  if (large.length > 0) return (texts.tooLarge ?? "").replace("{names}", large.join(", "));
  const total = picked.reduce((sum, entry) => sum + entry.file.size, 0);
  if (total > Number(texts.maxTotal)) return (texts.totalTooLarge ?? "").replace("{mb}", (total / 1024 / 1024).toFixed(2));
  if (picked.some((entry) => !entry.url.trim() || !entry.companyName.trim())) return texts.missing ?? "";
  return null;
}

/** A bar under each banner not yet in storage, its share sent said in its label. */
function showBars(form: HTMLFormElement, entries: Picked[]): void {
  entries.forEach((entry, index) => {
    const bar = document.createElement("progress");
    bar.max = 100;
    bar.value = 0;
    bar.setAttribute("aria-label", fill(form.dataset.progress, { n: index + 1, total: entries.length, percent: 0 }));
    entry.bar = bar;
  });
  pickedRows(form);
}

/**
 * Sends the picked banners not yet in storage straight there: their 640 and 1280
 * copies made here, slots asked of the server, each banner and its copies PUT with its bar
 * moving. Those that arrived keep their address; if any did not, the sentence says so.
 */
async function sendBanners(form: HTMLFormElement): Promise<void> {
  const texts = form.dataset;
  const todo = picked.filter((entry) => !entry.imageUrl);
  if (todo.length === 0) return;
  showBars(form, todo);
  try {
    const images = await Promise.all(todo.map((entry) => bannerWithVariants(entry.file)));
    const slots = await askSlots(slotFilesOf(images, "banner"), false, { network: texts.notSent ?? "", signIn: texts.signIn ?? "" });
    const sent = await Promise.allSettled(
      slots.map((slot, index) =>
        sendPhoto(slot, images[index] as (typeof images)[number], (share) => {
          const bar = todo[index]?.bar;
          if (!bar) return;
          bar.value = Math.round(share * 100);
          bar.setAttribute("aria-label", fill(texts.progress, { n: index + 1, total: todo.length, percent: bar.value }));
        }),
      ),
    );
    sent.forEach((result, index) => {
      const entry = todo[index];
      if (entry && result.status === "fulfilled") entry.imageUrl = slots[index]?.imageUrl;
    });
    if (sent.some((result) => result.status === "rejected")) throw new Error(texts.notSent);
  } finally {
    for (const entry of todo) delete entry.bar;
    pickedRows(form);
  }
}

/**
 * The upload form as scripts make it: its one-banner fields (for browsers without scripts) go,
 * Choose images picks several, each is sent straight to storage when the form is sent, and the
 * form then names them with their URLs and names (or carries the files, where the deployment
 * signs no uploads). A success empties the pick; a refusal keeps it, to be sent again.
 */
export function dressUpload(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-sponsor-upload]");
  if (!form || form.dataset.dressed !== undefined) return;
  form.dataset.dressed = "";
  if (form.querySelector("[data-result='success']")) {
    forget(picked);
    picked = [];
  }
  // A refused claim may have deleted what was sent: the next try sends the banners again.
  for (const entry of picked) delete entry.imageUrl;
  form.querySelector("[data-without-script]")?.remove();
  const choose = form.querySelector<HTMLButtonElement>("[data-choose]");
  const files = form.querySelector<HTMLInputElement>("[data-sponsor-files]");
  if (!choose || !files) return;
  choose.hidden = false;
  choose.addEventListener("click", () => files.click());
  files.addEventListener("change", () => {
    const added = [...(files.files ?? [])].map((file) => ({ file, preview: URL.createObjectURL(file), url: "", companyName: "" }));
    picked = [...picked, ...added];
    files.value = "";
    uploadError(form, null);
    pickedRows(form);
  });
  form.addEventListener("submit", (event) => {
    const refusal = uploadRefusal(form);
    if (refusal) {
      event.preventDefault();
      uploadError(form, refusal);
      return;
    }
    // Sent as the form (./send-form) once every banner is in storage, or where none can go there.
    if (!direct || picked.every((entry) => entry.imageUrl)) return;
    event.preventDefault();
    if (form.dataset.busy !== undefined) return;
    const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    uploadError(form, null);
    busy(form, button);
    sendBanners(form).then(
      () => {
        release(form, button);
        form.requestSubmit(button);
      },
      (problem: unknown) => {
        release(form, button);
        if (problem instanceof NoDirectUploads) {
          direct = false;
          form.requestSubmit(button);
        } else uploadError(form, problem instanceof Error && problem.message ? problem.message : (form.dataset.notSent ?? ""));
      },
    );
  });
  form.addEventListener("formdata", (event) => {
    for (const entry of picked) {
      if (entry.imageUrl) event.formData.append("imageUrls", entry.imageUrl);
      else event.formData.append("homepageImages", entry.file, entry.file.name);
      event.formData.append("urls", entry.url);
      event.formData.append("companyNames", entry.companyName);
    }
  });
  pickedRows(form);
}
