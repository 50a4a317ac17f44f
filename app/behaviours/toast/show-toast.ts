import { TOAST_MS } from "../../domain/limits";
import { toastContract } from "./toast.contract";

/** A success tick and an error mark, in the toast's own colour. */
const ICONS = {
  success:
    "M10 18a8 8 0 100-16 8 8 0 000 16zm3.857-9.809a.75.75 0 00-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 10-1.06 1.061l2.5 2.5a.75.75 0 001.137-.089l4-5.5z",
  error: "M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a.75.75 0 01.75.75v4.5a.75.75 0 01-1.5 0v-4.5A.75.75 0 0110 5zm0 10a1 1 0 100-2 1 1 0 000 2z",
} as const;

export interface ToastOptions {
  /** A toast with the same id is replaced rather than stacked (a form sent twice). */
  id?: string;
  /** Called once the toast has gone (its time was up). */
  onClose?: () => void;
  /** A link after the words (a visitor's heart: Sign in, and back here after). */
  link?: { href: string; text: string };
}

/** A toast with a link stays long enough to reach it with a thumb. */
const WITH_LINK_MS = 8000;

/**
 * Every page's toasts, with or without React (docs/decisions/095-javascript-floor.md): 3000 ms,
 * paused while a mouse hovers (docs/decisions/018), at the bottom of a phone's screen and top right
 * below the header on wider ones. A few hundred bytes where a toast library was 9 KB of every page's
 * JavaScript.
 */
export function showToast(message: string, kind: "success" | "error" = "success", options: ToastOptions = {}): void {
  // The live region is in the server's HTML (app/root.tsx), named in the reader's language: one
  // made here, with the toast already inside, would not be read out. Made only for a page kept
  // from before it was there (the service worker's copies).
  let region = toastContract.find(document, "region");
  if (!region) {
    region = document.createElement("section");
    region.className = "mini-toasts";
    toastContract.mark(region, "region");
    region.setAttribute("aria-live", "polite");
    document.body.appendChild(region);
  }
  if (options.id) toastContract.find(region, "shown", options.id)?.remove();
  const toast = document.createElement("p");
  toast.className = `mini-toast ${kind}`;
  toastContract.mark(toast, "shown", options.id);
  // No role of its own: the region is the live region that reads it out (a role here would say it
  // twice, and would stand beside the form's own status or alert with the same words).
  toast.innerHTML = `<svg viewBox="0 0 20 20" width="20" height="20" fill="currentColor" aria-hidden="true"><path fill-rule="evenodd" clip-rule="evenodd" d="${ICONS[kind]}"/></svg>`;
  toast.append(message);
  if (options.link) {
    const link = document.createElement("a");
    link.className = "mini-toast-link";
    link.href = options.link.href;
    link.textContent = options.link.text;
    toast.appendChild(link);
  }
  region.appendChild(toast);
  const close = () => {
    if (!toast.isConnected) return;
    toast.remove();
    options.onClose?.();
  };
  let remaining = options.link ? WITH_LINK_MS : TOAST_MS;
  let started = Date.now();
  let timer = setTimeout(close, remaining);
  // Paused while a mouse rests on it; a touch screen has no hover, and a toast that slid under the
  // finger's last tap would otherwise never go.
  if (!matchMedia("(hover: hover)").matches) return;
  toast.addEventListener("mouseenter", () => {
    clearTimeout(timer);
    remaining -= Date.now() - started;
  });
  toast.addEventListener("mouseleave", () => {
    started = Date.now();
    timer = setTimeout(close, Math.max(500, remaining));
  });
}
