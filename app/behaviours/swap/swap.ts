/**
 * Swap (./swap.contract.ts, docs/decisions/128): a form posts, or a link or GET form loads, by
 * fetch; the server's answer is put in place (./put-in-place.ts) and a redirect opens its page.
 * When the answer cannot be read (offline, not our page), the browser does it itself, as it would
 * without scripts: nothing a reader did is lost.
 */
import { defineBehaviour } from "../runtime";
import { busy, isBusy, release, releaseOnReturn, sendAsTheBrowserWould } from "./busy";
import { fetchPage, sendForm } from "./fetch-page";
import { putInPlace } from "./put-in-place";
import { swapContract } from "./swap.contract";

/** The form's fields with the pressed button's, as the browser would send them. */
function bodyOf(form: HTMLFormElement, button: HTMLButtonElement | null): FormData | URLSearchParams {
  const fields = new FormData(form, button);
  return form.enctype === "multipart/form-data" ? fields : new URLSearchParams(fields as unknown as Record<string, string>);
}

/** Whether the reader said yes (or nothing was asked); the `confirmed` field then says yes for the server. */
function confirmed(form: HTMLFormElement): boolean {
  const question = swapContract.read(form, "confirm");
  if (!question) return true;
  if (!window.confirm(question)) return false;
  const field = form.elements.namedItem("confirmed");
  if (field instanceof HTMLInputElement) field.value = "yes";
  return true;
}

async function post(form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  const body = bodyOf(form, button);
  busy(form, button);
  try {
    const answer = await sendForm(form, body);
    if ("redirect" in answer) {
      window.location.assign(answer.redirect);
      return;
    }
    putInPlace(answer.doc, document, swapContract.read(form, "into")?.split(" "));
    if (form.isConnected) release(form, button);
  } catch {
    release(form, button);
    sendAsTheBrowserWould(form, button);
  }
}

/**
 * A link or a GET form: its page fetched and put in place, with the address a new history entry
 * (Back and Forward put theirs in place again).
 */
let swappedHere = false;

async function load(address: string, entry: "push" | "none" = "push"): Promise<void> {
  try {
    const { doc, url, response } = await fetchPage(address);
    if (!response.ok) throw new Error(String(response.status));
    putInPlace(doc);
    if (entry === "push") {
      history.pushState(null, "", url);
      swappedHere = true;
    }
  } catch {
    window.location.assign(address);
  }
}

// Once an address was put in place here, Back and Forward move between pages of this document.
addEventListener("popstate", () => {
  if (swappedHere) void load(location.href, "none");
});
addEventListener("pageshow", releaseOnReturn);

function getAddress(form: HTMLFormElement, button: HTMLButtonElement | null): string {
  const url = new URL(form.action);
  url.search = new URLSearchParams(new FormData(form, button) as unknown as Record<string, string>).toString();
  return url.href;
}

export const swap = defineBehaviour(swapContract, (element) => {
  if (element instanceof HTMLAnchorElement) {
    const click = (event: MouseEvent) => {
      // A new tab or window is the browser's to open.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void load(element.href);
    };
    element.addEventListener("click", click);
    return () => element.removeEventListener("click", click);
  }
  if (!(element instanceof HTMLFormElement)) return;
  const submit = (event: SubmitEvent) => {
    // A form's own listener may have refused it first (a check before anything is sent).
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (isBusy(element) || !confirmed(element)) return;
    const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    if (element.method === "post") void post(element, button);
    else void load(getAddress(element, button));
  };
  element.addEventListener("submit", submit);
  return () => element.removeEventListener("submit", submit);
});
