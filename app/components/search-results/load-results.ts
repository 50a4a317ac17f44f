/**
 * A new address's results put in place (docs/decisions/096 and 128), for the behaviours of the
 * results pages: the server's page for the address is fetched (through the shared cache for
 * visitors, decision 093, so each answer is cheap) and its panel and results, or its results
 * alone while words are typed, take the place of this page's. What the reader changed in the
 * panel while the answer was on its way is kept, and so are the open panel and the focus. A
 * newer address cancels the answer on its way, so a phone on paid data stops downloading it; an
 * answer that is not such a page (an error screen) is loaded as a page instead; no answer at all
 * leaves the results as they were and says so.
 */
import { fetchPage } from "../../behaviours/swap/fetch-page";
import { showToast } from "../../behaviours/toast/show-toast";
import { fieldValues, focusedField, refocus, setField } from "./panel-fields";
import { searchResultsContract as contract } from "./search-results.contract";

export interface Going {
  /** The whole layout (panel and results), or the results alone (while words are typed). */
  part: "layout" | "results";
  /** A new history entry, the same one changed, or none (Back and Forward). */
  history: "push" | "replace" | "none";
  /** A new page of results starts at its top, as a page load would. */
  top?: boolean;
}

let ticket = 0;
let inFlight: AbortController | undefined;
let waiting: ReturnType<typeof setTimeout> | undefined;

/** The address whose results are on screen: Back to the same one (a skip link's #main) loads nothing. */
export const here = () => location.pathname + location.search;
let onScreen = here();
export const isOnScreen = () => here() === onScreen;

export const form = () => contract.find<HTMLFormElement>(document, "form");

/** The page at `address`, parsed; its final address after the server's tidying redirect. */
export async function loadPage(address: string, signal?: AbortSignal): Promise<{ doc: Document; url: string }> {
  const page = await fetchPage(address, { signal });
  // An unknown category is browse's 404 page with its own text: a page like any other here.
  if (!page.response.ok && page.response.status !== 404) throw new Error(String(page.response.status));
  return page;
}

/** The address now shown, as a history entry of its own or in place of the current one. */
export function shown(url: string, history: Going["history"]): void {
  if (history === "push") window.history.pushState(null, "", url);
  else if (history === "replace") window.history.replaceState(null, "", url);
  onScreen = here();
}

/** The reader hears that the results did not come; the ones shown stay. */
export function failed(): void {
  const results = contract.find(document, "results");
  showToast((results && contract.read(results, "failedText")) ?? "", "error");
}

function setBusy(busy: boolean): void {
  const results = contract.find(document, "results");
  if (!results) return;
  results.setAttribute("aria-busy", String(busy));
  const count = contract.find(results, "count");
  count?.querySelector("span[role=img]")?.remove();
  if (!busy || !count) return;
  const spinner = document.createElement("span");
  spinner.className = "spinner";
  spinner.setAttribute("role", "img");
  spinner.setAttribute("aria-label", contract.read(results, "loadingText") ?? "");
  count.insertBefore(spinner, count.firstChild);
}

/** Runs `go` for the address `address()` gives then, after `ms` without another call; any `go` meanwhile cancels it. */
export function goLater(ms: number, address: () => string, going: Going): void {
  clearTimeout(waiting);
  waiting = setTimeout(() => void go(address(), going), ms);
}

export function cancelLater(): void {
  clearTimeout(waiting);
}

/** What the reader had: panel open, focus, and the fields changed since `sent`, given back to the new layout. */
function putLayout(next: HTMLElement, sent: Map<string, string>): void {
  const before = form();
  const panel = contract.find<HTMLDetailsElement>(document, "panel");
  const open = panel?.open ?? false;
  const focus = focusedField(before);
  const layout = contract.find(document, "layout");
  const hadFocus = layout?.contains(document.activeElement) ?? false;
  const changed = before ? [...fieldValues(before)].filter(([name, value]) => sent.get(name) !== value) : [];
  layout?.replaceWith(next);
  const nextPanel = contract.find<HTMLDetailsElement>(document, "panel");
  if (nextPanel) nextPanel.open = open;
  const after = form();
  if (after) {
    for (const [name, value] of changed) setField(after, name, value);
    refocus(after, focus);
  }
  // A chip or Clear pressed is gone with the old layout: the new count takes the focus (and is
  // read out) rather than the page's start.
  if (hadFocus && !next.contains(document.activeElement)) {
    const count = contract.find(next, "count") ?? document.querySelector<HTMLElement>("main h1");
    if (count) {
      count.tabIndex = -1;
      count.focus({ preventScroll: true });
    }
  }
}

/** The results alone, with the Filters button's count and the sort's choices (best match exists only with words). */
function putResults(next: HTMLElement): void {
  const results = contract.find(next, "results");
  if (results) contract.find(document, "results")?.replaceWith(results);
  const toggle = contract.find(document, "toggle");
  const nextToggle = contract.find(next, "toggle");
  if (toggle && nextToggle) toggle.replaceChildren(...nextToggle.childNodes);
  const sort = contract.find(document, "sort");
  const nextSort = contract.find(next, "sort");
  if (sort && nextSort && document.activeElement !== sort) sort.replaceWith(nextSort);
}

/** Loads `address` and puts the server's answer in place (see the top of this file). */
export async function go(address: string, going: Going): Promise<void> {
  clearTimeout(waiting);
  const mine = ++ticket;
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const before = form();
  const sent = before ? fieldValues(before) : new Map<string, string>();
  setBusy(true);
  try {
    const page = await loadPage(address, controller.signal);
    if (mine !== ticket) return;
    const next = page.doc.querySelector("main");
    const main = document.querySelector("main");
    const layout = next && contract.find(next, "layout");
    if (!next || !main || next.className !== main.className || !layout || !contract.find(layout, "results")) {
      window.location.assign(page.url);
      return;
    }
    shown(page.url, going.history);
    document.title = page.doc.title;
    if (going.part === "results") putResults(layout);
    else putLayout(document.adoptNode(layout), sent);
    if (going.top) window.scrollTo({ top: 0 });
  } catch {
    if (mine === ticket) failed();
  } finally {
    if (mine === ticket) setBusy(false);
  }
}
