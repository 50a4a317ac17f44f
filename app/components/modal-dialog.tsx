import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal built on the browser's own `<dialog>`: `showModal()` makes the rest of the page inert
 * (focus stays inside) and Escape closes it. Opening and closing follow `open`.
 */
export function ModalDialog({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  const titleId = `${title.replace(/\W+/g, "-").toLowerCase()}-title`;
  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="modal-close" onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
