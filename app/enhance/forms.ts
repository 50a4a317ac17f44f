/**
 * The pages that are a form or two are served without the framework (docs/decisions/099): the
 * account forms (sign in, sign up, forgot and reset password, confirm an email change, thank you),
 * a mail's renew and unsubscribe links, and a boost with its M-Pesa payment. They post as plain
 * forms and the server answers with the page; this inlined script adds what scripts make nicer:
 * the password's show/hide button, forms sent without leaving the page (busy while they go, a
 * refusal shown in place with what was typed kept), the focus on a refused field, and a page that
 * waits for something (a payment) asking again in place. `./page` adds the header, the toasts (the
 * reset mail's "sent" goes on to sign in when it closes) and the ready mark.
 *
 * It carries no catalogue: the button's two words come with the page.
 */
import { samePageNow, saysSomethingNew, showAnswer } from "./answer";
import { passwordToggles } from "./password-toggle";
import { sendFormsInPlace } from "./send-form";
import { focusRefusedField, showServerToasts, startPage } from "./page";

/**
 * The page's forms are sent by this script (./send-form): a refusal's `<main>` takes the place of
 * this one with what was typed still in it (the browser would empty the passwords on a reload),
 * and its refused field in focus.
 */
function sendForms(): void {
  sendFormsInPlace((answer) => showFormAnswer(answer));
}

/**
 * A page that waits (a payment until M-Pesa answers) says every how many milliseconds to ask again
 * (`data-poll` on `<main>`, with a `<noscript>` refresh for browsers without scripts): its `<main>`
 * is fetched and put in place until the answer no longer waits. A failed fetch tries at the next turn.
 */
function followWaitingPage(): void {
  const ask = () => {
    const wait = Number(document.querySelector<HTMLElement>("main[data-poll]")?.dataset.poll);
    if (!(wait > 0)) return;
    setTimeout(async () => {
      // Nothing new: the page stays as it is (and whatever has the focus keeps it). Offline for a
      // moment: the next turn asks again.
      const answer = await samePageNow();
      if (answer && saysSomethingNew(answer)) showFormAnswer(answer);
      ask();
    }, wait);
  };
  ask();
}

/**
 * An answer put in place (./answer), then what a page of forms does with it: the password buttons
 * shown, the toasts it asks for, the refused field in focus.
 */
function showFormAnswer(answer: Document): void {
  const main = showAnswer(answer);
  passwordToggles(main);
  showServerToasts(main);
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

startPage(focusRefusedField, () => passwordToggles(), sendForms, followWaitingPage, signUpConversion);
