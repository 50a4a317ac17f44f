import { defineContract } from "../contract";

/**
 * Where the focus goes when a form's answer, put in place by swap, took the pressed button away
 * with the old page (a screen reader would otherwise start again from the top). An `area` (a
 * section, keyed) is what the behaviour names; inside it:
 *
 * - `first`: the field an answer into this area hands the focus to (the SMS code once it went out);
 * - `key` on a form: the same form in the answer gets its button back in focus (Mark sold, Renew);
 * - `row` (keyed): the row whose first link or button takes the focus when the form left the row
 *   (Mark sold became Mark available);
 * - else the area itself, which its heading names.
 *
 * A refused field the answer brings keeps the focus swap gave it.
 */
export const focusReturnContract = defineContract("focus-return", {
  parts: { area: "data-focus-area", first: "data-focus-first", row: "data-focus-row" },
  values: { key: "data-focus-key" },
});
