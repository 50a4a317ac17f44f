import { Toaster as Sonner } from "sonner";
import { LIMITS } from "../domain/limits";

/** Toasts: 3000 ms, top-right, paused while hovered (decisions.md 15). */
export function Toaster() {
  return <Sonner position="top-right" duration={LIMITS.toastMs} richColors closeButton />;
}
