/**
 * A conversation is served without the framework (docs/decisions/101). The server writes the
 * thread, a compose box that posts as a plain multipart form, and the block and report forms; this
 * inlined script adds what scripts make nicer:
 *
 * - the conversation's room: a message, a read receipt or a block makes the page ask for what came
 *   after its last message, an HTML fragment it adds to the thread (docs/decisions/127), or for the
 *   whole page when a block made the compose box come or go (a message that arrives while the page
 *   is hidden waits until it shows: asking is what marks it read); "typing..." for a few seconds;
 *   the socket's state on `<main data-live>` and, once it gave up, the offline notice with Retry;
 * - sending without leaving the page: the server answers the script with the page, its thread
 *   holding the new message, or the refusal beside the box with what was typed kept;
 * - photos compressed and uploaded in the browser as they are picked (the server would have to
 *   take the phone's full-size files otherwise), at most three, each with its Remove;
 * - Enter sends on a computer; the offer to turn notifications on after a message.
 *
 * It carries no catalogue: every sentence comes with the page, in the reader's language.
 */
import { sizedImageUrl } from "../domain/images";
import { joinConversation, type LiveStatus } from "../lib/chat-live";
import { type CompressedImage, compressImage, uploadForm } from "../lib/compress-image";
import { uploadTimeoutMs, withRetries } from "./direct-upload";
import { declinePushOffer, pushFailureMessage, shouldOfferPush, turnPushOn } from "../lib/push-opt-in";
import { showAnswer } from "./answer";
import { fetchPage } from "./noscript";
import { startPage } from "./page";
import { sendFormsInPlace } from "./send-form";
import { showToast } from "../behaviours/toast/show-toast";

/** The photos uploaded for the next message (their addresses), kept until it is sent. */
let photos: string[] = [];
/** The pick still uploading (Send waits for it), and picked files that did not upload (Send tries them again). */
let photosOnTheirWay: Promise<void> | null = null;
let unsentFiles: File[] = [];
let status: LiveStatus = "connecting";
let room: ReturnType<typeof joinConversation> | null = null;

function page(): HTMLElement | null {
  return document.querySelector<HTMLElement>("main[data-typing]");
}

function compose(): HTMLFormElement | null {
  return document.querySelector<HTMLFormElement>("form[data-chat-compose]");
}

/** The newest message and the box in view, as on opening. */
function showNewest(): void {
  document.querySelector(".chat-typing")?.scrollIntoView({ block: "center" });
}

/** The socket's state where the tests and the styles read it, and the offline notice. */
function showStatus(): void {
  const main = page();
  if (!main?.dataset.conversation) return;
  main.dataset.live = status;
  const notice = document.querySelector<HTMLElement>("[data-chat-offline]");
  if (notice) notice.hidden = status !== "offline";
}

/**
 * The page as the server writes it now takes this one's place: only the thread (what was typed and
 * picked stays), unless the compose box came or went (a block), when the whole page does.
 */
function putInPlace(answer: Document): void {
  const next = answer.querySelector("[data-thread]");
  const current = document.querySelector("[data-thread]");
  if (!next || !current || Boolean(answer.querySelector("form[data-chat-compose]")) !== Boolean(compose())) {
    showAnswer(answer);
    dressPage();
    return;
  }
  const main = page();
  const block = answer.querySelector<HTMLElement>("main[data-typing]")?.dataset.block;
  if (main && block) main.dataset.block = block;
  const before = current.querySelectorAll(".chat-message").length;
  // The "typing..." line is a live region: it stays the same element.
  const typing = current.querySelector(".chat-typing");
  const incoming = [...document.adoptNode(next).childNodes].map((node) => (node instanceof Element && node.matches(".chat-typing") && typing ? typing : node));
  current.replaceChildren(...incoming);
  if (current.querySelectorAll(".chat-message").length > before) showNewest();
}

/**
 * What came after the thread's last message, as the server writes it (routes/conversation-thread):
 * its items replace the ones with the same message id (the one that now says "Seen") and the rest
 * are added at the end; the old "Seen" goes, since the items carry the one that holds now. A block
 * that changed, or more news than a page holds, asks for the whole page instead.
 */
async function askForNews(conversationId: string): Promise<void> {
  const list = document.querySelector<HTMLOListElement>("[data-thread] .chat-messages");
  const last = [...(list?.querySelectorAll("li[data-message-id]") ?? [])].at(-1)?.getAttribute("data-message-id");
  if (!list || !last) return askForPage();
  const response = await fetch(`/messages/${conversationId}/thread`, { method: "POST", body: new URLSearchParams({ after: last }), redirect: "manual" });
  // Signed out, or the conversation gone: the page itself says so.
  if (response.type === "opaqueredirect" || response.status === 404) return window.location.reload();
  if (!response.ok) return;
  const news = new DOMParser().parseFromString(await response.text(), "text/html").querySelector("ol.chat-messages");
  if (!news || news.hasAttribute("data-whole") || news.getAttribute("data-block") !== page()?.dataset.block) return askForPage();
  const items = [...news.children];
  if (items.length === 0) return;
  for (const seen of list.querySelectorAll(".chat-seen")) seen.remove();
  let added = false;
  for (const item of items) {
    const id = item.getAttribute("data-message-id");
    const shown = id ? list.querySelector(`[data-message-id="${id}"]`) : null;
    if (shown) shown.replaceWith(document.adoptNode(item));
    else {
      list.appendChild(document.adoptNode(item));
      added = true;
    }
  }
  if (added) showNewest();
}

/** The whole page, as the server writes it now, put in place of this one's thread (or all of it). */
async function askForPage(): Promise<void> {
  const { doc, response } = await fetchPage(window.location.href);
  if (response.ok) putInPlace(doc);
  else if (response.status === 404) window.location.reload();
}

let asking = false;
let askAgainAfter = false;
let waitingToShow = false;

/**
 * Asks the server what moved and puts it in place; one question at a time, the last change asked
 * for once more. While the page is hidden nothing is asked: asking marks the new messages read,
 * and nobody has read them yet.
 */
async function refresh(): Promise<void> {
  if (document.visibilityState !== "visible") {
    waitingToShow = true;
    return;
  }
  if (asking) {
    askAgainAfter = true;
    return;
  }
  const id = page()?.dataset.conversation;
  if (!id) return;
  asking = true;
  try {
    await askForNews(id);
  } catch {
    // Offline for a moment: the room's next word, or its reconnection, asks again.
  } finally {
    asking = false;
    if (askAgainAfter) {
      askAgainAfter = false;
      void refresh();
    }
  }
}

let typingTimer: ReturnType<typeof setTimeout> | undefined;

function showTyping(on: boolean): void {
  const line = document.querySelector(".chat-typing");
  const main = page();
  if (!line || !main) return;
  clearTimeout(typingTimer);
  line.textContent = on ? (main.dataset.typing ?? "") : "";
  if (on) typingTimer = setTimeout(() => showTyping(false), Number(main.dataset.typingMs) || 5000);
}

function followRoom(): void {
  const id = Number(page()?.dataset.conversation);
  if (!(id > 0)) return;
  const me = document.querySelector<HTMLElement>("a[data-inbox-user]")?.dataset.inboxUser ?? "";
  room = joinConversation(id, {
    event(event) {
      if (event.type === "typing") {
        if (event.data.userId !== me) showTyping(true);
        return;
      }
      if (event.type === "gone") {
        window.location.reload();
        return;
      }
      // What this page already shows (its own send's answer, its own reading) needs no question.
      if (event.type === "message" && document.querySelector(`[data-message-id="${event.data.id}"]`)) return;
      if (event.type === "read" && event.data.readerId === me) return;
      if (event.type === "message" && event.data.senderId !== me) showTyping(false);
      void refresh();
    },
    status(next) {
      status = next;
      showStatus();
      // The room does not replay what it sent before this socket was there: a message or a read
      // mark stored between the server writing this page and the first open (a slow phone, a
      // script still downloading) would never show, nor one sent while a dropped socket was down.
      if (next === "open") void refresh();
    },
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || !waitingToShow) return;
    waitingToShow = false;
    void refresh();
  });
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-chat-retry]")) return;
    status = "connecting";
    showStatus();
    room?.retry();
    void refresh();
  });
  showNewest();
}

/** The compose box's sentence (a refusal, a photo that failed), said once; null clears it. */
function composeError(form: HTMLFormElement, message: string | null): void {
  const error = form.querySelector<HTMLElement>("[data-compose-error]");
  const text = form.querySelector("textarea");
  if (!error) return;
  error.textContent = message ?? "";
  error.hidden = !message;
  if (message) text?.setAttribute("aria-invalid", "true");
  else text?.removeAttribute("aria-invalid");
}

/** The picked photos above the box, each with its Remove; the camera off once three are there. */
function showPhotos(form: HTMLFormElement): void {
  const list = form.querySelector<HTMLElement>(".chat-compose-photos");
  const picker = form.querySelector<HTMLInputElement>(".chat-photo-input");
  const most = Number(form.dataset.photosMax) || 3;
  if (!list) return;
  const unsentItems = unsentFiles.map((file) => {
    const item = document.createElement("li");
    item.className = "unsent";
    const image = document.createElement("img");
    Object.assign(image, { src: URL.createObjectURL(file), alt: "", width: 64, height: 64 });
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "chat-photo-remove";
    remove.textContent = "×";
    remove.setAttribute("aria-label", (form.dataset.removePhoto ?? "").replace("{n}", String(photos.length + unsentFiles.indexOf(file) + 1)));
    remove.addEventListener("click", () => {
      unsentFiles = unsentFiles.filter((each) => each !== file);
      if (unsentFiles.length === 0) composeError(form, null);
      showPhotos(form);
    });
    item.replaceChildren(image, remove);
    return item;
  });
  list.replaceChildren(
    ...unsentItems,
    ...photos.map((url, index) => {
      const item = document.createElement("li");
      const image = document.createElement("img");
      Object.assign(image, { src: sizedImageUrl(url, 160), alt: "", width: 64, height: 64 });
      const remove = document.createElement("button");
      remove.type = "button";
      remove.className = "chat-photo-remove";
      remove.textContent = "×";
      remove.setAttribute("aria-label", (form.dataset.removePhoto ?? "").replace("{n}", String(index + 1)));
      remove.addEventListener("click", () => {
        photos = photos.filter((each) => each !== url);
        showPhotos(form);
        form.querySelector("textarea")?.focus();
      });
      item.replaceChildren(image, remove);
      return item;
    }),
  );
  const count = photos.length + unsentFiles.length;
  list.hidden = count === 0;
  if (picker) picker.disabled = count >= most;
  form.querySelector(".chat-photo-button")?.classList.toggle("disabled", count >= most);
}

/** Compresses the picked photos one at a time (a decoded phone photo is large) and uploads them as chat photos. */
async function uploadPhotos(form: HTMLFormElement, files: File[]): Promise<string[]> {
  const texts = {
    cannotPrepare: form.dataset.cannotPrepare ?? "",
    unreadable: (name: string) => (form.dataset.unreadable ?? "").replace("{name}", name),
  };
  const compressed: CompressedImage[] = [];
  for (const file of files) compressed.push(await compressImage(file, texts));
  const size = compressed.reduce((sum, each) => sum + each.image.size, 0);
  const response = await withRetries(() =>
    fetch("/api/uploads?for=message", { method: "POST", body: uploadForm(compressed), signal: AbortSignal.timeout(uploadTimeoutMs(size * 2)) }),
  );
  let body: { success?: boolean; message?: string; data?: { urls?: unknown } } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new Error(form.dataset.photoFailed);
  }
  if (!response.ok || !body.success || !Array.isArray(body.data?.urls)) throw new Error(body.message ?? form.dataset.photoFailed);
  return body.data.urls.filter((url): url is string => typeof url === "string");
}

function pickPhotos(form: HTMLFormElement, picker: HTMLInputElement): void {
  const files = [...(picker.files ?? [])];
  picker.value = "";
  if (files.length === 0) return;
  if (photos.length + unsentFiles.length + files.length > (Number(form.dataset.photosMax) || 3)) {
    composeError(form, form.dataset.tooMany ?? "");
    return;
  }
  sendPhotos(form, files);
}

/**
 * Uploads picked files; Send waits for them meanwhile. Files that did not arrive (the network)
 * are kept, and the next Send tries them again before the message goes.
 */
function sendPhotos(form: HTMLFormElement, files: File[]): void {
  const preparing = form.querySelector<HTMLElement>("[data-preparing]");
  const picker = form.querySelector<HTMLInputElement>(".chat-photo-input");
  composeError(form, null);
  if (preparing) preparing.hidden = false;
  if (picker) picker.disabled = true;
  const work = (async () => {
    try {
      photos = [...photos, ...(await uploadPhotos(form, files))];
    } catch (failure) {
      // Offline or timed out (fetch's own errors): kept for the next Send. A refusal is final.
      const lost = failure instanceof TypeError || failure instanceof DOMException;
      if (lost) unsentFiles = [...unsentFiles, ...files];
      composeError(form, !lost && failure instanceof Error && failure.message ? failure.message : (form.dataset.photoFailed ?? ""));
    } finally {
      if (preparing) preparing.hidden = true;
      if (picker) picker.disabled = false;
      showPhotos(form);
    }
  })();
  photosOnTheirWay = work;
  void work.finally(() => {
    if (photosOnTheirWay === work) photosOnTheirWay = null;
  });
}

/**
 * Send pressed while photos are on their way: the button says it waits, and the message goes
 * once they are there; if they did not arrive, the sentence says so and nothing is sent.
 */
async function sendAfterPhotos(form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  if (form.dataset.waitingNow !== undefined) return;
  form.dataset.waitingNow = "";
  if (unsentFiles.length > 0 && !photosOnTheirWay) {
    const again = unsentFiles;
    unsentFiles = [];
    sendPhotos(form, again);
  }
  const send = button ?? form.querySelector<HTMLButtonElement>(".chat-send");
  const idle = send?.textContent ?? "";
  if (send) {
    send.disabled = true;
    send.textContent = form.dataset.waiting ?? idle;
  }
  while (photosOnTheirWay) await photosOnTheirWay;
  if (send) {
    send.disabled = false;
    send.textContent = idle;
  }
  delete form.dataset.waitingNow;
  if (unsentFiles.length === 0 && form.querySelector("[data-compose-error]:not([hidden])") === null) form.requestSubmit(send);
}

/**
 * The compose box as scripts make it: the camera button instead of the plain file field, the
 * photos' addresses added to what is sent, an empty message refused before it goes, Enter sends
 * on a computer, and each keystroke may tell the other member "typing...".
 */
function dressCompose(): void {
  const form = compose();
  if (!form || form.dataset.dressed !== undefined) return;
  form.dataset.dressed = "";
  form.querySelector("[data-without-script]")?.remove();
  const pick = form.querySelector<HTMLElement>(".chat-photo-pick");
  const picker = form.querySelector<HTMLInputElement>(".chat-photo-input");
  const text = form.querySelector("textarea");
  if (pick) pick.hidden = false;
  picker?.addEventListener("change", () => pickPhotos(form, picker));
  form.addEventListener("formdata", (event) => {
    if (photos.length > 0) event.formData.set("imageUrls", photos.join(","));
  });
  form.addEventListener("submit", (event) => {
    if (photosOnTheirWay || unsentFiles.length > 0) {
      event.preventDefault();
      void sendAfterPhotos(form, event.submitter instanceof HTMLButtonElement ? event.submitter : null);
      return;
    }
    if ((text?.value.trim() ?? "") !== "" || photos.length > 0) return;
    event.preventDefault();
    composeError(form, form.dataset.textRequired ?? "");
    text?.focus();
  });
  text?.addEventListener("input", () => room?.typing());
  text?.addEventListener("keydown", (event) => {
    // Shift+Enter starts a new line; phones keep Enter for new lines.
    if (event.key !== "Enter" || event.shiftKey || event.isComposing || !matchMedia("(pointer: fine)").matches) return;
    event.preventDefault();
    form.requestSubmit();
  });
  showPhotos(form);
}

/**
 * The posts: a message sent comes back as the page with it in the thread (the box is emptied);
 * a refusal's sentence goes beside the box, with what was typed as it is. A refused report (the
 * other forms' answers are redirects, followed) is the whole page.
 */
function sendInPlace(): void {
  sendFormsInPlace((answer, form) => {
    if (!form.matches("[data-chat-compose]")) {
      showAnswer(answer);
      dressPage();
      return;
    }
    const refusal = answer.querySelector<HTMLElement>("form[data-chat-compose] [data-compose-error]:not([hidden])");
    if (refusal) {
      composeError(form, refusal.textContent);
      form.querySelector("textarea")?.focus();
      return;
    }
    const text = form.querySelector("textarea");
    if (text) text.value = "";
    photos = [];
    showPhotos(form);
    composeError(form, null);
    putInPlace(answer);
    offerPush();
  });
}

/** "Get notified when they reply?", where the browser can push and the member has not said no. */
function offerPush(): void {
  const offer = document.querySelector<HTMLElement>("[data-push-offer]");
  if (!offer || offer.dataset.done !== undefined) return;
  void shouldOfferPush().then((yes) => {
    if (yes && offer.dataset.done === undefined) offer.hidden = false;
  });
}

function answerPushOffer(): void {
  const offer = document.querySelector<HTMLElement>("[data-push-offer]:not([data-dressed])");
  if (!offer) return;
  offer.dataset.dressed = "";
  const close = () => {
    offer.hidden = true;
    offer.dataset.done = "";
  };
  offer.querySelector("[data-push-no]")?.addEventListener("click", () => {
    declinePushOffer();
    close();
  });
  const yes = offer.querySelector<HTMLButtonElement>("[data-push-yes]");
  yes?.addEventListener("click", async () => {
    const idle = yes.textContent;
    yes.disabled = true;
    yes.textContent = offer.dataset.working ?? idle;
    try {
      if ((await turnPushOn()) === "on") showToast(offer.dataset.turnedOn ?? "", "success");
      close();
    } catch (error) {
      showToast(pushFailureMessage(error, offer.dataset.failed ?? ""), "error");
    } finally {
      yes.disabled = false;
      yes.textContent = idle;
    }
  });
  if (offer.dataset.after !== undefined) offerPush();
}

/** What scripts add to the page as the server wrote it: at the start, and after a whole page is put in place. */
function dressPage(): void {
  dressCompose();
  answerPushOffer();
  showStatus();
}

startPage(dressPage, followRoom, sendInPlace);
