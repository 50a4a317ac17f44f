import { LIMITS } from "../domain/limits";

/** Sonner's own two icons (rich colours), so a toast looks the same with or without React. */
const ICONS = {
  success:
    "M10 18a8 8 0 100-16 8 8 0 000 16zm3.857-9.809a.75.75 0 00-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 10-1.06 1.061l2.5 2.5a.75.75 0 001.137-.089l4-5.5z",
  error: "M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a.75.75 0 01.75.75v4.5a.75.75 0 01-1.5 0v-4.5A.75.75 0 0110 5zm0 10a1 1 0 100-2 1 1 0 000 2z",
} as const;

/**
 * A toast for pages without React, in the same look and place as the other pages' (see
 * app/components/toaster.tsx): 3000 ms, paused while hovered (docs/decisions/018), at the bottom of
 * a phone's screen and top right below the header on wider ones.
 */
export function showToast(message: string, kind: "success" | "error" = "success"): void {
  let region = document.querySelector<HTMLElement>(".mini-toasts");
  if (!region) {
    region = document.createElement("section");
    region.className = "mini-toasts";
    region.setAttribute("aria-live", "polite");
    // The region's name in the page's language, written by the server (the home page's `<main>`).
    region.setAttribute("aria-label", document.querySelector<HTMLElement>("[data-toasts-label]")?.dataset.toastsLabel ?? "Notifications");
    document.body.appendChild(region);
  }
  const toast = document.createElement("p");
  toast.className = `mini-toast ${kind}`;
  toast.setAttribute("role", kind === "error" ? "alert" : "status");
  toast.innerHTML = `<svg viewBox="0 0 20 20" width="20" height="20" fill="currentColor" aria-hidden="true"><path fill-rule="evenodd" clip-rule="evenodd" d="${ICONS[kind]}"/></svg>`;
  toast.append(message);
  region.appendChild(toast);
  let remaining = LIMITS.toastMs;
  let started = Date.now();
  let timer = setTimeout(() => toast.remove(), remaining);
  toast.addEventListener("mouseenter", () => {
    clearTimeout(timer);
    remaining -= Date.now() - started;
  });
  toast.addEventListener("mouseleave", () => {
    started = Date.now();
    timer = setTimeout(() => toast.remove(), Math.max(500, remaining));
  });
}
