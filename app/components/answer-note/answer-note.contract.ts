import { defineContract } from "../../behaviours/contract";

/**
 * What a button's post answered, written on the page the answer is (the profile's, the
 * dashboard's): its kind and its toast's id; a `toasted` note is one the layout's own toast says
 * already (a redirect's flash).
 */
export const answerNoteContract = defineContract("answer-note", {
  parts: { toasted: "data-note-toasted" },
  values: { kind: "data-note-kind", id: "data-note-id" },
});
