/**
 * Shows the toast an element of the server's carries (./toast.contract), once: on the first paint's
 * page and in whatever a swap puts in place. The element stays, hidden, for a page without scripts
 * (which shows the same words in place, app/root.tsx).
 */
import { defineBehaviour } from "../runtime";
import { showToast } from "./show-toast";
import { toastContract } from "./toast.contract";

/** A same-site path only: a toast never sends the reader to another site. */
function samePath(then: string | undefined): string | null {
  return then?.startsWith("/") && !then.startsWith("//") ? then : null;
}

export const toast = defineBehaviour(toastContract, (element) => {
  const then = samePath(toastContract.read(element, "after"));
  showToast(toastContract.read(element, "message") ?? "", toastContract.read(element, "kind") === "success" ? "success" : "error", {
    id: toastContract.read(element, "id"),
    onClose: then ? () => window.location.assign(then) : undefined,
  });
});
