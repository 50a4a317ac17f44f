/**
 * An answer's note (./answer-note.contract.ts) where scripts run: said as a toast, and taken off the
 * page, so it is said once. A page whose script did not come keeps it where it is.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { showToast } from "../../behaviours/toast/show-toast";
import { answerNoteContract } from "./answer-note.contract";

/**
 * The notes the layout's toast says already, taken away before the page's behaviours start (the
 * toast comes first): the page never shows the sentence twice.
 */
export function dropToastedNotes(): void {
  for (const note of answerNoteContract.findAll(document, "toasted")) note.remove();
}

export const answerNote = defineBehaviour(answerNoteContract, (note) => {
  if (answerNoteContract.key(note, "toasted") === null)
    showToast(note.textContent ?? "", answerNoteContract.read(note, "kind") === "success" ? "success" : "error", {
      id: answerNoteContract.read(note, "id"),
    });
  note.remove();
});
