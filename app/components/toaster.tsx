import { useSyncExternalStore } from "react";
import { Toaster as Sonner } from "sonner";
import { LIMITS } from "../domain/limits";
import { STRINGS } from "../i18n";

/** The width below which sonner lays toasts across the screen (its own breakpoint). */
const PHONE = "(max-width: 600px)";

function subscribe(change: () => void): () => void {
  const query = matchMedia(PHONE);
  query.addEventListener("change", change);
  return () => query.removeEventListener("change", change);
}

/**
 * Toasts: 3000 ms, paused while hovered (docs/decisions/018). A phone shows them at the bottom: at
 * the top they covered the header's Sell button and avatar. A wider screen keeps the top right,
 * below the sticky header. The home page's toasts (app/enhance/toast.ts) copy this look and place.
 */
export function Toaster() {
  const phone = useSyncExternalStore(
    subscribe,
    () => matchMedia(PHONE).matches,
    () => false,
  );
  return (
    <Sonner
      position={phone ? "bottom-center" : "top-right"}
      offset={{ top: "var(--toast-top)", right: 24 }}
      mobileOffset={16}
      duration={LIMITS.toastMs}
      richColors
      containerAriaLabel={STRINGS.ui.common.notifications}
    />
  );
}
