/**
 * The heart (./favourite-button.contract.ts): a visitor is told to log in, with a Sign in link that
 * brings them back to this page; a signed-in user's heart toggles at once and the server confirms,
 * or it goes back with the failure's words. Without the page's texts the form is left to the browser.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { showToast } from "../../behaviours/toast/show-toast";
import { signInPath } from "../../lib/sign-in-path";
import { favouriteContract } from "./favourite-button.contract";
import { signedIn } from "../../behaviours/page.contract";

function paint(form: HTMLFormElement, button: HTMLButtonElement, on: boolean): void {
  button.setAttribute("aria-pressed", String(on));
  button.querySelector("path")?.setAttribute("fill", on ? "currentColor" : "none");
  // Without a script the form says what a second press would do: kept true for a later reload.
  const saved = form.elements.namedItem("saved");
  if (saved instanceof HTMLInputElement) saved.value = on ? "false" : "true";
}

export const favouriteButton = defineBehaviour<HTMLFormElement>(favouriteContract, (form) => {
  const button = favouriteContract.find<HTMLButtonElement>(form, "button");
  if (!button) return;
  const submit = async (event: SubmitEvent) => {
    const texts = favouriteContract.find(document, "texts");
    if (!texts) return;
    const text = (key: "logIn" | "signIn" | "added" | "removed" | "failed") => favouriteContract.read(texts, key) ?? "";
    event.preventDefault();
    if (!signedIn()) {
      showToast(text("logIn"), "error", {
        id: "favourite-sign-in",
        link: { href: signInPath(location.pathname + location.search), text: text("signIn") },
      });
      return;
    }
    if (button.disabled) return;
    const next = button.getAttribute("aria-pressed") !== "true";
    paint(form, button, next);
    button.disabled = true;
    try {
      const id = favouriteContract.read(button, "listingId") ?? "";
      const response = await fetch(`/api/favourites/${encodeURIComponent(id)}`, { method: next ? "POST" : "DELETE" });
      if (!response.ok) throw new Error(String(response.status));
      showToast(text(next ? "added" : "removed"), "success");
    } catch {
      paint(form, button, !next);
      showToast(text("failed"), "error");
    } finally {
      button.disabled = false;
    }
  };
  form.addEventListener("submit", submit);
  return () => form.removeEventListener("submit", submit);
});
