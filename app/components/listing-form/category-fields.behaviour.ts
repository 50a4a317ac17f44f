/**
 * The category's select (./listing-form.contract.ts): once a category is chosen, its
 * subcategories, fields and price part come as the server writes them for the Continue step, put
 * in place of those parts alone with the generic swap's parts (what was typed in the prices kept).
 * Offline for a moment, nothing changes: the fields come with the form's answer when it is sent.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { fetchPage } from "../../behaviours/swap/fetch-page";
import { putInPlace } from "../../behaviours/swap/put-in-place";
import { categoryFieldsContract as category } from "./listing-form.contract";

/** Whether the answer was written for `chosen`, with both parts the page has. */
function answers(doc: Document, chosen: string): boolean {
  const fields = category.find(doc, "fields");
  const price = category.find(doc, "price");
  return fields !== null && price !== null && category.key(fields, "fields") === chosen && category.key(price, "price") === chosen;
}

/** The select as the behaviour uses it (the Workers types' `Element`, whose `remove()` gives the element back, leaves the DOM's select outside `HTMLElement` in tsc). */
type Select = HTMLElement & { value: string; form: HTMLFormElement | null };

export const categoryFields = defineBehaviour<Select>(category, (select) => {
  let asked: AbortController | null = null;
  const follow = async () => {
    const form = select.form;
    if (!form) return;
    asked?.abort();
    const mine = new AbortController();
    asked = mine;
    const body = new FormData(form);
    body.set("intent", "category");
    try {
      const { doc, response } = await fetchPage(form.action, { method: "POST", body, signal: mine.signal });
      // A later choice, or an answer that is not the form's (an error's page), leaves the page as it is.
      if (!response.ok || mine.signal.aborted || !answers(doc, select.value)) return;
      putInPlace(doc, select.ownerDocument, ["category-fields", "category-price"]);
    } catch {
      // Offline for a moment: the fields come with the form's answer when it is sent.
    }
  };
  const changed = () => void follow();
  select.addEventListener("change", changed);
  return () => {
    asked?.abort();
    select.removeEventListener("change", changed);
  };
});
