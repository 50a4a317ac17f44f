/**
 * The storefront is served without the framework (docs/decisions/098). Its forms (write, edit,
 * reply, report a review) post as plain forms and the page comes back with the answer; this
 * inlined script adds the running count under a text box and, after a refused form, puts the
 * field in error in focus so its message is read out. `./page` adds the hearts and the header.
 *
 * It carries no catalogue: the count's sentence comes with the page (`data-count-text`).
 */
import { groupedCount } from "../domain/ksh";
import { readerLength } from "../domain/reader-length";
import { focusRefusedField, startPage } from "./page";

function countCharacters(): void {
  document.addEventListener("input", (event) => {
    const box = event.target;
    if (!(box instanceof HTMLTextAreaElement) || !box.dataset.countHint) return;
    const hint = document.getElementById(box.dataset.countHint);
    const sentence = hint?.dataset.countText;
    if (hint && sentence) hint.textContent = sentence.replace("{n}", groupedCount(readerLength(box.value)));
  });
}

startPage(focusRefusedField, countCharacters);
