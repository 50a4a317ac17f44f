/**
 * The posts of a page, sent by its script instead of the browser
 * (app/lib/form-fetch.ts, docs/decisions/099 and 100): the account forms, the one-form pages and
 * the admin dashboard. The pressed button is disabled while the answer comes (its `data-busy-text`
 * shown, if it has one) and a second press does nothing. A form with `data-confirm` asks first
 * (and says yes in its `confirmed` field, if it has one: the question a page without scripts asks).
 * A redirect is followed by opening its page; any other page in answer goes to `onAnswer`. If the
 * answer cannot be read, the browser sends the form itself, as it does without scripts.
 *
 * A form adds what is not in its fields (picked files) from its own `formdata` listener: it runs
 * for this script's `FormData` and for the browser's own sending alike.
 */
import { busy, release, releaseOnReturn, sendAsTheBrowserWould } from "../behaviours/swap/busy";
import { sendForm } from "../behaviours/swap/fetch-page";

export { busy, release, sendAsTheBrowserWould };

/**
 * Posts `body` as the form would, told of a redirect rather than following it: a redirect opens
 * its page (and gives null); any other answer must be a page, which it gives. Throws otherwise
 * (offline, an answer that is not ours), for the caller to let the browser send the form.
 */
export async function postInPlace(form: HTMLFormElement, body: FormData | URLSearchParams): Promise<Document | null> {
  const answer = await sendForm(form, body);
  if ("doc" in answer) return answer.doc;
  window.location.assign(answer.redirect);
  return null;
}

export function sendFormsInPlace(onAnswer: (answer: Document, form: HTMLFormElement) => void): void {
  document.addEventListener("submit", async (event) => {
    const form = event.target;
    // A form's own listener may have refused it first (a check before anything is sent).
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== "post" || !form.closest("main")) return;
    event.preventDefault();
    if (form.dataset.busy !== undefined) return;
    const question = form.dataset.confirm;
    if (question && !window.confirm(question)) return;
    // Asked and answered here: the server's own question (for a page without scripts) is skipped.
    const confirmed = form.elements.namedItem("confirmed");
    if (question && confirmed instanceof HTMLInputElement) confirmed.value = "yes";
    const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    const fields = new FormData(form, button);
    const body = form.enctype === "multipart/form-data" ? fields : new URLSearchParams(fields as unknown as Record<string, string>);
    busy(form, button);
    try {
      const doc = await postInPlace(form, body);
      if (!doc) return;
      onAnswer(doc, form);
      if (form.isConnected) release(form, button);
    } catch {
      release(form, button);
      sendAsTheBrowserWould(form, button);
    }
  });
  // Back to this page from the one a redirect opened (the back-forward cache): usable again.
  addEventListener("pageshow", releaseOnReturn);
}
