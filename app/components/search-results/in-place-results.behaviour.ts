/**
 * Search's and browse's results in place (./search-results.contract.ts, docs/decisions/096): the
 * panel's Search, a chip, Clear, a suggestion and browse's pages load their address's results
 * into this page (./load-results.ts), each a history entry of its own, and Back and Forward between
 * them load theirs again. Without a script the same form and links load the page.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { go, isOnScreen } from "./load-results";
import { formAddress } from "./panel-fields";
import { searchResultsContract as contract } from "./search-results.contract";

const closePanelAround = (element: Element) => {
  const panel = contract.closest<HTMLDetailsElement>(element, "panel");
  if (panel) panel.open = false;
};

export const inPlaceResults = defineBehaviour(contract, (layout) => {
  const submit = (event: SubmitEvent) => {
    const form = contract.closest<HTMLFormElement>(event.target, "form");
    if (!form || event.defaultPrevented) return;
    event.preventDefault();
    closePanelAround(form);
    void go(formAddress(form), { part: "layout", history: "push" });
  };
  const click = (event: MouseEvent) => {
    // A new tab or window is the browser's to open; Show more has answered its own link.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const close = contract.closest(event.target, "close");
    if (close) {
      // Without a script the link loads the page with the panel closed; here it just closes.
      event.preventDefault();
      closePanelAround(close);
      return;
    }
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== location.origin || link.pathname !== location.pathname) return;
    event.preventDefault();
    closePanelAround(link);
    void go(link.href, { part: "layout", history: "push", top: true });
  };
  // Back and Forward between this page's own entries: the entry's results are loaded again.
  const popped = () => (isOnScreen() ? undefined : go(location.href, { part: "layout", history: "none" }));
  layout.addEventListener("submit", submit);
  layout.addEventListener("click", click);
  addEventListener("popstate", popped);
  return () => {
    layout.removeEventListener("submit", submit);
    layout.removeEventListener("click", click);
    removeEventListener("popstate", popped);
  };
});
