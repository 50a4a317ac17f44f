import { defineContract } from "../contract";

/**
 * The running count under a text box: the box names its hint (`hint`, the hint's id), and the hint
 * carries its sentence with `{n}` where the count goes (`text`), in the reader's language.
 */
export const characterCountContract = defineContract("character-count", {
  values: { hint: "data-count-hint", text: "data-count-text" },
});
