import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { STRINGS } from "../i18n";

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round the dialog's own controls. `showModal()` already makes the page
 * behind inert, but from the last control the browser would move focus out to its own toolbar.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== "Tab") return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
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
}

/**
 * A modal built on the browser's own `<dialog>`: `showModal()` makes the rest of the page inert,
 * Escape closes it, focus stays inside, and on closing it goes back to what opened it. Opening
 * and closing follow `open`.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      // The first field, not the close button, is where the person wants to type.
      element.querySelector<HTMLElement>("textarea, input:not([type='hidden'])")?.focus();
      element.addEventListener("close", () => opener?.focus(), { once: true });
    }
    if (!open && element.open) element.close();
  }, [open]);
  const titleId = `${title.replace(/\W+/g, "-").toLowerCase()}-title`;
  return (
    <dialog ref={dialog} className={className ? `modal ${className}` : "modal"} aria-labelledby={titleId} onClose={onClose} onKeyDown={keepFocusInside}>
      <div className="modal-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="modal-close" onClick={onClose} aria-label={STRINGS.search.close}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
