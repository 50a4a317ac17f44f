/**
 * A page's script that fetches the server's answer (docs/decisions/096-099), a form's refusal or
 * the same page asked again, puts the answer's `<main>` in place of the page's own with this.
 */
import { fetchPage } from "./noscript";

/** This page as the server writes it now, or null (offline for a moment, an error's page). */
export async function samePageNow(): Promise<Document | null> {
  try {
    const { doc, response } = await fetchPage(window.location.href);
    return response.ok ? doc : null;
  } catch {
    return null;
  }
}

/** What a `<main>` says, without its script and `<noscript>` (whose text a parsed answer reads differently). */
function wordsOf(main: Element | null): string {
  const copy = main?.cloneNode(true);
  if (!(copy instanceof Element)) return "";
  for (const element of copy.querySelectorAll("script, noscript")) element.remove();
  return copy.textContent ?? "";
}

/** Whether a fetched page's `<main>` says anything this one does not (a waiting page asked again). */
export function saysSomethingNew(answer: Document): boolean {
  return wordsOf(answer.querySelector("main")) !== wordsOf(document.querySelector("main"));
}

/**
 * Puts the answer's `<main>` in this page's: its attributes and children, keeping what was typed
 * in the password fields, and gives back the `<main>`. A live region at the top of `<main>` (the
 * payment's status) stays the same element, never out of the document, with the answer's words
 * put in it, so they are read out.
 */
export function showAnswer(answer: Document): HTMLElement {
  const current = document.querySelector("main");
  const next = answer.querySelector("main");
  if (!current || !next) throw new Error("No page in the answer");
  // Its script has run here already (`fetchPage` dropped its <noscript> parts: a waiting page's
  // refresh among them, which would be a real one here).
  for (const script of next.querySelectorAll("script")) script.remove();
  const typed = [...current.querySelectorAll<HTMLInputElement>(".password-input input")].map((field) => [field.id, field.value] as const);
  for (const name of current.getAttributeNames()) if (!next.hasAttribute(name)) current.removeAttribute(name);
  for (const name of next.getAttributeNames()) current.setAttribute(name, next.getAttribute(name) ?? "");
  const live = new Map([...current.children].filter((child) => child.id && child.hasAttribute("aria-live")).map((child) => [child.id, child]));
  const incoming = [...document.adoptNode(next).childNodes].map((node) => {
    const kept = node instanceof Element && node.id ? live.get(node.id) : undefined;
    if (!kept || !(node instanceof Element)) return node;
    kept.className = node.className;
    kept.replaceChildren(...node.childNodes);
    return kept;
  });
  for (const child of [...current.childNodes]) if (!incoming.includes(child)) child.remove();
  let cursor = current.firstChild;
  for (const node of incoming) {
    if (node.parentNode === current) cursor = node.nextSibling;
    else current.insertBefore(node, cursor);
  }
  // Once in this document: a value given before the move does not come with it.
  for (const [id, value] of typed) {
    const field = id ? document.getElementById(id) : null;
    if (field instanceof HTMLInputElement && current.contains(field)) field.value = value;
  }
  document.title = answer.title;
  return current;
}
