import { LIMITS } from "../domain/limits";

/** A toast for pages without React: top-right, 3000 ms, paused while hovered (decisions.md 15). */
export function showToast(message: string, kind: "success" | "error" = "success"): void {
  let region = document.querySelector<HTMLElement>(".mini-toasts");
  if (!region) {
    region = document.createElement("section");
    region.className = "mini-toasts";
    region.setAttribute("aria-live", "polite");
    region.setAttribute("aria-label", "Notifications");
    document.body.appendChild(region);
  }
  const toast = document.createElement("p");
  toast.className = `mini-toast ${kind}`;
  toast.setAttribute("role", kind === "error" ? "alert" : "status");
  toast.textContent = message;
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
