/**
 * Opening a lower question closes a longer answer above it, and the page moves up under the
 * finger: the question just opened could end under the sticky header or above the screen. It is
 * brought back just below the header. (`toggle` does not bubble: it is caught on its way down.)
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { questionInViewContract } from "./accordion.contract";

/** Room left between the sticky header and the question. */
const GAP_PX = 12;

export const questionInView = defineBehaviour(questionInViewContract, (element) => {
  const keepInView = (event: Event) => {
    const item = event.target;
    if (!(item instanceof HTMLDetailsElement) || !item.open || questionInViewContract.closest(item, "item") !== item) return;
    const headerBottom = element.ownerDocument.querySelector("body > header")?.getBoundingClientRect().bottom ?? 0;
    const top = item.getBoundingClientRect().top;
    if (top < headerBottom) window.scrollBy({ top: top - headerBottom - GAP_PX });
  };
  element.addEventListener("toggle", keepInView, true);
  return () => element.removeEventListener("toggle", keepInView, true);
});
