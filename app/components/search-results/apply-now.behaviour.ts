/**
 * Apply now (./search-results.contract.ts): a choice that brings new options (a category its
 * subcategories, a make its models, a county its areas) is applied at once, the panel staying open
 * with the server's new options and the address replaced. The field that depended on the old
 * choice, which the part's key names, is cleared first.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { go } from "./load-results";
import { formAddress, setField } from "./panel-fields";
import { applyNowContract as contract } from "./search-results.contract";

export const applyNow = defineBehaviour(contract, (form) => {
  if (!(form instanceof HTMLFormElement)) return;
  const changed = (event: Event) => {
    const field = contract.closest(event.target, "field");
    if (!field) return;
    const dependent = contract.key(field, "field");
    if (dependent) setField(form, dependent, "");
    void go(formAddress(form), { part: "layout", history: "replace" });
  };
  form.addEventListener("change", changed);
  return () => form.removeEventListener("change", changed);
});
