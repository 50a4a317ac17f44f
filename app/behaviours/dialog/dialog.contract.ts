import { defineContract } from "../contract";

/**
 * Dialog: a `<details>` disclosure holding a form, which a browser without scripts opens in place,
 * becomes a button that opens the form in a modal dialog titled `title`; its close button says
 * `closeLabel`. The server sends the disclosure open when the form comes back refused, and the
 * dialog then opens at once.
 *
 * - `close`: a button that closes the dialog it is in (the photo viewer's too).
 * - `done`: put in an open dialog by a swap's answer, it closes the dialog (a report that went).
 */
export const dialogContract = defineContract("dialog", {
  parts: { close: "data-dialog-close", done: "data-dialog-done" },
  values: { title: "data-dialog-title", closeLabel: "data-close-label" },
});
