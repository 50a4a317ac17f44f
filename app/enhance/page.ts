/**
 * What every page needs from a script (docs/decisions/096 and 122):
 * the hearts, the Call and WhatsApp counts, the header's Messages badge and search suggestions,
 * the toasts the server asked for, and the `data-ready` mark the end-to-end tests wait for. Each
 * page's own enhancer (home, results) starts this, then adds its own parts.
 *
 * It carries no catalogue: every word it shows comes from the page, written by the server in the
 * reader's language.
 */
import { FAVOURITE_TEXTS } from "../components/favourite-texts";
import { listenForContactClicks } from "../lib/contact-clicks";
import { signInPath } from "../lib/sign-in-path";
import { enhanceHeaderSearch } from "./header-suggest";
import { followInboxBadge } from "./inbox-badge";
import { showToast } from "./toast";

/**
 * The hearts: visitors are told to log in, with a Sign in link that brings them back to this page;
 * signed-in users toggle, and a failure puts it back.
 */
function handleFavourites(): void {
  document.addEventListener("click", async (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>("[data-favourite]");
    if (!button) return;
    // The heart is a form's button for browsers without scripts; here the script answers.
    event.preventDefault();
    if (document.body.dataset.signedIn === undefined) {
      showToast(FAVOURITE_TEXTS.logIn, "error", {
        id: "favourite-sign-in",
        link: { href: signInPath(location.pathname + location.search), text: FAVOURITE_TEXTS.signIn },
      });
      return;
    }
    const next = button.getAttribute("aria-pressed") !== "true";
    const paint = (on: boolean) => {
      button.setAttribute("aria-pressed", String(on));
      button.querySelector("path")?.setAttribute("fill", on ? "currentColor" : "none");
      // Without a script the form says what a second press would do; kept true for a later reload.
      const saved = button.form?.elements.namedItem("saved");
      if (saved instanceof HTMLInputElement) saved.value = on ? "false" : "true";
    };
    paint(next);
    button.disabled = true;
    try {
      const response = await fetch(`/api/favourites/${encodeURIComponent(button.dataset.listingId ?? "")}`, { method: next ? "POST" : "DELETE" });
      if (!response.ok) throw new Error(String(response.status));
      showToast(next ? FAVOURITE_TEXTS.added : FAVOURITE_TEXTS.removed, "success");
    } catch {
      paint(!next);
      showToast(FAVOURITE_TEXTS.failed, "error");
    } finally {
      button.disabled = false;
    }
  });
}

/**
 * Toasts the server asked for (a flash message, a section that failed to load: `data-toast`).
 * `data-toast-then` is where the page goes once the toast has gone (the reset mail's "sent").
 */
export function showServerToasts(within: Document | Element = document): void {
  for (const element of within.querySelectorAll<HTMLElement>("[data-toast]")) {
    const then = element.dataset.toastThen;
    showToast(element.dataset.toast ?? "", element.dataset.toastKind === "success" ? "success" : "error", {
      id: element.dataset.toastId,
      onClose: then?.startsWith("/") && !then.startsWith("//") ? () => window.location.assign(then) : undefined,
    });
  }
}

/** After a refused form, the field in error takes the focus, so its message is read out. */
export function focusRefusedField(): void {
  document.querySelector<HTMLElement>("main [aria-invalid='true']")?.focus();
}

/**
 * Starts the shared parts once the document is parsed, then each of the page's own `parts`, then
 * marks the page ready. Each part runs in a task of its own: together they are some 50 ms of a
 * mid-range phone's main thread (first calls compile), enough to hold up a tap if run as one.
 */
export function startPage(...parts: (() => void)[]): void {
  const steps = [
    () => {
      handleFavourites();
      listenForContactClicks();
      showServerToasts();
    },
    enhanceHeaderSearch,
    followInboxBadge,
    ...parts,
  ];
  const next = () => {
    const step = steps.shift();
    if (!step) {
      document.documentElement.dataset.ready = "";
      return;
    }
    step();
    setTimeout(next, 0);
  };
  // The script sits inside <main>; what follows it (a sidebar, the footer) exists once the document is parsed.
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", next);
  else next();
}
