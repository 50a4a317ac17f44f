import { listingFormContract as form } from "./listing-form.contract";

/**
 * The parts written only for a page without scripts (the category's Continue, a hint on how the
 * page behaves then) leave `root`, and a field they described no longer names them.
 */
export function dropWithoutScript(root: HTMLElement): void {
  for (const part of form.findAll(root, "withoutScript")) {
    part.remove();
    if (!part.id) continue;
    for (const field of root.ownerDocument.querySelectorAll(`[aria-describedby~="${CSS.escape(part.id)}"]`)) undescribe(field, part.id);
  }
}

/** `field` is no longer described by the element with `id` (a message or hint gone). */
export function undescribe(field: Element, id: string): void {
  const rest = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((each) => each && each !== id);
  if (rest.length > 0) field.setAttribute("aria-describedby", rest.join(" "));
  else field.removeAttribute("aria-describedby");
}
