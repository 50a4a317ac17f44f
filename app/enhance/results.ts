/**
 * Search and browse without the framework (docs/decisions/096): the server renders every page of
 * results, the filter panel is a plain GET form and every other address is a link, so the pages
 * work without a script (the no-JS end-to-end project proves it). This script, inlined into the
 * page, makes the same requests itself and puts the server's answer in place, so a reader keeps
 * their place, their open panel and what they are typing:
 *
 * - words typed in the panel are searched after a pause (`data-live-search`), the address replaced;
 * - a choice that brings new options (`data-apply-now`: a category, a make, a county) applies at
 *   once, its dependent field cleared, the panel staying open;
 * - the panel's Search, a chip, Clear, a suggestion and browse's pages load the new results in
 *   place, with a new history entry (Back and Forward load theirs again);
 * - Show more appends the next page's cards and keeps at most what a reload of the address shows.
 *
 * The pages come through the shared cache for visitors (decision 093), so each answer is cheap.
 * An answer that is not such a page (an error screen) is loaded as a page instead. It carries no
 * catalogue: its two sentences are on the results section (`data-loading-text`, `data-failed-text`).
 */
import { cleanSearchTerm } from "../domain/search-term";
import { fetchPage } from "./noscript";
import { startPage } from "./page";
import { showToast } from "../behaviours/toast/show-toast";

type Part = "layout" | "results";

const layoutOf = (root: Document | HTMLElement) => root.querySelector<HTMLElement>(".search-layout");
const resultsOf = (root: Document | HTMLElement) => root.querySelector<HTMLElement>(".search-results");
const filtersForm = () => document.querySelector<HTMLFormElement>("#search-filters");

/** Each field's value as a reader set it: a radio group's choice, a checkbox's tick, else the value. */
function fieldValues(form: HTMLFormElement): Map<string, string> {
  const values = new Map<string, string>();
  for (const field of form.querySelectorAll("input[name], select[name]")) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
    if (field instanceof HTMLInputElement && field.type === "radio") {
      if (field.checked || !values.has(field.name)) values.set(field.name, field.checked ? field.value : (values.get(field.name) ?? ""));
    } else if (field instanceof HTMLInputElement && field.type === "checkbox") values.set(field.name, field.checked ? field.value : "");
    else values.set(field.name, field.value);
  }
  return values;
}

function setField(form: HTMLFormElement, name: string, value: string): void {
  for (const field of form.querySelectorAll(`[name="${CSS.escape(name)}"]`)) {
    if (field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox")) field.checked = field.value === value;
    else if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.value === value)) field.value = value;
    } else if (field instanceof HTMLInputElement) field.value = value;
  }
}

/** The address the form would load without a script (the server tidies it into the canonical one). */
function formAddress(form: HTMLFormElement): string {
  const url = new URL(form.action);
  url.search = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
  return url.href;
}

/** Which field has the focus, to give it back once the panel is the server's new one. */
function focusedField(form: HTMLFormElement | null): { name: string; value: string; caret: number | null } | null {
  const active = document.activeElement;
  if (!form || !(active instanceof HTMLInputElement || active instanceof HTMLSelectElement) || !form.contains(active) || !active.name) return null;
  let caret: number | null = null;
  try {
    caret = active instanceof HTMLInputElement ? active.selectionStart : null;
  } catch {
    // Number inputs have no caret to read.
  }
  return { name: active.name, value: active.value, caret };
}

function refocus(form: HTMLFormElement, focus: ReturnType<typeof focusedField>): void {
  if (!focus) return;
  const candidates = [...form.querySelectorAll<HTMLElement>(`[name="${CSS.escape(focus.name)}"]`)];
  const field =
    candidates.find((candidate) => !(candidate instanceof HTMLInputElement && candidate.type === "radio") || candidate.value === focus.value) ?? candidates[0];
  field?.focus({ preventScroll: true });
  if (field instanceof HTMLInputElement && focus.caret !== null) {
    try {
      field.setSelectionRange(focus.caret, focus.caret);
    } catch {
      // Not every input has a caret.
    }
  }
}

let ticket = 0;
/** The answer on its way: a newer request cancels it, so a phone on paid data stops downloading it. */
let inFlight: AbortController | undefined;
/** The address whose results are on screen: Back to the same one (a skip link's #main) loads nothing. */
let onScreen = location.pathname + location.search;

function setBusy(busy: boolean): void {
  const results = resultsOf(document);
  if (!results) return;
  results.setAttribute("aria-busy", String(busy));
  const status = results.querySelector<HTMLElement>(".results-count");
  status?.querySelector(".spinner")?.remove();
  if (busy && status) {
    const spinner = document.createElement("span");
    spinner.className = "spinner";
    spinner.setAttribute("role", "img");
    spinner.setAttribute("aria-label", results.dataset.loadingText ?? "");
    status.insertBefore(spinner, status.firstChild);
  }
}

function failed(): void {
  showToast(resultsOf(document)?.dataset.failedText ?? "", "error");
}

/** The page at `address`, parsed; the final address after the server's tidying redirect. */
async function loadPage(address: string, signal?: AbortSignal): Promise<{ doc: Document; url: string }> {
  const page = await fetchPage(address, { signal });
  // An unknown category is browse's 404 page with its own text: a page like any other here.
  if (!page.response.ok && page.response.status !== 404) throw new Error(String(page.response.status));
  return page;
}

/**
 * Loads `address` and puts the server's answer in place: the whole layout (panel and results) or
 * the results alone (while words are typed in the panel). What the reader changed in the panel
 * while the answer was on its way is kept, and so are the open panel and the focus.
 */
async function go(address: string, options: { part: Part; history: "push" | "replace" | "none"; top?: boolean }): Promise<void> {
  const mine = ++ticket;
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const form = filtersForm();
  const sent = form ? fieldValues(form) : new Map<string, string>();
  setBusy(true);
  try {
    const page = await loadPage(address, controller.signal);
    if (mine !== ticket) return;
    const next = page.doc.querySelector<HTMLElement>("main#main");
    const here = document.querySelector<HTMLElement>("main#main");
    const nextLayout = next && layoutOf(next);
    const nextResults = next && resultsOf(next);
    if (!next || !here || next.className !== here.className || !nextLayout || !nextResults) {
      window.location.assign(page.url);
      return;
    }
    if (options.history === "push") history.pushState(null, "", page.url);
    else if (options.history === "replace") history.replaceState(null, "", page.url);
    onScreen = location.pathname + location.search;
    document.title = page.doc.title;
    if (options.part === "results") {
      resultsOf(document)?.replaceWith(nextResults);
      // The Filters button's count, and the sort's choices (best match exists only with words).
      const summary = document.querySelector<HTMLElement>(".filters-toggle");
      const nextSummary = next.querySelector<HTMLElement>(".filters-toggle");
      if (summary && nextSummary) summary.replaceChildren(...nextSummary.childNodes);
      const sort = form?.querySelector<HTMLElement>("select[name=sort]");
      const nextSort = next.querySelector<HTMLElement>("select[name=sort]");
      if (sort && nextSort && document.activeElement !== sort) sort.replaceWith(nextSort);
    } else {
      const open = document.querySelector<HTMLDetailsElement>("details[data-filters]")?.open ?? false;
      const focus = focusedField(form);
      const hadFocus = layoutOf(document)?.contains(document.activeElement) ?? false;
      const changed = form ? [...fieldValues(form)].filter(([name, value]) => sent.get(name) !== value) : [];
      layoutOf(document)?.replaceWith(nextLayout);
      const details = document.querySelector<HTMLDetailsElement>("details[data-filters]");
      if (details) details.open = open;
      const nextForm = filtersForm();
      if (nextForm) {
        for (const [name, value] of changed) setField(nextForm, name, value);
        refocus(nextForm, focus);
      }
      // A chip or Clear pressed is gone with the old layout: the new count takes the focus (and is
      // read out) rather than the page's start.
      if (hadFocus && !layoutOf(document)?.contains(document.activeElement)) {
        const count = resultsOf(document)?.querySelector<HTMLElement>(".results-count") ?? document.querySelector<HTMLElement>("main h1");
        if (count) {
          count.tabIndex = -1;
          count.focus({ preventScroll: true });
        }
      }
    }
    if (options.top) window.scrollTo({ top: 0 });
  } catch {
    if (mine === ticket) failed();
  } finally {
    if (mine === ticket) setBusy(false);
  }
}

/**
 * Show more: the next page's address shows everything up to its end (at most what the server
 * shows at once), so its cards replace the grid's, the ones already here kept as they are (their
 * pictures are not fetched again); the count, the earlier link and Show more follow it.
 */
async function showMore(link: HTMLAnchorElement): Promise<void> {
  if (link.getAttribute("aria-disabled") === "true") return;
  link.setAttribute("aria-disabled", "true");
  const spinner = document.createElement("span");
  spinner.className = "spinner";
  spinner.setAttribute("aria-hidden", "true");
  link.insertBefore(spinner, link.firstChild);
  try {
    const page = await loadPage(link.href);
    const section = resultsOf(document);
    const nextSection = resultsOf(page.doc);
    const grid = section?.querySelector<HTMLElement>(".results-grid");
    const nextGrid = nextSection?.querySelector<HTMLElement>(".results-grid");
    if (!section || !nextSection || !grid || !nextGrid) {
      window.location.assign(page.url);
      return;
    }
    const keyOf = (card: Element) => card.querySelector("h3 a")?.getAttribute("href") ?? "";
    const present = new Map([...grid.children].map((card) => [keyOf(card), card]));
    grid.replaceChildren(...[...nextGrid.children].map((card) => present.get(keyOf(card)) ?? card));
    const status = section.querySelector<HTMLElement>(".results-count");
    const nextStatus = nextSection.querySelector<HTMLElement>(".results-count");
    if (status && nextStatus) status.replaceChildren(...nextStatus.childNodes);
    const earlier = section.querySelector<HTMLElement>(".show-earlier");
    const nextEarlier = nextSection.querySelector<HTMLElement>(".show-earlier");
    if (nextEarlier) {
      if (earlier) earlier.replaceWith(nextEarlier);
      else status?.parentNode?.insertBefore(nextEarlier, status.nextSibling);
    } else earlier?.remove();
    const nextLink = nextSection.querySelector<HTMLAnchorElement>("[data-show-more]");
    if (nextLink) link.href = nextLink.href;
    else link.closest(".show-more")?.remove();
    // The address follows, so a reload or a shared link shows these too.
    history.replaceState(null, "", page.url);
    onScreen = location.pathname + location.search;
  } catch {
    // The results already shown stay; the phone may just have lost its signal for a moment.
    failed();
  } finally {
    spinner.remove();
    link.removeAttribute("aria-disabled");
  }
}

function listen(): void {
  let typing: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener("input", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.dataset.liveSearch === undefined || !input.form) return;
    clearTimeout(typing);
    const cleaned = cleanSearchTerm(input.value);
    if (cleaned.length > 0 && cleaned.length < Number(input.dataset.minLength ?? 2)) return;
    const form = input.form;
    // Typing replaces the address rather than adding one history entry per pause.
    typing = setTimeout(() => go(formAddress(form), { part: "results", history: "replace" }), Number(input.dataset.debounce ?? 500));
  });
  document.addEventListener("change", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement) || field.dataset.applyNow === undefined || !field.form) return;
    // What depended on the old choice goes with it (a model of another make, an area of another county).
    const dependent = { category: "subcategory", make: "model", location: "area" }[field.name];
    if (dependent) setField(field.form, dependent, "");
    clearTimeout(typing);
    void go(formAddress(field.form), { part: "layout", history: "replace" });
  });
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.id !== "search-filters") return;
    event.preventDefault();
    clearTimeout(typing);
    const details = form.closest("details");
    if (details) details.open = false;
    void go(formAddress(form), { part: "layout", history: "push" });
  });
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target as Element;
    if (target.closest("[data-filters-close]")) {
      // Without a script the link loads the page with the panel closed; here it just closes.
      event.preventDefault();
      const details = target.closest("details");
      if (details) details.open = false;
      return;
    }
    const link = target.closest<HTMLAnchorElement>(".search-layout a[href]");
    if (!link || link.target || link.origin !== location.origin || link.pathname !== location.pathname) return;
    event.preventDefault();
    if (link.dataset.showMore !== undefined) {
      void showMore(link);
      return;
    }
    const details = link.closest("details");
    if (details) details.open = false;
    // A new page of results starts at its top, as a page load would.
    void go(link.href, { part: "layout", history: "push", top: true });
  });
  // Back and Forward between this page's own entries: the entry's results are loaded again.
  window.addEventListener("popstate", () => {
    if (location.pathname + location.search !== onScreen) void go(location.href, { part: "layout", history: "none" });
  });
}

startPage(listen);
