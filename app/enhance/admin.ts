/**
 * The admin dashboard is served without the framework (docs/decisions/100). Every button is a
 * form the server answers with the page; this inlined script adds what scripts make nicer:
 *
 * - the buttons' posts sent in place (./send-form), the answer's page put in place of this one and
 *   what the server said shown as a toast (`data-result`);
 * - the live room's updates and Refresh fetch the page and put its sections in place, except one
 *   the admin is working in (it follows once they leave it);
 * - Total revenue shown and hidden on a click;
 * - the sponsor banners' upload (./sponsor-upload): several at once, each with its URL and name, checked for the
 *   spec's sizes before anything is sent, then sent straight to storage with a bar each (issue
 *   21; through the form where the deployment does not sign uploads).
 *
 * It carries no catalogue: every sentence comes with the page, in the reader's language.
 */
import { listenToRoom } from "../lib/live-room";
import { showAnswer } from "./answer";
import { fetchPage } from "./noscript";
import { startPage } from "./page";
import { busy, release, sendFormsInPlace } from "./send-form";
import { dressUpload } from "./sponsor-upload";
import { showToast } from "../behaviours/toast/show-toast";

/** Whether Total revenue is shown: kept when the page's parts are put in place again. */
let revenueShown = false;

/** What the server said about a post, as a toast; a refusal the form keeps (`stays`) has no `data-result`. */
function resultsAsToasts(): void {
  for (const note of document.querySelectorAll<HTMLElement>("main [data-result]")) {
    showToast(note.textContent ?? "", note.dataset.result === "error" ? "error" : "success");
    note.remove();
  }
}

function showRevenue(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-revenue-toggle]")) {
    const figure = button.querySelector<HTMLElement>("[data-revenue]");
    const label = button.querySelector(".visually-hidden");
    if (!figure || !label) continue;
    button.dataset.masked ??= figure.textContent ?? "";
    button.setAttribute("aria-pressed", String(revenueShown));
    label.textContent = `${(revenueShown ? button.dataset.hideLabel : button.dataset.showLabel) ?? ""}: `;
    figure.textContent = (revenueShown ? button.dataset.shown : button.dataset.masked) ?? "";
  }
}

function toggleRevenue(): void {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-revenue-toggle]")) return;
    revenueShown = !revenueShown;
    showRevenue();
  });
}

/** What scripts add to the page as the server wrote it (at the start, and after each answer). */
function dress(): void {
  dressUpload();
  resultsAsToasts();
  showRevenue();
}

/**
 * A post's answer is the whole page: it takes this one's place, and if the pressed button went
 * with the old page the focus goes to the heading of the section it was in.
 */
function sendButtons(): void {
  sendFormsInPlace((answer, form) => {
    const section = form.closest<HTMLElement>("[data-section]")?.dataset.section;
    showAnswer(answer);
    dress();
    if (document.activeElement && document.activeElement !== document.body) return;
    const heading = section ? document.querySelector<HTMLElement>(`[data-section="${section}"] h2`) : null;
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  });
}

/** Sections left as they were because the admin was in them: they follow once the focus leaves. */
const owed = new Set<string>();

/**
 * The page as the server writes it now, its sections put in place of these and its time in the
 * header's: all but a section that holds the focus or a post on its way.
 */
function putSectionsInPlace(answer: Document): void {
  for (const next of answer.querySelectorAll<HTMLElement>("main [data-section]")) {
    const id = next.dataset.section ?? "";
    const current = document.querySelector<HTMLElement>(`main [data-section="${id}"]`);
    if (!current) continue;
    if (current.contains(document.activeElement) || current.querySelector("form[data-busy]")) {
      owed.add(id);
      continue;
    }
    owed.delete(id);
    current.replaceWith(document.adoptNode(next));
  }
  const updated = answer.querySelector("[data-updated]");
  if (updated) document.querySelector("[data-updated]")?.replaceWith(document.adoptNode(updated));
  dress();
}

type Asked = { ok: true; answer: Document } | { ok: false; status: number | null };

async function askAgain(): Promise<Asked> {
  try {
    const { doc, response } = await fetchPage(window.location.href);
    return response.ok ? { ok: true, answer: doc } : { ok: false, status: response.status };
  } catch {
    return { ok: false, status: null };
  }
}

/** Refresh: the page asked again in place; a failure says why under the header, with Retry. */
function refreshButton(): void {
  const run = async () => {
    const form = document.querySelector<HTMLFormElement>("form[data-refresh]");
    const error = document.querySelector<HTMLElement>("[data-refresh-error]");
    const button = form?.querySelector<HTMLButtonElement>("button") ?? null;
    if (!form || !error || form.dataset.busy !== undefined) return;
    busy(form, button);
    const asked = await askAgain();
    release(form, button);
    if (asked.ok) {
      error.hidden = true;
      putSectionsInPlace(asked.answer);
      return;
    }
    const retry = document.createElement("button");
    retry.type = "button";
    retry.className = "text-button";
    retry.textContent = error.dataset.retry ?? "";
    retry.addEventListener("click", run);
    const message = asked.status === null ? error.dataset.offline : error.dataset.status?.replace("{status}", String(asked.status));
    error.replaceChildren(`${message ?? ""} `, retry);
    error.hidden = false;
  };
  document.addEventListener("submit", (event) => {
    if (!(event.target instanceof HTMLFormElement) || event.target.dataset.refresh === undefined) return;
    event.preventDefault();
    run();
  });
}

/**
 * The dashboard room's updates (a listing posted, reported, paid for ...): the page is asked
 * again, at most once a second however many come, and its sections put in place.
 */
function followRoom(): void {
  if (!document.querySelector("[data-section]")) return;
  let waiting = false;
  let asking = false;
  let again = false;
  const ask = () => {
    waiting = false;
    if (asking) {
      again = true;
      return;
    }
    asking = true;
    askAgain()
      .then((asked) => {
        if (asked.ok) putSectionsInPlace(asked.answer);
      })
      .finally(() => {
        asking = false;
        if (again) {
          again = false;
          soon();
        }
      });
  };
  const soon = () => {
    if (waiting) return;
    waiting = true;
    setTimeout(ask, 1000);
  };
  listenToRoom("dashboard", "admin", "dashboardUpdate", soon);
  document.addEventListener("focusin", (event) => {
    if (owed.size === 0 || !(event.target instanceof Element)) return;
    const stillIn = [...owed].some((id) => (event.target as Element).closest(`[data-section="${id}"]`));
    if (!stillIn) soon();
  });
}

startPage(dress, toggleRevenue, sendButtons, refreshButton, followRoom);
