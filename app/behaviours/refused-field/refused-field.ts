import { defineBehaviour } from "../runtime";
import { refusedFieldContract } from "./refused-field.contract";

/**
 * The first refused field of a part the server sent (./refused-field.contract.ts) takes the
 * focus. The field says it is refused the standard way (`aria-invalid`), which is what a screen
 * reader reads, so that is what this looks for.
 */
export const refusedField = defineBehaviour(refusedFieldContract, (part) => {
  part.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
});
