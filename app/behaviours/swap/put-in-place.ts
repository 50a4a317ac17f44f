/**
 * Puts a fetched answer in this page (docs/decisions/128): its swap parts in place of the page's
 * parts with the same key, or, when it has none of them, its `<main>` in place of this one. What a
 * reader typed in a password field stays (the server never writes one back), and a live region
 * stays the same element with the answer's words put in it, so they are read out.
 */
import { swapContract } from "./swap.contract";

/** The kept fields' values by id, to give back once the answer's fields are in the page. */
function typedPasswords(within: Element): [string, string][] {
  return swapContract
    .findAll<HTMLInputElement>(within, "kept")
    .filter((field) => field.id && field.value)
    .map((field) => [field.id, field.value]);
}

function giveBack(typed: [string, string][], within: Element): void {
  for (const [id, value] of typed) {
    const field = within.ownerDocument.getElementById(id);
    if (field instanceof HTMLInputElement && within.contains(field)) field.value = value;
  }
}

/** A live region keeps its element (a new one is not read out); anything else is replaced. */
function replacePart(current: Element, next: Element): Element {
  const adopted = current.ownerDocument.adoptNode(next);
  if (!current.hasAttribute("aria-live")) {
    current.replaceWith(adopted);
    return adopted;
  }
  for (const name of current.getAttributeNames()) if (!adopted.hasAttribute(name)) current.removeAttribute(name);
  for (const name of adopted.getAttributeNames()) current.setAttribute(name, adopted.getAttribute(name) ?? "");
  current.replaceChildren(...adopted.childNodes);
  return current;
}

/** The answer's `<main>` in this one's place: its attributes and children, live regions kept. */
export function putMainInPlace(answer: Document, page: Document = document): HTMLElement {
  const current = page.querySelector("main");
  const next = answer.querySelector("main");
  if (!current || !next) throw new Error("No page in the answer");
  // The answer's script has run here already, as this page's.
  for (const script of next.querySelectorAll("script")) script.remove();
  const typed = typedPasswords(current);
  for (const name of current.getAttributeNames()) if (!next.hasAttribute(name)) current.removeAttribute(name);
  for (const name of next.getAttributeNames()) current.setAttribute(name, next.getAttribute(name) ?? "");
  const live = new Map([...current.children].filter((child) => child.id && child.hasAttribute("aria-live")).map((child) => [child.id, child]));
  const incoming = [...page.adoptNode(next).childNodes].map((node) => {
    const kept = node instanceof Element && node.id ? live.get(node.id) : undefined;
    return kept && node instanceof Element ? replacePart(kept, node) : node;
  });
  for (const child of [...current.childNodes]) if (!incoming.includes(child)) child.remove();
  let cursor = current.firstChild;
  for (const node of incoming) {
    if (node.parentNode === current) cursor = node.nextSibling;
    else current.insertBefore(node, cursor);
  }
  giveBack(typed, current);
  page.title = answer.title;
  return current;
}

/**
 * The answer put in place: its swap parts where this page has them (only those keyed `into`, when
 * given), else its `<main>`. Gives back what is new in the page, and the refused field
 * (`aria-invalid`) in it takes the focus, so its message is read out.
 */
export function putInPlace(answer: Document, page: Document = document, into?: readonly string[]): Element[] {
  const pairs = swapContract
    .findAll(answer, "target")
    .filter((next) => !into || into.includes(swapContract.key(next, "target") ?? ""))
    .map((next) => [swapContract.find(page, "target", swapContract.key(next, "target") ?? ""), next] as const)
    .filter((pair): pair is readonly [HTMLElement, HTMLElement] => pair[0] !== null);
  let placed: Element[];
  if (pairs.length === 0) placed = [putMainInPlace(answer, page)];
  else {
    placed = pairs.map(([current, next]) => {
      for (const script of next.querySelectorAll("script")) script.remove();
      const typed = typedPasswords(current);
      const put = replacePart(current, next);
      giveBack(typed, put);
      return put;
    });
    page.title = answer.title || page.title;
  }
  for (const part of placed) {
    const refused = part.querySelector<HTMLElement>("[aria-invalid='true']");
    if (refused) {
      refused.focus();
      break;
    }
  }
  return placed;
}

/** The answer's one part with `key` in place of the page's, if both have it: gives back the part now in the page. */
export function putPartInPlace(answer: Document, key: string, page: Document = document): Element | null {
  const current = swapContract.find(page, "target", key);
  const next = swapContract.find(answer, "target", key);
  if (!current || !next) return null;
  for (const script of next.querySelectorAll("script")) script.remove();
  return replacePart(current, next);
}

/** What a part says, without its scripts and `<noscript>` (whose text a parsed answer reads differently). */
function wordsOf(part: Element | null): string {
  const copy = part?.cloneNode(true);
  if (!(copy instanceof Element)) return "";
  for (const element of copy.querySelectorAll("script, noscript")) element.remove();
  return copy.textContent ?? "";
}

/** Whether an answer says anything this page does not, in its swap parts or else its `<main>`. */
export function saysSomethingNew(answer: Document, page: Document = document): boolean {
  const parts = swapContract.findAll(answer, "target");
  if (parts.length === 0) return wordsOf(answer.querySelector("main")) !== wordsOf(page.querySelector("main"));
  return parts.some((next) => wordsOf(next) !== wordsOf(swapContract.find(page, "target", swapContract.key(next, "target") ?? "")));
}
