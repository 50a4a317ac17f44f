/**
 * The price part (./listing-form.contract.ts): the discount field only for an offer (or where the
 * server refused it), and the price's hint saying "per month" for rent. A part the category's
 * answer brings is painted as it comes in.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { listingFormContract as form, listingPriceContract as price } from "./listing-form.contract";
import { dropWithoutScript } from "./without-script";

function paint(part: HTMLElement): void {
  const offer = price.find<HTMLInputElement>(part, "offer");
  const discount = form.find(part, "field", "discountPrice");
  if (offer && discount) discount.hidden = !offer.checked && form.find(discount, "fieldError") === null;
  const rent = [...part.querySelectorAll("input")].some((input) => input.name === "type" && input.value === "rent" && input.checked);
  const hint = price.find(part, "hint");
  const words = hint ? price.read(hint, rent ? "rent" : "sale") : undefined;
  if (hint && words !== undefined) hint.textContent = words;
}

export const listingPrice = defineBehaviour(price, (part) => {
  dropWithoutScript(part);
  paint(part);
  const changed = () => paint(part);
  part.addEventListener("change", changed);
  return () => part.removeEventListener("change", changed);
});
