/** Which number a listing form publishes (docs/decisions/051). */

/** The "Use another number" choice of the form's phone part (phone-choice.tsx, beside the form's component). */
export const NEW_PHONE_CHOICE = "new";

/**
 * The number a listing form publishes: the confirmed number ticked (`phoneChoice`), or, for
 * "Use another number" or a seller without confirmed numbers, the one typed (`phoneNumber`).
 */
export function chosenPhone(form: FormData): string {
  const choice = form.get("phoneChoice");
  if (typeof choice === "string" && choice !== "" && choice !== NEW_PHONE_CHOICE) return choice;
  const typed = form.get("phoneNumber");
  return typeof typed === "string" ? typed : "";
}
