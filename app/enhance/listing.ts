/**
 * The listing page without the framework (docs/decisions/096): the server renders the photos, the
 * actions as ordinary forms and the report and message boxes as disclosures, all of which work
 * without a script (the no-JS end-to-end project proves it). This script, inlined into the page,
 * adds what a script can:
 *
 * - the photo strip's arrows, count and keyboard, later photos fetched only as the buyer moves
 *   towards them, and a tapped photo full screen in the viewer;
 * - Report Abuse and Message seller as modal dialogs (`data-dialog`), a required box checked
 *   before sending, the quick replies going into the text (never over typed words) rather than
 *   sending it;
 * - forms marked `data-in-place` (the report, the owner's buttons) posted without leaving the page:
 *   the server's answer is a toast, and the owner's summary is the server's new one;
 * - Show contact posted in place, the seller's number put where its button was;
 * - Share copying the address; the view recorded for Recently Viewed.
 *
 * It carries no catalogue: its words are on the page (`data-` attributes), in the reader's language.
 */
import { withQuickReply } from "../domain/quick-reply";
import { fetchPage, revealNoscript } from "./noscript";
import { startPage } from "./page";
import { rememberViewedListing } from "./recently-viewed";
import { showToast } from "../behaviours/toast/show-toast";

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the dialog's own controls rather than out to the browser's toolbar. */
function keepFocusInside(dialog: HTMLDialogElement): void {
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
}

/** `showModal()` makes the page behind inert and Escape closes; focus goes back to what opened it. */
function openDialog(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  if (dialog.open) return;
  dialog.showModal();
  // The first field, not the close button, is where the person wants to type.
  dialog.querySelector<HTMLElement>("textarea, input:not([type='hidden'])")?.focus();
  dialog.addEventListener("close", () => opener?.focus(), { once: true });
}

/**
 * A disclosure marked `data-dialog` becomes a button that opens a modal dialog holding its form,
 * titled as the disclosure says. One the server sent open (a refusal came back) opens at once.
 */
function dialogFromDisclosure(details: HTMLDetailsElement, index: number): void {
  const summary = details.querySelector("summary");
  const form = details.querySelector("form");
  if (!summary || !form) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = summary.className;
  button.textContent = summary.textContent;
  const dialog = document.createElement("dialog");
  dialog.className = "modal";
  dialog.setAttribute("aria-labelledby", `listing-dialog-${index}`);
  const head = document.createElement("div");
  head.className = "modal-head";
  const title = document.createElement("h2");
  title.id = `listing-dialog-${index}`;
  title.textContent = details.dataset.dialogTitle ?? summary.textContent;
  const close = document.createElement("button");
  close.type = "button";
  close.className = "modal-close";
  close.setAttribute("aria-label", details.dataset.closeLabel ?? "");
  close.dataset.dialogClose = "";
  close.textContent = "×";
  head.appendChild(title);
  head.appendChild(close);
  dialog.appendChild(head);
  dialog.appendChild(form);
  keepFocusInside(dialog);
  const wasOpen = details.open;
  details.replaceWith(button);
  document.body.appendChild(dialog);
  button.addEventListener("click", () => openDialog(dialog, button));
  if (wasOpen) openDialog(dialog, button);
}

/** The form's error line (the server's, or the required box's), in place of any earlier one. */
function showError(form: HTMLFormElement, message: string): void {
  form.querySelector(".inline-error")?.remove();
  const field = form.dataset.required ? form.elements.namedItem(form.dataset.required) : null;
  if (field instanceof HTMLTextAreaElement) field.setAttribute("aria-invalid", "true");
  const error = document.createElement("p");
  error.className = "inline-error";
  error.setAttribute("role", "alert");
  error.textContent = message;
  const submit = [...form.querySelectorAll<HTMLButtonElement>("button[type=submit]")].pop();
  form.insertBefore(error, submit ?? null);
}

function clearError(form: HTMLFormElement): void {
  form.querySelector(".inline-error")?.remove();
  const field = form.dataset.required ? form.elements.namedItem(form.dataset.required) : null;
  if (field instanceof HTMLTextAreaElement) field.removeAttribute("aria-invalid");
}

/**
 * Posts a `data-in-place` form as the browser would, and reads the page the server answers with:
 * its result line becomes a toast; a refusal the server wrote inside the form is shown there; for
 * the owner's buttons the summary (badges, buttons) is the server's new one.
 */
async function postInPlace(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
  const body = new FormData(form);
  if (submitter instanceof HTMLButtonElement && submitter.name) body.append(submitter.name, submitter.value);
  const intent = String(body.get("intent") ?? "");
  const buttons = [...form.querySelectorAll<HTMLButtonElement>("button")];
  for (const button of buttons) button.disabled = true;
  let restore = true;
  try {
    const page = await fetchPage(form.action, { method: "POST", body });
    if (page.response.redirected) {
      window.location.assign(page.url);
      return;
    }
    const result = page.doc.querySelector<HTMLElement>(".action-result");
    if (result) {
      const ok = result.classList.contains("notice");
      const summary = document.querySelector<HTMLElement>(".listing-summary");
      const next = page.doc.querySelector<HTMLElement>(".listing-summary");
      if (ok && intent !== "report" && summary && next) {
        // The toast says it; the new summary's own line would say it twice.
        next.querySelector(".action-result")?.remove();
        summary.replaceWith(next);
        restore = false;
      }
      showToast(result.textContent?.trim() ?? "", ok ? "success" : "error");
      if (ok) {
        clearError(form);
        form.reset();
        form.closest("dialog")?.close();
      }
      return;
    }
    const refusal = page.doc
      .querySelector(`input[name="intent"][value="${CSS.escape(intent)}"]`)
      ?.closest("form")
      ?.querySelector(".inline-error");
    if (refusal?.textContent) showError(form, refusal.textContent);
    else failed();
  } catch {
    failed();
  } finally {
    if (restore) for (const button of buttons) button.disabled = false;
  }
}

function failed(): void {
  showToast(document.querySelector<HTMLElement>("main[data-failed-text]")?.dataset.failedText ?? "", "error");
}

/** Show contact posted in place: the server's answer (the number, or why not) takes its part's place. */
async function revealInPlace(form: HTMLFormElement): Promise<void> {
  const part = form.closest("[data-contact-reveal]");
  const button = form.querySelector("button");
  if (button) button.disabled = true;
  try {
    const page = await fetchPage(form.action, { method: "POST", body: new FormData(form) });
    const next = page.doc.querySelector("[data-contact-reveal]");
    if (!part || !next) throw new Error(String(page.response.status));
    part.replaceWith(next);
    // The number (or the refusal) is read out where the button was.
    const said = next.querySelector<HTMLElement>(".contact-number, .inline-error");
    if (said) {
      said.tabIndex = -1;
      said.focus();
    }
  } catch {
    if (button) button.disabled = false;
    failed();
  }
}

function handleForms(): void {
  document.querySelectorAll<HTMLDetailsElement>("details[data-dialog]").forEach(dialogFromDisclosure);
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const close = target.closest("[data-dialog-close]");
    if (close) {
      close.closest("dialog")?.close();
      return;
    }
    // A quick reply goes into the text to be read and sent, never over what was typed
    // (app/domain/quick-reply.ts); without a script it sends itself when the box is empty.
    const reply = target.closest<HTMLButtonElement>("[data-quick-reply]");
    const form = reply?.form;
    if (!reply || !form) return;
    event.preventDefault();
    const text = form.elements.namedItem("text");
    if (text instanceof HTMLTextAreaElement) {
      const replies = [...form.querySelectorAll<HTMLButtonElement>("[data-quick-reply]")].map((button) => button.value);
      text.value = withQuickReply(text.value, reply.value, replies);
      text.focus();
      text.setSelectionRange(text.value.length, text.value.length);
    }
    clearError(form);
  });
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const required = form.dataset.required;
    const field = required ? form.elements.namedItem(required) : null;
    if (field instanceof HTMLTextAreaElement && field.value.trim() === "") {
      event.preventDefault();
      showError(form, form.dataset.requiredMessage ?? "");
      field.focus();
      return;
    }
    if (form.dataset.inPlace !== undefined) {
      event.preventDefault();
      void postInPlace(form, event.submitter);
      return;
    }
    if (form.dataset.revealForm !== undefined) {
      event.preventDefault();
      void revealInPlace(form);
      return;
    }
    // Sent with a page load (a message goes on to its conversation): the button says it is going.
    const sending = form.dataset.sendingLabel;
    const button = event.submitter;
    if (sending && button instanceof HTMLButtonElement) {
      // After this event the browser has read the form; a disabled button then only stops a second send.
      setTimeout(() => {
        button.disabled = true;
        button.textContent = sending;
      }, 0);
    }
  });
}

function smooth(): ScrollBehavior {
  return matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** The photo strip: arrows, count, thumbnails and keys move it; a tapped photo opens the viewer. */
function runCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>("[data-carousel-track]");
  if (!track) return;
  const total = track.children.length;
  const links = [...track.querySelectorAll<HTMLAnchorElement>(".photo-link")];
  const count = root.querySelector<HTMLElement>(".carousel-count");
  const dots = [...root.querySelectorAll<HTMLElement>("[data-carousel-dot]")];
  const wrap = (position: number) => (position + total) % total;
  const current = () => Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
  // Photos up to `wanted` are in the page; the next one comes in as the buyer moves towards it.
  let wanted = 1;
  const want = (upTo: number) => {
    for (let position = wanted; position < Math.min(upTo, total); position += 1) revealNoscript(track.children[position]);
    wanted = Math.max(wanted, upTo);
  };
  const go = (position: number) => {
    const target = wrap(position);
    want(target + 2);
    track.scrollTo({ left: target * track.clientWidth, behavior: smooth() });
  };
  for (const element of root.querySelectorAll<HTMLElement>("[data-carousel-step], .carousel-count")) element.hidden = false;
  track.addEventListener(
    "scroll",
    () => {
      const index = current();
      want(index + 2);
      if (count) count.textContent = `${index + 1} / ${total}`;
      for (const [position, dot] of dots.entries()) dot.setAttribute("aria-current", String(position === index));
    },
    { passive: true },
  );
  // A finger on the strip: the next photo is wanted now, not when it slides in.
  track.addEventListener("pointerdown", () => want(current() + 2), { passive: true });
  root.addEventListener("keydown", (event) => {
    if (event.target instanceof Element && event.target.closest("dialog")) return;
    if (event.key === "ArrowLeft") go(current() - 1);
    if (event.key === "ArrowRight") go(current() + 1);
  });

  const viewer = root.querySelector<HTMLDialogElement>("dialog[data-photo-viewer]");
  const title = viewer?.querySelector<HTMLElement>("h2");
  const body = viewer?.querySelector<HTMLElement>(".photo-viewer-body");
  const image = document.createElement("img");
  // A mouse dragging across the photo is a swipe, not the browser dragging the picture away.
  image.draggable = false;
  if (viewer) keepFocusInside(viewer);
  body?.insertBefore(image, body.firstChild);
  let shown = 0;
  const show = (position: number) => {
    shown = wrap(position);
    const link = links[shown];
    if (!link) return;
    image.setAttribute("src", link.getAttribute("href") ?? "");
    image.alt = link.dataset.alt ?? "";
    if (title) title.textContent = link.dataset.viewerTitle ?? "";
  };

  if (viewer && body && total > 1) followViewerGestures(viewer, body, (step) => show(shown + step));

  root.addEventListener("click", (event) => {
    const target = event.target as Element;
    const step = target.closest<HTMLElement>("[data-carousel-step]");
    if (step) go(current() + Number(step.dataset.carouselStep));
    const viewerStep = target.closest<HTMLElement>("[data-viewer-step]");
    if (viewerStep) show(shown + Number(viewerStep.dataset.viewerStep));
    const dot = target.closest<HTMLElement>("[data-carousel-dot]");
    if (dot) {
      event.preventDefault();
      go(Number(dot.dataset.carouselDot));
    }
    const link = target.closest<HTMLAnchorElement>(".photo-link");
    // Low-data mode's placeholders are revealed by its own script; here the photo opens full size.
    if (link && viewer && !event.metaKey && !event.ctrlKey) {
      event.preventDefault();
      show(links.indexOf(link));
      openDialog(viewer, link);
    }
  });
}

/** A swipe across the full-size photo, or an arrow key while the viewer is open, moves one photo. */
function followViewerGestures(viewer: HTMLDialogElement, body: HTMLElement, step: (by: number) => void): void {
  viewer.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "ArrowRight") step(1);
    else return;
    event.preventDefault();
  });
  // A finger that moves mostly sideways, far enough not to be a tap (app.css leaves
  // sideways moves to the page: `touch-action: pan-y pinch-zoom`).
  let start: { x: number; y: number } | null = null;
  body.addEventListener("pointerdown", (event) => (start = { x: event.clientX, y: event.clientY }), { passive: true });
  body.addEventListener("pointercancel", () => (start = null), { passive: true });
  body.addEventListener(
    "pointerup",
    (event) => {
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      if (Math.abs(dx) >= 40 && Math.abs(dx) > Math.abs(dy) * 1.5) step(dx < 0 ? 1 : -1);
    },
    { passive: true },
  );
}

/** Share copies the page's address and says so for a moment. */
function handleShare(): void {
  document.addEventListener("click", async (event) => {
    const holder = (event.target as Element).closest<HTMLElement>("[data-share]");
    if (!holder || !(event.target as Element).closest("button")) return;
    const address = window.location.href;
    try {
      await navigator.clipboard.writeText(address);
    } catch {
      // Clipboard refused (insecure origin, old browser): select-and-copy fallback.
      const field = document.createElement("textarea");
      field.value = address;
      document.body.appendChild(field);
      field.select();
      document.execCommand("copy");
      field.remove();
    }
    const status = holder.querySelector<HTMLElement>(".share-status");
    if (!status) return;
    status.textContent = holder.dataset.copiedText ?? "";
    clearTimeout(Number(status.dataset.timer));
    status.dataset.timer = String(setTimeout(() => (status.textContent = ""), Number(holder.dataset.copiedMs ?? 2000)));
  });
}

startPage(
  () => {
    rememberViewedListing();
    document.querySelectorAll<HTMLElement>("[data-carousel]").forEach(runCarousel);
  },
  handleForms,
  handleShare,
);
