import { defineContract } from "../../behaviours/contract";

/**
 * What a button's post answered, written on the page the answer is (the profile's, the
 * dashboard's): its kind and its toast's id; `toasted` when the layout's own toast says it already
 * (a redirect's flash).
 */
export const answerNoteContract = defineContract("answer-note", {
  values: { kind: "data-note-kind", id: "data-note-id", toasted: "data-note-toasted" },
});
