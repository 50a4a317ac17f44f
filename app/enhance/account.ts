/**
 * The account forms (sign in, sign up, forgot and reset password, confirm an email change, thank
 * you) are served without the framework (docs/decisions/099). They post as plain forms and the
 * server answers with the page; this inlined script adds what scripts make nicer: the password's
 * show/hide button, forms sent without leaving the page (busy while they go, a refusal shown in
 * place with what was typed kept), and the focus on a refused field. `./page` adds the header, the toasts (the reset mail's "sent" goes on to sign in
 * when it closes) and the ready mark.
 *
 * It carries no catalogue: the button's two words come with the page.
 */
import { FORM_FETCH_HEADER, FORM_REDIRECT_HEADER } from "../lib/form-fetch";
import { focusRefusedField, showServerToasts, startPage } from "./page";

/** The show/hide button the server writes hidden beside each password (app/components/password-input.tsx). */
function passwordToggles(within: Document | Element = document): void {
  for (const button of within.querySelectorAll<HTMLButtonElement>("button[data-password-toggle]")) {
    const input = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!(input instanceof HTMLInputElement)) continue;
    button.hidden = false;
    button.addEventListener("click", () => {
      const show = input.type === "password";
      input.type = show ? "text" : "password";
      button.setAttribute("aria-pressed", String(show));
      button.textContent = (show ? button.dataset.hideText : button.dataset.showText) ?? button.textContent;
    });
  }
}

/**
 * The page's forms are sent by this script (app/lib/form-fetch.ts): the button is disabled and a
 * second press does nothing while the answer comes. A redirect is followed by opening its page; a
 * refusal's `<main>` takes the place of this one with what was typed still in it (the browser
 * would empty the passwords on a reload), and its refused field in focus. If the answer cannot be
 * read the browser sends the form itself, as it does without scripts.
 */
function sendForms(): void {
  document.addEventListener("submit", async (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== "post" || !form.closest("main")) return;
    event.preventDefault();
    if (form.dataset.busy !== undefined) return;
    form.dataset.busy = "";
    form.setAttribute("aria-busy", "true");
    const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    const body = new URLSearchParams(new FormData(form, button) as unknown as Record<string, string>);
    if (button) button.disabled = true;
    try {
      const response = await fetch(form.action, { method: "POST", body, headers: { [FORM_FETCH_HEADER]: "1" } });
      const to = response.headers.get(FORM_REDIRECT_HEADER);
      if (to) {
        window.location.assign(to);
        return;
      }
      if (!response.headers.get("content-type")?.startsWith("text/html")) throw new Error(String(response.status));
      showAnswer(new DOMParser().parseFromString(await response.text(), "text/html"));
    } catch {
      form.submit();
    }
  });
}

/** Puts the answer's `<main>` in place of this page's, keeping what was typed in the fields it shares. */
function showAnswer(answer: Document): void {
  const current = document.querySelector("main");
  const next = answer.querySelector("main");
  if (!current || !next) throw new Error("No page in the answer");
  for (const script of next.querySelectorAll("script")) script.remove();
  const typed = [...current.querySelectorAll<HTMLInputElement>(".password-input input")].map((field) => [field.id, field.value] as const);
  current.replaceWith(document.adoptNode(next));
  // Once in this document: a value given before the move does not come with it.
  for (const [id, value] of typed) {
    const twin = id ? document.getElementById(id) : null;
    if (twin instanceof HTMLInputElement && next.contains(twin)) twin.value = value;
  }
  document.title = answer.title;
  passwordToggles(next);
  showServerToasts(next);
  focusRefusedField();
}

interface AdTag {
  gtag?: (command: "event", name: string, params?: Record<string, unknown>) => void;
}

/** The thank-you page: the sign-up's ad conversion, only where an ad tag has been installed. */
function signUpConversion(): void {
  if (!document.querySelector("[data-sign-up-done]")) return;
  const tag = (window as unknown as AdTag).gtag;
  if (typeof tag === "function") tag("event", "conversion", { send_to: "sign_up" });
}

startPage(focusRefusedField, () => passwordToggles(), sendForms, signUpConversion);
