import { defineContract } from "../contract";

/**
 * A toast the server asks for (a flash message, a section that failed to load): a hidden element
 * carrying the words and their kind, shown by the toast behaviour once the page's script runs.
 * `after` is where the page goes once the toast has gone (the reset mail's "sent" goes on to sign in).
 */
export const toastContract = defineContract("toast", {
  /** The page's live region for toasts (app/root.tsx), and each toast shown in it, by its id. */
  parts: { region: "data-toast-region", shown: "data-toast-shown" },
  values: { message: "data-toast", kind: "data-toast-kind", id: "data-toast-id", after: "data-toast-then" },
});
