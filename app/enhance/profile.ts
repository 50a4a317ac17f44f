/**
 * The profile is served without the framework (docs/decisions/102). Every button is a plain form
 * the server answers with the page; this inlined script adds what scripts make nicer:
 *
 * - the posts sent in place (./send-form): the answer's `<main>` put in place of this one, what
 *   the server said shown as a toast (`data-result`), the focus where the answer needs it (a
 *   refused field, the SMS code's field once a code went out, else the section the button was in);
 * - the picture uploaded as soon as it is picked, with its progress, and shown in place;
 * - the push switch for this phone and the minute before a new SMS code (behaviours);
 * - the old links' fragments (`#my-listings`, `#messages`) followed to their pages.
 *
 * It carries no catalogue: every sentence comes with the page, in the reader's language.
 */
import { askSlots, NoDirectUploads, Refused, sendPhoto } from "./direct-upload";
import { samePageNow, showAnswer } from "./answer";
import { pushSwitch } from "../components/push-switch/push-switch.behaviour";
import { passwordInput } from "../components/password-input/password-input.behaviour";
import { resendCountdown } from "../behaviours/resend-countdown/resend-countdown";
import { focusRefusedField, startPage } from "./page";
import { sendFormsInPlace } from "./send-form";
import { showToast } from "../behaviours/toast/show-toast";

/** Older links (the message mails) named a tab by a fragment, which the server never sees. */
const FRAGMENT_TABS: Record<string, string> = { "#my-listings": "listings", "#my-favourites": "favourites" };

function followOldFragments(): void {
  const follow = () => {
    // The old Messages tab became the inbox.
    if (window.location.hash === "#messages") {
      window.location.replace("/messages");
      return;
    }
    const tab = FRAGMENT_TABS[window.location.hash];
    if (tab && new URLSearchParams(window.location.search).get("tab") !== tab) window.location.replace(`${window.location.pathname}?tab=${tab}`);
  };
  follow();
  addEventListener("hashchange", follow);
}

/** What the server said about a post, as a toast. */
function resultsAsToasts(): void {
  for (const note of document.querySelectorAll<HTMLElement>("main [data-result]")) {
    showToast(note.textContent ?? "", note.dataset.result === "error" ? "error" : "success");
    note.remove();
  }
}

/** The flash the form writes for a page without scripts: the layout's toast says it here. */
function dropFlashNote(): void {
  for (const note of document.querySelectorAll("main [data-flash-note]")) note.remove();
}

/* The picture --------------------------------------------------------------------------------- */

/** Says where the upload is, under the picture; a failure in the error's colour. */
function sayUpload(form: HTMLFormElement, text: string, failed = false): void {
  const status = form.querySelector(".upload-status");
  if (!status) return;
  for (const old of form.querySelectorAll(".inline-error")) if (old.parentElement === form) old.remove();
  if (!failed) {
    status.textContent = text;
    return;
  }
  const error = document.createElement("span");
  error.className = "inline-error";
  error.textContent = text;
  status.replaceChildren(error);
}

/** The new picture, from the page asked again: under the form's label and in the header. */
async function showNewPicture(): Promise<void> {
  const answer = await samePageNow();
  if (!answer) return;
  for (const selector of ["main .avatar-button", "header .avatar-link"]) {
    const next = answer.querySelector(selector);
    const current = document.querySelector(selector);
    if (next && current) current.replaceChildren(...document.adoptNode(next).childNodes);
  }
}

/** The picture took: shown on the page and in the header, and said. */
async function pictureTaken(form: HTMLFormElement): Promise<void> {
  await showNewPicture();
  sayUpload(form, form.dataset.uploaded ?? "");
  showToast(form.dataset.uploaded ?? "", "success");
}

/**
 * The picture straight to storage: a slot, the PUT with its progress, then the address
 * given to the profile; posted through the Worker where the deployment signs no direct uploads.
 */
async function uploadPicture(form: HTMLFormElement, file: File): Promise<void> {
  const texts = form.dataset;
  const refusal = !file.type.startsWith("image/") ? texts.notImage : file.size > Number(texts.maxBytes) ? texts.tooBig : null;
  if (refusal !== null) {
    sayUpload(form, refusal ?? "", true);
    return;
  }
  const progress = (percent: number) => sayUpload(form, (texts.uploading ?? "").replace("{percent}", String(percent)));
  progress(0);
  try {
    const [slot] = await askSlots([{ kind: "avatar", type: file.type, size: file.size }], false, { network: texts.failed ?? "", signIn: texts.failed ?? "" });
    if (!slot) throw new Error(texts.failed);
    await sendPhoto(slot, { image: file, variants: [], name: file.name }, (share) => progress(Math.round(share * 100)));
    const answer = await fetch("/api/users/me/avatar", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ imageUrl: slot.imageUrl }),
    });
    if (answer.ok) return pictureTaken(form);
    const body = (await answer.json().catch(() => ({}))) as { message?: string };
    sayUpload(form, body.message ?? texts.failed ?? "", true);
  } catch (problem) {
    if (problem instanceof NoDirectUploads) return postPicture(form, file);
    sayUpload(form, problem instanceof Refused ? problem.message : (texts.failed ?? ""), true);
  }
}

/** The picture posted through the Worker, with its progress. */
function postPicture(form: HTMLFormElement, file: File): void {
  const texts = form.dataset;
  const body = new FormData();
  body.append("profileImage", file);
  const request = new XMLHttpRequest();
  request.open("POST", "/api/users/me/avatar");
  const progress = (percent: number) => sayUpload(form, (texts.uploading ?? "").replace("{percent}", String(percent)));
  request.upload.onprogress = (event) => {
    if (event.lengthComputable) progress(Math.round((event.loaded / event.total) * 100));
  };
  request.onload = async () => {
    if (request.status === 200) return pictureTaken(form);
    let message = texts.failed ?? "";
    try {
      message = (JSON.parse(request.responseText) as { message?: string }).message ?? message;
    } catch {
      // Not our JSON (a proxy's page): the general sentence.
    }
    sayUpload(form, message, true);
  };
  request.onerror = () => sayUpload(form, texts.failed ?? "", true);
  progress(0);
  request.send(body);
}

function pictureOnPick(): void {
  document.addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches(".avatar-file") || !input.form) return;
    const file = input.files?.[0];
    if (file) void uploadPicture(input.form, file);
    input.value = "";
  });
}

/* The page and its answers -------------------------------------------------------------------- */

/** What scripts add to the page as the server wrote it (at the start, and after each answer). */
function dress(): void {
  const main = document.querySelector("main");
  if (!main) return;
  for (const part of main.querySelectorAll("[data-without-script]")) part.remove();
  for (const field of main.querySelectorAll(".avatar-file")) field.classList.add("visually-hidden");
  resultsAsToasts();
}

/**
 * A post's answer is the whole page: it takes this one's place. The focus goes to a refused field,
 * or to the code's field once a code went out, or (if the pressed button went with the old page)
 * to the heading of the section it was in.
 */
function sendButtons(): void {
  sendFormsInPlace((answer, form) => {
    const section = form.closest<HTMLElement>("section[id]")?.id;
    const said = { intent: fieldOf(form, "intent"), listingId: fieldOf(form, "listingId") };
    showAnswer(answer);
    dress();
    const code = document.getElementById("phone-code");
    if (document.querySelector("main [aria-invalid='true']")) focusRefusedField();
    else if (section === "phones" && code) code.focus();
    else focusAfter(said, section);
  });
}

function fieldOf(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : "";
}

/**
 * Where the focus goes once the pressed button left with the old page: the same button in the new
 * one (Mark sold becomes Mark available in the same row: the row's first button then), else the
 * heading of the section it was in, else the page's heading.
 */
function focusAfter(said: { intent: string; listingId: string }, section: string | undefined): void {
  if (document.activeElement && document.activeElement !== document.body) return;
  const forms = [...document.querySelectorAll<HTMLFormElement>("main form")];
  const same = forms.find((form) => fieldOf(form, "intent") === said.intent && fieldOf(form, "listingId") === said.listingId);
  const row = said.listingId
    ? forms
        .find((form) => fieldOf(form, "listingId") === said.listingId)
        ?.closest("li")
        ?.querySelector<HTMLElement>("a, button")
    : null;
  const target =
    same?.querySelector<HTMLElement>("button") ??
    row ??
    document.querySelector<HTMLElement>(`#${section ?? "-"} h2`) ??
    document.querySelector<HTMLElement>("main h1");
  if (!target) return;
  if (!target.matches("a, button")) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

followOldFragments();
// At once: the note stands above the script, and the toast comes with the page's first step.
dropFlashNote();
startPage(passwordInput, resendCountdown, pushSwitch, dress, focusRefusedField, sendButtons, pictureOnPick);
