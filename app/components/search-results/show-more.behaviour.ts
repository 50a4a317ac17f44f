/**
 * Show more (./search-results.contract.ts): the next page's address shows everything up to its
 * end (at most what the server shows at once), so its cards replace the grid's, the ones already
 * here kept as they are (their pictures are not fetched again); the count, the earlier link and
 * Show more follow it, and so does the address, so a reload or a shared link shows these too. A
 * second tap while the cards come does nothing; no answer leaves the cards shown and says so.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { failed, loadPage, shown } from "./load-results";
import { searchResultsContract as results, showMoreContract as contract } from "./search-results.contract";

/** A card is known by its listing's address. */
const keyOf = (card: Element) => card.querySelector("h3 a")?.getAttribute("href") ?? "";

async function more(link: HTMLAnchorElement): Promise<void> {
  if (link.getAttribute("aria-disabled") === "true") return;
  link.setAttribute("aria-disabled", "true");
  const spinner = document.createElement("span");
  spinner.className = "spinner";
  spinner.setAttribute("aria-hidden", "true");
  link.insertBefore(spinner, link.firstChild);
  try {
    const page = await loadPage(link.href);
    const section = results.find(document, "results");
    const nextSection = results.find(page.doc, "results");
    const grid = section && contract.find(section, "grid");
    const nextGrid = nextSection && contract.find(nextSection, "grid");
    if (!section || !nextSection || !grid || !nextGrid) {
      window.location.assign(page.url);
      return;
    }
    const present = new Map([...grid.children].map((card) => [keyOf(card), card]));
    grid.replaceChildren(...[...nextGrid.children].map((card) => present.get(keyOf(card)) ?? card));
    const count = results.find(section, "count");
    const nextCount = results.find(nextSection, "count");
    if (count && nextCount) count.replaceChildren(...nextCount.childNodes);
    const earlier = contract.find(section, "earlier");
    const nextEarlier = contract.find(nextSection, "earlier");
    if (!nextEarlier) earlier?.remove();
    else if (earlier) earlier.replaceWith(nextEarlier);
    else count?.parentNode?.insertBefore(nextEarlier, count.nextSibling);
    const nextLink = contract.find<HTMLAnchorElement>(nextSection, "link");
    if (nextLink) link.href = nextLink.href;
    else contract.closest(link, "end")?.remove();
    shown(page.url, "replace");
  } catch {
    // The results already shown stay; the phone may just have lost its signal for a moment.
    failed();
  } finally {
    spinner.remove();
    link.removeAttribute("aria-disabled");
  }
}

export const showMore = defineBehaviour(contract, (link) => {
  if (!(link instanceof HTMLAnchorElement)) return;
  const click = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void more(link);
  };
  link.addEventListener("click", click);
  return () => link.removeEventListener("click", click);
});
