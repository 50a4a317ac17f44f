/**
 * The admin dashboard is served without the framework (docs/decisions/100). Every button is a
 * form the server answers with the page; this inlined script adds what scripts make nicer:
 *
 * - the buttons' posts sent in place (./send-form), the answer's page put in place of this one and
 *   what the server said shown as a toast (`data-result`);
 * - the live room's updates and Refresh fetch the page and put its sections in place, except one
 *   the admin is working in (it follows once they leave it);
 * - Total revenue shown and hidden on a click;
 * - the sponsor banners' upload: several at once, each with its URL and name, checked for the
 *   spec's sizes before anything is sent, then sent straight to storage with a bar each (issue
 *   21; through the form where the deployment does not sign uploads).
 *
 * It carries no catalogue: every sentence comes with the page, in the reader's language.
 */
import { bannerWithVariants } from "../lib/compress-image";
import { listenToRoom } from "../lib/live-room";
import { showAnswer } from "./answer";
import { askSlots, NoDirectUploads, sendPhoto, slotFilesOf } from "./direct-upload";
import { fetchPage } from "./noscript";
import { startPage } from "./page";
import { busy, release, sendFormsInPlace } from "./send-form";
import { showToast } from "./toast";

/** Whether Total revenue is shown: kept when the page's parts are put in place again. */
let revenueShown = false;

interface Picked {
  file: File;
  preview: string;
  url: string;
  companyName: string;
  /** Where it is in storage, once sent there (issue 21): the form names it instead of carrying it. */
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

/** What the server said about a post, as a toast; a refusal the form keeps (`stays`) has no `data-result`. */
function resultsAsToasts(): void {
  for (const note of document.querySelectorAll<HTMLElement>("main [data-result]")) {
    showToast(note.textContent ?? "", note.dataset.result === "error" ? "error" : "success");
    note.remove();
  }
}

function showRevenue(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-revenue-toggle]")) {
    const figure = button.querySelector<HTMLElement>("[data-revenue]");
    const label = button.querySelector(".visually-hidden");
    if (!figure || !label) continue;
    button.dataset.masked ??= figure.textContent ?? "";
    button.setAttribute("aria-pressed", String(revenueShown));
    label.textContent = `${(revenueShown ? button.dataset.hideLabel : button.dataset.showLabel) ?? ""}: `;
    figure.textContent = (revenueShown ? button.dataset.shown : button.dataset.masked) ?? "";
  }
}

function toggleRevenue(): void {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-revenue-toggle]")) return;
    revenueShown = !revenueShown;
    showRevenue();
  });
}

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
 * Sends the picked banners not yet in storage straight there (issue 21): their 640 and 1280
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
function dressUpload(): void {
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

/** What scripts add to the page as the server wrote it (at the start, and after each answer). */
function dress(): void {
  dressUpload();
  resultsAsToasts();
  showRevenue();
}

/**
 * A post's answer is the whole page: it takes this one's place, and if the pressed button went
 * with the old page the focus goes to the heading of the section it was in.
 */
function sendButtons(): void {
  sendFormsInPlace((answer, form) => {
    const section = form.closest<HTMLElement>("[data-section]")?.dataset.section;
    showAnswer(answer);
    dress();
    if (document.activeElement && document.activeElement !== document.body) return;
    const heading = section ? document.querySelector<HTMLElement>(`[data-section="${section}"] h2`) : null;
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  });
}

/** Sections left as they were because the admin was in them: they follow once the focus leaves. */
const owed = new Set<string>();

/**
 * The page as the server writes it now, its sections put in place of these and its time in the
 * header's: all but a section that holds the focus or a post on its way.
 */
function putSectionsInPlace(answer: Document): void {
  for (const next of answer.querySelectorAll<HTMLElement>("main [data-section]")) {
    const id = next.dataset.section ?? "";
    const current = document.querySelector<HTMLElement>(`main [data-section="${id}"]`);
    if (!current) continue;
    if (current.contains(document.activeElement) || current.querySelector("form[data-busy]")) {
      owed.add(id);
      continue;
    }
    owed.delete(id);
    current.replaceWith(document.adoptNode(next));
  }
  const updated = answer.querySelector("[data-updated]");
  if (updated) document.querySelector("[data-updated]")?.replaceWith(document.adoptNode(updated));
  dress();
}

type Asked = { ok: true; answer: Document } | { ok: false; status: number | null };

async function askAgain(): Promise<Asked> {
  try {
    const { doc, response } = await fetchPage(window.location.href);
    return response.ok ? { ok: true, answer: doc } : { ok: false, status: response.status };
  } catch {
    return { ok: false, status: null };
  }
}

/** Refresh: the page asked again in place; a failure says why under the header, with Retry. */
function refreshButton(): void {
  const run = async () => {
    const form = document.querySelector<HTMLFormElement>("form[data-refresh]");
    const error = document.querySelector<HTMLElement>("[data-refresh-error]");
    const button = form?.querySelector<HTMLButtonElement>("button") ?? null;
    if (!form || !error || form.dataset.busy !== undefined) return;
    busy(form, button);
    const asked = await askAgain();
    release(form, button);
    if (asked.ok) {
      error.hidden = true;
      putSectionsInPlace(asked.answer);
      return;
    }
    const retry = document.createElement("button");
    retry.type = "button";
    retry.className = "text-button";
    retry.textContent = error.dataset.retry ?? "";
    retry.addEventListener("click", run);
    const message = asked.status === null ? error.dataset.offline : error.dataset.status?.replace("{status}", String(asked.status));
    error.replaceChildren(`${message ?? ""} `, retry);
    error.hidden = false;
  };
  document.addEventListener("submit", (event) => {
    if (!(event.target instanceof HTMLFormElement) || event.target.dataset.refresh === undefined) return;
    event.preventDefault();
    run();
  });
}

/**
 * The dashboard room's updates (a listing posted, reported, paid for ...): the page is asked
 * again, at most once a second however many come, and its sections put in place.
 */
function followRoom(): void {
  if (!document.querySelector("[data-section]")) return;
  let waiting = false;
  let asking = false;
  let again = false;
  const ask = () => {
    waiting = false;
    if (asking) {
      again = true;
      return;
    }
    asking = true;
    askAgain()
      .then((asked) => {
        if (asked.ok) putSectionsInPlace(asked.answer);
      })
      .finally(() => {
        asking = false;
        if (again) {
          again = false;
          soon();
        }
      });
  };
  const soon = () => {
    if (waiting) return;
    waiting = true;
    setTimeout(ask, 1000);
  };
  listenToRoom("dashboard", "admin", "dashboardUpdate", soon);
  document.addEventListener("focusin", (event) => {
    if (owed.size === 0 || !(event.target instanceof Element)) return;
    const stillIn = [...owed].some((id) => (event.target as Element).closest(`[data-section="${id}"]`));
    if (!stillIn) soon();
  });
}

startPage(dress, toggleRevenue, sendButtons, refreshButton, followRoom);
