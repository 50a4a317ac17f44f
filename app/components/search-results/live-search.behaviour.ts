/**
 * Live search (./search-results.contract.ts): the panel's words are searched after a pause in
 * typing, the results alone put in place and the address replaced rather than one history entry
 * added per pause. Too few letters are not searched for; no words at all are (every listing).
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { cleanSearchTerm } from "../../domain/search-term";
import { cancelLater, form, goLater } from "./load-results";
import { formAddress } from "./panel-fields";
import { liveSearchContract as contract } from "./search-results.contract";

export const liveSearch = defineBehaviour(contract, (input) => {
  if (!(input instanceof HTMLInputElement)) return;
  const typed = () => {
    cancelLater();
    const words = cleanSearchTerm(input.value).length;
    if (words > 0 && words < Number(contract.read(input, "minLength") ?? 2)) return;
    // The panel may be the server's new one by then: its fields are what is sent.
    const address = () => {
      const now = form();
      return now ? formAddress(now) : location.href;
    };
    goLater(Number(contract.read(input, "debounce") ?? 500), address, { part: "results", history: "replace" });
  };
  input.addEventListener("input", typed);
  return () => input.removeEventListener("input", typed);
});
