/**
 * The listing form's phone part (./phone-choice.tsx, ./listing-form.contract.ts): the new
 * number's field only under "Use another number" (or where the server has something to say
 * there); typing a number chooses it; the code's step only while the number it went to is the one
 * typed, the number's own Send code back otherwise; Enter in the number or the code does that
 * field's own step.
 */
import { NEW_PHONE_CHOICE } from "../../domain/phone-choice";
import { defineBehaviour } from "../../behaviours/runtime";
import { listingFormContract, phoneChoiceContract as phone } from "./listing-form.contract";

/** The last nine digits of a Kenyan mobile number, however it was typed (0712..., +254712...). */
const digitsOf = (number: string) => number.replace(/\D/g, "").slice(-9);

const choicesOf = (part: HTMLElement) => [...part.querySelectorAll("input")].filter((input) => input.name === "phoneChoice" && input.type === "radio");

/** The code's step belongs to the number the code went to: another number typed brings Send code back. */
function paintCodeStep(part: HTMLElement): void {
  const step = phone.find(part, "codeStep");
  const typed = phone.find<HTMLInputElement>(part, "stepField", "send-phone-code");
  const send = phone.find<HTMLButtonElement>(part, "send");
  if (!step || !typed || !send) return;
  const same = digitsOf(typed.value) === digitsOf(phone.key(step, "codeStep") ?? "");
  step.hidden = !same;
  send.hidden = same;
}

function paint(part: HTMLElement): void {
  const fresh = phone.find(part, "newNumber");
  if (!fresh) return;
  const radios = choicesOf(part);
  const other = radios.find((radio) => radio.value === NEW_PHONE_CHOICE);
  const says = listingFormContract.find(fresh, "fieldError") !== null || phone.find(fresh, "codeStep") !== null;
  fresh.hidden = radios.length > 0 && other?.checked !== true && !says;
  paintCodeStep(part);
}

export const phoneChoice = defineBehaviour(phone, (part) => {
  paint(part);
  const changed = () => paint(part);
  const typed = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || phone.key(input, "stepField") !== "send-phone-code") return;
    const other = choicesOf(part).find((radio) => radio.value === NEW_PHONE_CHOICE);
    if (other && !other.checked) other.checked = true;
    paintCodeStep(part);
  };
  const enter = (event: KeyboardEvent) => {
    const input = event.target;
    const step = input instanceof HTMLInputElement ? phone.key(input, "stepField") : null;
    if (event.key !== "Enter" || !step || !(input instanceof HTMLInputElement) || !input.form) return;
    event.preventDefault();
    const button = phone.findAll<HTMLButtonElement>(part, "stepButton").find((each) => phone.key(each, "stepButton") === step && !each.hidden);
    if (button && !button.disabled) input.form.requestSubmit(button);
  };
  part.addEventListener("change", changed);
  part.addEventListener("input", typed);
  part.addEventListener("keydown", enter);
  return () => {
    part.removeEventListener("change", changed);
    part.removeEventListener("input", typed);
    part.removeEventListener("keydown", enter);
  };
});
